import { createServer, type Server, type Socket } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { lastMail, tokenFromMail } from './identity-helpers.ts';

/** A message the little SMTP server below received. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no authentication) to receive what the
 * application sends when SMTP_URL is set.
 */
function smtpServer(): Promise<{ server: Server; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          inbox.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, inbox });
    }),
  );
}

/** The text of a single-part message, undoing base64 or quoted-printable. */
function decodedBody(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const headers = data.slice(0, split).toLowerCase();
  const body = data.slice(split + 4);
  if (headers.includes('content-transfer-encoding: base64'))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (headers.includes('content-transfer-encoding: quoted-printable'))
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

describe('e-mail through SMTP when configured', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await smtpServer();
    app = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'centres@example.org' },
    });
  });
  afterAll(async () => {
    await app?.close();
    if (smtp?.server.listening) await new Promise((resolve) => smtp.server.close(resolve));
  });

  it('sends the message in the recipient language and keeps only a delivery record', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        displayName: 'Salma',
        email: 'salma@example.org',
        password: 'Quran2026ok',
        locale: 'ar',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(smtp.inbox).toHaveLength(1);
    const [message] = smtp.inbox;
    expect(message!.to.join(' ')).toContain('salma@example.org');
    expect(message!.from).toContain('centres@example.org');
    expect(decodedBody(message!.data)).toContain('/authentication/verify-email-v1?token=');
    // The outbox keeps who, what and when, but not the body: its link is a credential.
    const kept = await lastMail(app, 'salma@example.org');
    expect(kept).toMatchObject({ status: 'sent', body: null, kind: 'verify', locale: 'ar' });
    expect(kept?.subject).toBe('تأكيد بريدك الإلكتروني');
  });

  it('records a failed delivery in the outbox without failing the request', async () => {
    await new Promise((resolve) => smtp.server.close(resolve));
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'salma@example.org' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.ctx.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.to, 'salma@example.org'))
      .orderBy(desc(t.outbox.createdAt))
      .limit(1);
    expect(row).toMatchObject({ status: 'failed', body: null, kind: 'reset' });
    expect(row?.error).toBeTruthy();
  });
});

describe('link tokens expire', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('refuses an expired verification or reset link', async () => {
    const email = 'karim@example.org';
    const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url, payload });
    expect(
      (await post('/api/auth/register', { displayName: 'Karim', email, password: 'Quran2026ok' }))
        .statusCode,
    ).toBe(201);
    const verify = tokenFromMail((await lastMail(app, email))?.body);
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.ctx.db.update(t.authTokens).set({ expiresAt: past });
    const late = await post('/api/auth/verify-email', { token: verify });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('identity.invalidToken');
    // A fresh link (resend) works.
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const fresh = tokenFromMail((await lastMail(app, email))?.body);
    expect((await post('/api/auth/verify-email', { token: fresh })).statusCode).toBe(200);

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const reset = tokenFromMail((await lastMail(app, email))?.body);
    await app.ctx.db.update(t.authTokens).set({ expiresAt: past });
    const expired = await post('/api/auth/reset-password', {
      token: reset,
      password: 'Newer2026pw',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('identity.invalidToken');
  });
});
