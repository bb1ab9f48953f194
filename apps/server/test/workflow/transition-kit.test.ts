import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testsWorld } from '../tests/tests-fixtures.ts';

/**
 * The workflow kit's one transition path (apps/server/src/workflow), seen through its worked
 * example, the tests module: each transition writes the state and version, one event row, one
 * audit entry named after the action and, after the commit, one change event placed where the
 * record lives; a refused transition writes and announces none of them.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof testsWorld>>;
let events: ChangeEvent[];

beforeAll(async () => {
  app = await createTestApp();
  w = await testsWorld(app);
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

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) =>
  app.app.inject({ method: 'POST', url, headers, payload });

const auditOf = (id: string) =>
  app.ctx.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.resource, 'tests'), eq(t.auditLog.recordId, id)))
    .orderBy(asc(t.auditLog.at));
const eventsOf = (id: string) =>
  app.ctx.db
    .select()
    .from(t.testRequestEvents)
    .where(eq(t.testRequestEvents.requestId, id))
    .orderBy(asc(t.testRequestEvents.at));
const rowOf = async (id: string) =>
  (await app.ctx.db.select().from(t.testRequests).where(eq(t.testRequests.id, id)))[0]!;

describe('the workflow kit', () => {
  it('writes state, version, event row, audit entry and change event for each step', async () => {
    const created = await post('/api/tests/requests', w.as.teacherA, {
      studentId: w.student.id,
      kindId: w.kinds.juz.id,
      portion: w.juz30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const fresh = await rowOf(id);
    expect(fresh.version).toBe(1);
    // The binding's search words: the subject's name, normalised.
    expect(fresh.search).toBeTruthy();
    expect(events).toEqual([expect.objectContaining({ resource: 'tests', id, action: 'created' })]);
    expect(events[0]!.scope).toMatchObject({ centreId: fresh.centreId, studentId: w.student.id });

    events = [];
    const rejected = await post(`/api/tests/requests/${id}/reject`, w.as.manager, {
      reason: 'الجزء غير مكتمل',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await rowOf(id);
    expect(after).toMatchObject({ state: 'rejected', version: 2 });
    expect(after.closedAt).not.toBeNull();

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['request', 'reject']);
    expect(audit[1]).toMatchObject({
      reason: 'الجزء غير مكتمل',
      oldValues: expect.objectContaining({ state: 'requested' }),
      newValues: expect.objectContaining({ state: 'rejected' }),
    });
    expect(audit[1]!.actorId).not.toBeNull();
    const rows = await eventsOf(id);
    expect(rows.map((e) => [e.action, e.fromState, e.toState])).toEqual([
      ['request', null, 'requested'],
      ['reject', 'requested', 'rejected'],
    ]);
    expect(events).toEqual([expect.objectContaining({ resource: 'tests', id, action: 'updated' })]);
  });

  it('refuses a step the lifecycle does not allow, or a caller without the right, writing nothing', async () => {
    const created = await post('/api/tests/requests', w.as.teacherA, {
      studentId: w.student.id,
      kindId: w.kinds.juz.id,
      portion: w.juz30,
    });
    const id = created.json().id as string;
    events = [];

    // Wrong state: a request not yet scheduled cannot be marked absent (409, the module's code).
    const noShow = await post(`/api/tests/requests/${id}/no-show`, w.as.manager, {
      reason: 'لم يحضر',
    });
    expect(noShow.statusCode, noShow.body).toBe(409);
    expect(noShow.json().error.code).toBe('tests.wrongState');
    // No right: the teacher who asked may not approve (403).
    const approve = await post(`/api/tests/requests/${id}/approve`, w.as.teacherA);
    expect(approve.statusCode).toBe(403);

    expect(await rowOf(id)).toMatchObject({ state: 'requested', version: 1 });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['request']);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(events).toEqual([]);
  });
});
