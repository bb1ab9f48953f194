import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A training exam from the form to the result, in Arabic: the administrator builds a test form
 * from the question bank (a choice question, a true/false one and an essay) and schedules an
 * exam for the demo teacher's centre; the teacher, a trainee, sits it on a phone (the server's
 * timer shows); the centre manager marks the essay against its rubric; the result and the
 * hardest question (the true/false the trainee got wrong) appear on the exam's results.
 */
const stamp = Date.now().toString(36);

async function as(browser: Browser, email: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ar',
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  const page = await context.newPage();
  await signIn(page, email, 'ar');
  return page;
}

test('an exam is scheduled, sat on a phone, its essay marked and its hardest question shown', async ({
  browser,
  request,
}) => {
  test.slow();
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const find = async (q: string) => {
    const res = await request.get(`/api/training-questions?q=${encodeURIComponent(q)}`, {
      headers,
    });
    const items = ((await res.json()) as { items: Array<{ id: string }> }).items;
    expect(items.length).toBeGreaterThan(0);
    return items[0]!.id;
  };
  const single = await find('حرف الباء');
  const trueFalse = await find('الإظهار الحلقي ستة');
  const essay = await find('لإدارة حلقة');

  // 1. The administrator builds a test form and schedules the exam for the teacher's centre.
  const form = await request.post('/api/training-test-forms', {
    headers,
    data: {
      title: `نموذج الرحلة ${stamp}`,
      mode: 'manual',
      questionIds: [single, trueFalse, essay],
      durationMinutes: 30,
      passPercent: 50,
    },
  });
  expect(form.status()).toBe(201);
  const open = await request.get('/api/training-exams?pageSize=100', { headers });
  const centreId = ((await open.json()) as { items: Array<{ centreId: string }> }).items[0]!
    .centreId;
  const title = `اختبار الرحلة ${stamp}`;
  const exam = await request.post('/api/training-exams', {
    headers,
    data: {
      title,
      testFormId: ((await form.json()) as { id: string }).id,
      centreId,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(exam.status()).toBe(201);
  const examId = ((await exam.json()) as { id: string }).id;

  // 2. The trainee sits it on a phone.
  const trainee = await as(browser, 'teacher@example.com', true);
  const errors = collectErrors(trainee);
  await trainee.goto('/educational-exam-student-center');
  const card = trainee.getByTestId('my-exam').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByTestId('exam-start').click();
  await expect(trainee.getByTestId('exam-sitting')).toBeVisible();
  await expect(trainee.getByTestId('exam-timer')).toContainText(/^(29|30):/);
  const questions = trainee.getByTestId('exam-question');
  await expect(questions).toHaveCount(3);
  await questions.nth(0).getByLabel('إقلاب').check();
  await expect(questions.nth(0).getByText('حُفظت')).toBeVisible();
  await questions.nth(1).getByLabel('خطأ').check();
  await expect(questions.nth(1).getByText('حُفظت')).toBeVisible();
  const essayBox = questions.nth(2).getByRole('textbox');
  await essayBox.fill(
    'أقسم الحلقة مجموعات، وأخصص وقتًا للتسميع وآخر للمراجعة، وأحفز الطلاب بالنجوم.',
  );
  await essayBox.blur();
  await expect(questions.nth(2).getByText('حُفظت')).toBeVisible();
  const box = await trainee.getByTestId('exam-submit').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  trainee.once('dialog', (d) => void d.accept());
  await trainee.getByTestId('exam-submit').click();
  await expect(trainee.getByTestId('exam-state')).toHaveText('بانتظار التصحيح');
  expect(errors).toEqual([]);

  // 3. The centre manager marks the essay against its rubric.
  const manager = await as(browser, 'manager@example.com');
  await manager.goto(`/educational-exam-results?exam=${examId}`);
  const essayCard = manager.getByTestId('essay').filter({ hasText: 'أقسم الحلقة مجموعات' });
  await expect(essayCard).toBeVisible({ timeout: 20_000 });
  await expect(essayCard).toContainText('تنظيم الوقت');
  await essayCard.getByTestId('essay-marks').fill('8');
  await essayCard.getByTestId('essay-save').click();

  // 4. The result and the hardest question appear.
  const row = manager.getByTestId('exam-result').first();
  await expect(row.getByTestId('result-score')).toContainText(/10|١٠/, { timeout: 20_000 });
  await expect(row.getByTestId('result-pass')).toHaveText('ناجح');
  await expect(manager.getByTestId('hardest-question').first()).toContainText('الإظهار الحلقي ستة');

  // The trainee sees their score.
  await trainee.goto('/educational-exam-student-center');
  await expect(
    trainee.getByTestId('my-exam').filter({ hasText: title }).getByTestId('my-exam-score'),
  ).toBeVisible();
});
