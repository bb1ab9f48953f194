import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from './identity-helpers.ts';

/**
 * `own` means the same on every route: a guardian linked to two children (in two centres)
 * reads them through the generic students routes, their rings, their progress map and their
 * readings, exactly as the readings route already allowed, and never another child.
 */
describe('a guardian reads their own children, and no other', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  let token: string;
  const child1 = () => org.a.students[0]!;
  const child2 = () => org.b.students[0]!;
  const stranger = () => org.a.students[1]!;

  const reading = (s: { id: string; countryId: string; centreId: string; ringId: string | null }) =>
    app.ctx.db.insert(t.readings).values({
      countryId: s.countryId,
      centreId: s.centreId,
      ringId: s.ringId!,
      studentId: s.id,
      readOn: '2026-01-10',
      kind: 'memorisation',
      fromSurah: 1,
      fromAyah: 1,
      toSurah: 1,
      toAyah: 7,
      ayahCount: 7,
      pageCount: '1',
    });

  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    const [guardian] = await app.ctx.db
      .insert(t.guardians)
      .values({ countryId: org.country.id, fullName: 'ولي الأمر' })
      .returning();
    for (const child of [child1(), child2()])
      await app.ctx.db
        .update(t.students)
        .set({ guardianId: guardian!.id })
        .where(eq(t.students.id, child.id));
    const user = await createUser(app, { assignments: [{ role: 'guardian', level: 'own' }] });
    await app.ctx.db
      .update(t.users)
      .set({ guardianId: guardian!.id })
      .where(eq(t.users.id, user.id));
    for (const s of [child1(), stranger()]) await reading(s);
    token = (await signIn(app, user.email)).accessToken;
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists exactly their two children', async () => {
    const res = await get('/api/students?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().items as Array<{ id: string }>).map((s) => s.id).sort();
    expect(ids).toEqual([child1().id, child2().id].sort());
  });

  it("reads a child's record and progress map, not another child's", async () => {
    expect((await get(`/api/students/${child1().id}`)).statusCode).toBe(200);
    expect((await get(`/api/students/${child2().id}`)).statusCode).toBe(200);
    expect((await get(`/api/students/${stranger().id}`)).statusCode).toBe(404);
    expect((await get(`/api/students/${child1().id}/progress`)).statusCode).toBe(200);
    expect((await get(`/api/students/${stranger().id}/progress`)).statusCode).toBe(404);
  });

  it("reads a child's ring, not the other rings of the centre", async () => {
    expect((await get(`/api/rings/${org.a.ring.id}`)).statusCode).toBe(200);
    expect((await get(`/api/rings/${org.b.ring.id}`)).statusCode).toBe(200);
    expect((await get(`/api/rings/${org.a.ring2.id}`)).statusCode).toBe(404);
    const list = await get('/api/rings?pageSize=100');
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json().items as Array<{ id: string }>).map((r) => r.id).sort();
    expect(ids).toEqual([org.a.ring.id, org.b.ring.id].sort());
  });

  it("reads a child's readings and not another child's", async () => {
    const own = await get(`/api/readings?studentId=${child1().id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items).toHaveLength(1);
    const other = await get(`/api/readings?studentId=${stranger().id}`);
    expect(other.json().items ?? []).toHaveLength(0);
  });

  it('may not change a child', async () => {
    const res = await app.app.inject({
      method: 'PATCH',
      url: `/api/students/${child1().id}`,
      headers: bearer(token),
      payload: { fullName: 'x', version: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});
