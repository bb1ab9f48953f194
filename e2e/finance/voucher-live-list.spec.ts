import { expect, test } from '../flows.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

interface VoucherItem {
  id: string;
  serial: string | null;
  kind: string;
}

/**
 * Two people on the vouchers list at once: the centre manager posts an approved voucher, and
 * the accountant's open list shows it posted without being reloaded (the server announces the
 * change; the list's query is refreshed by the realtime event).
 */
test("a voucher posted by the manager shows as posted on the accountant's open list", async ({
  browser,
}) => {
  const accountantSide = await browser.newContext({ locale: 'ar' });
  const a = await accountantSide.newPage();
  const aErrors = collectErrors(a);
  await signIn(a, 'accountant@example.com');

  const managerSide = await browser.newContext({ locale: 'ar' });
  const m = await managerSide.newPage();
  const mErrors = collectErrors(m);
  const mToken = await signIn(m, 'manager@example.com');
  const res = await m.request.get('/api/finance/vouchers?state=approved&pageSize=50', {
    headers: { authorization: `Bearer ${mToken}` },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: VoucherItem[] };
  const voucher = items.find((v) => v.kind === 'receipt' && v.serial)!;
  expect(voucher).toBeDefined();
  const serial = voucher.serial!;

  // 1. The accountant has the list open on that voucher: approved, not yet posted.
  await a.goto('/financial-operations-component');
  await a.getByRole('textbox', { name: 'بحث في السندات' }).fill(serial);
  const row = a.getByTestId('voucher-row').filter({ hasText: serial });
  await expect(row).toContainText('معتمد');
  // A mark on the page: a reload would wipe it.
  await a.evaluate(() => Object.assign(window, { keptOpen: true }));

  // 2. The manager opens it and posts it.
  await m.goto('/financial-operations-component');
  await m.getByRole('textbox', { name: 'بحث في السندات' }).fill(serial);
  await m
    .getByTestId('voucher-row')
    .filter({ hasText: serial })
    .getByTestId('voucher-open')
    .click();
  await m.getByRole('button', { name: 'ترحيل' }).click();
  await expect(m.getByTestId('voucher-detail')).toContainText('مُرحَّل');

  // 3. The accountant's list, untouched, shows it posted; the page was not reloaded.
  await expect(row).toContainText('مُرحَّل');
  expect(await a.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen)).toBe(true);
  expect(aErrors).toEqual([]);
  expect(mErrors).toEqual([]);
  await accountantSide.close();
  await managerSide.close();
});
