import { expect, test, type Page } from '@playwright/test';
import { collectErrors, openScreen, signIn } from '../shell/shell-helpers.ts';

/**
 * Every screen of the organisation module, served by the generic pages, in Arabic, English
 * and French: the list (with its records), a record's page with its audit trail, the form with
 * its sections; the organisation settings page; and the lists on a 390 px phone. With
 * SHOTS_DIR set, screenshots of each Arabic screen are written there for a human to look at.
 */

type Screen = { route: string; resource: string; singleton?: boolean; browse?: boolean };

const SCREENS: Screen[] = [
  { route: '/project-component', resource: 'projects' },
  { route: '/center-component', resource: 'centres' },
  { route: '/center-employees-component', resource: 'centre-employees' },
  { route: '/admin-book-component', resource: 'books' },
  { route: '/admin-special-case-component', resource: 'special-case-types' },
  { route: '/admin-star-type', resource: 'star-types' },
  { route: '/admin-holiday-hour-component', resource: 'holidays' },
  { route: '/admin-documentation-component', resource: 'documents' },
  { route: '/documentations-component', resource: 'documents', browse: true },
  { route: '/country-setting-component', resource: 'country-settings' },
  { route: '/cpanel-component', resource: 'organisation-settings', singleton: true },
];

const SHOTS = process.env.SHOTS_DIR;
type Catalogue = Record<'ar' | 'en' | 'fr', Record<string, string>>;
let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/get-i18n');
  expect(res.ok()).toBe(true);
  catalogue = (await res.json()) as Catalogue;
});

async function open(page: Page, path: string, first: boolean) {
  await openScreen(page, path, first);
  await expect(page.locator('#initial-loader')).toHaveCount(0);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const lang of ['ar', 'en', 'fr'] as const) {
  test(`every organisation screen works in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    const text = (key: string) => {
      const value = catalogue[lang][key];
      expect(value, key).toBeTruthy();
      return value!;
    };
    await signIn(page, 'admin@example.com', lang);
    for (const [i, screen] of SCREENS.entries()) {
      const slug = screen.route.slice(1);
      await open(page, screen.route, i === 0);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const title = text(`resources.${screen.resource}.title`);
      await expect(page.getByRole('heading', { level: 1, name: title }), screen.route).toBeVisible({
        timeout: 30_000,
      });

      if (screen.singleton) {
        const view = page.getByTestId('resource-singleton');
        await expect(view).toHaveAttribute('data-resource', screen.resource);
        await expect(page.getByTestId('history')).toBeVisible();
        if (lang === 'ar') await shot(page, `${slug}-ar`);
        await page.getByTestId('record-edit').click();
        await expect(page.getByTestId('resource-form')).toBeVisible();
        await expect(page.getByTestId('resource-form').getByRole('heading').first()).toBeVisible();
        if (lang === 'ar') await shot(page, `${slug}-form-ar`);
        continue;
      }

      const list = page.getByTestId('resource-list');
      await expect(list).toHaveAttribute('data-resource', screen.resource);
      await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
      const rows = page.locator('[role="row"][data-rowindex]');
      await expect(rows.first(), `${screen.route} lists the demo records`).toBeVisible();
      // The grid's headers are the definition's labels in the language.
      await expect(
        page.locator('[role="columnheader"]:not([data-field="__check__"])').first(),
      ).not.toHaveText('');
      if (lang === 'ar') await shot(page, `${slug}-ar`);

      // A record's page, with its audit trail.
      await rows.first().click();
      await expect(page.getByTestId('resource-detail')).toBeVisible();
      await expect(page.getByTestId('history')).toBeVisible();
      await expect(page.getByTestId('record-title')).not.toHaveText('');
      if (lang === 'ar' && !screen.browse) await shot(page, `${slug}-detail-ar`);
      // The reading list opens the same record page (editing there follows the user's rights).
      if (screen.browse) continue;

      // The form, by sections, from the record's page.
      await page.getByTestId('record-edit').click();
      const form = page.getByTestId('resource-form');
      await expect(form).toBeVisible();
      await expect(form.getByRole('heading', { level: 2 }).first()).toBeVisible();
      if (lang === 'ar') await shot(page, `${slug}-form-ar`);
    }
    expect(errors).toEqual([]);
  });
}

test('on a 390 px phone every organisation list is a column of cards that fits', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ar',
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, 'admin@example.com', 'ar');
  for (const [i, screen] of SCREENS.entries()) {
    await open(page, screen.route, i === 0);
    if (screen.singleton) {
      await expect(page.getByTestId('resource-singleton')).toBeVisible({ timeout: 30_000 });
    } else {
      await expect(page.getByTestId('record-card').first(), screen.route).toBeVisible({
        timeout: 30_000,
      });
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${screen.route} scrolls sideways`).toBeLessThanOrEqual(1);
    await shot(page, `${screen.route.slice(1)}-phone-ar`);
  }
  expect(errors).toEqual([]);
  await context.close();
});
