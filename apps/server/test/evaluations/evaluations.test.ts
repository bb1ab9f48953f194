import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { samplePdf, samplePng } from '../resources/resource-fixtures.ts';
import { monthName } from '../../src/modules/evaluations/results.service.ts';
import { world } from '../students/fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let supervisor: { id: string; headers: Record<string, string> };
let supervisorB: { id: string; headers: Record<string, string> };
let formId: string;

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => app.app.inject({ method: 'GET', url, headers });

const definition = (max = 10) => ({
  sections: [
    {
      id: 's1',
      title: 'إدارة الحلقة',
      questions: [
        { id: 'q1', kind: 'mark', label: 'الانضباط', max, weight: 1, required: true },
        { id: 'q2', kind: 'mark', label: 'متابعة الحفظ', max: 20, weight: 3, required: true },
      ],
    },
    {
      id: 's2',
      title: 'البيئة',
      questions: [
        {
          id: 'q3',
          kind: 'scale',
          label: 'نظافة المكان',
          scale: [
            { value: 1, label: 'ضعيف' },
            { value: 2, label: 'مقبول' },
            { value: 3, label: 'جيد' },
            { value: 4, label: 'ممتاز' },
          ],
          weight: 1,
          required: false,
        },
      ],
    },
  ],
});

const count = async () => (await app.ctx.db.select().from(t.evaluationRequests)).length;

async function request(subjectId = w.org.a.ring.id, evaluatorId = supervisor.id) {
  const res = await send('POST', '/api/evaluations/requests', w.as.manager, {
    formId,
    subjectIds: [subjectId],
    evaluatorId,
    dueOn: '2026-12-31',
    period: '2026-11',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ids[0] as string;
}

const fill = { q1: { value: 8, comment: 'حضور منتظم' }, q2: { value: 10 }, q3: { value: 2 } };

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const make = async (centreId: string) => {
    const u = await createUser(app, {
      assignments: [{ role: 'supervisor', level: 'centre', centreId }],
    });
    return { id: u.id, headers: bearer((await signIn(app, u.email)).accessToken) };
  };
  supervisor = await make(w.org.a.centre.id);
  supervisorB = await make(w.org.b.centre.id);
  const res = await send('POST', '/api/evaluations/forms', w.as.admin, {
    name: 'تقييم الحلقة الشهري',
    target: 'ring',
    allowSelf: true,
    definition: definition(),
  });
  expect(res.statusCode, res.body).toBe(201);
  formId = res.json().id;
});

afterAll(async () => {
  await app?.close();
});

describe('evaluations: request, fill, submit, approve', () => {
  it('runs the lifecycle; the score is weighted; the evaluator is notified', async () => {
    const id = await request();
    const notes = await app.ctx.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, supervisor.id));
    expect(notes.some((n) => n.titleKey === 'evaluations.notify.requested')).toBe(true);

    const draft = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 8 } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().state).toBe('in-progress');
    expect(draft.json().score.total).toBe(8);

    const sent = await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers, {
      answers: fill,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // (1×8/10 + 3×10/20 + 1×2/4) / 5 = 2.8 / 5 = 56 %
    expect(sent.json().percent).toBe(56);
    expect(sent.json().total).toBe(20);

    const ok = await send('POST', `/api/evaluations/requests/${id}/approve`, w.as.manager);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('approved');
  });

  it('only official (approved) results count in results and the trend', async () => {
    const submitted = await request(w.org.a.ring2.id);
    await send('POST', `/api/evaluations/requests/${submitted}/submit`, supervisor.headers, {
      answers: { q1: { value: 10 }, q2: { value: 20 } },
    });
    const trend = await get(
      `/api/evaluations/trend?target=ring&subjectId=${w.org.a.ring2.id}`,
      w.as.manager,
    );
    expect(trend.json().items).toEqual([]);
    const results = await get(`/api/evaluations/results?target=ring`, w.as.manager);
    expect(results.json().items.map((x: { id: string }) => x.id)).not.toContain(submitted);

    await send('POST', `/api/evaluations/requests/${submitted}/approve`, w.as.manager);
    const after = await get(
      `/api/evaluations/trend?target=ring&subjectId=${w.org.a.ring2.id}`,
      w.as.manager,
    );
    // The optional scale left unanswered counts 0: (1 + 3 + 0) / 5 = 80 %.
    expect(after.json().items).toEqual([{ period: '2026-11', percent: 80, results: 1 }]);
  });

  it('keeps the form version of a result after the form changes', async () => {
    const before = await get(`/api/evaluations/forms/${formId}`, w.as.manager);
    expect(before.json().results).toBeGreaterThan(0);
    const edited = await send('PUT', `/api/evaluations/forms/${formId}`, w.as.admin, {
      name: 'تقييم الحلقة الشهري',
      target: 'ring',
      allowSelf: true,
      definition: definition(5),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().newVersion).toBe(true);
    expect(edited.json().version).toBe(2);
    expect(edited.json().id).not.toBe(formId);

    const results = await get(`/api/evaluations/results?target=ring`, w.as.manager);
    for (const r of results.json().items) {
      expect(r.formVersion).toBe(1);
      const d = await get(`/api/evaluations/requests/${r.id}`, w.as.manager);
      expect(d.json().definition.sections[0].questions[0].max).toBe(10);
    }
    // The old version is frozen in the database too.
    await expect(
      app.ctx.db.update(t.formVersions).set({ name: 'x' }).where(eq(t.formVersions.id, formId)),
    ).rejects.toThrow();
    // An earlier version takes no new requests.
    const old = await send('POST', '/api/evaluations/requests', w.as.manager, {
      formId,
      subjectIds: [w.org.a.ring.id],
      evaluatorId: supervisor.id,
      dueOn: '2026-12-31',
      period: '2026-12',
    });
    expect(old.statusCode).toBe(409);
    formId = edited.json().id;
  });

  it('an approved result cannot change, even in the database', async () => {
    const [approved] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.state, 'approved'))
      .limit(1);
    await expect(
      app.ctx.db
        .update(t.evaluationRequests)
        .set({ percent: '99' })
        .where(eq(t.evaluationRequests.id, approved!.id)),
    ).rejects.toThrow();
    const edit = await send(
      'PUT',
      `/api/evaluations/requests/${approved!.id}/draft`,
      supervisor.headers,
      { answers: fill },
    );
    expect(edit.statusCode).toBe(409);
  });
});

describe('evaluations: refusals change nothing', () => {
  it('refuses a mark above the maximum, in the caller’s language', async () => {
    const id = await request();
    const res = await send(
      'PUT',
      `/api/evaluations/requests/${id}/draft`,
      {
        ...supervisor.headers,
        'accept-language': 'en',
      },
      { answers: { q1: { value: 6 } } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('evaluations.invalidAnswers');
    expect(res.json().error.message).toContain('maximum');
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, id));
    expect(row!.state).toBe('requested');
    expect(row!.answers).toEqual({});
  });

  it('refuses a submission missing a required paragraph', async () => {
    const id = await request();
    const res = await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers, {
      answers: { q1: { value: 4 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['answers.q2'].code).toBe('forms.required');
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, id));
    expect(row!.state).toBe('requested');
  });

  it('refuses editing a submitted evaluation and approving one’s own', async () => {
    const own = await request(w.org.a.ring.id, (await managerUserId()) as string);
    // The manager is the evaluator here: they fill it, then may not approve it.
    await send('POST', `/api/evaluations/requests/${own}/submit`, w.as.manager, {
      answers: { q1: { value: 4 }, q2: { value: 4 } },
    });
    const edit = await send('PUT', `/api/evaluations/requests/${own}/draft`, w.as.manager, {
      answers: { q1: { value: 5 }, q2: { value: 4 } },
    });
    expect(edit.statusCode).toBe(409);
    const approve = await send('POST', `/api/evaluations/requests/${own}/approve`, w.as.manager);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error.code).toBe('evaluations.ownEvaluation');
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, own));
    expect(row!.state).toBe('submitted');
  });

  it('refuses a draft saved over a newer one (a stale version), keeping the newer marks', async () => {
    const id = await request();
    const first = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 3 } },
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 1 } },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const next = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 4 } },
      version: 2,
    });
    expect(next.statusCode, next.body).toBe(200);
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, id));
    expect(row!.answers).toEqual({ q1: { value: 4 } });
  });

  it('refuses submitting an evaluation drafted on an earlier form version; a draft moves it on', async () => {
    const id = await request();
    const draft = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 3 } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const drafted = draft.json().formId as string;
    // The form changes while the draft waits: answered, its version is kept and a new one made.
    const edited = await send('PUT', `/api/evaluations/forms/${drafted}`, w.as.admin, {
      name: 'تقييم الحلقة الشهري',
      target: 'ring',
      allowSelf: true,
      definition: {
        sections: [
          { ...definition(5).sections[0]!, questions: [definition(5).sections[0]!.questions[0]!] },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().newVersion).toBe(true);
    formId = edited.json().id;

    const submit = await send(
      'POST',
      `/api/evaluations/requests/${id}/submit`,
      {
        ...supervisor.headers,
        'accept-language': 'en',
      },
      { answers: { q1: { value: 4 }, q2: { value: 12 } } },
    );
    expect(submit.statusCode, submit.body).toBe(409);
    expect(submit.json().error.code).toBe('evaluations.formChanged');
    expect(submit.json().error.message).toContain('The form changed');
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, id));
    expect(row!.state).toBe('in-progress');
    expect(row!.formVersionId).toBe(drafted);
    expect(row!.answers).toEqual({ q1: { value: 3 } });

    // The next draft carries it onto the current version (q2 is gone), then it submits.
    const moved = await send('PUT', `/api/evaluations/requests/${id}/draft`, supervisor.headers, {
      answers: { q1: { value: 4 }, q2: { value: 12 } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().formId).toBe(formId);
    expect(moved.json().answers).toEqual({ q1: { value: 4 } });
    const submitted = await send(
      'POST',
      `/api/evaluations/requests/${id}/submit`,
      supervisor.headers,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().state).toBe('submitted');
    // The form as the other tests know it again (a new version: this one is answered).
    const restored = await send('PUT', `/api/evaluations/forms/${formId}`, w.as.admin, {
      name: 'تقييم الحلقة الشهري',
      target: 'ring',
      allowSelf: true,
      definition: definition(5),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    formId = restored.json().id;
  });

  it('refuses evaluating outside one’s scope, singly or in bulk', async () => {
    const before = await count();
    const single = await send('POST', '/api/evaluations/requests', w.as.manager, {
      formId,
      subjectIds: [w.org.b.ring.id],
      evaluatorId: supervisor.id,
      dueOn: '2026-12-31',
      period: '2026-11',
    });
    expect(single.statusCode).toBe(403);
    const bulk = await send('POST', '/api/evaluations/requests', w.as.manager, {
      formId,
      bulk: { centreId: w.org.b.centre.id },
      evaluatorId: supervisor.id,
      dueOn: '2026-12-31',
      period: '2026-11',
    });
    expect(bulk.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('hides other centres’ evaluations and refuses filling another’s', async () => {
    const id = await request();
    expect((await get(`/api/evaluations/requests/${id}`, supervisorB.headers)).statusCode).toBe(
      404,
    );
    const list = await get('/api/evaluations/requests', supervisorB.headers);
    expect(list.json().total).toBe(0);
    const other = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.manager, {
      answers: { q1: { value: 1 } },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('evaluations.notEvaluator');
  });

  it('creates bulk requests for every ring of the caller’s centre', async () => {
    const before = await count();
    const res = await send('POST', '/api/evaluations/requests', w.as.manager, {
      formId,
      bulk: { centreId: w.org.a.centre.id },
      evaluatorId: supervisor.id,
      dueOn: '2026-01-01',
      period: '2026-12',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(2);
    expect(await count()).toBe(before + 2);
    const overdue = await get('/api/evaluations/requests?state=overdue', w.as.manager);
    expect(overdue.json().total).toBeGreaterThanOrEqual(2);
    expect(overdue.json().items.every((x: { overdue: boolean }) => x.overdue)).toBe(true);
  });
});

describe('results: export, PDF, comparison, weakest criteria, follow-up actions', () => {
  it('exports, prints, compares and follows up the official results', async () => {
    const [approved] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.state, 'approved'))
      .limit(1);
    const xlsx = await get('/api/evaluations/results/export?target=ring', w.as.manager);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await get(`/api/evaluations/requests/${approved!.id}/pdf`, w.as.manager);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The PDF names the period's month as the screens do.
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(monthName('2026-11', 'fr')).toBe('novembre 2026');
    expect(monthName('2026-11', 'ar')).toMatch(/نوفمبر|تشرين/);
    const compare = await get(
      `/api/evaluations/compare?target=ring&subjectIds=${w.org.a.ring.id},${w.org.a.ring2.id}`,
      w.as.manager,
    );
    expect(compare.json().subjects.map((s: { percent: number }) => s.percent)).toEqual([56, 80]);
    const weakest = await get('/api/evaluations/weakest?target=ring', w.as.manager);
    expect(weakest.json().items[0].label).toBe('نظافة المكان');
    // Another centre's manager sees none of it.
    const outsider = await get('/api/evaluations/results?target=ring', supervisorB.headers);
    expect(outsider.json().total).toBe(0);

    const action = await send('POST', '/api/evaluations/actions', w.as.manager, {
      requestId: approved!.id,
      title: 'تدريب المحفظ على التحفيز',
      ownerName: 'مدير المركز',
      dueOn: '2026-12-20',
    });
    expect(action.statusCode, action.body).toBe(201);
    const open = await get(
      `/api/evaluations/actions?subjectId=${approved!.subjectId}&open=true`,
      w.as.manager,
    );
    expect(open.json().items.map((a: { title: string }) => a.title)).toContain(
      'تدريب المحفظ على التحفيز',
    );
    await send('PATCH', `/api/evaluations/actions/${action.json().id}`, w.as.manager, {
      status: 'done',
    });
    const after = await get(
      `/api/evaluations/actions?subjectId=${approved!.subjectId}&open=true`,
      w.as.manager,
    );
    expect(after.json().items).toEqual([]);
  });
});

describe('evidence photos', () => {
  const photo = (
    headers: Headers,
    id: string,
    file: { name: string; type: string; content: Buffer },
  ) => {
    const boundary = `----ev${Date.now()}`;
    return app.app.inject({
      method: 'POST',
      url: `/api/evaluations/requests/${id}/photos`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  it('stores the evaluator’s photos with the evaluation; refuses other files and other people', async () => {
    const id = await request();
    const ok = await photo(supervisor.headers, id, samplePng());
    expect(ok.statusCode, ok.body).toBe(201);
    const d = await get(`/api/evaluations/requests/${id}`, w.as.manager);
    expect(d.json().photos.map((p: { id: string }) => p.id)).toEqual([ok.json().id]);
    const file = await app.app.inject({ method: 'GET', url: d.json().photos[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const pdf = await photo(supervisor.headers, id, samplePdf());
    expect(pdf.statusCode).toBe(400);
    const byManager = await photo(w.as.manager, id, samplePng());
    expect(byManager.statusCode).toBe(403);
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, id));
    expect(row!.photoIds).toHaveLength(1);
  });
});

describe('self-evaluation', () => {
  it('the ring’s teacher fills theirs beside the evaluator’s marks', async () => {
    const teacherUser = await app.ctx.db
      .select({ userId: t.employees.userId })
      .from(t.employees)
      .where(eq(t.employees.id, w.org.a.teacher.id));
    expect(teacherUser[0]?.userId).toBeTruthy();
    const id = await request();
    const self = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.teacherA, {
      role: 'self',
      answers: { q1: { value: 5 }, q2: { value: 10 } },
    });
    expect(self.statusCode, self.body).toBe(200);
    const byB = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.teacherB, {
      role: 'self',
      answers: { q1: { value: 10 } },
    });
    expect(byB.statusCode).toBe(404);
    const d = await get(`/api/evaluations/requests/${id}`, w.as.manager);
    expect(d.json().selfAnswers.q1.value).toBe(5);
  });
});

describe('evaluations: who may decide and who may be asked', () => {
  it('refuses approving or returning an evaluation about oneself, and hides the buttons', async () => {
    // A member of staff of centre A who also supervises it: evaluated by another supervisor.
    const [employee] = await app.ctx.db
      .insert(t.employees)
      .values({
        countryId: w.org.a.centre.countryId,
        centreId: w.org.a.centre.id,
        fullName: 'مشرف مساعد',
        gender: 'male',
        job: 'supervisor',
      })
      .returning();
    const u = await createUser(app, {
      employeeId: employee!.id,
      assignments: [{ role: 'supervisor', level: 'centre', centreId: w.org.a.centre.id }],
    });
    const deputy = bearer((await signIn(app, u.email)).accessToken);
    const form = await send('POST', '/api/evaluations/forms', w.as.admin, {
      name: 'تقييم الموظف',
      target: 'employee',
      allowSelf: false,
      definition: definition(),
    });
    expect(form.statusCode, form.body).toBe(201);
    const made = await send('POST', '/api/evaluations/requests', w.as.manager, {
      formId: form.json().id,
      subjectIds: [employee!.id],
      evaluatorId: supervisor.id,
      dueOn: '2026-12-31',
      period: '2026-11',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().ids[0] as string;
    const sent = await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers, {
      answers: { q1: { value: 4 }, q2: { value: 4 } },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const seen = await get(`/api/evaluations/requests/${id}`, deputy);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().can).toMatchObject({ approve: false, return: false });
    const approve = await send('POST', `/api/evaluations/requests/${id}/approve`, {
      ...deputy,
      'accept-language': 'fr',
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error.code).toBe('evaluations.ownEvaluation');
    expect(approve.json().error.message).toContain('vous concerne');
    const back = await send('POST', `/api/evaluations/requests/${id}/return`, deputy, {
      reason: 'أعد النظر',
    });
    expect(back.statusCode).toBe(403);
    expect(back.json().error.code).toBe('evaluations.ownEvaluation');
    const [row] = await app.ctx.db
      .select()
      .from(t.evaluationRequests)
      .where(eq(t.evaluationRequests.id, id));
    expect(row!.state).toBe('submitted');
    // Someone else of the centre may.
    expect((await get(`/api/evaluations/requests/${id}`, w.as.manager)).json().can.approve).toBe(
      true,
    );
  });

  it('refuses an evaluator whose scope does not cover every record, singly or in bulk', async () => {
    const before = await count();
    const notesBefore = (
      await app.ctx.db
        .select()
        .from(t.notifications)
        .where(eq(t.notifications.userId, supervisorB.id))
    ).length;
    for (const body of [
      { subjectIds: [w.org.a.ring.id] },
      { bulk: { centreId: w.org.a.centre.id } },
    ]) {
      const res = await send(
        'POST',
        '/api/evaluations/requests',
        { ...w.as.manager, 'accept-language': 'en' },
        { formId, ...body, evaluatorId: supervisorB.id, dueOn: '2026-12-31', period: '2026-11' },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('evaluations.evaluatorOutOfScope');
      expect(res.json().error.fields.evaluatorId.code).toBe('evaluations.evaluatorOutOfScope');
      expect(res.json().error.message).toContain('scope');
    }
    // A teacher may read evaluations but not fill them.
    const teacher = await send('POST', '/api/evaluations/requests', w.as.manager, {
      formId,
      subjectIds: [w.org.a.ring2.id],
      evaluatorId: w.users.teacherA.id,
      dueOn: '2026-12-31',
      period: '2026-11',
    });
    expect(teacher.json().error?.code).toBe('evaluations.evaluatorOutOfScope');
    expect(await count()).toBe(before);
    const notesAfter = await app.ctx.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, supervisorB.id));
    expect(notesAfter).toHaveLength(notesBefore);
  });

  it('refuses more than five hundred records in one request, whole', async () => {
    const before = await count();
    const listed = await send('POST', '/api/evaluations/requests', w.as.admin, {
      formId,
      subjectIds: Array.from({ length: 501 }, () => crypto.randomUUID()),
      evaluatorId: supervisor.id,
      dueOn: '2026-12-31',
      period: '2026-11',
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error.fields.subjectIds.code).toBe('evaluations.tooMany');

    const [big] = await app.ctx.db
      .insert(t.centres)
      .values({ countryId: w.org.a.centre.countryId, name: 'مركز كبير' })
      .returning();
    await app.ctx.db.insert(t.rings).values(
      Array.from({ length: 501 }, (_x, i) => ({
        countryId: big!.countryId,
        centreId: big!.id,
        name: `حلقة ${i}`,
        gender: 'male',
      })),
    );
    const bulk = await send(
      'POST',
      '/api/evaluations/requests',
      { ...w.as.admin, 'accept-language': 'en' },
      {
        formId,
        bulk: { centreId: big!.id },
        evaluatorId: (await managerUserId()) as string,
        dueOn: '2026-12-31',
        period: '2026-11',
      },
    );
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.code).toBe('evaluations.tooMany');
    expect(bulk.json().error.message).toContain('five hundred');
    expect(await count()).toBe(before);
  });
});

describe('self-evaluation: told, listed, closed on submission', () => {
  it('notifies the person self-evaluating, lists it as theirs, and closes it when submitted', async () => {
    const id = await request();
    const notes = await app.ctx.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, w.users.teacherA.id));
    expect(
      notes.some((n) => n.titleKey === 'evaluations.notify.selfRequested' && n.link?.endsWith(id)),
    ).toBe(true);
    const mine = await get('/api/evaluations/requests?mine=true&pageSize=100', w.as.teacherA);
    expect(mine.json().items.map((x: { id: string }) => x.id)).toContain(id);

    const ok = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.teacherA, {
      role: 'self',
      answers: { q1: { value: 3 } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().can.fillSelf).toBe(true);
    const sent = await send('POST', `/api/evaluations/requests/${id}/submit`, supervisor.headers, {
      answers: { q1: { value: 4 }, q2: { value: 10 } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const late = await send('PUT', `/api/evaluations/requests/${id}/draft`, w.as.teacherA, {
      role: 'self',
      answers: { q1: { value: 5 } },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('evaluations.wrongState');
    const d = await get(`/api/evaluations/requests/${id}`, w.as.teacherA);
    expect(d.json().can.fillSelf).toBe(false);
    expect(d.json().selfAnswers.q1.value).toBe(3);
  });
});

async function managerUserId() {
  const me = await get('/api/auth/me', w.as.manager);
  return (me.json().user?.id ?? me.json().id) as string | undefined;
}
