import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openScreen } from '../shell/shell-helpers.ts';
import { ADMIN, apiToken, bearer, shot, signInAs } from './identity-helpers.ts';

/**
 * Every sign-in page (card and split looks), the account pages and the administration
 * screens, in Arabic and English on a 360 px phone and a desktop, and in French (the longest
 * words) on the phone: each shows its heading,
 * never scrolls sideways, has no serious accessibility fault, and is photographed for people
 * to look at when SHOTS_DIR is set (`$SHOTS_DIR/identity/`).
 */

const AUTH_PAGES = [
  '/login-in',
  '/login-app',
  '/authentication/login-v1',
  '/authentication/login-v2',
  '/authentication/register-v1',
  '/authentication/register-v2',
  '/authentication/register-multi-steps',
  '/authentication/forgot-password-v1',
  '/authentication/forgot-password-v2',
  '/authentication/reset-password-v1?token=0123456789abcdef',
  '/authentication/reset-password-v2?token=0123456789abcdef',
  '/authentication/verify-email-v1?email=amina%40example.org&sent=1',
  '/authentication/verify-email-v2',
  '/authentication/two-steps-v1',
  '/authentication/two-steps-v2',
];

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

const slug = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

async function setLanguage(page: Page, language: string) {
  await page.evaluate((l) => localStorage.setItem('language', l), language);
}

/**
 * The page has its heading, fits the screen's width, and (when asked) passes axe's serious
 * and critical checks. Rows of the role matrix after the first few repeat the same markup and
 * are left out of axe, which would otherwise take most of the run on them.
 */
async function check(page: Page, where: string, axe: boolean) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#initial-loader')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!axe) return;
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="permission-matrix"] tbody tr:nth-child(n+4)')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

for (const language of ['ar', 'en', 'fr'] as const) {
  for (const viewport of language === 'fr' ? [VIEWPORTS[0]] : VIEWPORTS) {
    test(`sign-in pages, ${language}, ${viewport.name}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await page.goto('/authentication/login-v1');
      await setLanguage(page, language);
      for (const [i, path] of AUTH_PAGES.entries()) {
        await openScreen(page, path, i === 0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // axe once per page (Arabic, desktop): what it checks does not depend on the language.
        await check(
          page,
          `${language} ${viewport.name} ${path}`,
          language === 'ar' && viewport.name === 'desktop',
        );
        await shot(page, `auth-${language}-${viewport.name}-${slug(path)}`);
      }
    });
  }
}

const ACCOUNT_PAGES = [
  '/account-settings/account',
  '/account-settings/security',
  '/account-settings/preferences',
  '/profile-component',
  '/account-component',
];

const USERS_PAGES = ['/users-component', '/users/user-table', '/users/AddUser', '/users/:id'];

const ACCESS_PAGES = [
  '/roles',
  '/mobile-user-accept-component',
  '/partnership-users-component',
  '/audit-log',
  '/outbox',
];

const SCREEN_RUNS = [
  { language: 'ar', viewport: VIEWPORTS[1], axe: true },
  { language: 'ar', viewport: VIEWPORTS[0], axe: false },
  { language: 'en', viewport: VIEWPORTS[1], axe: false },
  { language: 'fr', viewport: VIEWPORTS[0], axe: false },
] as const;

for (const [group, paths] of [
  ['account', ACCOUNT_PAGES],
  ['users', USERS_PAGES],
  ['access', ACCESS_PAGES],
] as const) {
  for (const run of SCREEN_RUNS) {
    test(`${group} screens, ${run.language}, ${run.viewport.name}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const admin = await apiToken(request);
      const manager = (
        (await (
          await request.get('/api/users?search=manager', { headers: bearer(admin) })
        ).json()) as { items: Array<{ id: string }> }
      ).items[0]!;
      await signInAs(page, ADMIN, undefined, run.language);
      await page.setViewportSize(run.viewport);
      for (const [i, path] of paths.entries()) {
        await openScreen(page, path.replace(':id', manager.id), i === 0);
        await check(page, `${run.language} ${run.viewport.name} ${path}`, run.axe);
        await shot(page, `${group}-${run.language}-${run.viewport.name}-${slug(path)}`);
      }
    });
  }
}
