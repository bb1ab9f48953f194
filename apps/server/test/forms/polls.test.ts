import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let pollId: string;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const definition = {
  sections: [
    {
      id: 's1',
      title: 'رأيكم',
      questions: [
        { id: 'name', kind: 'text', label: 'الاسم', required: true },
        { id: 'phone', kind: 'phone', label: 'الجوال', required: true },
        {
          id: 'overall',
          kind: 'choice',
          label: 'الرضا',
          required: true,
          options: [
            { id: 'yes', label: 'راضٍ' },
            { id: 'no', label: 'غير راضٍ' },
          ],
        },
        { id: 'again', kind: 'yesNo', label: 'هل تنصح بنا؟', required: false },
      ],
    },
  ],
};

const pollPayload = (extra: object = {}) => ({
  title: 'استبيان رضا أولياء الأمور',
  centreId: w.org.a.centre.id,
  opensOn: day(-1),
  closesOn: day(10),
  answerLimit: 3,
  onePerContact: true,
  definition,
  ...extra,
});

const answers = (name: string, phone: string, overall = 'yes') => ({
  answers: {
    name: { value: null, text: name },
    phone: { value: null, text: phone },
    overall: { value: null, choices: [overall] },
    again: { value: 1 },
  },
});

// The public link takes 10 answers a minute from one address: each test sends from its own.
let address = '10.0.0.1';
const submit = (payload: object, lang = 'ar', id = pollId) =>
  app.app.inject({
    method: 'POST',
    url: `/api/public/polls/${id}`,
    headers: { 'accept-language': lang },
    remoteAddress: address,
    payload,
  });

const answerCount = async () =>
  (await app.ctx.db.select().from(t.pollAnswers).where(eq(t.pollAnswers.pollId, pollId))).length;

describe('polls with public links', () => {
  it('a centre manager creates a poll of their centre, not of another centre', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.manager,
      payload: pollPayload(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'draft', formVersion: 1, answers: 0 });
    pollId = res.json().id;

    const other = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.manager,
      payload: pollPayload({ centreId: w.org.b.centre.id }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.centreId.code).toBe('polls.placeOutOfScope');
    // The whole organisation needs an organisation-wide scope.
    const org = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.manager,
      payload: pollPayload({ centreId: null }),
    });
    expect(org.statusCode).toBe(400);
  });

  it('refuses a bad form with a translated 400 and writes nothing', async () => {
    const before = (await app.ctx.db.select().from(t.polls)).length;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: { ...w.as.manager, 'accept-language': 'fr' },
      payload: pollPayload({
        closesOn: day(-5),
        definition: {
          sections: [
            {
              id: 's1',
              title: 'x',
              questions: [{ id: 'q', kind: 'choice', label: 'Choix', required: true }],
            },
          ],
        },
      }),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(Object.values(fields).map((f) => (f as { code: string }).code)).toEqual(
      expect.arrayContaining(['forms.optionsNeeded', 'polls.closesBeforeOpens']),
    );
    expect((await app.ctx.db.select().from(t.polls)).length).toBe(before);
  });

  it('a draft is not public; publishing opens the link', async () => {
    expect(
      (await app.app.inject({ method: 'GET', url: `/api/public/polls/${pollId}` })).statusCode,
    ).toBe(404);
    expect((await submit(answers('أحمد', '+966551234567'))).statusCode).toBe(404);
    const pub = await app.app.inject({
      method: 'POST',
      url: `/api/polls/${pollId}/status`,
      headers: w.as.manager,
      payload: { status: 'open' },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().status).toBe('open');
    const page = await app.app.inject({ method: 'GET', url: `/api/public/polls/${pollId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: 'استبيان رضا أولياء الأمور', unavailable: null });
    expect(page.json().definition.sections[0].questions).toHaveLength(4);
  });

  it('takes a valid answer signed out, and freezes the form version', async () => {
    const res = await submit(answers('أحمد بن علي', '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧'));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.ctx.db
      .select()
      .from(t.pollAnswers)
      .where(eq(t.pollAnswers.id, res.json().id));
    expect(row).toMatchObject({ respondent: 'أحمد بن علي', contact: '+966551234567' });
    const [version] = await app.ctx.db
      .select()
      .from(t.formVersions)
      .where(eq(t.formVersions.id, row!.formVersionId));
    expect(version!.answered).toBe(true);
    // The database refuses any change to an answered version.
    await expect(
      app.ctx.db
        .update(t.formVersions)
        .set({ name: 'changed' })
        .where(eq(t.formVersions.id, version!.id)),
    ).rejects.toThrow();
  });

  it('refuses bad answers per question, translated, and writes nothing', async () => {
    const before = await answerCount();
    const res = await submit({
      answers: {
        name: { value: null, text: '' },
        phone: { value: null, text: 'abc' },
        overall: { value: null, choices: ['maybe'] },
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json().error;
    expect(body.code).toBe('polls.invalidAnswers');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.fields['answers.name'].code).toBe('forms.required');
    expect(body.fields['answers.phone'].code).toBe('forms.badPhone');
    expect(body.fields['answers.overall'].code).toBe('forms.notAnOption');
    const en = await submit({ answers: { name: { value: null, text: 'x' } } }, 'en');
    expect(en.json().error.message).toMatch(/Check the answers/);
    // Not even the shape: a 400 too.
    expect((await submit({ answers: { name: { text: 5 } } })).statusCode).toBe(400);
    expect(await answerCount()).toBe(before);
  });

  it('refuses a second answer from the same phone', async () => {
    const res = await submit(answers('شخص آخر', '00966551234567'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('polls.alreadyAnswered');
    expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(await answerCount()).toBe(1);
  });

  it('editing the answered form adds a version; old answers keep theirs', async () => {
    const edited = {
      sections: [
        {
          ...definition.sections[0]!,
          questions: [
            ...definition.sections[0]!.questions,
            { id: 'ideas', kind: 'longText', label: 'اقتراحات', required: false },
          ],
        },
      ],
    };
    const res = await app.app.inject({
      method: 'PUT',
      url: `/api/polls/${pollId}`,
      headers: w.as.manager,
      payload: pollPayload({ definition: edited }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ formVersion: 2, answered: false });
    const list = await app.app.inject({
      method: 'GET',
      url: `/api/polls/${pollId}/answers`,
      headers: w.as.manager,
    });
    expect(list.json().items[0]).toMatchObject({ formVersion: 1, respondent: 'أحمد بن علي' });
    const one = await app.app.inject({
      method: 'GET',
      url: `/api/polls/${pollId}/answers/${list.json().items[0].id}`,
      headers: w.as.manager,
    });
    expect(one.json().definition.sections[0].questions).toHaveLength(4);
  });

  it('fills up at its limit', async () => {
    expect((await submit(answers('سعيد', '+966552222222', 'no'))).statusCode).toBe(201);
    expect((await submit(answers('خالد', '+966553333333'))).statusCode).toBe(201);
    const full = await submit(answers('عمر', '+966554444444'));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('polls.full');
    expect(await answerCount()).toBe(3);
    const page = await app.app.inject({ method: 'GET', url: `/api/public/polls/${pollId}` });
    expect(page.json().unavailable).toBe('full');
  });

  it('lists, searches, summarises and exports the answers in scope', async () => {
    const q = await app.app.inject({
      method: 'GET',
      url: `/api/polls/${pollId}/answers?q=${encodeURIComponent('احمد')}`,
      headers: w.as.manager,
    });
    expect(q.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    const summary = await app.app.inject({
      method: 'GET',
      url: `/api/polls/${pollId}/summary`,
      headers: w.as.manager,
    });
    expect(summary.statusCode).toBe(200);
    const overall = summary
      .json()
      .questions.find((s: { questionId: string }) => s.questionId === 'overall');
    expect(overall.options.map((o: { count: number }) => o.count)).toEqual([2, 1]);
    const xlsx = await app.app.inject({
      method: 'GET',
      url: `/api/polls/${pollId}/answers/export`,
      headers: w.as.manager,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const log = await app.app.inject({
      method: 'GET',
      url: `/api/polls/log?q=${encodeURIComponent('سعيد')}`,
      headers: w.as.manager,
    });
    expect(log.json().total).toBe(1);
    expect(log.json().items[0].pollTitle).toBe('استبيان رضا أولياء الأمور');
  });

  it("another centre's caller gets 404 and sees nothing in lists", async () => {
    const other = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.admin,
      payload: pollPayload({ centreId: w.org.b.centre.id, title: 'استبيان المركز ب' }),
    });
    expect(other.statusCode).toBe(201);
    const otherId = other.json().id;
    for (const url of [
      `/api/polls/${otherId}`,
      `/api/polls/${otherId}/answers`,
      `/api/polls/${otherId}/summary`,
    ])
      expect((await app.app.inject({ method: 'GET', url, headers: w.as.manager })).statusCode).toBe(
        404,
      );
    const close = await app.app.inject({
      method: 'POST',
      url: `/api/polls/${otherId}/status`,
      headers: w.as.manager,
      payload: { status: 'closed' },
    });
    expect(close.statusCode).toBe(404);
    const list = await app.app.inject({ method: 'GET', url: '/api/polls', headers: w.as.manager });
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([pollId]);
    const all = await app.app.inject({ method: 'GET', url: '/api/polls', headers: w.as.admin });
    expect(all.json().total).toBe(2);
    // A teacher has no forms permission.
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/polls', headers: w.as.teacherA }))
        .statusCode,
    ).toBe(403);
  });

  it('a closed or expired link refuses answers, and writes nothing', async () => {
    address = '10.0.0.2';
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.manager,
      payload: pollPayload({ title: 'استبيان قصير', answerLimit: null, onePerContact: false }),
    });
    const id = created.json().id;
    await app.app.inject({
      method: 'POST',
      url: `/api/polls/${id}/status`,
      headers: w.as.manager,
      payload: { status: 'open' },
    });
    expect((await submit(answers('أ', '+966550000001'), 'ar', id)).statusCode).toBe(201);
    const closed = await app.app.inject({
      method: 'POST',
      url: `/api/polls/${id}/status`,
      headers: w.as.manager,
      payload: { status: 'closed' },
    });
    expect(closed.json().status).toBe('closed');
    const refused = await submit(answers('ب', '+966550000002'), 'fr', id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'polls.closed' });
    expect(refused.json().error.message).toMatch(/fermé/);

    // Not open yet, then past its period.
    await app.ctx.db
      .update(t.polls)
      .set({ status: 'open', opensOn: day(3) })
      .where(eq(t.polls.id, id));
    expect((await submit(answers('ب', '+966550000002'), 'ar', id)).json().error.code).toBe(
      'polls.notYetOpen',
    );
    await app.ctx.db
      .update(t.polls)
      .set({ opensOn: day(-9), closesOn: day(-2) })
      .where(eq(t.polls.id, id));
    expect((await submit(answers('ب', '+966550000002'), 'ar', id)).json().error.code).toBe(
      'polls.closed',
    );
    const rows = await app.ctx.db.select().from(t.pollAnswers).where(eq(t.pollAnswers.pollId, id));
    expect(rows).toHaveLength(1);
    // A mistyped link is not found.
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/public/polls/not-a-link' })).statusCode,
    ).toBe(404);
  });

  it('is rate-limited like the other public forms', async () => {
    address = '10.0.0.3';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await submit({ answers: {} })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 409)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('audits the writes', async () => {
    const rows = await app.ctx.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, pollId));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'publish', 'update']),
    );
    // A visitor's answer is audited without its answers, contact or respondent.
    const answer = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.resource, 'poll-answers'));
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.action).toBe('create');
    expect(answer[0]!.newValues).toMatchObject({ pollId: expect.any(String) });
    for (const key of ['answers', 'contact', 'respondent', 'search'])
      expect(answer[0]!.newValues).not.toHaveProperty(key);
  });

  it('publish and close leave an audit entry named after the action and a change event; a refused one leaves none', async () => {
    address = '10.0.0.4';
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.manager,
      payload: pollPayload({ title: 'استبيان الأنشطة', answerLimit: null, onePerContact: false }),
    });
    const id: string = created.json().id;
    const events: ChangeEvent[] = [];
    const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      events.push(e);
    });
    const entries = async (action: string) =>
      (
        await app.ctx.db
          .select()
          .from(t.auditLog)
          .where(and(eq(t.auditLog.recordId, id), eq(t.auditLog.action, action)))
      ).length;
    const setStatus = (status: 'open' | 'closed') =>
      app.app.inject({
        method: 'POST',
        url: `/api/polls/${id}/status`,
        headers: w.as.manager,
        payload: { status },
      });
    try {
      const opened = await setStatus('open');
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ status: 'open', version: 2 });
      expect(await entries('publish')).toBe(1);
      expect(events).toEqual([
        expect.objectContaining({ resource: 'forms', id, action: 'updated' }),
      ]);
      expect(events[0]!.scope).toMatchObject({ centreId: w.org.a.centre.id });

      // Publishing an open poll is refused (its state does not allow it): nothing is written.
      events.length = 0;
      const again = await setStatus('open');
      expect(again.statusCode).toBe(409);
      expect(await entries('publish')).toBe(1);
      expect(events).toEqual([]);

      // An answer is announced as a change of the forms' screens.
      expect((await submit(answers('ج', '+966550000009'), 'ar', id)).statusCode).toBe(201);
      expect(events).toEqual([expect.objectContaining({ resource: 'forms', action: 'created' })]);

      events.length = 0;
      const closed = await setStatus('closed');
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ status: 'closed', version: 3 });
      expect(await entries('close')).toBe(1);
      expect(events).toEqual([
        expect.objectContaining({ resource: 'forms', id, action: 'updated' }),
      ]);

      // A poll whose period is over cannot be published again: no entry, no event.
      await app.ctx.db
        .update(t.polls)
        .set({ opensOn: day(-9), closesOn: day(-2) })
        .where(eq(t.polls.id, id));
      events.length = 0;
      const late = await setStatus('open');
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatchObject({ code: 'polls.notPublishable' });
      expect(await entries('publish')).toBe(1);
      expect(events).toEqual([]);
      const [row] = await app.ctx.db.select().from(t.polls).where(eq(t.polls.id, id));
      expect(row).toMatchObject({ status: 'closed', version: 3 });
    } finally {
      spy.mockRestore();
    }
  });

  it('removes a closed form from the lists, the log and its link, keeping its answers', async () => {
    const post = (url: string, headers: Record<string, string>, payload?: object) =>
      app.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const kept = await app.ctx.db
      .select()
      .from(t.pollAnswers)
      .where(eq(t.pollAnswers.pollId, pollId));
    expect(kept.length).toBeGreaterThan(0);
    // An open link is closed first; nothing changes.
    const open = await post(`/api/polls/${pollId}/archive`, w.as.manager);
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toMatchObject({ code: 'polls.closeFirst' });
    expect(open.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(
      (await post(`/api/polls/${pollId}/status`, w.as.manager, { status: 'closed' })).statusCode,
    ).toBe(200);
    // Another centre's manager does not reach it; a teacher has no forms permission.
    const managerB = await createUser(app, {
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: w.org.b.centre.id }],
    });
    const asB = bearer((await signIn(app, managerB.email)).accessToken);
    expect((await post(`/api/polls/${pollId}/archive`, asB)).statusCode).toBe(404);
    expect((await post(`/api/polls/${pollId}/archive`, w.as.teacherA)).statusCode).toBe(403);
    const done = await post(`/api/polls/${pollId}/archive`, w.as.manager);
    expect(done.statusCode).toBe(204);
    const get = (url: string) => app.app.inject({ method: 'GET', url, headers: w.as.manager });
    expect((await get('/api/polls')).json().items.map((p: { id: string }) => p.id)).not.toContain(
      pollId,
    );
    expect((await get(`/api/polls/${pollId}`)).statusCode).toBe(404);
    expect(
      (await get('/api/polls/log'))
        .json()
        .items.some((a: { pollId: string }) => a.pollId === pollId),
    ).toBe(false);
    expect(
      (await app.app.inject({ method: 'GET', url: `/api/public/polls/${pollId}` })).statusCode,
    ).toBe(404);
    expect(
      await app.ctx.db.select().from(t.pollAnswers).where(eq(t.pollAnswers.pollId, pollId)),
    ).toHaveLength(kept.length);
    const audit = await app.ctx.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, pollId));
    expect(audit.map((r) => r.action)).toContain('archive');

    // Removed forms have their own list, and one is restored from it: back in the lists with
    // its answers, its link as it was (closed), the restore in the audit log. Outside the
    // caller's scope or not removed: 404; without the right: 403.
    const removed = (await get('/api/polls?removed=true')).json().items;
    expect(removed.map((p: { id: string }) => p.id)).toContain(pollId);
    expect(removed.find((p: { id: string }) => p.id === pollId).removedAt).toBeTruthy();
    expect((await post(`/api/polls/${pollId}/restore`, asB)).statusCode).toBe(404);
    expect((await post(`/api/polls/${pollId}/restore`, w.as.teacherA)).statusCode).toBe(403);
    const restored = await post(`/api/polls/${pollId}/restore`, w.as.manager);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: pollId, status: 'closed', removedAt: null });
    expect((await get('/api/polls')).json().items.map((p: { id: string }) => p.id)).toContain(
      pollId,
    );
    expect((await get(`/api/polls/${pollId}/answers`)).json().total).toBe(kept.length);
    expect((await post(`/api/polls/${pollId}/restore`, w.as.manager)).statusCode).toBe(404);
    const after = await app.ctx.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, pollId));
    expect(after.map((r) => r.action)).toContain('restore');
  });
});
