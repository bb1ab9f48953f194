import { expect, test } from '../flows.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

const nextMonth = () => {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  return m.toISOString().slice(0, 7);
};

/**
 * The demo accountant of the first centre, in Arabic on a phone-sized screen, drafts next
 * month's payroll run of their centre and sees each payslip; the advance whose month was
 * skipped shows its plan and history. Whoever drafts a run may not approve it, so the demo
 * country manager opens the same run, approves and posts it (a second post changes nothing),
 * and downloads a payslip's PDF.
 */
test('a payroll run drafted, approved by someone else, posted, and a payslip printed', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const accountant = await signIn(page, 'accountant@example.com', 'ar');
  await page.goto('/user-selarys-component');
  await expect(page.getByTestId('run-row').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'مسير جديد' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'المركز' }).click();
  await page.getByRole('option').first().click();
  const month = dialog.getByRole('textbox', { name: 'الشهر', exact: true });
  // A text that is not a month is refused under the field, not dropped in silence.
  await month.fill('الشهر القادم');
  await month.press('Enter');
  await expect(dialog.getByText('«الشهر القادم» ليس شهرًا', { exact: false })).toBeVisible();
  await month.fill(nextMonth());
  await dialog.getByRole('button', { name: 'احسب المسير' }).click();

  // The new run opens as a draft with its payslips; its address opens it for the approver.
  await expect(page.getByText('مسودة').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('payslip-row').first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=/);
  const run = new URL(page.url());
  // Its drafter is told someone else approves it, and offered no approval.
  await expect(page.getByText('أعددت هذا المسير، فيعتمده شخص آخر.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'اعتماد المسير' })).toHaveCount(0);

  // An advance with a skipped month: its plan and the reason in its history.
  await page.goto('/advance-component');
  await page.getByTestId('advance-row').first().click();
  await expect(page.getByTestId('advance-plan')).toBeVisible();
  await expect(page.getByText('تأجيل قسط').first()).toBeVisible();
  await expect(page.getByText('طلب الموظف تأجيل القسط لظرف عائلي')).toBeVisible();

  // An advance granted with its amount typed on an Arabic keyboard is stored as 1,250.50.
  await page.goto('/advance-component');
  await page.getByRole('button', { name: 'منح سلفة' }).click();
  const grant = page.getByRole('dialog', { name: 'منح سلفة' });
  await grant.getByRole('combobox', { name: 'الموظف' }).click();
  await page.getByRole('option').first().click();
  await grant.getByRole('combobox', { name: 'نوع السلفة' }).click();
  await page.getByRole('option', { name: 'سلفة على الراتب' }).click();
  await grant.getByRole('textbox', { name: 'المبلغ' }).fill('١٢٥٠٫٥');
  await grant.getByRole('button', { name: 'منح', exact: true }).click();
  await expect(page).toHaveURL(/[?&]id=/);
  const advanceId = new URL(page.url()).searchParams.get('id')!;
  const granted = await page.request.get(`/api/advances/${advanceId}`, {
    headers: { authorization: `Bearer ${accountant}` },
  });
  expect(((await granted.json()) as { amount: number }).amount).toBe(125_050);

  // The country manager approves and posts the accountant's draft.
  await signIn(page, 'country@example.com', 'ar');
  await page.goto(run.pathname + run.search);
  await expect(page.getByText('مسودة').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'اعتماد المسير' }).click();
  await expect(page.getByText('معتمد').first()).toBeVisible();
  await page.getByRole('button', { name: 'ترحيل إلى الدفاتر' }).click();
  await expect(page.getByText('مُرحَّل').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ترحيل إلى الدفاتر' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page
    .getByTestId('payslip-row')
    .first()
    .getByRole('button', { name: /قسيمة راتب/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(errors, errors.join('\n')).toEqual([]);
});
