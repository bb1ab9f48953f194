import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/jobs/index.ts';
import { enqueueGuardianMessage } from '../../src/modules/messaging/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';
import { ProviderServer } from './provider-server.ts';

/**
 * The failure-rate alert (docs/messages.md): when most of a channel's last messages fail, the
 * administrators who may configure it are told once — not on every failure — and again only
 * after the rate fell under the threshold and rose over it anew.
 */

let app: TestApp;
let provider: ProviderServer;
let admin: Record<string, string>;
let student: { id: string; guardian_id: string; country_id: string };

beforeAll(async () => {
  provider = new ProviderServer();
  await provider.start();
  app = await createTestApp({
    demo: true,
    env: { MESSAGES_SECRET_KEY: 'a-test-key-for-the-providers-credentials-0123456789' },
  });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
  const [row] = await app.database.query<typeof student>(
    `select s.id, s.guardian_id, s.country_id from students s
      where s.status = 'active' order by s.created_at limit 1`,
  );
  student = row!;
  await app.database.query(`update guardians set phone = '+905551112233' where id = $1`, [
    student.guardian_id,
  ]);
  const channel = await app.app.inject({
    method: 'PUT',
    url: '/api/messages/channels',
    headers: admin,
    payload: {
      countryId: student.country_id,
      channel: 'sms',
      driver: 'http-sms',
      quietFrom: 0,
      quietTo: 0,
      settings: {
        url: `${provider.url}/sms`,
        method: 'POST',
        contentType: 'application/json',
        bodyTemplate: '{"to":"{{to}}","text":"{{body}}"}',
        successRule: 'status:2xx',
        idPath: 'result.id',
      },
      secrets: { apiKey: 'gw-key', webhookSecret: 'gw-secret' },
    },
  });
  expect(channel.statusCode, channel.body).toBe(200);
  const prefs = await app.app.inject({
    method: 'PUT',
    url: `/api/messages/guardians/${student.guardian_id}/preferences`,
    headers: admin,
    payload: {
      channel: 'sms',
      locale: 'ar',
      consents: [{ channel: 'sms', given: true, method: 'form' }],
    },
  });
  expect(prefs.statusCode, prefs.body).toBe(200);
}, 600_000);
afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

let n = 0;
/** `count` messages through the gateway, each refused for good when `refused`. */
async function send(count: number, refused: boolean) {
  for (let i = 0; i < count; i++) {
    if (refused) provider.answerNext('sms', 400, { ok: false, error: 'no credit' });
    await app.ctx.db.transaction((tx) =>
      enqueueGuardianMessage(app.ctx, tx, {
        event: 'test-result',
        sourceId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        studentId: student.id,
        params: { testName: 'Juz 30', grade: 'A' },
        triggeredBy: null,
        triggeredVia: 'test',
      }),
    );
    await drainJobs(app.ctx);
  }
}

const alerts = async () =>
  (
    await app.database.query<{ n: number }>(
      `select count(*)::int as n from notifications where title_key = 'messaging.alert.failureRate'`,
    )
  )[0]!.n;

describe('the failure-rate alert', () => {
  it('tells the administrators once per episode', async () => {
    const [adminUser] = await app.database.query<{ id: string }>(
      `select id from users where email = 'admin@example.com'`,
    );
    await send(9, true);
    // Nine failures: under the ten messages the rate needs.
    expect(await alerts()).toBe(0);
    await send(1, true);
    const first = await alerts();
    expect(first).toBeGreaterThan(0);
    const [mine] = await app.database.query<{ values: Record<string, unknown>; link: string }>(
      `select values, link from notifications
        where title_key = 'messaging.alert.failureRate' and user_id = $1`,
      [adminUser!.id],
    );
    expect(mine).toMatchObject({
      values: { failed: 10, total: 10, channel: 'SMS' },
      link: '/messages/channels',
    });
    // More failures in the same episode: nobody is told again.
    await send(5, true);
    expect(await alerts()).toBe(first);
    // Successes bring the last twenty under half failed: the episode ends...
    await send(11, false);
    expect(await alerts()).toBe(first);
    // ... and failures over the threshold again open a new one, told once: each new failure
    // pushes an old failure out of the last twenty, so the share stays at nine until the
    // tenth new one pushes out a success.
    await send(9, true);
    expect(await alerts()).toBe(first);
    await send(1, true);
    expect(await alerts()).toBe(first * 2);
    await send(2, true);
    expect(await alerts()).toBe(first * 2);
  });
});
