import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

interface Balances {
  funds: Array<{
    fund: { id: string; code: string };
    perCurrency: Array<{ currency: string; balance: number }>;
  }>;
}

/** What the general fund holds in a currency, organisation-wide. */
async function generalFund(request: APIRequestContext, token: string, currency: string) {
  const res = await request.get('/api/finance/balances', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Balances;
  const row = body.funds.find((f) => f.fund.code === 'GENERAL');
  return row?.perCurrency.find((c) => c.currency === currency)?.balance ?? 0;
}

/**
 * A visitor gives by bank transfer from the public site's /page/donate (server-rendered forms),
 * on a phone and signed out: chooses the type and the amount, fills the checkout and reads the
 * transfer reference; the demo accountant (accountant@example.com, scoped to the first centre,
 * where the demo bank of the general type is kept) confirms the transfer, the receipt is a PDF
 * and the fund's balance moved.
 */
test('a gift by transfer from /page/donate is confirmed, receipted and posted to its fund', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request);
  const types = await request.get('/api/public/donation-types');
  const general = (
    (await types.json()) as { items: Array<{ id: string; code: string; currency: string }> }
  ).items.find((t) => t.code === 'GENERAL')!;
  const before = await generalFund(request, token, general.currency);
  const name = `محسن ${Date.now().toString(36)}`;

  // 1. The visitor: a 390 px phone in Arabic, no sign-in, from the site's donate page.
  const visitor = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const form = await visitor.newPage();
  const formErrors = collectErrors(form);
  await form.goto('/page/donate?lang=ar');
  await expect(form.getByRole('heading', { level: 1, name: 'تبرّع' })).toBeVisible();
  await form.getByRole('radio', { name: /تبرع عام/ }).check();
  // Another amount, typed on an Arabic keyboard: Arabic-Indic digits, the Arabic decimal sign.
  await form.getByRole('radio', { name: 'مبلغ آخر' }).check();
  await form.getByRole('textbox', { name: /المبلغ الآخر/ }).fill('١٢٥٠٫٥');
  await form.getByRole('button', { name: 'متابعة' }).click();
  await expect(form.getByRole('heading', { level: 1, name: 'إتمام التبرع' })).toBeVisible();
  await expect(form.getByTestId('gift-summary')).toContainText('تبرع عام');
  await form.getByRole('textbox', { name: 'الاسم الكامل' }).fill(name);
  await form.getByRole('textbox', { name: 'رقم الجوال' }).fill('+90 532 765 43 21');
  // The consent to keep the data (the form also offers messages about the gift, left unticked).
  await form.getByRole('checkbox', { name: /أوافق على حفظ بياناتي/ }).check();
  // Nothing overflows the phone's width.
  expect(await form.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: 'تبرّع الآن' }).click();
  const reference = (await form.getByTestId('transfer-reference').textContent())!.trim();
  expect(reference).toMatch(/^QC-[A-Z0-9]{8}$/);
  await expect(form.getByTestId('transfer-iban')).not.toBeEmpty();
  expect(formErrors).toEqual([]);
  await visitor.close();

  // 2. The accountant of the bank's centre finds the pending transfer by its reference and
  // confirms it.
  const staff = await browser.newContext({ locale: 'ar' });
  const page = await staff.newPage();
  await signIn(page, 'accountant@example.com');
  await page.goto('/donation-payments-component');
  await page.getByRole('textbox', { name: 'بحث باسم المحسن' }).fill(reference);
  const row = page.getByTestId('payment-row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: 'تأكيد الاستلام' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'أُكّدت الدفعة' })).toBeVisible();

  // 3. The receipt opens as a PDF, and the general fund holds 1,250.50 more.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'الإيصال' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^RCPT-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await receipt.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await generalFund(request, token, general.currency)).toBe(before + 125_050);
  await staff.close();
});
