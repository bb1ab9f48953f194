import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineDigests } from '../../src/modules/messaging/digest.job.ts';
import { enqueueGuardianMessage } from '../../src/modules/messaging/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The daily digest (docs/messages.md): a guardian who chose it gets no message per event; the
 * messages wait and become one message a day, made outside the quiet hours of their country's
 * time zone, once that day; a guardian without it is written to as before.
 */

let app: TestApp;
let admin: Record<string, string>;
let student: { id: string; guardian_id: string; country_id: string };
let other: { id: string; guardian_id: string };

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
  const rows = await app.database.query<typeof student>(
    `select distinct on (s.guardian_id) s.id, s.guardian_id, s.country_id from students s
      where s.status = 'active'
        and not exists (select 1 from outbox o where o.guardian_id = s.guardian_id)
      order by s.guardian_id, s.created_at limit 2`,
  );
  student = rows[0]!;
  other = rows[1]!;
  // A time zone without summer time: 06:00 UTC is 09:00 there, 01:00 UTC is 04:00.
  await app.database.query(`update countries set time_zone = 'Asia/Riyadh' where id = $1`, [
    student.country_id,
  ]);
}, 600_000);
afterAll(async () => app?.close());

async function preferences(guardianId: string, digest: boolean) {
  await app.database.query(`update guardians set phone = '+905551112299' where id = $1`, [
    guardianId,
  ]);
  const res = await app.app.inject({
    method: 'PUT',
    url: `/api/messages/guardians/${guardianId}/preferences`,
    headers: admin,
    payload: {
      channel: 'whatsapp',
      locale: 'en',
      digest,
      consents: [
        { channel: 'whatsapp', given: true, method: 'form' },
        { channel: 'sms', given: false, method: 'form' },
        { channel: 'email', given: false, method: 'form' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let n = 0;
const fire = (studentId: string, testName: string) =>
  app.ctx.db.transaction((tx) =>
    enqueueGuardianMessage(app.ctx, tx, {
      event: 'test-result',
      sourceId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      studentId,
      params: { testName, grade: 'A' },
      triggeredBy: null,
      triggeredVia: 'test',
    }),
  );

const rowsOf = (guardianId: string) =>
  app.database.query<{
    id: string;
    event: string;
    status: string;
    body: string;
    dedupe_key: string;
  }>(
    `select id, event, status, body, dedupe_key from outbox where guardian_id = $1
      order by created_at, id`,
    [guardianId],
  );
const sendJobs = (id: string) =>
  app.database.query(
    `select 1 from background_jobs where kind = 'messaging.send' and payload->>'id' = $1`,
    [id],
  );

describe('the daily digest', () => {
  it('holds a digest guardian’s messages and sends them as one a day, after the quiet hours', async () => {
    await preferences(student.guardian_id, true);
    await preferences(other.guardian_id, false);
    const a = (await fire(student.id, 'Juz 29'))!;
    const b = (await fire(student.id, 'Juz 30'))!;
    const plain = (await fire(other.id, 'Juz 1'))!;
    expect((await rowsOf(student.guardian_id)).map((r) => r.status)).toEqual(['digest', 'digest']);
    expect(await sendJobs(a)).toEqual([]);
    expect((await rowsOf(other.guardian_id))[0]!.status).toBe('queued');
    expect(await sendJobs(plain)).toHaveLength(1);

    // 04:00 in Riyadh: quiet hours, nothing yet.
    expect((await combineDigests(app.ctx, new Date('2031-03-15T01:00:00Z'))).digests).toBe(0);
    expect((await rowsOf(student.guardian_id)).map((r) => r.status)).toEqual(['digest', 'digest']);

    // 09:00: the day's digest, one message carrying both, sent by the usual job.
    const morning = await combineDigests(app.ctx, new Date('2031-03-15T06:00:00Z'));
    expect(morning).toEqual({ digests: 1, messages: 2 });
    const rows = await rowsOf(student.guardian_id);
    const digest = rows.find((r) => r.event === 'daily-digest')!;
    expect(digest).toMatchObject({
      status: 'queued',
      dedupe_key: `daily-digest:2031-03-15:${student.guardian_id}`,
    });
    expect(digest.body).toContain('Juz 29');
    expect(digest.body).toContain('Juz 30');
    expect(digest.body.match(/opt-out/g)).toHaveLength(1);
    expect(await sendJobs(digest.id)).toHaveLength(1);
    expect(rows.filter((r) => r.id === a || r.id === b).map((r) => r.status)).toEqual([
      'combined',
      'combined',
    ]);

    // A message later that day waits for tomorrow's digest.
    await fire(student.id, 'Juz 28');
    expect((await combineDigests(app.ctx, new Date('2031-03-15T10:00:00Z'))).digests).toBe(0);
    const tomorrow = await combineDigests(app.ctx, new Date('2031-03-16T06:00:00Z'));
    expect(tomorrow).toEqual({ digests: 1, messages: 1 });
    const after = await rowsOf(student.guardian_id);
    expect(after.filter((r) => r.event === 'daily-digest')).toHaveLength(2);
    expect(after.filter((r) => r.status === 'digest')).toEqual([]);
  });
});
