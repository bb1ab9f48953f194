import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trainingWorld } from './training-fixtures.ts';

/**
 * Sitting a training exam: questions drawn by rule, automatic marking, the server's timer,
 * essays marked by a person, results with the hardest questions, and scope.
 */
let app: TestApp;
let x: Awaited<ReturnType<typeof trainingWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  x = await trainingWorld(app);
});
afterAll(async () => app?.close());

const answersOf = (sittingId: string) =>
  app.ctx.db.select().from(t.trainingAnswers).where(eq(t.trainingAnswers.sittingId, sittingId));

describe('the answer key', () => {
  it('is read only by who manages the bank, never by a trainee nor through a sitting', async () => {
    // A trainee (the teacher role reads the curriculum) gets no correct answer nor rubric.
    const list = await x.call('GET', '/api/training-questions?pageSize=100', x.w.as.teacherA);
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const item of list.body.items) {
      expect(item).not.toHaveProperty('correct');
      expect(item).not.toHaveProperty('rubric');
    }
    // Not through a question picked by hand in a form either.
    const form = await x.call('GET', `/api/training-test-forms/${x.manualForm}`, x.w.as.teacherA);
    const picked = form.body.questionIds as string[];
    expect(picked).toContain(x.q.essay);
    for (const id of picked) {
      const one = await x.call('GET', `/api/training-questions/${id}`, x.w.as.teacherA);
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty('correct');
      expect(one.body).not.toHaveProperty('rubric');
    }
    // A centre manager reads the curriculum but does not manage the bank: no key either.
    const managed = await x.call('GET', `/api/training-questions/${x.q.single}`, x.w.as.manager);
    expect(managed.body).not.toHaveProperty('correct');
    // Who manages the bank reads both.
    const admin = await x.call('GET', `/api/training-questions/${x.q.essay}`, x.w.as.admin);
    expect(admin.body.rubric).toBe('الوقت والتنظيم');
    const single = await x.call('GET', `/api/training-questions/${x.q.single}`, x.w.as.admin);
    expect(single.body.correct).toBe('2');
    // The sitting sends neither, for every kind of question.
    const exam = await x.exam(x.w.org.a.centre.id, x.manualForm);
    const started = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    expect(started.status).toBe(200);
    expect(started.body.questions).toHaveLength(5);
    for (const q of started.body.questions) {
      expect(Object.keys(q).sort()).toEqual(['answer', 'choices', 'id', 'kind', 'marks', 'prompt']);
    }
    expect(JSON.stringify(started.body)).not.toMatch(/الوقت والتنظيم|الإخفاء الشفوي/);
  });
});

describe('a test form drawn by rule', () => {
  it('gives each trainee so many questions of each section and difficulty, without the answers', async () => {
    const form = await x.made('/api/training-test-forms', {
      title: 'بقاعدة',
      mode: 'rule',
      sectionIds: [x.sections.a, x.sections.b],
      easyPerSection: 1,
      mediumPerSection: 0,
      hardPerSection: 0,
      durationMinutes: 10,
      passPercent: 50,
    });
    const exam = await x.exam(x.w.org.a.centre.id, form);
    const started = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const ids = started.body.questions.map((q: { id: string }) => q.id);
    expect(ids).toHaveLength(2);
    // One easy question of section A (single or true/false), one of section B.
    expect([x.q.single, x.q.trueFalse]).toContain(ids[0]);
    expect([x.q.extraEasyB, x.q.short]).toContain(ids[1]);
    expect(JSON.stringify(started.body)).not.toMatch(/correct|rubric/);
    // Starting again resumes the same sitting with the same questions.
    const again = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    expect(again.body.id).toBe(started.body.id);
    expect(again.body.questions.map((q: { id: string }) => q.id)).toEqual(ids);
  });

  it('refuses to save a form whose rule the bank cannot fill, naming the shortfall', async () => {
    const body = {
      title: 'أكثر من البنك',
      mode: 'rule',
      sectionIds: [x.sections.a],
      hardPerSection: 5,
      durationMinutes: 10,
      passPercent: 50,
    };
    const r = await x.call('POST', '/api/training-test-forms', x.w.as.admin, body);
    expect(r.status).toBe(400);
    const issue = r.body.error.fields.hardPerSection;
    expect(issue.code).toBe('training.form.shortfall.hard');
    expect(issue.message).toBe(
      'Hard questions of the section “النون الساكنة”: the form draws 5, the bank has 0.',
    );
    const stored = await app.ctx.db
      .select()
      .from(t.trainingTestForms)
      .where(eq(t.trainingTestForms.title, body.title));
    expect(stored).toHaveLength(0);
    // Nor may a form that fits be changed into one that does not.
    const fits = await x.made('/api/training-test-forms', {
      ...body,
      hardPerSection: 0,
      easyPerSection: 2,
    });
    const read = await x.call('GET', `/api/training-test-forms/${fits}`, x.w.as.admin);
    const more = await x.call('PATCH', `/api/training-test-forms/${fits}`, x.w.as.admin, {
      version: read.body.version,
      easyPerSection: 3,
    });
    expect(more.status).toBe(400);
    expect(more.body.error.fields.easyPerSection.code).toBe('training.form.shortfall.easy');
    const after = await x.call('GET', `/api/training-test-forms/${fits}`, x.w.as.admin);
    expect(after.body.easyPerSection).toBe(2);
  });

  it('refuses to schedule an exam, or start one, once the bank no longer fills the form', async () => {
    const hard = await x.made('/api/training-questions', {
      sectionId: x.sections.a,
      kind: 'trueFalse',
      prompt: 'الإقلاب حرف واحد.',
      correct: 'true',
      difficulty: 'hard',
      marks: 1,
    });
    const form = await x.made('/api/training-test-forms', {
      title: 'سؤال صعب',
      mode: 'rule',
      sectionIds: [x.sections.a],
      hardPerSection: 1,
      durationMinutes: 10,
      passPercent: 50,
    });
    const scheduled = await x.exam(x.w.org.a.centre.id, form);
    // The only hard question of the section leaves the bank.
    const archived = await x.call('DELETE', `/api/training-questions/${hard}`, x.w.as.admin);
    expect(archived.status, JSON.stringify(archived.body)).toBeLessThan(300);
    const r = await x.call('POST', '/api/training-exams', x.w.as.manager, {
      title: 'لن يجدول',
      testFormId: form,
      centreId: x.w.org.a.centre.id,
      opensAt: new Date().toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.testFormId.code).toBe('training.form.shortfall.hard');
    expect(r.body.error.fields.testFormId.message).toContain('the bank has 0');
    const exams = await app.ctx.db
      .select()
      .from(t.trainingExams)
      .where(eq(t.trainingExams.title, 'لن يجدول'));
    expect(exams).toHaveLength(0);
    // An exam scheduled before is refused when a trainee starts, writing nothing.
    const start = await x.call('POST', `/api/training/exams/${scheduled}/start`, x.w.as.teacherA);
    expect(start.status).toBe(409);
    expect(start.body.error.code).toBe('training.form.notEnough');
    const sittings = await app.ctx.db
      .select()
      .from(t.trainingSittings)
      .where(eq(t.trainingSittings.examId, scheduled));
    expect(sittings).toHaveLength(0);
  });
});

describe('sitting, marking and results', () => {
  let exam: string;
  let sitting: string;

  it('marks choice, true/false and short answers automatically and leaves the essay', async () => {
    exam = await x.exam(x.w.org.a.centre.id, x.manualForm);
    const mine = await x.call('GET', '/api/training/my-exams', x.w.as.teacherA);
    expect(mine.body.traineeId).toBe(x.traineeA);
    expect(mine.body.exams.map((e: { id: string }) => e.id)).toContain(exam);
    const started = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    sitting = started.body.id;
    const put = (questionId: string, answer: unknown) =>
      x.call(
        'PUT',
        `/api/training/sittings/${sitting}/answers/${questionId}`,
        x.w.as.teacherA,
        answer,
      );
    expect((await put(x.q.single, { choices: [2] })).status).toBe(200);
    expect((await put(x.q.multiple, { choices: [1, 2] })).status).toBe(200); // incomplete: 0
    expect((await put(x.q.trueFalse, { value: true })).status).toBe(200);
    expect((await put(x.q.short, { text: 'الْإِخْفَاءُ الشَّفَوِيُّ' })).status).toBe(200);
    expect((await put(x.q.essay, { text: 'أنظم الوقت وأوزع الطلاب.' })).status).toBe(200);

    const submitted = await x.call(
      'POST',
      `/api/training/sittings/${sitting}/submit`,
      x.w.as.teacherA,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    const marks = Object.fromEntries(
      (await answersOf(sitting)).map((a) => [
        a.questionId,
        a.marks === null ? null : Number(a.marks),
      ]),
    );
    expect(marks).toEqual({
      [x.q.single]: 2,
      [x.q.multiple]: 0,
      [x.q.trueFalse]: 2,
      [x.q.short]: 2,
      [x.q.essay]: null,
    });
    const again = await x.call('POST', `/api/training/sittings/${sitting}/submit`, x.w.as.teacherA);
    expect(again.status).toBe(409);
  });

  it('lets a marker score the essay against its rubric, within its marks', async () => {
    const essays = await x.call('GET', `/api/training/exams/${exam}/essays`, x.w.as.manager);
    expect(essays.status).toBe(200);
    expect(essays.body).toHaveLength(1);
    expect(essays.body[0].rubric).toBe('الوقت والتنظيم');
    const id = essays.body[0].id;
    const tooHigh = await x.call('PUT', `/api/training/answers/${id}/mark`, x.w.as.manager, {
      marks: 11,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error.code).toBe('training.mark.tooHigh');
    const ok = await x.call('PUT', `/api/training/answers/${id}/mark`, x.w.as.manager, {
      marks: 7,
      comment: 'جيد',
    });
    expect(ok.status).toBe(200);
    const own = await x.call('GET', `/api/training/sittings/${sitting}`, x.w.as.teacherA);
    expect(own.body.status).toBe('marked');
    expect(own.body.score).toBe(13);
    expect(own.body.maxScore).toBe(18);
  });

  it('shows the result per trainee and the hardest question first', async () => {
    const r = await x.call('GET', `/api/training/exams/${exam}/results`, x.w.as.manager);
    expect(r.status).toBe(200);
    expect(r.body.results).toHaveLength(1);
    expect(r.body.results[0]).toMatchObject({
      traineeName: 'متدرب أ',
      score: 13,
      percent: 72.2,
      passed: true,
    });
    expect(r.body.hardest[0]).toMatchObject({ questionId: x.q.multiple, successRate: 0 });
    const list = await x.call('GET', '/api/training/results?pageSize=10', x.w.as.manager);
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(sitting);
    const centres = await x.call('GET', '/api/training/centre-results', x.w.as.manager);
    expect(centres.body).toEqual([
      expect.objectContaining({ centreId: x.w.org.a.centre.id, sittings: 1, passRate: 100 }),
    ]);
    const record = await x.call(
      'GET',
      `/api/training/trainees/${x.traineeA}/record`,
      x.w.as.teacherA,
    );
    expect(record.status).toBe(200);
    expect(record.body.results[0].score).toBe(13);
  });
});

describe('the server’s timer', () => {
  it('refuses an answer after the deadline and writes nothing; the sitting is handed in as it stood', async () => {
    const exam = await x.exam(x.w.org.a.centre.id, x.manualForm);
    const started = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    const sitting = started.body.id as string;
    const put = (answer: unknown) =>
      x.call(
        'PUT',
        `/api/training/sittings/${sitting}/answers/${x.q.single}`,
        x.w.as.teacherA,
        answer,
      );
    expect((await put({ choices: [2] })).status).toBe(200);
    // The clock moves past the deadline (whatever the browser's timer says).
    await app.ctx.db
      .update(t.trainingSittings)
      .set({
        startedAt: new Date(Date.now() - 3_600_000).toISOString(),
        deadlineAt: new Date(Date.now() - 1000).toISOString(),
      })
      .where(eq(t.trainingSittings.id, sitting));
    const late = await put({ choices: [1] });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('training.exam.timeUp');
    expect(late.body.error.message).toMatch(/time/i);
    const stored = (await answersOf(sitting)).find((a) => a.questionId === x.q.single);
    expect(stored!.answer).toEqual({ choices: [2] });
    const read = await x.call('GET', `/api/training/sittings/${sitting}`, x.w.as.teacherA);
    expect(read.body.status).toBe('submitted');
  });

  it('refuses to start an exam that is not open', async () => {
    const exam = await x.made('/api/training-exams', {
      title: 'لاحق',
      testFormId: x.manualForm,
      centreId: x.w.org.a.centre.id,
      opensAt: new Date(Date.now() + 86_400_000).toISOString(),
      closesAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const r = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('training.exam.notOpen');
    // Its window ended unsat: the trainee reads "missed", not "not started" (nor "to come").
    const ended = await x.made('/api/training-exams', {
      title: 'فائت',
      testFormId: x.manualForm,
      centreId: x.w.org.a.centre.id,
      opensAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      closesAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const mine = await x.call('GET', '/api/training/my-exams', x.w.as.teacherA);
    const state = (id: string) =>
      mine.body.exams.find((e: { id: string; state: string }) => e.id === id)?.state;
    expect(state(exam)).toBe('upcoming');
    expect(state(ended)).toBe('missed');
    expect(mine.body.exams.find((e: { id: string; open: boolean }) => e.id === ended).open).toBe(
      false,
    );
  });
});

describe('what changes after a sitting started', () => {
  const patch = async (url: string, changes: Record<string, unknown>) => {
    const read = await x.call('GET', url, x.w.as.admin);
    const r = await x.call('PATCH', url, x.w.as.admin, { version: read.body.version, ...changes });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  it('a cancelled exam refuses answers and starts, writing nothing', async () => {
    const exam = await x.exam(x.w.org.a.centre.id, x.manualForm);
    const s = (await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA)).body.id;
    await patch(`/api/training-exams/${exam}`, { status: 'cancelled' });
    const answer = await x.call(
      'PUT',
      `/api/training/sittings/${s}/answers/${x.q.single}`,
      x.w.as.teacherA,
      { choices: [2] },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('training.exam.cancelled');
    expect(answer.body.error.message).toMatch(/cancelled/);
    expect(await answersOf(s)).toHaveLength(0);
    const resumed = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA);
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.code).toBe('training.exam.cancelled');
    // A trainee who had not started does not start either.
    const fresh = await x.exam(x.w.org.a.centre.id, x.manualForm);
    await patch(`/api/training-exams/${fresh}`, { status: 'cancelled' });
    const start = await x.call('POST', `/api/training/exams/${fresh}/start`, x.w.as.teacherA);
    expect(start.status).toBe(409);
    expect(start.body.error.code).toBe('training.exam.cancelled');
    const sittings = await app.ctx.db
      .select()
      .from(t.trainingSittings)
      .where(eq(t.trainingSittings.examId, fresh));
    expect(sittings).toHaveLength(0);
  });

  it('marks a sitting by the marks and answer its questions had when drawn', async () => {
    const question = await x.made('/api/training-questions', {
      sectionId: x.sections.a,
      kind: 'single',
      prompt: 'حكم النون قبل الميم؟',
      choices: 'إدغام\nإظهار',
      correct: '1',
      marks: 3,
      difficulty: 'easy',
    });
    const form = await x.made('/api/training-test-forms', {
      title: 'سؤال واحد',
      mode: 'manual',
      questionIds: [question],
      durationMinutes: 10,
      passPercent: 50,
    });
    const exam = await x.exam(x.w.org.a.centre.id, form);
    const s = (await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA)).body.id;
    // The bank is edited while the trainee sits: other marks, another correct answer.
    await patch(`/api/training-questions/${question}`, { marks: 9, correct: '2' });
    const read = await x.call('GET', `/api/training/sittings/${s}`, x.w.as.teacherA);
    expect(read.body.questions[0].marks).toBe(3);
    await x.call('PUT', `/api/training/sittings/${s}/answers/${question}`, x.w.as.teacherA, {
      choices: [1],
    });
    const done = await x.call('POST', `/api/training/sittings/${s}/submit`, x.w.as.teacherA);
    expect(done.body).toMatchObject({ status: 'marked', score: 3, maxScore: 3 });
    const results = await x.call('GET', `/api/training/exams/${exam}/results`, x.w.as.manager);
    expect(results.body.hardest[0]).toMatchObject({ questionId: question, successRate: 100 });
  });
});

describe('bad input and scope', () => {
  it('refuses an answer that does not fit, or a question outside the sitting, writing nothing', async () => {
    const exam = await x.exam(x.w.org.a.centre.id, x.manualForm);
    const s = (await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA)).body.id;
    const wrongShape = await x.call(
      'PUT',
      `/api/training/sittings/${s}/answers/${x.q.single}`,
      x.w.as.teacherA,
      { choices: [1, 2] },
    );
    expect(wrongShape.status).toBe(400);
    const outside = await x.call(
      'PUT',
      `/api/training/sittings/${s}/answers/${x.q.extraEasyB}`,
      x.w.as.teacherA,
      { value: true },
    );
    expect(outside.status).toBe(400);
    expect(await answersOf(s)).toHaveLength(0);
  });

  it('keeps trainees to their own centre’s exams and their own sittings', async () => {
    const exam = await x.exam(x.w.org.a.centre.id, x.manualForm);
    const other = await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherB);
    expect(other.status).toBe(403);
    const mineB = await x.call('GET', '/api/training/my-exams', x.w.as.teacherB);
    expect(mineB.body.exams.map((e: { id: string }) => e.id)).not.toContain(exam);
    const s = (await x.call('POST', `/api/training/exams/${exam}/start`, x.w.as.teacherA)).body.id;
    expect((await x.call('GET', `/api/training/sittings/${s}`, x.w.as.teacherB)).status).toBe(404);
    // A trainee reads no one's results; another trainee's record is not theirs.
    expect(
      (await x.call('GET', `/api/training/exams/${exam}/results`, x.w.as.teacherA)).status,
    ).toBe(403);
    expect(
      (await x.call('GET', `/api/training/trainees/${x.traineeA}/record`, x.w.as.teacherB)).status,
    ).toBe(404);
  });

  it('keeps another centre’s sittings out of a centre manager’s results', async () => {
    // A sitting of centre B, marked (no essay), which the administrator sees.
    const form = await x.made('/api/training-test-forms', {
      title: 'مركز ب',
      mode: 'manual',
      questionIds: [x.q.single, x.q.trueFalse],
      durationMinutes: 10,
      passPercent: 50,
    });
    const examB = await x.exam(x.w.org.b.centre.id, form);
    const s = (await x.call('POST', `/api/training/exams/${examB}/start`, x.w.as.teacherB)).body.id;
    await x.call('PUT', `/api/training/sittings/${s}/answers/${x.q.single}`, x.w.as.teacherB, {
      choices: [2],
    });
    const done = await x.call('POST', `/api/training/sittings/${s}/submit`, x.w.as.teacherB);
    expect(done.body.status).toBe('marked');

    const all = await x.call('GET', '/api/training/results?pageSize=100', x.w.as.admin);
    expect(all.body.items.map((i: { id: string }) => i.id)).toContain(s);
    const adminCentres = await x.call('GET', '/api/training/centre-results', x.w.as.admin);
    expect(adminCentres.body.map((c: { centreId: string }) => c.centreId)).toContain(
      x.w.org.b.centre.id,
    );

    const mine = await x.call('GET', '/api/training/results?pageSize=100', x.w.as.manager);
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.map((i: { id: string }) => i.id)).not.toContain(s);
    expect(
      mine.body.items.every((i: { centreId: string }) => i.centreId === x.w.org.a.centre.id),
    ).toBe(true);
    expect(mine.body.total).toBe(mine.body.items.length);
    // Asking for centre B by name gives nothing either.
    const asked = await x.call(
      'GET',
      `/api/training/results?centreId=${x.w.org.b.centre.id}`,
      x.w.as.manager,
    );
    expect(asked.body.items).toEqual([]);
    const centres = await x.call('GET', '/api/training/centre-results', x.w.as.manager);
    expect(centres.body.map((c: { centreId: string }) => c.centreId)).toEqual([
      x.w.org.a.centre.id,
    ]);
  });

  it('keeps a centre manager to their centre’s exams', async () => {
    const examB = await x.exam(x.w.org.b.centre.id, x.manualForm);
    expect(
      (await x.call('GET', `/api/training/exams/${examB}/results`, x.w.as.manager)).status,
    ).toBe(404);
    expect(
      (await x.call('GET', `/api/training/exams/${examB}/essays`, x.w.as.manager)).status,
    ).toBe(404);
    const created = await x.call('POST', '/api/training-exams', x.w.as.manager, {
      title: 'خارج المركز',
      testFormId: x.manualForm,
      centreId: x.w.org.b.centre.id,
      opensAt: new Date().toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect([403, 400]).toContain(created.status);
  });
});

describe('a trainee who completed the programme', () => {
  it('still reads their own past sittings and results, and starts no new exam', async () => {
    const before = await x.call('GET', '/api/training/my-exams', x.w.as.teacherA);
    const marked = before.body.exams.filter((e: { state: string }) => e.state === 'marked');
    expect(marked.length).toBeGreaterThan(0);
    const trainee = await x.call('GET', `/api/trainees/${x.traineeA}`, x.w.as.manager);
    const done = await x.call('PATCH', `/api/trainees/${x.traineeA}`, x.w.as.manager, {
      version: trainee.body.version,
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const newExam = await x.exam(x.w.org.a.centre.id, x.manualForm);

    const after = await x.call('GET', '/api/training/my-exams', x.w.as.teacherA);
    expect(after.status).toBe(200);
    expect(after.body.traineeId).toBe(x.traineeA);
    const ids = after.body.exams.map((e: { id: string }) => e.id);
    for (const e of marked) expect(ids).toContain(e.id);
    // A new exam of the centre is not theirs any more.
    expect(ids).not.toContain(newExam);
    const again = after.body.exams.find((e: { id: string }) => e.id === marked[0].id);
    expect(again).toMatchObject({ state: 'marked', score: marked[0].score, open: false });
    const sitting = await x.call(
      'GET',
      `/api/training/sittings/${marked[0].sittingId}`,
      x.w.as.teacherA,
    );
    expect(sitting.status).toBe(200);
    expect(sitting.body.status).toBe('marked');
    const record = await x.call(
      'GET',
      `/api/training/trainees/${x.traineeA}/record`,
      x.w.as.teacherA,
    );
    expect(record.status).toBe(200);
    expect(record.body.results.length).toBeGreaterThan(0);
    const start = await x.call('POST', `/api/training/exams/${newExam}/start`, x.w.as.teacherA);
    expect(start.status).toBe(403);
    expect(start.body.error.code).toBe('training.exam.notTrainee');
  });
});
