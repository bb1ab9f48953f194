import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { hasInvalidCharacters, inspectText } from '../../src/http/text-input.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { databaseFingerprint } from '../identity/db-fingerprint.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';

const ID = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, ID);
const withBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('text checks (unit)', () => {
  it('refuses NUL, lone surrogates and control characters, keeps tab and line breaks', () => {
    for (const bad of [
      'a\u0000b',
      'a\ud800b',
      'a\udc00',
      '\ud83d',
      'a\u0007',
      'a\u001b[0m',
      'a\u007f',
      'a\u0085',
    ])
      expect(hasInvalidCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['a\tb', 'a\nb\r\n', 'محمد 😀', 'é', ''])
      expect(hasInvalidCharacters(good), JSON.stringify(good)).toBe(false);
  });

  it('names the field at any depth, keys included, and puts good text in NFC except passwords', () => {
    const body = {
      name: 'e\u0301',
      password: 'e\u0301',
      items: [{ note: 'ok' }, { note: 'x\u0000' }],
      ['k\u0000']: 1,
    };
    const { fields } = inspectText(body);
    expect(Object.keys(fields).sort()).toEqual(['items.1.note', 'k\u0000'].sort());
    expect(body.name).toBe('\u00e9');
    expect(body.password).toBe('e\u0301');
    expect(inspectText('x\u0000').fields).toEqual({ _: { code: 'validation.invalidCharacters' } });
  });
});

/**
 * Every route of the server, public or guarded, refuses a NUL or a lone surrogate in its body,
 * its query or its path parameters with a translated 400 naming the field, and nothing is
 * written anywhere. Signed in as an organisation-wide super administrator, so no route stops
 * the request earlier for lack of permission.
 */
describe('NUL and lone surrogates are refused at the edge, on every route', () => {
  let app: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    app = await createTestApp();
    const u = await createUser(app, {
      assignments: [{ role: 'super_admin', level: 'organisation' }],
    });
    userId = u.id;
    token = (await signIn(app, u.email)).accessToken;
  });
  afterAll(async () => app.close());

  const call = (method: string, url: string, payload?: string, lang = 'en') =>
    app.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...bearer(token),
        'x-language': lang,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const expectRefused = (res: Awaited<ReturnType<typeof call>>, field: string, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    const error = res.json().error;
    expect(error.code, what).toBe('errors.validation');
    expect(error.fields?.[field]?.code, `${what}: ${res.body}`).toBe(
      'validation.invalidCharacters',
    );
  };

  it('refuses them in bodies, queries and path parameters of every route and writes nothing', async () => {
    const routes = app.ctx.routes.filter((r) => !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(50);
    const before = await databaseFingerprint(app.database);
    // Every route of every module (about 800 requests): refused before any handler runs, so
    // they are sent a batch of routes at a time.
    const checkRoute = async (r: (typeof routes)[number]) => {
      const what = `${r.method} ${r.url}`;
      const url = fill(r.url);
      if (withBody(r.method)) {
        expectRefused(
          await call(r.method, url, '{"name":"NUL\\u0000partner"}'),
          'name',
          `${what} NUL body`,
        );
        expectRefused(
          await call(r.method, url, '{"note":"ab\\ud800cd"}'),
          'note',
          `${what} surrogate body`,
        );
        expectRefused(
          await call(r.method, url, '{"items":[{"reason":"\\udc00"}]}'),
          'items.0.reason',
          `${what} nested surrogate`,
        );
      }
      const sep = url.includes('?') ? '&' : '?';
      expectRefused(
        await call(r.method, `${url}${sep}q=x%00y`, withBody(r.method) ? '{}' : undefined),
        'q',
        `${what} query`,
      );
      const param = /:([A-Za-z]+)/.exec(r.url)?.[1];
      if (param) {
        const bad = fill(r.url.replace(`:${param}`, '%00'));
        expectRefused(
          await call(r.method, bad, withBody(r.method) ? '{}' : undefined),
          param,
          `${what} param`,
        );
      }
    };
    for (let i = 0; i < routes.length; i += 16) {
      await Promise.all(routes.slice(i, i + 16).map(checkRoute));
    }
    expect(await databaseFingerprint(app.database)).toEqual(before);
  }, 180_000);

  it('answers the reproductions of the issue in the caller language, naming the field', async () => {
    const before = await databaseFingerprint(app.database);
    const account = await call('PATCH', '/api/account', '{"displayName":"ab\\u0000cd"}', 'ar');
    expectRefused(account, 'displayName', 'account NUL');
    expect(account.json().error.fields.displayName.message).toMatch(/حرف/);
    const surrogate = await call('PATCH', '/api/account', '{"displayName":"ab\\ud800cd"}', 'fr');
    expectRefused(surrogate, 'displayName', 'account surrogate');
    expect(surrogate.json().error.fields.displayName.message).toMatch(/caractère/);
    expectRefused(await call('GET', '/api/search?q=x%00y'), 'q', 'search');
    expectRefused(await call('GET', '/api/audit/%00/%00'), 'resource', 'audit path');
    expectRefused(await call('GET', '/api/audit?resource=%00'), 'resource', 'audit query');
    expectRefused(
      await call('POST', '/api/partners', '{"name":"NUL\\u0000partner"}'),
      'name',
      'partner',
    );
    expectRefused(
      await call(
        'POST',
        '/api/holidays',
        '{"name":"ab\\ud800cd","startsOn":"2026-01-01","endsOn":"2026-01-02"}',
      ),
      'name',
      'holiday surrogate',
    );
    expectRefused(
      await call('POST', '/api/roles', '{"code":"r1","nameEn":"a\\u0001b"}'),
      'nameEn',
      'role control',
    );
    expectRefused(
      await call('POST', `/api/mobile-signups/${ID}/reject`, '{"reason":"a\\u0000"}'),
      'reason',
      'reject',
    );
    expect(await databaseFingerprint(app.database)).toEqual(before);
  });

  it('stores names in NFC and keeps tabs and line breaks', async () => {
    const res = await call(
      'PATCH',
      '/api/account',
      JSON.stringify({ displayName: 'Ame\u0301lie\tB' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.ctx.db.select().from(t.users).where(eq(t.users.id, userId));
    expect(row!.displayName).toBe('Am\u00e9lie\tB');
  });
});
