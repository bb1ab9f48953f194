import { expect, test } from '../flows.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A poll from its making to its first answer (docs/polls.md), in Arabic on a phone-sized
 * screen: the demo centre manager makes a poll of their centre with the shared form builder
 * and publishes its link; a signed-out visitor opens the link on a 390 px phone, is told what
 * is missing before anything is sent, answers and is thanked; the answer shows in the manager's
 * list of answers received; then the manager closes the link and removes the form from the list.
 */
test('a manager publishes a poll, a visitor answers it on a phone, the answer is listed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto('/poll-link-forms');
  await expect(page.getByTestId('poll-card').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'نموذج جديد' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'العنوان' }).fill('استبيان يوم الأسرة');
  await dialog.getByRole('combobox', { name: 'المركز' }).click();
  await page.getByRole('option').first().click();
  // The builder starts with one short-text question in a section named for the questions.
  await dialog.getByRole('textbox', { name: 'نص الفقرة' }).fill('اسم ولي الأمر');
  await dialog.getByRole('button', { name: 'إضافة فقرة' }).click();
  await dialog.getByRole('textbox', { name: 'نص الفقرة' }).nth(1).fill('هل ستحضرون يوم الأسرة؟');
  await dialog.getByRole('combobox', { name: 'نوع الفقرة' }).nth(1).click();
  await page.getByRole('option', { name: 'نعم / لا' }).click();
  await dialog.getByRole('button', { name: 'إضافة فقرة' }).click();
  await dialog.getByRole('textbox', { name: 'نص الفقرة' }).nth(2).fill('جوال ولي الأمر');
  await dialog.getByRole('combobox', { name: 'نوع الفقرة' }).nth(2).click();
  await page.getByRole('option', { name: 'رقم جوال' }).click();
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toHaveCount(0);

  // The new poll is first (newest first), a draft until published.
  const card = page.getByTestId('poll-card').filter({ hasText: 'استبيان يوم الأسرة' });
  await expect(card.getByText('مسودة')).toBeVisible();
  await card.getByRole('button', { name: 'نشر الرابط' }).click();
  await expect(card.getByText('منشور')).toBeVisible();
  const link = await card.getByRole('link', { name: 'فتح الرابط' }).getAttribute('href');
  expect(link).toMatch(/\/pull-registration-link\/[0-9a-f-]{36}$/);
  const publicPath = new URL(link!).pathname;

  // A signed-out visitor on a phone, Arabic first.
  const visitor = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    locale: 'ar',
  });
  const phone = await visitor.newPage();
  const visitorErrors = collectErrors(phone);
  await phone.goto(publicPath);
  await expect(phone.getByRole('heading', { level: 1, name: 'استبيان يوم الأسرة' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  // Sent empty: each required question says so, nothing is sent.
  await phone.getByRole('button', { name: 'إرسال' }).click();
  await expect(phone.getByText('الفقرة «اسم ولي الأمر» مطلوبة')).toBeVisible();
  await phone.getByRole('textbox', { name: 'اسم ولي الأمر' }).fill('خديجة عبد الرحمن');
  await phone.getByRole('button', { name: 'نعم' }).click();
  // A phone question's text is written once, above its field (the field repeated it).
  await expect(phone.getByText('جوال ولي الأمر', { exact: false }).first()).toBeVisible();
  await expect(phone.locator('label', { hasText: 'جوال ولي الأمر' })).toHaveCount(0);
  await phone.getByRole('textbox', { name: 'الهاتف' }).fill('+90 532 123 45 67');
  await phone.getByRole('button', { name: 'إرسال' }).click();
  await expect(phone.getByTestId('poll-thanks')).toContainText('شكرًا لك');
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  expect(visitorErrors).toEqual([]);
  await visitor.close();

  // The manager finds it among the answers received.
  const pollId = publicPath.split('/').pop()!;
  await page.goto(`/pull-registrations-online?poll=${pollId}`);
  const answer = page.getByTestId('poll-answer').filter({ hasText: 'خديجة عبد الرحمن' });
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await answer.click();
  await expect(page.getByRole('dialog').getByText('نعم', { exact: true })).toBeVisible();

  // Its day over, the manager closes the link and removes the form from the list.
  await page.goto('/poll-link-forms');
  await expect(card.getByRole('button', { name: 'حذف من القائمة' })).toHaveCount(0);
  await card.getByRole('button', { name: 'إغلاق' }).click();
  await expect(card.getByText('مغلق')).toBeVisible();
  await card.getByRole('button', { name: 'حذف من القائمة' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('تبقى إجاباته محفوظة');
  await confirm.getByRole('button', { name: 'حذف من القائمة' }).click();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});
