import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { upload } from './resource-fixtures.ts';
import { today, world } from '../students/fixtures.ts';

/**
 * Workflows write definitions' tables through the engine's write core, so what the generic
 * routes promise holds after them too: a form opened before the workflow cannot save over it
 * (409), the record is found by its definition's search words, and open lists hear of the change
 * (after the commit, and not at all when the workflow is refused).
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let events: ChangeEvent[];

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const real = app.ctx.events.changed.bind(app.ctx.events);
  vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
    events.push(e);
    real(e);
  });
});
beforeEach(() => {
  events = [];
});
afterAll(async () => app?.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = w.as.admin,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A student created through the generic route (so indexed), in ring A of centre A. */
async function newStudent(fullName: string, ringId: string | null = w.org.a.ring.id) {
  const res = await inject('POST', '/api/students', {
    centreId: w.org.a.centre.id,
    ringId,
    fullName,
    gender: 'male',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number };
}

const versionOf = async (id: string) =>
  (await inject('GET', `/api/students/${id}`)).json().version as number;

/** A generic edit made with a version read earlier. */
const staleEdit = (id: string, version: number) =>
  inject('PATCH', `/api/students/${id}`, { version, notes: 'من نموذج قديم' });

const foundBy = async (q: string, id: string) =>
  (
    (await inject('GET', `/api/students?q=${encodeURIComponent(q)}`)).json().items as Array<{
      id: string;
    }>
  ).some((s) => s.id === id);

const studentEvents = (id: string) =>
  events.filter((e) => e.resource === 'students' && e.id === id).map((e) => e.action);

describe('workflows write through the write core', () => {
  it('registration accept: indexed by the definition (guardian included), audited, announced', async () => {
    const reg = await inject('POST', '/api/registrations', {
      centreId: w.org.a.centre.id,
      fullName: 'زكريا منصور',
      gender: 'male',
      identityNumber: '99887766',
      guardianName: 'عبدالقادر منصور',
      guardianPhone: '+90 532 111 2233',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    events = [];
    const accepted = await inject('POST', `/api/registrations/${reg.json().id}/accept`, {
      ringId: w.org.a.ring.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const id = accepted.json().studentId as string;
    // The students definition searches the guardian by name, and never the identity number.
    expect(await foundBy('عبدالقادر', id)).toBe(true);
    expect(await foundBy('زكريا', id)).toBe(true);
    expect(await foundBy('99887766', id)).toBe(false);
    expect(studentEvents(id)).toEqual(['created']);
    expect(events.some((e) => e.resource === 'guardians' && e.action === 'created')).toBe(true);
    // The engine's audit entry, and the workflow's own case events (not the form's).
    const audit = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'students'), eq(t.auditLog.recordId, id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const cases = await app.ctx.db
      .select()
      .from(t.studentCaseEvents)
      .where(eq(t.studentCaseEvents.studentId, id));
    expect(cases.map((c) => c.fromStatus).sort()).toEqual(['accepted', 'applicant']);
    // A form opened on the new record saves over nothing stale: the version is the stored one.
    const v = await versionOf(id);
    expect((await staleEdit(id, v)).statusCode).toBe(200);
    expect((await staleEdit(id, v)).statusCode).toBe(409);
  });

  it('status change: a form opened before it gets 409; found; announced', async () => {
    const s = await newStudent('طارق الزبيدي');
    const before = await versionOf(s.id);
    events = [];
    const res = await inject('POST', `/api/students/${s.id}/status`, {
      to: 'suspended',
      reason: 'سفر العائلة',
      date: today(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().student.version).toBe(before + 1);
    expect(studentEvents(s.id)).toEqual(['updated']);
    const stale = await staleEdit(s.id, before);
    expect(stale.statusCode).toBe(409);
    expect(await foundBy('الزبيدي', s.id)).toBe(true);
    const audit = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.recordId, s.id), eq(t.auditLog.action, 'status')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('سفر العائلة');
  });

  it('a refused status change writes nothing and announces nothing', async () => {
    const s = await newStudent('حمزة الكردي');
    const before = await versionOf(s.id);
    events = [];
    const res = await inject('POST', `/api/students/${s.id}/status`, {
      to: 'active',
      ringId: w.org.c.ring.id,
      reason: 'محاولة',
      date: today(),
    });
    expect(res.statusCode).toBe(400);
    expect(events).toEqual([]);
    expect(await versionOf(s.id)).toBe(before);
  });

  it('transfer: a form opened before it gets 409; found; announced with the new ring', async () => {
    const s = await newStudent('ياسين العمري');
    const before = await versionOf(s.id);
    events = [];
    const res = await inject('POST', `/api/students/${s.id}/transfer`, {
      toRingId: w.org.b.ring.id,
      reason: 'قرب السكن',
      date: today(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const changed = events.filter((e) => e.resource === 'students' && e.id === s.id);
    expect(changed.map((e) => e.action)).toEqual(['updated']);
    expect(changed[0]!.scope?.ringId).toBe(w.org.b.ring.id);
    expect((await staleEdit(s.id, before)).statusCode).toBe(409);
    expect(await versionOf(s.id)).toBe(before + 1);
    expect(await foundBy('العمري', s.id)).toBe(true);
  });

  it('ring day save writes no definition table: an open form still saves, the student is found', async () => {
    const s = await newStudent('أنس الحلبي');
    const before = await versionOf(s.id);
    events = [];
    const res = await inject(
      'PUT',
      `/api/rings/${w.org.a.ring.id}/day/${today()}`,
      { rows: [{ studentId: s.id, attendance: { status: 'present' } }] },
      w.as.teacherA,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Attendance and readings are the ring day's own tables; the student record is unchanged.
    expect(await versionOf(s.id)).toBe(before);
    expect(studentEvents(s.id)).toEqual([]);
    expect((await staleEdit(s.id, before)).statusCode).toBe(200);
    expect(await foundBy('الحلبي', s.id)).toBe(true);
  });

  it('special case from the student screen: the engine writes it (derived kind, audit, event)', async () => {
    const [kind] = await app.ctx.db
      .insert(t.specialCaseTypes)
      .values({ code: 'DRIFT', nameAr: 'حالة', nameEn: 'Case', nameFr: 'Cas' })
      .returning();
    const s = w.org.a.students[0]!;
    const up = await upload(app, w.as.manager, 'student-special-cases', 'evidence', {
      name: 'ورقة.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.4 x'),
    });
    expect(up.statusCode, up.body).toBe(201);
    events = [];
    const res = await inject(
      'POST',
      `/api/students/${s.id}/special-cases`,
      { caseType: 'DRIFT', monthlySupport: 1200, evidence: [{ id: up.json().id }] },
      w.as.manager,
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect(events.map((e) => [e.resource, e.id, e.action])).toEqual([
      ['student-special-cases', id, 'created'],
    ]);
    // The generic record agrees with the workflow's: kind, its code, status default, version.
    const read = await inject('GET', `/api/student-special-cases/${id}`, undefined, w.as.manager);
    expect(read.json()).toMatchObject({
      caseTypeId: kind!.id,
      caseType: 'DRIFT',
      status: 'open',
      version: 1,
    });
    const [row] = await app.ctx.db.select().from(t.specialCases).where(eq(t.specialCases.id, id));
    expect(row!.monthlySupport).toBe(1200);
    const stale = { version: 1, description: 'أولى' };
    const edit = (p: object) =>
      inject('PATCH', `/api/student-special-cases/${id}`, p, w.as.manager);
    expect((await edit(stale)).statusCode).toBe(200);
    expect((await edit(stale)).statusCode).toBe(409);
  });
});
