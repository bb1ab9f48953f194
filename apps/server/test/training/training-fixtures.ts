import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

export type Headers = Record<string, string>;

/** A call in a language, answering status and JSON. */
export function caller(app: TestApp) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: unknown,
  ) => {
    const res = await app.app.inject({
      method,
      url,
      headers: { ...headers, 'x-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json(), raw: res };
  };
}

/**
 * A curriculum with two sections, a bank of every kind of question, the teachers of centres A
 * and B enrolled as trainees, and a form picked by hand with an essay.
 */
export async function trainingWorld(app: TestApp) {
  const w = await world(app);
  const call = caller(app);
  const made = async (url: string, body: unknown, as: Headers = w.as.admin) => {
    const r = await call('POST', url, as, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as string;
  };
  const nameId = await made('/api/training-section-names', { name: `الباب ${Date.now()}` });
  const bookId = await made('/api/training-books', { title: 'تحفة الأطفال', kind: 'tajweed' });
  const sectionA = await made('/api/training-sections', {
    bookId,
    nameId,
    title: 'النون الساكنة',
    position: 1,
    levels: ['beginner'],
  });
  const sectionB = await made('/api/training-sections', {
    bookId,
    nameId,
    title: 'الميم الساكنة',
    position: 2,
    levels: ['intermediate'],
  });
  const question = (sectionId: string, body: Record<string, unknown>) =>
    made('/api/training-questions', { sectionId, marks: 2, difficulty: 'easy', ...body });
  const single = await question(sectionA, {
    kind: 'single',
    prompt: 'حكم النون قبل الباء؟',
    choices: 'إظهار\nإقلاب\nإدغام',
    correct: '2',
  });
  const multiple = await question(sectionA, {
    kind: 'multiple',
    prompt: 'حروف الإدغام بغنة؟',
    choices: 'ي\nن\nل\nم\nو',
    correct: '1,2,4,5',
    difficulty: 'medium',
  });
  const trueFalse = await question(sectionA, {
    kind: 'trueFalse',
    prompt: 'حروف الإظهار ستة.',
    correct: 'true',
  });
  const short = await question(sectionB, {
    kind: 'short',
    prompt: 'حكم الميم قبل الباء؟',
    correct: 'الإخفاء الشفوي',
  });
  const essay = await question(sectionB, {
    kind: 'essay',
    prompt: 'صف خطة حلقة.',
    rubric: 'الوقت والتنظيم',
    marks: 10,
    difficulty: 'hard',
  });
  const extraEasyB = await question(sectionB, {
    kind: 'trueFalse',
    prompt: 'الإظهار الشفوي عند الواو.',
    correct: 'true',
  });
  const manualForm = await made('/api/training-test-forms', {
    title: 'اختبار يدوي',
    mode: 'manual',
    questionIds: [single, multiple, trueFalse, short, essay],
    durationMinutes: 30,
    passPercent: 50,
  });
  const traineeA = await made('/api/trainees', {
    name: 'متدرب أ',
    employeeId: w.org.a.teacher.id,
    centreId: w.org.a.centre.id,
    enrolledOn: '2026-09-01',
  });
  const traineeB = await made('/api/trainees', {
    name: 'متدرب ب',
    employeeId: w.org.b.teacher.id,
    centreId: w.org.b.centre.id,
    enrolledOn: '2026-09-01',
  });
  const exam = async (centreId: string, testFormId: string) =>
    made('/api/training-exams', {
      title: 'اختبار',
      testFormId,
      centreId,
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
  return {
    w,
    call,
    made,
    exam,
    sections: { a: sectionA, b: sectionB },
    q: { single, multiple, trueFalse, short, essay, extraEasyB },
    manualForm,
    traineeA,
    traineeB,
  };
}
