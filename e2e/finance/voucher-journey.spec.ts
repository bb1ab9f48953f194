import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../flows.ts';
import { createFormat } from '@qc/domain';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

interface BoxBalance {
  box: { id: string; currency: string; name: { ar: string } };
  balance: number;
}

const today = () => new Date().toISOString().slice(0, 10);

async function firstBox(page: Page, token: string): Promise<BoxBalance> {
  const res = await page.request.get('/api/finance/balances', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { boxes } = (await res.json()) as { boxes: BoxBalance[] };
  return boxes.find((b) => b.box.name.ar.startsWith('صندوق'))!;
}

/**
 * A centre accountant drafts a receipt; the centre manager approves and posts it; the box's
 * balance and its statement show it, and the voucher's PDF opens.
 */
test('a receipt drafted by the accountant, approved and posted by the manager', async ({
  browser,
}) => {
  const memo = `تبرع لحلقة الفجر ${Date.now().toString(36)}`;

  // 1. The accountant of the first centre drafts it, on a phone, in Arabic.
  const phone = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const a = await phone.newPage();
  const aErrors = collectErrors(a);
  const aToken = await signIn(a, 'accountant@example.com');
  const box = await firstBox(a, aToken);
  await a.goto('/financial-operations-component');
  await a.getByRole('button', { name: 'سند جديد' }).click();
  const form = a.getByRole('dialog', { name: 'سند جديد' });
  // Saving it empty is refused with the fields' messages; nothing is drafted.
  await form.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(form.getByText('مطلوب').first()).toBeVisible();
  await form.getByRole('combobox', { name: 'الصندوق' }).first().click();
  await a.getByRole('option', { name: box.box.name.ar }).click();
  await form.getByRole('combobox', { name: 'البند' }).click();
  await a.getByRole('option', { name: '4100 تبرعات عامة' }).click();
  await form.getByRole('combobox', { name: 'الصندوق المالي' }).click();
  await a.getByRole('option', { name: 'الصندوق العام' }).click();
  // Typed on an Arabic keyboard: Arabic-Indic digits and the Arabic decimal separator.
  await form.getByRole('textbox', { name: /المبلغ/ }).fill('١٢٥٠٫٥');
  await form.getByRole('textbox', { name: 'الطرف الآخر' }).fill('أبو عبد الله');
  await form.getByRole('textbox', { name: 'البيان' }).fill(memo);
  await form.getByRole('button', { name: 'حفظ المسودة' }).click();
  const drafted = a.getByTestId('voucher-detail');
  await expect(drafted).toContainText('مسودة');
  await expect(drafted).toContainText(memo);
  // Whoever drafts may not approve.
  await expect(a.getByRole('button', { name: 'اعتماد' })).toHaveCount(0);
  expect(aErrors).toEqual([]);
  await phone.close();

  // 2. The manager finds it, approves it and posts it.
  const desk = await browser.newContext({ locale: 'ar' });
  const m = await desk.newPage();
  const mErrors = collectErrors(m);
  const mToken = await signIn(m, 'manager@example.com');
  await m.goto('/financial-operations-component');
  await m.getByRole('textbox', { name: 'بحث في السندات' }).fill(memo);
  const row = m.getByTestId('voucher-row').filter({ hasText: memo });
  await expect(row).toHaveCount(1);
  await row.getByTestId('voucher-open').click();
  const detail = m.getByTestId('voucher-detail');
  await m.getByRole('button', { name: 'اعتماد' }).click();
  await expect(detail).toContainText('معتمد');
  await m.getByRole('button', { name: 'ترحيل' }).click();
  await expect(detail).toContainText('مُرحَّل');

  // 3. The voucher's PDF opens.
  const download = m.waitForEvent('download');
  await m.getByRole('button', { name: 'طباعة السند' }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await m.getByRole('button', { name: 'تم' }).click();

  // 4. The box's balance shows it, and so does its statement of today.
  // As the screens write money (`useMoney`): Arabic with the user's digits, Latin by default.
  const { currency } = box.box;
  // The one formatter of every screen, as a user with the default preferences (Latin digits).
  const expected = createFormat({ locale: 'ar', digits: 'latn' }).money(
    box.balance + 125_050,
    currency,
  );
  await m.goto('/finance-balances-component');
  const card = m.getByTestId('box-balance').filter({ hasText: box.box.name.ar });
  await expect(card).toContainText(expected);
  await m.goto(`/financial-table-component?account=${box.box.id}&from=${today()}&to=${today()}`);
  await expect(m.getByTestId('statement-line').filter({ hasText: memo })).toContainText(expected);
  // The selector says what its empty state asks for: an account (it read "item").
  await expect(m.getByRole('combobox', { name: 'الحساب' })).toBeVisible();
  expect((await firstBox(m, mToken)).balance).toBe(box.balance + 125_050);
  expect(mErrors).toEqual([]);
  await desk.close();
});
