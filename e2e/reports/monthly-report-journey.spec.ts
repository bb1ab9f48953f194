import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/** `YYYY-MM`, `back` months before now (UTC). */
const monthsAgo = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
};

/**
 * A centre's monthly report from draft to the quarter's general report, in Arabic on a phone:
 * the demo centre manager opens last month's report, sees its figures, writes the narrative
 * and submits; the country manager returns it with a reason; the manager corrects it and
 * submits again; the country manager approves it; the general report of the quarter takes the
 * centre's month from the approved report.
 */
test('a monthly report submitted, returned, corrected, approved and in the quarter', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const month = monthsAgo(1);
  const token = await apiToken(page.request, 'manager@example.com');
  const list = await page.request.get(`/api/monthly-reports?month=${month}&level=centre`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  const report = ((await list.json()) as { items: Array<{ id: string; centreId: string }> })
    .items[0]!;
  const url = `/center-report-component?id=${report.id}`;

  // The manager sees the month's live figures, writes the narrative and submits.
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(url);
  const state = page.getByTestId('report-state').first();
  await expect(state).toHaveText('مسودة', { timeout: 60_000 });
  await expect(page.getByText('أرقام حية من السجلات، تُثبَّت عند الرفع.')).toBeVisible();
  await expect(
    page.getByTestId('figure-card-students.active').getByTestId('figure-value'),
  ).toHaveText(/\d/);
  await page.getByRole('textbox', { name: 'المشكلات' }).fill('غياب بعض الطلاب أيام الأمطار');
  await page.getByRole('textbox', { name: 'الاحتياجات' }).fill('مدفأة للقاعة الكبرى');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('حُفظ.')).toBeVisible();
  await page.getByTestId('report-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'رفع التقرير' }).click();
  await expect(state).toHaveText('مرفوع');
  await expect(page.getByText('أرقام مثبّتة كما كانت عند الرفع:')).toBeVisible();

  // The country manager returns it with a reason.
  await signIn(page, 'country@example.com', 'ar');
  await page.goto(url);
  await expect(state).toHaveText('مرفوع', { timeout: 60_000 });
  await page.getByTestId('report-return').click();
  const ask = page.getByRole('dialog');
  await ask.getByRole('textbox').fill('أضف عدد الطلاب الخاتمين هذا الشهر');
  await ask.getByRole('button', { name: 'إعادة للتصحيح' }).click();
  await expect(state).toHaveText('مُعاد للتصحيح');

  // The manager reads the reason, corrects and submits again.
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(url);
  await expect(page.getByTestId('return-reason')).toContainText('أضف عدد الطلاب الخاتمين', {
    timeout: 20_000,
  });
  await page
    .getByRole('textbox', { name: 'الإنجازات' })
    .fill('ختم ثلاثة طلاب جزء عمّ، وختم طالب القرآن كاملًا');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('حُفظ.')).toBeVisible();
  await page.getByTestId('report-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'رفع التقرير' }).click();
  await expect(state).toHaveText('مرفوع');
  // Their own report offers them no decision.
  await expect(page.getByTestId('report-approve')).toHaveCount(0);

  // The country manager approves it: locked.
  await signIn(page, 'country@example.com', 'ar');
  await page.goto(url);
  await expect(state).toHaveText('مرفوع', { timeout: 60_000 });
  await page.getByTestId('report-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'اعتماد', exact: true }).click();
  await expect(state).toHaveText('معتمد');
  await expect(page.getByTestId('narrative-achievements')).toContainText('ختم طالب القرآن كاملًا');
  await expect(page.getByTestId('report-reopen')).toBeVisible();

  // The quarter's general report takes the centre's month from the approved report.
  const [y, m] = month.split('-').map(Number) as [number, number];
  const q0 = Math.floor((m - 1) / 3) * 3 + 1;
  const from = `${y}-${String(q0).padStart(2, '0')}`;
  const to = `${y}-${String(q0 + 2).padStart(2, '0')}`;
  await page.goto(`/month-to-general-report-component?from=${from}&to=${to}`);
  const row = page.getByTestId('general-input').filter({ hasText: /./ }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const cellIndex = m - q0 + 1;
  const mine = page
    .getByTestId('general-input')
    .filter({ has: page.locator(`a[href*="${report.id}"]`) });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('td').nth(cellIndex - 1)).toContainText('مستخدم');
  await page.goto(`/general-report-component?from=${from}&to=${to}`);
  await expect(page.getByTestId('general-students.active')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByTestId('source-mixed').or(page.getByTestId('source-approved')).first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
