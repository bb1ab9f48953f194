import { expect, test } from '../flows.ts';
import { lastMail, linkIn } from '../identity/identity-helpers.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * Staff send a sponsor the link to their own page; the sponsor opens it on a phone in French,
 * sees their pledges and last month's impact, and pauses a pledge with a reason. A link
 * changed by one character shows the refusal and nothing else.
 */
test('a donor reaches their page by the signed link and pauses a pledge', async ({ browser }) => {
  const staff = await browser.newContext({ locale: 'ar' });
  const page = await staff.newPage();
  await signIn(page);
  await page.goto('/donation-reminders');
  await expect(page.getByRole('heading', { name: 'التذكيرات وتقارير الأثر' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'المحسن' });
  await picker.click();
  await picker.fill('الأحمد');
  await page.getByRole('option', { name: /عبد الرحمن بن سعيد الأحمد/ }).click();
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'أُرسل الرابط' })).toBeVisible();
  const mail = await lastMail(page.request, '+905321110001', 'donor-link');
  const path = linkIn(mail);
  expect(path).toMatch(/^\/donor-portal\//);
  await staff.close();

  const donor = await browser.newContext({ locale: 'fr', viewport: { width: 390, height: 844 } });
  const phone = await donor.newPage();
  const errors = collectErrors(phone);
  await phone.goto(path);
  await phone.getByRole('button', { name: 'Français' }).click();
  await expect(phone.getByRole('heading', { name: /عبد الرحمن بن سعيد الأحمد/ })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Mes engagements' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Rapport d’impact' })).toBeVisible();
  const pledge = phone.getByTestId('donor-pledge').filter({ hasText: 'Suspendre' }).first();
  await pledge.getByRole('button', { name: 'Suspendre' }).click();
  const dialog = phone.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Motif' }).fill('Voyage');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText('En pause').first()).toBeVisible();
  expect(errors).toEqual([]);

  await phone.goto(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(phone.getByRole('alert')).toContainText('Ce lien ne fonctionne pas');
  await expect(phone.getByText('Mes engagements')).toHaveCount(0);
  await donor.close();
});
