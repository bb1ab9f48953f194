import { expect, test, type Browser, type Page } from '../flows.ts';
import { pick } from '../shell/form-helpers.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A training exam from the form to the result, in Arabic: the administrator builds a test form
 * by hand in the test-forms screen (a choice question, a true/false one and an essay picked
 * from the bank) and schedules an exam in the exams screen for the demo teacher's centre; the teacher, a trainee, sits it on a phone (the server's
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
  const get = async <T>(path: string, auth = headers): Promise<T> => {
    const res = await request.get(path, { headers: auth });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as T;
  };
  // The teacher's centre: that of their own trainee record.
  const teacherToken = await apiToken(request, 'teacher@example.com');
  const mine = await get<{ traineeId: string | null }>('/api/training/my-exams', {
    authorization: `Bearer ${teacherToken}`,
  });
  expect(mine.traineeId).not.toBeNull();
  const traineeRecord = await get<{ centreId: string }>(`/api/trainees/${mine.traineeId}`);
  const centre = await get<{ name: string }>(`/api/centres/${traineeRecord.centreId}`);

  // 1. The administrator builds a test form by hand from the bank in the screens…
  const admin = await as(browser, 'admin@example.com');
  const adminErrors = collectErrors(admin);
  const formTitle = `نموذج الرحلة ${stamp}`;
  await admin.goto('/educational-test-forms');
  await admin.getByTestId('new-record').click();
  await expect(admin.getByTestId('resource-form')).toBeVisible({ timeout: 30_000 });
  await admin.locator('[data-field="title"] input').fill(formTitle);
  await admin.locator('[data-field="mode"] [role="combobox"]').click();
  await admin.getByRole('option', { name: 'اختيار يدوي' }).click();
  await admin.locator('[data-field="durationMinutes"] input').fill('30');
  await admin.locator('[data-field="passPercent"] input').fill('50');
  await pick(admin, 'questionIds', 'حرف الباء', 'حرف الباء');
  await pick(admin, 'questionIds', 'الإظهار الحلقي ستة', 'الإظهار الحلقي ستة');
  await pick(admin, 'questionIds', 'لإدارة حلقة', 'لإدارة حلقة');
  await admin.getByTestId('form-save').click();
  await expect(admin.getByTestId('record-title')).toHaveText(formTitle, { timeout: 20_000 });

  // …and schedules the exam for the teacher's centre, open from a few minutes ago.
  const local = (d: Date) => {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  };
  const title = `اختبار الرحلة ${stamp}`;
  await admin.goto('/educational-exams');
  await admin.getByTestId('new-record').click();
  await expect(admin.getByTestId('resource-form')).toBeVisible({ timeout: 30_000 });
  await admin.locator('[data-field="title"] input').fill(title);
  await pick(admin, 'testFormId', formTitle, formTitle);
  await pick(admin, 'centreId', centre.name, centre.name);
  await admin.locator('[data-field="opensAt"] input').fill(local(new Date(Date.now() - 300_000)));
  await admin
    .locator('[data-field="closesAt"] input')
    .fill(local(new Date(Date.now() + 86_400_000)));
  await admin.getByTestId('form-save').click();
  await expect(admin.getByTestId('form-problem')).toHaveCount(0);
  let examId = '';
  await expect(async () => {
    const found = await get<{ items: Array<{ id: string; title: string }> }>(
      `/api/training-exams?q=${encodeURIComponent(title)}`,
    );
    examId = found.items.find((e) => e.title === title)?.id ?? '';
    expect(examId).not.toBe('');
  }).toPass({ timeout: 20_000 });
  expect(adminErrors).toEqual([]);

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
  // With no exam chosen the screen says what to do, not only "the exam".
  await manager.goto('/educational-exam-results');
  await expect(manager.getByText('اختر اختبارًا لعرض نتائجه')).toBeVisible({ timeout: 20_000 });
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
