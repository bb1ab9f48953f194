import { expect, test } from '../flows.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A reward from proposal to payment, in Arabic on a phone-sized screen: the demo centre manager
 * proposes a money reward for a student with its reason; the country manager (not the proposer)
 * approves it; the accountant pays it by a transfer from the centre's cash box in the general
 * fund; the reward then shows paid, with the transfer and ledger entry in its history.
 */
test('a reward proposed, approved by someone else, paid by a transfer', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto('/reward-component');
  await expect(page.getByTestId('reward-row').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'اقتراح مكافأة' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'الطالب' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'السبب' }).fill('ح');
  await dialog.getByRole('combobox', { name: 'نوع القيمة' }).click();
  await page.getByRole('option', { name: 'مبلغ' }).click();
  await dialog.getByRole('textbox', { name: 'المبلغ' }).fill('12.34');
  // Too short a reason: the server's refusal under the field, nothing proposed.
  await dialog.getByRole('button', { name: 'اقتراح', exact: true }).click();
  await expect(dialog.getByText('اكتب السبب (ثلاثة أحرف على الأقل).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'السبب' }).fill('تفوق في حفظ سورة البقرة');
  await dialog.getByRole('button', { name: 'اقتراح', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // The new reward is first (newest first); its page shows it proposed, with no decision offered.
  const row = page.getByTestId('reward-row').first();
  await expect(row).toContainText('تفوق في حفظ سورة البقرة');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/reward-detail-component\?id=/);
  // The detail's own state chip (the list's chips are gone once it shows).
  const state = page.getByTestId('reward-detail').getByTestId('reward-state');
  await expect(state).toHaveText('مقترحة');
  await expect(page.getByRole('button', { name: 'اعتماد' })).toHaveCount(0);
  const detail = new URL(page.url());

  // The country manager approves it.
  await signIn(page, 'country@example.com', 'ar');
  await page.goto(detail.pathname + detail.search);
  await expect(state).toHaveText('مقترحة', { timeout: 20_000 });
  await page.getByRole('button', { name: 'اعتماد' }).click();
  await expect(state).toHaveText('معتمدة');

  // The accountant pays it from the centre's cash box, general fund.
  await signIn(page, 'accountant@example.com', 'ar');
  await page.goto('/reward-transfers-component');
  await expect(page.getByTestId('transfer-row').first()).toBeVisible({ timeout: 20_000 });
  const transfers = await page.getByTestId('transfer-row').count();
  await page.getByRole('button', { name: 'تحويل جديد' }).click();
  const pay = page.getByRole('dialog');
  await pay.getByRole('combobox', { name: 'المركز' }).click();
  await page.getByRole('option').first().click();
  const pick = pay.getByTestId('transfer-picker').getByRole('checkbox', { name: /12\.34/ });
  await expect(pick).toBeVisible({ timeout: 20_000 });
  await pick.check();
  await expect(pay.getByTestId('transfer-total')).toContainText('مكافأة واحدة');
  await expect(pay.getByTestId('transfer-total')).toContainText('12.34');
  await pay.getByRole('combobox', { name: 'الصندوق أو البنك' }).click();
  await page.getByRole('option').first().click();
  await pay.getByRole('combobox', { name: 'الصندوق المالي' }).click();
  await page.getByRole('option', { name: 'الصندوق العام' }).click();
  await pay.getByRole('button', { name: 'تحويل وترحيل' }).click();
  await expect(pay).toHaveCount(0);
  await expect(page.getByTestId('transfer-row')).toHaveCount(transfers + 1);

  await page.goto(detail.pathname + detail.search);
  await expect(state).toHaveText('مدفوعة', { timeout: 20_000 });
  await expect(page.getByTestId('reward-history')).toContainText('دُفعت');
  await expect(page.getByTestId('reward-history')).toContainText('RT-');
  // The refused proposal's 400 is expected; nothing else may fail.
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});
