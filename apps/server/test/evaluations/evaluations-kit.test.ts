import { searchKey } from '@qc/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { samplePng } from '../resources/resource-fixtures.ts';
import { world } from '../students/fixtures.ts';

/**
 * The evaluations' lifecycle on the workflow kit (apps/server/src/workflow): each action leaves
 * the state and version, an audit entry named after it and, after the commit, one change event
 * placed where the evaluation lies; a refused action leaves none of them.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let supervisor: { id: string; headers: Record<string, string> };
let formId: string;
let events: ChangeEvent[];

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const auditOf = (id: string) =>
  app.ctx.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.resource, 'evaluations'), eq(t.auditLog.recordId, id)))
    .orderBy(asc(t.auditLog.at));
const actionsOf = async (id: string) => (await auditOf(id)).map((a) => a.action);
const rowOf = async (id: string) =>
  (await app.ctx.db.select().from(t.evaluationRequests).where(eq(t.evaluationRequests.id, id)))[0]!;

const marks = { q1: { value: 8 }, q2: { value: 6 } };

async function request(): Promise<string> {
  const res = await send('POST', '/api/evaluations/requests', w.as.manager, {
    formId,
    subjectIds: [w.org.a.ring.id],
    evaluatorId: supervisor.id,
    dueOn: '2026-12-31',
    period: '2026-11',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ids[0] as string;
}

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const u = await createUser(app, {
    assignments: [{ role: 'supervisor', level: 'centre', centreId: w.org.a.centre.id }],
  });
  supervisor = { id: u.id, headers: bearer((await signIn(app, u.email)).accessToken) };
  const form = await send('POST', '/api/evaluations/forms', w.as.admin, {
    name: 'زيارة إشرافية',
    target: 'ring',
    allowSelf: true,
    definition: {
      sections: [
        {
          id: 's1',
          title: 'الحلقة',
          questions: [
            { id: 'q1', kind: 'mark', label: 'الانضباط', max: 10, weight: 1, required: true },
            { id: 'q2', kind: 'mark', label: 'الحفظ', max: 10, weight: 1, required: true },
          ],
        },
      ],
    },
  });
  expect(form.statusCode, form.body).toBe(201);
  formId = form.json().id;
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

describe('evaluations on the workflow kit', () => {
  it('leaves an audit entry named after each action and a change event in the evaluation’s place', async () => {
    const id = await request();
    const fresh = await rowOf(id);
    expect(fresh).toMatchObject({ state: 'requested', version: 1 });
    // The binding's search words: the ring's name and the form's, normalised.
    expect(fresh.search).toContain(searchKey('زيارة إشرافية'));
    expect(fresh.search).toContain(searchKey(fresh.subjectName));
    expect(events).toEqual([
      expect.objectContaining({ resource: 'evaluations', id, action: 'created' }),
    ]);
    expect(events[0]!.scope).toMatchObject({
      centreId: w.org.a.centre.id,
      ringId: w.org.a.ring.id,
    });

    events = [];
    const draft = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 8 } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const sent = await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers, {
      answers: marks,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const back = await send('POST', `/api/evaluations/requests/${id}/return`, w.as.manager, {
      reason: 'أكمل الملاحظات',
    });
    expect(back.statusCode, back.body).toBe(200);
    const again = await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers);
    expect(again.statusCode, again.body).toBe(200);
    const ok = await send('POST', `/api/evaluations/requests/${id}/approve`, w.as.manager);
    expect(ok.statusCode, ok.body).toBe(200);

    expect(await rowOf(id)).toMatchObject({ state: 'approved', version: 6 });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([
      'request',
      'save',
      'submit',
      'return',
      'submit',
      'approve',
    ]);
    expect(audit[3]).toMatchObject({
      reason: 'أكمل الملاحظات',
      oldValues: expect.objectContaining({ state: 'submitted' }),
      newValues: expect.objectContaining({ state: 'returned', returnReason: 'أكمل الملاحظات' }),
    });
    expect(audit[5]!.actorId).not.toBeNull();
    expect(events).toHaveLength(5);
    for (const e of events) {
      expect(e).toMatchObject({ resource: 'evaluations', id, action: 'updated' });
      expect(e.scope).toMatchObject({ centreId: w.org.a.centre.id });
    }
  });

  it('refuses what the lifecycle or the caller’s right does not allow, leaving nothing', async () => {
    const id = await request();
    events = [];
    // Wrong state: a request not yet submitted cannot be approved (409, the module's code).
    const early = await send('POST', `/api/evaluations/requests/${id}/approve`, w.as.manager);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('evaluations.wrongState');
    // No right: the manager is not the evaluator (403), nor the one self-evaluating.
    const other = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.manager, {
      answers: { q1: { value: 1 } },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('evaluations.notEvaluator');
    const notSelf = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.manager, {
      role: 'self',
      answers: { q1: { value: 1 } },
    });
    expect(notSelf.statusCode).toBe(403);
    // Refused by the work inside the transaction: a mark above the maximum (400).
    const bad = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 11 } },
    });
    expect(bad.statusCode).toBe(400);

    expect(await rowOf(id)).toMatchObject({ state: 'requested', version: 1, answers: {} });
    expect(await actionsOf(id)).toEqual(['request']);
    expect(events).toEqual([]);
  });

  it('keeps the self-evaluation’s state and refuses deciding one’s own, writing nothing', async () => {
    const id = await request();
    const self = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.teacherA, {
      role: 'self',
      answers: { q1: { value: 5 } },
    });
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json().state).toBe('requested');
    await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers, {
      answers: marks,
    });
    events = [];
    // The evaluator may hold evaluations:approve, but not over their own evaluation.
    const own = await send('POST', `/api/evaluations/requests/${id}/approve`, supervisor.headers);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('evaluations.ownEvaluation');
    expect(await rowOf(id)).toMatchObject({ state: 'submitted', version: 3 });
    expect(await actionsOf(id)).toEqual(['request', 'save-self', 'submit']);
    expect(events).toEqual([]);
  });

  it('appends a photo through the write path without moving the version the sheet holds', async () => {
    const id = await request();
    events = [];
    const boundary = '----evkit';
    const file = samplePng();
    const up = await app.app.inject({
      method: 'POST',
      url: `/api/evaluations/requests/${id}/photos`,
      headers: {
        ...supervisor.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(await rowOf(id)).toMatchObject({ version: 1, photoIds: [up.json().id] });
    expect(await actionsOf(id)).toEqual(['request', 'photo']);
    expect(events).toEqual([
      expect.objectContaining({ resource: 'evaluations', id, action: 'updated' }),
    ]);
    // The draft the sheet sends next, with the version it read before the photo, is kept.
    const draft = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 4 } },
      version: 1,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().photos).toHaveLength(1);
  });
});
