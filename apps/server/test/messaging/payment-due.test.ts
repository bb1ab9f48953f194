import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindPaymentsDue } from '../../src/modules/messaging/payment-due.job.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The daily payment-due job (docs/messages.md, "Payment due"): the guardian of a student whose
 * fee of the month is still owed gets one message, with the sum owed and the due day in their
 * language; a paid fee, another month's fee and a guardian without consent get none; a second
 * run writes nothing.
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
