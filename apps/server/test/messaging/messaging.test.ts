import { formatDate } from '@qc/domain';
import { createHmac } from 'node:crypto';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker, drainJobs } from '../../src/jobs/index.ts';
import { enqueueGuardianMessage } from '../../src/modules/messaging/index.ts';
import { sendMessage } from '../../src/modules/messaging/sender.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';
import { ProviderServer } from './provider-server.ts';

const KEY = 'a-test-key-for-the-providers-credentials-0123456789';
let app: TestApp;
let provider: ProviderServer;
let admin: Record<string, string>;
let student: { id: string; guardian_id: string; country_id: string; time_zone: string };

const WA_TOKEN = 'EAAG-secret-access-token-never-shown';
const WA_APP_SECRET = 'whatsapp-app-secret';
const TW_TOKEN = 'twilio-auth-token-never-shown';
const GW_SECRET = 'gateway-webhook-secret';

beforeAll(async () => {
  provider = new ProviderServer();
  await provider.start();
  app = await createTestApp({ demo: true, env: { MESSAGES_SECRET_KEY: KEY } });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
  const [row] = await app.database.query<typeof student>(
    `select s.id, s.guardian_id, s.country_id, c.time_zone from students s
       join guardians g on g.id = s.guardian_id join countries c on c.id = s.country_id
      where s.status = 'active' order by s.created_at limit 1`,
  );
  student = row!;
  await app.database.query(`update guardians set phone = '+905551112233' where id = $1`, [
    student.guardian_id,
  ]);
}, 600_000);
afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = admin) =>
  app.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function putChannel(body: Record<string, unknown>) {
  const res = await call('PUT', '/api/messages/channels', {
    countryId: student.country_id,
    quietFrom: 0,
    quietTo: 0,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function consent(channels: string[], channel = channels[0]) {
  const res = await call('PUT', `/api/messages/guardians/${student.guardian_id}/preferences`, {
    channel,
    locale: 'ar',
    consents: ['whatsapp', 'sms', 'email'].map((c) => ({
      channel: c,
      given: channels.includes(c),
      method: 'form',
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

let sourceN = 0;
async function fire(event: 'student-absent' | 'test-result' = 'student-absent', sourceId?: string) {
  const source = sourceId ?? `00000000-0000-4000-8000-${String(++sourceN).padStart(12, '0')}`;
  return app.ctx.db.transaction((tx) =>
    enqueueGuardianMessage(app.ctx, tx, {
      event,
      sourceId: source,
      studentId: student.id,
      params: { date: '2026-11-29', ringName: 'Al-Fajr', testName: 'Juz 30', grade: 'A' },
      triggeredBy: null,
      triggeredVia: 'test',
    }),
  );
}

/** The WhatsApp channel's webhook of the student's country, posted as the provider does. */
async function whatsappHook(value: object, secret: string | null = WA_APP_SECRET) {
  const channel = (await call('GET', '/api/messages/channels'))
    .json()
    .find(
      (c: { channel: string; countryId: string }) =>
        c.channel === 'whatsapp' && c.countryId === student.country_id,
    );
  const report = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value }] }],
  });
  const signature = secret && createHmac('sha256', secret).update(report).digest('hex');
  return app.app.inject({
    method: 'POST',
    url: channel.webhookPath,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': `sha256=${signature}` } : {}),
    },
    payload: report,
  });
}

/** The guardian writes to the organisation on WhatsApp (`secondsAgo` before now). */
const guardianWrites = (secret: string | null = WA_APP_SECRET, secondsAgo = 0) =>
  whatsappHook(
    {
      messaging_product: 'whatsapp',
      contacts: [{ wa_id: '905551112233' }],
      messages: [
        {
          from: '905551112233',
          id: `wamid.IN${Date.now()}`,
          timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
          type: 'text',
          text: { body: 'السلام عليكم' },
        },
      ],
    },
    secret,
  );

const message = async (id: string) => {
  const res = await call('GET', `/api/messages/outbox/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('channels', () => {
  it('stores credentials encrypted and never returns them', async () => {
    const view = await putChannel({
      channel: 'whatsapp',
      driver: 'whatsapp-cloud',
      settings: { phoneNumberId: '1234567890', baseUrl: provider.url, apiVersion: 'v21.0' },
      secrets: { accessToken: WA_TOKEN, appSecret: WA_APP_SECRET },
      fallbackToSms: true,
    });
    expect(view.secretsSet.sort()).toEqual(['accessToken', 'appSecret']);
    const list = await call('GET', '/api/messages/channels');
    expect(list.body).not.toContain(WA_TOKEN);
    expect(list.body).not.toContain(WA_APP_SECRET);
    const [stored] = await app.database.query<{ secret: string }>(
      `select secret from message_channels where channel = 'whatsapp'`,
    );
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(WA_TOKEN);
    const audit = await app.database.query<{ v: string }>(
      `select new_values::text as v from audit_log where resource = 'message-channels'`,
    );
    expect(audit.map((a) => a.v).join()).not.toContain(WA_TOKEN);
  });

  it('keeps the stored secret when a save leaves it empty, and refuses a bad driver or rule', async () => {
    const again = await putChannel({
      channel: 'whatsapp',
      driver: 'whatsapp-cloud',
      settings: { phoneNumberId: '1234567890', baseUrl: provider.url },
      secrets: { accessToken: '' },
      fallbackToSms: true,
    });
    expect(again.secretsSet.sort()).toEqual(['accessToken', 'appSecret']);
    const wrong = await call('PUT', '/api/messages/channels', {
      countryId: student.country_id,
      channel: 'sms',
      driver: 'whatsapp-cloud',
      settings: {},
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('messaging.errors.driver');
    const rule = await call(
      'PUT',
      '/api/messages/channels',
      {
        countryId: student.country_id,
        channel: 'sms',
        driver: 'http-sms',
        settings: {
          url: `${provider.url}/sms`,
          method: 'POST',
          bodyTemplate: '{}',
          successRule: 'maybe',
        },
      },
      { ...admin, 'x-language': 'fr' },
    );
    expect(rule.statusCode).toBe(400);
    expect(rule.json().error.message).toMatch(/règle de succès/);
  });

  it('is refused to a centre manager (no right)', async () => {
    const manager = bearer((await signIn(app, 'manager@example.com', 'Admin@12345')).accessToken);
    const res = await call('GET', '/api/messages/channels', undefined, manager);
    expect(res.statusCode).toBe(403);
  });
});

describe('sending', () => {
  it('sends nothing without consent', async () => {
    await consent([], 'whatsapp');
    expect(await fire()).toBeNull();
  });

  it('sends free-form WhatsApp text only within 24 hours of the guardian’s last message', async () => {
    await consent(['whatsapp', 'sms']);
    const before = provider.of('whatsapp').length;
    // Never written (or a forged report of a message): no text goes, and no SMS is configured.
    expect((await guardianWrites(null)).statusCode).toBe(401);
    expect((await guardianWrites('not-the-secret')).statusCode).toBe(401);
    const closed = await fire();
    await drainJobs(app.ctx);
    const refused = await message(closed!);
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('24 hours');
    // The guardian wrote 25 hours ago: still closed.
    expect((await guardianWrites(WA_APP_SECRET, 25 * 3600)).statusCode).toBe(204);
    const late = await fire();
    await drainJobs(app.ctx);
    expect((await message(late!)).status).toBe('failed');
    expect(provider.of('whatsapp').length).toBe(before);
    // The guardian writes now: the window opens, the text goes.
    expect((await guardianWrites()).statusCode).toBe(204);
    const open = await fire();
    await drainJobs(app.ctx);
    expect((await message(open!)).status).toBe('sent');
    expect(provider.of('whatsapp').length).toBe(before + 1);
    expect(JSON.parse(provider.of('whatsapp').at(-1)!.body).type).toBe('text');
  });

  it('sends once per event through WhatsApp, and the signed webhook marks it delivered', async () => {
    await consent(['whatsapp', 'sms']);
    const id = await fire('student-absent', '00000000-0000-4000-8000-aaaaaaaaaaaa');
    expect(id).toBeTruthy();
    expect(await fire('student-absent', '00000000-0000-4000-8000-aaaaaaaaaaaa')).toBeNull();
    const before = provider.of('whatsapp').length;
    await drainJobs(app.ctx);
    const sent = provider.of('whatsapp').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${WA_TOKEN}`);
    const body = JSON.parse(sent[0]!.body);
    expect(body).toMatchObject({ messaging_product: 'whatsapp', to: '905551112233', type: 'text' });
    expect(body.text.body).toContain('Al-Fajr');
    const m = await message(id!);
    expect(m.status).toBe('sent');

    const [row] = await app.database.query<{ provider_id: string }>(
      `select provider_id from outbox where id = $1`,
      [id],
    );
    const channel = (await call('GET', '/api/messages/channels')).json()[0];
    const report = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id: row!.provider_id, status: 'delivered', timestamp: '1' }] },
            },
          ],
        },
      ],
    });
    const post = (headers: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url: channel.webhookPath,
        headers: { 'content-type': 'application/json', ...headers },
        payload: report,
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ 'x-hub-signature-256': 'sha256=00ff' })).statusCode).toBe(401);
    const forged = createHmac('sha256', 'not-the-secret').update(report).digest('hex');
    expect((await post({ 'x-hub-signature-256': `sha256=${forged}` })).statusCode).toBe(401);
    expect((await message(id!)).status).toBe('sent');
    const good = createHmac('sha256', WA_APP_SECRET).update(report).digest('hex');
    expect((await post({ 'x-hub-signature-256': `sha256=${good}` })).statusCode).toBe(204);
    const delivered = await message(id!);
    expect(delivered.status).toBe('delivered');
    expect(delivered.events.map((e: { status: string }) => e.status)).toEqual([
      'queued',
      'sent',
      'delivered',
    ]);
    const timeline = await call('GET', `/api/messages/students/${student.id}`);
    expect(timeline.json().some((x: { id: string }) => x.id === id)).toBe(true);
  });

  it('retries a transient failure and records a permanent one', async () => {
    await putChannel({
      channel: 'whatsapp',
      driver: 'whatsapp-cloud',
      settings: { phoneNumberId: '1234567890', baseUrl: provider.url },
      fallbackToSms: false,
    });
    const worker = new JobWorker(app.ctx, { workerId: 'retry-test', retryDelayMs: () => 0 });
    provider.answerNext('whatsapp', 503, { error: { message: 'busy', code: 2 } });
    const id = await fire();
    await worker.runNextJob();
    const first = await message(id!);
    expect(first.status).toBe('queued');
    expect(first.attempts).toBe(1);
    await worker.runNextJob();
    expect((await message(id!)).status).toBe('sent');

    provider.answerNext('whatsapp', 400, {
      error: { message: 'Re-engagement message', code: 131047 },
    });
    const refused = await fire();
    await worker.runNextJob();
    const failed = await message(refused!);
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('Re-engagement');
    expect(await worker.runNextJob()).toBeNull();
  });

  it('falls back from WhatsApp to SMS (Twilio) when WhatsApp refuses', async () => {
    await putChannel({
      channel: 'whatsapp',
      driver: 'whatsapp-cloud',
      settings: { phoneNumberId: '1234567890', baseUrl: provider.url },
      fallbackToSms: true,
    });
    await putChannel({
      channel: 'sms',
      driver: 'twilio',
      settings: {
        accountSid: 'AC0123456789abcdef0123456789abcdef',
        from: '+15550001111',
        baseUrl: provider.url,
      },
      secrets: { authToken: TW_TOKEN },
    });
    /** The month's SMS cost of a centre in dollars, in millionths (the usage per currency). */
    const smsDollars = async (centreId: string) => {
      const usage = await call(
        'GET',
        `/api/messages/usage?month=${new Date().toISOString().slice(0, 7)}`,
      );
      expect(usage.statusCode, usage.body).toBe(200);
      const row = usage
        .json()
        .find(
          (u: { centreId: string; channel: string }) =>
            u.centreId === centreId && u.channel === 'sms',
        ) as { costs: Array<{ currency: string | null; micros: number }> } | undefined;
      return row?.costs.find((c) => c.currency === 'USD')?.micros ?? 0;
    };
    const [centre] = await app.database.query<{ centre_id: string }>(
      `select centre_id from students where id = $1`,
      [student.id],
    );
    const before = await smsDollars(centre!.centre_id);
    provider.answerNext('whatsapp', 400, { error: { message: 'not on WhatsApp', code: 131026 } });
    const id = await fire();
    await drainJobs(app.ctx);
    const m = await message(id!);
    expect(m.channel).toBe('sms');
    expect(m.status).toBe('sent');
    expect(m.driver).toBe('twilio');
    expect(m.costMicros).toBe(7500);
    const tw = provider.of('twilio').at(-1)!;
    expect(tw.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    const form = new URLSearchParams(tw.body);
    expect(form.get('To')).toBe('+905551112233');
    expect(form.get('From')).toBe('+15550001111');
    expect(tw.headers.authorization).toBe(
      `Basic ${Buffer.from(`AC0123456789abcdef0123456789abcdef:${TW_TOKEN}`).toString('base64')}`,
    );

    // Twilio's status callback, signed over the URL and the form fields.
    const [row] = await app.database.query<{ provider_id: string }>(
      `select provider_id from outbox where id = $1`,
      [id],
    );
    const sms = (await call('GET', '/api/messages/channels'))
      .json()
      .find((c: { channel: string }) => c.channel === 'sms');
    const params = { MessageSid: row!.provider_id, MessageStatus: 'delivered' };
    const url = `http://localhost:80${sms.webhookPath}`;
    const post = (signature: string) =>
      app.app.inject({
        method: 'POST',
        url: sms.webhookPath,
        headers: {
          host: 'localhost:80',
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        },
        payload: new URLSearchParams(params).toString(),
      });
    expect((await post('forged')).statusCode).toBe(401);
    const signature = twilio.getExpectedTwilioSignature(TW_TOKEN, url, params);
    const ok = await post(signature);
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await message(id!)).status).toBe('delivered');

    // The month's cost per centre: Twilio's price added to the centre's SMS cost in dollars.
    expect(await smsDollars(centre!.centre_id)).toBe(before + 7500);
  });

  it('sends through a generic HTTP gateway with its body template and success rule', async () => {
    await putChannel({
      channel: 'sms',
      driver: 'http-sms',
      settings: {
        url: `${provider.url}/sms?key={{apiKey}}`,
        method: 'POST',
        contentType: 'application/json',
        bodyTemplate: '{"to":"{{to}}","text":"{{body}}"}',
        successRule: 'body:"ok":true',
        idPath: 'result.id',
      },
      secrets: { apiKey: 'gw-key', webhookSecret: GW_SECRET },
    });
    await consent(['sms']);
    const id = await fire();
    await drainJobs(app.ctx);
    const req = provider.of('sms').at(-1)!;
    const sent = JSON.parse(req.body);
    expect(sent.to).toBe('+905551112233');
    expect(sent.text).toContain('Al-Fajr');
    const m = await message(id!);
    expect(m.status).toBe('sent');
    const sms = (await call('GET', '/api/messages/channels'))
      .json()
      .find((c: { channel: string }) => c.channel === 'sms');
    const [row] = await app.database.query<{ provider_id: string }>(
      `select provider_id from outbox where id = $1`,
      [id],
    );
    const report = JSON.stringify({ id: row!.provider_id, status: 'failed' });
    const sig = createHmac('sha256', GW_SECRET).update(report).digest('hex');
    const res = await app.app.inject({
      method: 'POST',
      url: sms.webhookPath,
      headers: { 'content-type': 'application/json', 'x-signature': sig },
      payload: report,
    });
    expect(res.statusCode).toBe(204);
    expect((await message(id!)).status).toBe('failed');

    provider.answerNext('sms', 200, { ok: false, error: 'no credit' });
    const refused = await fire();
    await drainJobs(app.ctx);
    expect((await message(refused!)).status).toBe('failed');
  });

  it('holds a message in quiet hours and releases it in the morning', async () => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: student.time_zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    await putChannel({
      channel: 'sms',
      driver: 'http-sms',
      settings: {
        url: `${provider.url}/sms`,
        method: 'POST',
        bodyTemplate: '{"to":"{{to}}","text":"{{body}}"}',
        successRule: 'status:2xx',
      },
      quietFrom: hour,
      quietTo: (hour + 2) % 24,
    });
    const before = provider.of('sms').length;
    const id = await fire();
    await drainJobs(app.ctx);
    const held = await message(id!);
    expect(held.status).toBe('held');
    expect(provider.of('sms').length).toBe(before);
    const release = new Date(held.holdUntil);
    expect(release.getTime()).toBeGreaterThan(Date.now());
    // The job waits until then; run it as it will run in the morning.
    await sendMessage(app.ctx, id!, 1, new Date(release.getTime() + 1000));
    expect((await message(id!)).status).toBe('sent');
    expect(provider.of('sms').length).toBe(before + 1);
  });

  it('keeps the message when the country has no provider, and the opt-out link stops the next', async () => {
    await app.database.query(`update message_channels set active = false`);
    const id = await fire();
    await drainJobs(app.ctx);
    expect((await message(id!)).status).toBe('kept');
    const body = (await message(id!)).body as string;
    const link = /\/api\/public\/messages\/opt-out\/[^\s]+/.exec(body)![0];
    const page = await app.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const done = await app.app.inject({ method: 'POST', url: link });
    expect(done.statusCode).toBe(200);
    expect(await fire()).toBeNull();
  });

  it('refuses a template with an unknown variable, in the caller’s language', async () => {
    const res = await call(
      'PUT',
      '/api/messages/templates/student-absent/en',
      { body: 'Hello {{guardianName}}, {{nope}} was absent' },
      { ...admin, 'x-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('nope');
    const ok = await call('PUT', '/api/messages/templates/student-absent/ar', {
      body: 'غاب {{studentName}} يوم {{date}}',
      whatsappName: 'student_absent',
      whatsappParams: ['studentName', 'date'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().custom).toBe(true);
  });
});

describe('the journey: a teacher marks a student absent on the ring day', () => {
  it('sends the consenting guardian one WhatsApp in Arabic, delivered, shown on the student page', async () => {
    const [row] = await app.database.query<{
      ring_id: string;
      student_id: string;
      student_name: string;
      guardian_id: string;
      country_id: string;
    }>(
      `select r.id as ring_id, s.id as student_id, s.full_name as student_name, s.guardian_id,
              s.country_id from users u
         join employees e on e.user_id = u.id join rings r on r.teacher_id = e.id
         join students s on s.ring_id = r.id and s.status = 'active' and s.guardian_id is not null
        where u.email = 'teacher@example.com' order by s.created_at limit 1`,
    );
    expect(row).toBeTruthy();
    // The channels are per country: the teacher's student may live in another country than
    // the one configured above, whose provider would never be asked.
    student = {
      ...student,
      id: row!.student_id,
      guardian_id: row!.guardian_id,
      country_id: row!.country_id,
    };
    await app.database.query(`update guardians set phone = '+905550009999' where id = $1`, [
      row!.guardian_id,
    ]);
    await consent(['whatsapp']);
    const mapped = await call('PUT', '/api/messages/templates/student-absent/ar', {
      body: 'السلام عليكم {{guardianName}}، تغيّب {{studentName}} يوم {{date}}',
      whatsappName: 'student_absent',
      whatsappParams: ['studentName', 'date'],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    await putChannel({
      channel: 'whatsapp',
      driver: 'whatsapp-cloud',
      active: true,
      secrets: { accessToken: WA_TOKEN, appSecret: WA_APP_SECRET },
      settings: { phoneNumberId: '1234567890', baseUrl: provider.url },
      fallbackToSms: false,
    });
    const teacher = bearer((await signIn(app, 'teacher@example.com', 'Admin@12345')).accessToken);
    const date = new Date().toISOString().slice(0, 10);
    const save = () =>
      app.app.inject({
        method: 'PUT',
        url: `/api/rings/${row!.ring_id}/day/${date}`,
        headers: teacher,
        payload: {
          rows: [{ studentId: row!.student_id, attendance: { status: 'absent' }, readings: [] }],
        },
      });
    // The demo data may hold older messages about this student: only new ones count.
    const older = new Set(
      (await call('GET', `/api/messages/students/${row!.student_id}`))
        .json()
        .map((m: { id: string }) => m.id),
    );
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    // Saved again (a phone resending): still one message.
    expect((await save()).statusCode).toBe(200);
    const before = provider.of('whatsapp').length;
    await drainJobs(app.ctx);
    const sent = provider.of('whatsapp').slice(before);
    expect(sent).toHaveLength(1);
    // Outside the 24-hour window WhatsApp takes only an approved template: the Arabic one, with
    // the student's name and the day as its parameters; the outbox keeps the rendered text.
    const wa = JSON.parse(sent[0]!.body);
    expect(wa).toMatchObject({
      to: '905550009999',
      type: 'template',
      template: { name: 'student_absent', language: { code: 'ar' } },
    });
    expect(wa.template.components[0].parameters).toEqual([
      { type: 'text', text: row!.student_name },
      // The day in the guardian's language ("29 نوفمبر 2026"), never the raw ISO date.
      { type: 'text', text: formatDate(date, { locale: 'ar', digits: 'latn', style: 'long' }) },
    ]);

    const timeline = (await call('GET', `/api/messages/students/${row!.student_id}`)).json();
    const mine = timeline.filter(
      (m: { id: string; event: string }) => m.event === 'student-absent' && !older.has(m.id),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].triggeredVia).toBe('ring-day');
    expect(mine[0].triggeredByName).toBeTruthy();
    expect(mine[0].channel).toBe('whatsapp');
    expect(mine[0].body).toContain('تغيّب');
    const [stored] = await app.database.query<{ provider_id: string }>(
      `select provider_id from outbox where id = $1`,
      [mine[0].id],
    );
    const channel = (await call('GET', '/api/messages/channels'))
      .json()
      // The student's country's channel (its webhook moves only that country's messages).
      .find(
        (c: { channel: string; countryId: string }) =>
          c.channel === 'whatsapp' && c.countryId === row!.country_id,
      );
    const report = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { changes: [{ value: { statuses: [{ id: stored!.provider_id, status: 'delivered' }] } }] },
      ],
    });
    const sig = createHmac('sha256', WA_APP_SECRET).update(report).digest('hex');
    const hook = await app.app.inject({
      method: 'POST',
      url: channel.webhookPath,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${sig}` },
      payload: report,
    });
    expect(hook.statusCode).toBe(204);
    const after = (await call('GET', `/api/messages/students/${row!.student_id}`)).json();
    expect(after.find((m: { id: string }) => m.id === mine[0].id).status).toBe('delivered');
    // A teacher reads no outbox.
    expect((await call('GET', '/api/messages/outbox', undefined, teacher)).statusCode).toBe(403);
  });
});
