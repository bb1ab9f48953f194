import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../src/modules/identity/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * `npm run db -- create-admin`: how a production installation, which loads no demo accounts,
 * gets its first sign-in (docs/deployment.md).
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(async () => app?.close());

const login = (identifier: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('the first administrator', () => {
  it('signs in (in production) with the generated password, over the whole organisation', async () => {
    const made = await createAdministrator(app.ctx.db, 'Head@Example.org');
    expect(made).toMatchObject({ ok: true, generated: true });
    if (!made.ok) return;
    const res = await login('head@example.org', made.password);
    expect(res.statusCode, res.body).toBe(200);
    const me = await app.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().assignments).toEqual([
      expect.objectContaining({ roleCode: 'super_admin', scopeLevel: 'organisation' }),
    ]);
  });

  it('takes a given password, refuses a weak one, a taken e-mail and a malformed one', async () => {
    expect(await createAdministrator(app.ctx.db, 'two@example.org', 'Strong12345')).toMatchObject({
      ok: true,
      generated: false,
    });
    expect((await login('two@example.org', 'Strong12345')).statusCode).toBe(200);
    expect(await createAdministrator(app.ctx.db, 'TWO@example.org')).toEqual({
      ok: false,
      problem: 'emailTaken',
    });
    expect(await createAdministrator(app.ctx.db, 'three@example.org', 'short')).toEqual({
      ok: false,
      problem: 'identity.password.tooShort',
    });
    expect(await createAdministrator(app.ctx.db, 'not an address')).toEqual({
      ok: false,
      problem: 'badEmail',
    });
  });
});
