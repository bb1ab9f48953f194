import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { databaseFingerprint } from './db-fingerprint.ts';
import { bearer, createUser, signIn } from './identity-helpers.ts';

/** PATCH /api/account writes and audits only what changes; a request that changes nothing writes nothing. */
describe('account update without a change', () => {
  let app: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    app = await createTestApp();
    const u = await createUser(app);
    userId = u.id;
    token = (await signIn(app, u.email)).accessToken;
  });
  afterAll(async () => app.close());

  const patch = (payload: unknown) =>
    app.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: bearer(token),
      payload: payload as object,
    });
  const audits = () =>
    app.ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'users'), eq(t.auditLog.recordId, userId)));

  it('writes nothing for no known field, or for the values already stored', async () => {
    const [user] = await app.ctx.db.select().from(t.users).where(eq(t.users.id, userId));
    const before = await databaseFingerprint(app.database);
    for (const body of [
      {},
      { unknown: 'x' },
      { displayName: user!.displayName },
      { preferences: {} },
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().user.displayName).toBe(user!.displayName);
    }
    expect(await databaseFingerprint(app.database)).toEqual(before);
  });

  it('audits only the fields that change', async () => {
    const [user] = await app.ctx.db.select().from(t.users).where(eq(t.users.id, userId));
    const res = await patch({ displayName: 'New name', locale: user!.locale });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.newValues).toEqual({ displayName: 'New name' });
    expect(rows[0]!.oldValues).toEqual({ displayName: user!.displayName });
  });
});
