import { expect, test, type Page } from '../flows.ts';
import { collectErrors, openScreen, signIn } from '../shell/shell-helpers.ts';

/**
 * The results, certificates, anticipated tests, examiners and external requests screens open
 * in Arabic, English and French for an administrator: the route's title in the language, no
 * error state or script error, the demo data shown; then the dashboard's tests cards and the
 * student page's tests tab.
 */
const SCREENS: Array<[string, (page: Page) => Promise<void>]> = [
  ['/tests-results', (p) => expect(p.getByTestId('result-row').first()).toBeVisible()],
  ['/tests-results-all', (p) => expect(p.getByTestId('result-row').first()).toBeVisible()],
  ['/tests-maher-results', (p) => expect(p.getByRole('tab').first()).toBeVisible()],
  [
    '/tests-certificate-results',
    (p) => expect(p.getByTestId('certificate-row').first()).toBeVisible(),
  ],
  [
    '/anticipate-tests',
    (p) => expect(p.getByTestId('anticipated-row').first()).toBeVisible({ timeout: 30_000 }),
  ],
  ['/anticipate-tests-center', (p) => expect(p.getByRole('combobox').first()).toBeVisible()],
  ['/tester-component', (p) => expect(p.getByTestId('examiner-row').first()).toBeVisible()],
  [
    '/country-ext-test-request',
    (p) => expect(p.getByTestId('external-request').first()).toBeVisible(),
  ],
  ['/country-test-request-safra', (p) => expect(p.getByRole('combobox').first()).toBeVisible()],
];

let titles: Record<string, Record<string, string>>;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/get-i18n', { data: {} });
  titles = (await res.json()) as Record<string, Record<string, string>>;
});

for (const language of ['ar', 'en', 'fr'] as const) {
  test(`the results and certificates screens open in ${language}`, async ({ page }) => {
    test.slow();
    const errors = collectErrors(page);
    await signIn(page, 'admin@example.com', language);
    for (const [i, [path, shows]] of SCREENS.entries()) {
      await openScreen(page, path, i === 0);
      const title = titles[language]![`route.${path}`]!;
      await expect(page.getByText(title, { exact: true }).first(), path).toBeVisible({
        timeout: 20_000,
      });
      await shows(page);
      await expect(
        page.locator('[role="alert"]').filter({ hasText: /خطأ|error|erreur/i }),
      ).toHaveCount(0);
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });
}

test('the dashboard shows what waits for approval, and a student page its tests', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signIn(page, 'admin@example.com', 'ar');
  await page.goto('/');
  const approvals = page.getByTestId('dashboard-test-approvals');
  await expect(approvals.getByText('طلبات اختبار بانتظار موافقتك')).toBeVisible();
  await expect(approvals.getByRole('button').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-week-tests')).toBeVisible();

  // A student with a certificate: from the certificates list to their page's tests tab.
  await page.goto('/tests-certificate-results');
  const row = page.getByTestId('certificate-row').first();
  await expect(row).toBeVisible();
  const serial = (await row.locator('bdi').first().innerText()).trim();
  await page.goto(`/tests-results?status=all&q=`);
  const result = page
    .getByTestId('result-row')
    .filter({ hasText: serial })
    .getByRole('link')
    .first();
  await result.click();
  await page.getByRole('tab', { name: 'الاختبارات' }).click();
  await expect(page.getByTestId('student-test').first()).toBeVisible();
  await expect(page.getByTestId('student-certificate').filter({ hasText: serial })).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});
