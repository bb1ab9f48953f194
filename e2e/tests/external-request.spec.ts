import { expect, test } from '../flows.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A candidate from another country asks for a test through the public form, on a phone and
 * signed out; staff find the request in country-ext-test-request and accept it.
 */
test('an external test request sent signed out reaches the review list', async ({ browser }) => {
  // A name no demo record has, so the review list shows exactly this request.
  const name = `عبد الرحمن المهاجر ${Date.now().toString(36)}`;

  // 1. The public form on a 390 px phone, in Arabic, without signing in.
  const visitor = await browser.newContext({
    locale: 'ar',
    viewport: { width: 390, height: 844 },
  });
  const form = await visitor.newPage();
  const formErrors = collectErrors(form);
  await form.goto('/country-ext-link-request');
  await expect(form.getByRole('heading', { name: 'طلب اختبار من خارج الدولة' })).toBeVisible();
  // Sending it empty is refused by the field, nothing leaves the page.
  await form.getByRole('button', { name: 'أرسل الطلب' }).click();
  await expect(form.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByRole('textbox', { name: 'الاسم الكامل' }).fill(name);
  await form.getByRole('textbox', { name: 'الدولة' }).fill('تركيا');
  await form.getByRole('textbox', { name: 'المدينة' }).fill('إسطنبول');
  await form.getByRole('textbox', { name: 'رقم الهاتف' }).fill('+90 532 123 45 67');
  await form.getByRole('textbox', { name: 'المحفوظ المطلوب اختباره' }).fill('جزء عمّ وجزء تبارك');
  await form.getByRole('button', { name: 'أرسل الطلب' }).click();
  await expect(form.getByRole('status')).toContainText('وصلنا طلبك');
  expect(formErrors).toEqual([]);
  await visitor.close();

  // 2. Staff review it: it is among the new requests, with what the candidate wrote.
  const staff = await browser.newContext({ locale: 'ar' });
  const page = await staff.newPage();
  const errors = collectErrors(page);
  await signIn(page);
  await page.goto('/country-ext-test-request');
  await page.getByRole('textbox', { name: 'ابحث بالاسم أو الدولة أو الهاتف' }).fill(name);
  const card = page.getByTestId('external-request').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('تركيا · إسطنبول');
  await expect(card).toContainText('جزء عمّ وجزء تبارك');

  // 3. Accepted, it leaves the new requests and shows among the accepted ones.
  await card.getByRole('button', { name: 'قبول' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'مقبولة' }).click();
  const accepted = page.getByTestId('external-request').filter({ hasText: name });
  await expect(accepted).toContainText('مقبولة');
  expect(errors).toEqual([]);
  await staff.close();
});
