import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

/**
 * Teachers (teacher-component) are the staff records whose job is teacher or assistant
 * teacher: the resource's `where` keeps every read and write to them, and a ring's teacher
 * must be one of them.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let accountantId: string;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const [accountant] = await app.ctx.db
    .insert(t.employees)
    .values({
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      fullName: 'محاسب المركز',
      gender: 'male',
      job: 'accountant',
    })
    .returning();
  accountantId = accountant!.id;
});
afterAll(async () => app?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => app.app.inject({ method, url, headers, payload });

describe('teachers', () => {
  it('lists and reads only teaching staff', async () => {
    const list = (await call('GET', '/api/teachers?pageSize=100', w.as.admin)).json();
    const ids = list.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(w.org.a.teacher.id);
    expect(ids).not.toContain(accountantId);
    expect((await call('GET', `/api/teachers/${accountantId}`, w.as.admin)).statusCode).toBe(404);
    // The staff list still has everyone.
    expect((await call('GET', `/api/employees/${accountantId}`, w.as.admin)).statusCode).toBe(200);
    const lookup = (await call('GET', '/api/teachers/lookup?q=محاسب', w.as.admin)).json();
    expect(lookup.items).toHaveLength(0);
  });

  it('creates teachers only, and a centre manager manages the teachers of their centre', async () => {
    const ok = await call('POST', '/api/teachers', w.as.manager, {
      fullName: 'عبد الرحمن الحسن',
      gender: 'male',
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().job).toBe('teacher');
    const bad = await call('POST', '/api/teachers', w.as.manager, {
      fullName: 'Someone',
      gender: 'male',
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      job: 'accountant',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.job).toBeDefined();
    // Another centre's teacher is out of the manager's reach.
    expect(
      (await call('GET', `/api/teachers/${w.org.b.teacher.id}`, w.as.manager)).statusCode,
    ).toBe(404);
  });

  it('refuses a ring teacher who is not a teacher', async () => {
    const ring = (await call('GET', `/api/rings/${w.org.a.ring.id}`, w.as.admin)).json();
    const res = await call('PATCH', `/api/rings/${w.org.a.ring.id}`, w.as.admin, {
      version: ring.version,
      teacherId: accountantId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.teacherId.code).toBe('resources.validation.referenceNotFound');
  });
});
