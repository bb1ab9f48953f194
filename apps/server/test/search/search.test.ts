import { normalizeArabic, RECORD_SEARCH_ROUTES } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

describe('navbar search', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;

  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    // Same Arabic name, spelled differently, in centre A and centre B.
    const name = (id: string, fullName: string) =>
      app.ctx.db
        .update(t.students)
        .set({ fullName, search: normalizeArabic(fullName) })
        .where(eq(t.students.id, id));
    await name(org.a.students[0]!.id, 'أَحْمَد الخطيب');
    await name(org.b.students[0]!.id, 'احمد الحلبي');
  });
  afterAll(async () => app.close());

  const search = async (token: string, q: string) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is what the API document says it is.
    return RECORD_SEARCH_ROUTES['GET /api/search'].response.parse(res.json()).items;
  };

  it('finds names across hamza and diacritic spellings, over the whole organisation', async () => {
    const admin = await createUser(app, {
      assignments: [{ role: 'org_admin', level: 'organisation' }],
    });
    const { accessToken } = await signIn(app, admin.email);
    const hits = await search(accessToken, 'أحمد');
    const ids = hits.filter((h) => h.kind === 'students').map((h) => h.id);
    expect(ids).toContain(org.a.students[0]!.id);
    expect(ids).toContain(org.b.students[0]!.id);
  });

  it('keeps a centre manager inside their centre', async () => {
    const manager = await createUser(app, {
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
    });
    const { accessToken } = await signIn(app, manager.email);
    const ids = (await search(accessToken, 'احمد')).map((h) => h.id);
    expect(ids).toContain(org.a.students[0]!.id);
    expect(ids).not.toContain(org.b.students[0]!.id);
  });

  it('answers 401 when signed out and 400 for an empty query', async () => {
    const anon = await app.app.inject({ method: 'GET', url: '/api/search?q=x' });
    expect(anon.statusCode).toBe(401);
    const admin = await createUser(app, {
      assignments: [{ role: 'org_admin', level: 'organisation' }],
    });
    const { accessToken } = await signIn(app, admin.email);
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/search?q=',
      headers: { ...bearer(accessToken), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.q.message).toBe('This field is required.');
  });
});
