import { expect, test } from '../flows.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/** A tenth of a second of silence as a WAV file (mono, 8 kHz, 16-bit). */
function tinyWav(): Buffer {
  const data = Buffer.alloc(1600);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(16000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

/**
 * From a public link to a new teacher on payroll (docs/jobs-and-recruitment.md), in Arabic: a
 * signed-out visitor applies on a 390 px phone through the evening teachers' posting's link
 * (told what is missing before anything is sent); HR shortlists and invites them to the
 * interview round; the two panel members score them, each on their own sheet; HR accepts and
 * hires them in one step; the new teacher is in the teachers' list and in payroll's salary
 * profiles; and the applicant's private status link says they are hired.
 */
test('a visitor applies on a phone, is scored by two, hired, and appears among teachers and salaries', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = 'إبراهيم عبد الله المقدسي';
  const errors = collectErrors(page);
  await signIn(page, 'hr@example.com', 'ar');
  await page.goto('/admin-job-link-form-component');
  const card = page.getByTestId('posting-card').filter({ hasText: 'محفظ قرآن كريم لحلقات المساء' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const link = await card.getByRole('link', { name: 'فتح الرابط' }).getAttribute('href');
  expect(link).toMatch(/\/job-registration-link\/[0-9a-f-]{36}$/);
  const publicPath = new URL(link!).pathname;

  // The visitor, signed out, on a phone.
  const visitor = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    locale: 'ar',
  });
  const phone = await visitor.newPage();
  const visitorErrors = collectErrors(phone);
  await phone.goto(publicPath);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'محفظ قرآن كريم لحلقات المساء' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await phone.getByRole('button', { name: 'إرسال الطلب' }).click();
  // The minimum in the visitor's digits: a signed-out visitor reads the organisation's, as the
  // public site's pages do (the demo's: Arabic-Indic in Arabic).
  await expect(phone.getByText('اكتب الاسم الكامل (٥ أحرف على الأقل).')).toBeVisible();
  await phone.getByRole('textbox', { name: 'الاسم الكامل' }).fill(name);
  await phone.getByRole('radio', { name: 'ذكر' }).check();
  await phone.getByRole('textbox', { name: 'رقم الهاتف' }).fill('532 987 65 43');
  await phone.getByRole('textbox', { name: 'رقم الهوية' }).fill('99887766554');
  await phone.getByRole('combobox', { name: 'الوظيفة المتقدم إليها' }).click();
  await phone.getByRole('option', { name: 'محفظ', exact: true }).click();
  await phone.locator('[data-question="juz"] input').fill('30');
  await phone.locator('[data-question="ijazah"]').getByRole('button', { name: 'نعم' }).click();
  await phone.getByRole('radio', { name: 'حفص عن عاصم' }).check();
  await phone.locator('[data-question="consent"]').getByRole('button', { name: 'نعم' }).click();
  // The recitation sample, uploaded at once and named (its refusals: the server's tests).
  await phone.getByTestId('file-input-recitation').setInputFiles({
    name: 'تلاوة.wav',
    mimeType: 'audio/wav',
    buffer: tinyWav(),
  });
  await expect(phone.getByTestId('file-chosen')).toContainText('تلاوة.wav');
  await phone.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(phone.getByTestId('apply-thanks')).toBeVisible();
  const statusHref = await phone.getByTestId('status-link').getAttribute('href');
  expect(statusHref).toMatch(/\/job-registration-link\/status\//);
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  expect(visitorErrors).toEqual([]);

  // HR shortlists the new application and invites them to the round.
  await page.goto('/job-requests-component');
  const row = page.getByTestId('application-row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('checkbox').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'إلى القائمة المختصرة' }).click();
  await expect(row.getByText('في القائمة المختصرة')).toBeVisible();
  await row.getByText(name).click();
  const detail = page.getByTestId('application-detail');
  await detail.getByRole('button', { name: 'دعوة لمقابلة' }).click();
  const invite = page.getByRole('dialog').last();
  await invite.getByRole('combobox', { name: 'الجولة' }).click();
  await page.getByRole('option').first().click();
  await invite.getByRole('button', { name: 'دعوة لمقابلة' }).click();
  await expect(detail.getByTestId('detail-state')).toHaveText('مقابلة');

  // Each panel member scores on their own sheet.
  for (const [email, marks] of [
    ['teacher@example.com', 9],
    ['panel@example.com', 8],
  ] as const) {
    const judge = await browser.newContext({ baseURL: baseURL!, locale: 'ar' });
    const j = await judge.newPage();
    await signIn(j, email, 'ar');
    await j.goto('/form-interviews-table-component');
    await j.getByTestId('round-card').filter({ hasText: 'محفظ قرآن كريم لحلقات المساء' }).click();
    const candidate = j.getByTestId('round-candidate').filter({ hasText: name });
    await expect(candidate).toBeVisible({ timeout: 20_000 });
    await candidate.getByRole('button', { name: 'الدرجة' }).click();
    const sheet = j.getByTestId('score-sheet');
    for (const q of ['recitation', 'tajweed', 'teaching', 'conduct'])
      await sheet.locator(`[data-question="${q}"]`).getByRole('button').nth(marks).click();
    await j.getByRole('button', { name: 'تسليم الورقة' }).click();
    await expect(candidate.getByRole('button', { name: 'ورقتي' })).toBeVisible();
    await judge.close();
  }

  // HR accepts and hires in one step.
  await page.reload();
  await page.getByTestId('application-row').filter({ hasText: name }).getByText(name).click();
  await expect(detail.getByText('٢ من ٢ أوراق').or(detail.getByText('2 من 2 أوراق'))).toBeVisible({
    timeout: 20_000,
  });
  await detail.getByRole('button', { name: 'قبول' }).click();
  await expect(detail.getByTestId('detail-state')).toHaveText('مقبول');
  await detail.getByRole('button', { name: 'تعيين' }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: 'تعيين' }).click();
  await expect(
    page.getByTestId('application-row').filter({ hasText: name }).getByText('تم التعيين'),
  ).toBeVisible({
    timeout: 20_000,
  });

  // The new teacher is among the teachers, and on payroll's salary profiles.
  await page.goto(`/teacher-component?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/user-selary-component');
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 20_000 });

  // The applicant's private link says hired.
  await phone.goto(statusHref!);
  await expect(phone.getByTestId('application-state')).toHaveText('تم التعيين', {
    timeout: 20_000,
  });
  await visitor.close();
  expect(errors).toEqual([]);
});
