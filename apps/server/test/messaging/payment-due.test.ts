import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  remindPaymentsDue,
  remindSponsorshipsDue,
} from '../../src/modules/messaging/payment-due.job.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The daily payment-due job (docs/messages.md, "Payment due"): the guardian of a student whose
 * fee of the month is still owed gets one message, with the sum owed and the due day in their
 * language; a paid fee, another month's fee and a guardian without consent get none; a second
 * run writes nothing. A sponsor who consented on the giving form is told of their pledge's
 * instalment on its due day in the country's time zone, once; one who did not, a one-off gift
 * and another day's instalment get nothing.
 */

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
}, 600_000);
afterAll(async () => app?.close());

async function consent(guardianId: string, channels: string[], locale = 'ar') {
  await app.database.query(`update guardians set phone = '+905551112233' where id = $1`, [
    guardianId,
  ]);
  const res = await app.app.inject({
    method: 'PUT',
    url: `/api/messages/guardians/${guardianId}/preferences`,
    headers: admin,
    payload: {
      channel: 'whatsapp',
      locale,
      consents: ['whatsapp', 'sms', 'email'].map((c) => ({
        channel: c,
        given: channels.includes(c),
        method: 'form',
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface Student {
  id: string;
  guardian_id: string;
  centre_id: string;
  country_id: string;
  time_zone: string;
}

async function charge(s: Student, month: string, amount: number, paid = 0) {
  const [row] = await app.database.query<{ id: string }>(
    `insert into student_charges (country_id, centre_id, student_id, month, kind, gross, amount, currency, paid)
     values ($1, $2, $3, $4, 'fee', $5, $5, 'TRY', $6)
     on conflict (student_id, month, kind) do update set amount = $5, gross = $5, paid = $6
     returning id`,
    [s.country_id, s.centre_id, s.id, month, amount, paid],
  );
  return row!.id;
}

const messages = (studentId: string) =>
  app.database.query<{
    dedupe_key: string;
    params: Record<string, string>;
    body: string;
    triggered_via: string;
    triggered_by: string | null;
  }>(
    `select dedupe_key, params, body, triggered_via, triggered_by from outbox
      where event = 'payment-due' and student_id = $1`,
    [studentId],
  );

describe('payment due', () => {
  it('tells the consenting guardian once of a fee owed this month, and nobody else', async () => {
    const students = await app.database.query<Student>(
      `select distinct on (s.guardian_id) s.id, s.guardian_id, s.centre_id, s.country_id, c.time_zone
         from students s join countries c on c.id = s.country_id
        where s.status = 'active' order by s.guardian_id, s.created_at limit 4`,
    );
    const [owing, paid, lastMonth, noConsent] = students as [Student, Student, Student, Student];
    await consent(owing.guardian_id, ['whatsapp'], 'en');
    await consent(paid.guardian_id, ['whatsapp']);
    await consent(lastMonth.guardian_id, ['whatsapp']);
    await consent(noConsent.guardian_id, []);
    const due = await charge(owing, '2031-03', 150_00, 50_00);
    await charge(paid, '2031-03', 150_00, 150_00);
    await charge(lastMonth, '2031-02', 150_00);
    await charge(noConsent, '2031-03', 150_00);

    // Mid-March 2031 in the morning: March's fees are due, February's were told in February.
    const now = new Date('2031-03-15T07:00:00Z');
    const first = await remindPaymentsDue(app.ctx, now);
    expect(first.queued).toBe(1);

    const sent = await messages(owing.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      dedupe_key: `payment-due:${due}:${owing.guardian_id}`,
      triggered_via: 'payment-due',
      triggered_by: null,
    });
    expect(sent[0]!.params.amount).toContain('100.00');
    expect(sent[0]!.params.dueDate).toBe('1 March 2031');
    expect(sent[0]!.body).toContain('100.00');
    expect(await messages(paid.id)).toEqual([]);
    expect(await messages(lastMonth.id)).toEqual([]);
    expect(await messages(noConsent.id)).toEqual([]);

    // The next day's run: the same fee is never told twice.
    const second = await remindPaymentsDue(app.ctx, new Date('2031-03-16T07:00:00Z'));
    expect(second.queued).toBe(0);
    expect(await messages(owing.id)).toHaveLength(1);
  });
});

describe('sponsorship payment due', () => {
  const types = async () =>
    (await app.app.inject({ method: 'GET', url: '/api/public/donation-types' })).json<{
      items: Array<{ id: string; currency: string; suggestedAmounts: number[] }>;
    }>().items;

  /** A gift from the public form; its instalment `seq` (1: the first) is made due on `dueOn`. */
  async function pledge(
    phone: string,
    language: 'ar' | 'en' | 'fr',
    frequency: 'monthly' | 'once',
    messagesConsent: boolean,
    dueOn: string,
  ) {
    const type = (await types())[0]!;
    const gift = await app.app.inject({
      method: 'POST',
      url: '/api/public/donations',
      payload: {
        typeId: type.id,
        amount: 120,
        currency: type.currency,
        frequency,
        donor: { fullName: `Sponsor ${phone.slice(-4)}`, phone, language },
        consent: true,
        messagesConsent,
      },
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const [row] = await app.database.query<{
      instalment_id: string;
      benefactor_id: string;
      country_id: string;
      currency: string;
      type_en: string;
    }>(
      `select i.id as instalment_id, d.benefactor_id, d.country_id, i.currency, t.name_en as type_en
         from donation_payments p join donations d on d.id = p.donation_id
         join donation_types t on t.id = d.type_id
         join donation_instalments i on i.donation_id = d.id and i.seq = 1
        where p.id = $1`,
      [gift.json<{ paymentId: string }>().paymentId],
    );
    await app.database.query(`update donation_instalments set due_on = $2 where id = $1`, [
      row!.instalment_id,
      dueOn,
    ]);
    return row!;
  }

  const sponsorMessages = (benefactorId: string) =>
    app.database.query<{
      dedupe_key: string;
      channel: string;
      to_address: string;
      params: Record<string, string>;
      body: string;
      triggered_via: string;
      triggered_by: string | null;
    }>(
      `select o.dedupe_key, o.channel, o.to_address, o.params, o.body, o.triggered_via, o.triggered_by
         from outbox o join contact_consents c on c.id = o.contact_id
        where o.event = 'payment-due' and c.recipient_kind = 'donor' and c.recipient_id = $1`,
      [benefactorId],
    );

  it('tells the consenting sponsor once, on the due day in the country, and nobody else', async () => {
    const sponsor = await pledge('+33612348801', 'fr', 'monthly', true, '2031-05-10');
    // The donation's country is three hours ahead of UTC all year: 22:30 UTC on the 9th is
    // already the 10th there.
    await app.database.query(`update countries set time_zone = 'Asia/Riyadh' where id = $1`, [
      sponsor.country_id,
    ]);
    const noConsent = await pledge('+33612348802', 'fr', 'monthly', false, '2031-05-10');
    const oneOff = await pledge('+33612348803', 'fr', 'once', true, '2031-05-10');
    const otherDay = await pledge('+33612348804', 'fr', 'monthly', true, '2031-05-11');

    // The evening before, in UTC and in the country: not yet due.
    const before = await remindSponsorshipsDue(app.ctx, new Date('2031-05-09T20:00:00Z'));
    expect(before.queued).toBe(0);
    expect(await sponsorMessages(sponsor.benefactor_id)).toEqual([]);

    const first = await remindSponsorshipsDue(app.ctx, new Date('2031-05-09T22:30:00Z'));
    expect(first.queued).toBe(1);
    const sent = await sponsorMessages(sponsor.benefactor_id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      dedupe_key: `payment-due:${sponsor.instalment_id}:donor:${sponsor.benefactor_id}`,
      // No WhatsApp channel is configured in the demo: SMS, which the box also consents to.
      channel: 'sms',
      to_address: '+33612348801',
      triggered_via: 'payment-due',
      triggered_by: null,
    });
    // In the sponsor's language: the sum (120 whole units), the day and what it sponsors.
    expect(sent[0]!.params.amount).toContain('120,00');
    expect(sent[0]!.params.dueDate).toBe('10 mai 2031');
    expect(sent[0]!.params.studentName).toBe(
      (
        await app.database.query<{ name_fr: string }>(
          `select t.name_fr from donation_types t join donations d on d.type_id = t.id
            join donation_instalments i on i.donation_id = d.id where i.id = $1`,
          [sponsor.instalment_id],
        )
      )[0]!.name_fr,
    );
    expect(sent[0]!.body).toContain('Rappel');
    expect(sent[0]!.body).toContain('10 mai 2031');
    expect(sent[0]!.body).toContain(sent[0]!.params.amount!);
    expect(await sponsorMessages(noConsent.benefactor_id)).toEqual([]);
    expect(await sponsorMessages(oneOff.benefactor_id)).toEqual([]);
    expect(await sponsorMessages(otherDay.benefactor_id)).toEqual([]);

    // The job running again that day (a retry, a second process): nothing more.
    const again = await remindSponsorshipsDue(app.ctx, new Date('2031-05-10T09:00:00Z'));
    expect(again.queued).toBe(0);
    expect(await sponsorMessages(sponsor.benefactor_id)).toHaveLength(1);
  });

  it('the demo shows one sponsor told of an instalment due, kept in the outbox', async () => {
    const demo = await app.database.query<{ body: string; status: string; source: string }>(
      `select o.body, o.status, c.source from outbox o join contact_consents c on c.id = o.contact_id
        where o.event = 'payment-due' and o.status = 'kept' and c.source = 'giving-form'`,
    );
    expect(demo).toHaveLength(1);
    expect(demo[0]!.body).toContain('تذكير');
  });
});
