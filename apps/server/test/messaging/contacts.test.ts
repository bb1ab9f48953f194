import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * Donors and applicants (docs/messages.md, "Other recipients"): the public forms' checkbox
 * records their consent with when, how and where; a confirmed donation writes its receipt and
 * an application's move its new status to them, once; nobody who did not tick it gets
 * anything; the opt-out link withdraws it.
 */

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
}, 600_000);
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) =>
  app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

interface Consent {
  id: string;
  recipient_kind: string;
  recipient_id: string;
  phone: string;
  locale: string;
  channels: string[];
  method: string;
  source: string;
  given_at: string | null;
  withdrawn_at: string | null;
  opt_out_token: string;
}
const consentOf = async (kind: string, id: string) =>
  (
    await app.database.query<Consent>(
      `select * from contact_consents where recipient_kind = $1 and recipient_id = $2`,
      [kind, id],
    )
  )[0];

interface Row {
  event: string;
  channel: string;
  to_address: string;
  body: string;
  dedupe_key: string;
  params: Record<string, string>;
  guardian_id: string | null;
  status: string;
}
const outboxOf = (contactId: string, event: string) =>
  app.database.query<Row>(
    `select event, channel, to_address, body, dedupe_key, params, guardian_id, status from outbox
      where contact_id = $1 and event = $2`,
    [contactId, event],
  );

async function giveAndConfirm(phone: string, messagesConsent: boolean) {
  const types = (await call('GET', '/api/public/donation-types', undefined, {})).json<{
    items: Array<{ id: string; currency: string; suggestedAmounts: number[] }>;
  }>().items;
  const type = types[0]!;
  const gift = await app.app.inject({
    method: 'POST',
    url: '/api/public/donations',
    headers: { 'accept-language': 'fr' },
    payload: {
      typeId: type.id,
      amount: type.suggestedAmounts[0] ?? 100,
      currency: type.currency,
      donor: { fullName: 'Amina Benali Test', phone, language: 'fr' },
      consent: true,
      messagesConsent,
    },
  });
  expect(gift.statusCode, gift.body).toBe(201);
  const paymentId = gift.json<{ paymentId: string }>().paymentId;
  const [{ benefactor_id: benefactorId }] = (await app.database.query<{ benefactor_id: string }>(
    `select d.benefactor_id from donation_payments p join donations d on d.id = p.donation_id
      where p.id = $1`,
    [paymentId],
  )) as [{ benefactor_id: string }];
  const confirmed = await call('POST', `/api/donation-payments/${paymentId}/confirm`, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { paymentId, benefactorId, serial: confirmed.json<{ serial: string }>().serial };
}

describe('a donor', () => {
  it('who ticked the box gets the receipt once by SMS, in their language; one who did not, nothing', async () => {
    const yes = await giveAndConfirm('+33612349901', true);
    const consent = (await consentOf('donor', yes.benefactorId))!;
    expect(consent).toMatchObject({
      phone: '+33612349901',
      locale: 'fr',
      channels: ['whatsapp', 'sms'],
      method: 'form',
      source: 'giving-form',
      withdrawn_at: null,
    });
    expect(consent.given_at).toBeTruthy();
    const sent = await outboxOf(consent.id, 'donation-receipt');
    expect(sent).toHaveLength(1);
    // No WhatsApp channel is configured in the demo: SMS, which the box also consents to.
    expect(sent[0]).toMatchObject({
      channel: 'sms',
      to_address: '+33612349901',
      guardian_id: null,
      dedupe_key: `donation-receipt:${yes.paymentId}:donor:${yes.benefactorId}`,
    });
    expect(sent[0]!.body).toContain(yes.serial);
    expect(sent[0]!.body).toContain('Merci');
    expect(sent[0]!.body).toContain(`/public/messages/opt-out/${consent.opt_out_token}`);

    const no = await giveAndConfirm('+33612349902', false);
    expect(await consentOf('donor', no.benefactorId)).toBeUndefined();
    const none = await app.database.query(
      `select 1 from outbox where event = 'donation-receipt' and dedupe_key like $1`,
      [`%:donor:${no.benefactorId}`],
    );
    expect(none).toEqual([]);
  });

  it('withdraws by the opt-out link, and is written to no more', async () => {
    const [c] = await app.database.query<Consent>(
      `select * from contact_consents where phone = '+33612349901'`,
    );
    const page = await app.app.inject({
      method: 'GET',
      url: `/api/public/messages/opt-out/${c!.opt_out_token}?channel=sms`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form');
    // A GET changes nothing (link previews fetch addresses).
    expect((await consentOf('donor', c!.recipient_id))!.withdrawn_at).toBeNull();
    const post = await app.app.inject({
      method: 'POST',
      url: `/api/public/messages/opt-out/${c!.opt_out_token}`,
    });
    expect(post.statusCode).toBe(200);
    const [after] = await app.database.query<Consent>(
      `select * from contact_consents where id = $1`,
      [c!.id],
    );
    expect(after!.withdrawn_at).toBeTruthy();
    expect(after!.channels).toEqual([]);
  });
});

describe('an applicant', () => {
  it('who ticked the box hears of each move once, in their language; one who did not, nothing', async () => {
    const [posting] = await app.database.query<{ id: string; candidate_type_ids: string[] }>(
      `select id, candidate_type_ids from recruitment_postings where state = 'open'
        order by created_at limit 1`,
    );
    const apply = (phone: string, email: string, messagesConsent: boolean) =>
      app.app.inject({
        method: 'POST',
        url: `/api/public/job-postings/${posting!.id}`,
        headers: { 'accept-language': 'en' },
        payload: {
          fullName: 'Yusuf Ibrahim Test',
          gender: 'male',
          phone,
          email,
          candidateTypeId: posting!.candidate_type_ids[0],
          answers: {
            juz: { value: 20 },
            ijazah: { value: 0 },
            riwaya: { value: null, choices: ['hafs'] },
            qualifications: { value: null, text: 'BA' },
            experience: { value: 3 },
            consent: { value: 1 },
          },
          messagesConsent,
        },
      });
    const yes = await apply('+905329990001', 'yes-messages@example.org', true);
    expect(yes.statusCode, yes.body).toBe(201);
    const no = await apply('+905329990002', 'no-messages@example.org', false);
    expect(no.statusCode, no.body).toBe(201);
    const ids = await app.database.query<{ id: string; phone: string }>(
      `select id, phone from recruitment_applications where email in ($1, $2)`,
      ['yes-messages@example.org', 'no-messages@example.org'],
    );
    const yesId = ids.find((r) => r.phone.endsWith('0001'))!.id;
    const noId = ids.find((r) => r.phone.endsWith('0002'))!.id;
    const consent = (await consentOf('applicant', yesId))!;
    expect(consent).toMatchObject({ locale: 'en', source: 'application-form', method: 'form' });
    expect(await consentOf('applicant', noId)).toBeUndefined();

    for (const id of [yesId, noId]) {
      const moved = await call('POST', `/api/recruitment/applications/${id}/actions/shortlist`, {});
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const sent = await outboxOf(consent.id, 'application-status');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.dedupe_key).toBe(`application-status:${yesId}:shortlist:applicant:${yesId}`);
    expect(sent[0]!.params.status).toBe('Shortlisted');
    expect(sent[0]!.body).toContain('Shortlisted');
    const none = await app.database.query(
      `select 1 from outbox where event = 'application-status' and dedupe_key like $1`,
      [`%:applicant:${noId}`],
    );
    expect(none).toEqual([]);
  });
});
