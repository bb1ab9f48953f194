/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { shellReady, signIn } from './shell-helpers.ts';

/**
 * What the screen walk (e2e/screens/screen-walk.spec.ts) does not open: the customizer's
 * dialog, and the shell's pages in the dark theme, in Arabic and English. Every screen's axe
 * check in the light theme is the walk's.
 */
for (const language of ['ar', 'en'] as const) {
  test(`no serious accessibility violations in the customizer and the dark theme (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1400, height: 900 });
    const found: string[] = [];

    await signIn(page, 'admin@example.com', language);
    await page.goto('/');
    await shellReady(page);
    const students = language === 'ar' ? 'الطلاب' : 'Students';
    await expect(page.getByTestId(`figure-${students}`)).toHaveText(/[0-9٠-٩]/);

    await page.getByTestId('customizer-toggle').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The toggle's tooltip fades in under the pointer; axe would read it half-transparent.
    await page.mouse.move(700, 450);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    found.push(...(await seriousViolations(page, 'customizer')));
    await page.getByTestId('pref-theme-dark').click();
    await page.keyboard.press('Escape');

    // The shell's own pages in the dark theme: a content page and the not-found page.
    await page.goto('/second-page');
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    found.push(...(await seriousViolations(page, 'content page, dark')));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page, 'not found, dark')));

    expect(found).toEqual([]);
  });
}

/**
 * The check every screen of the walk passes through reports what axe finds: a planted image
 * without a text alternative and a button without a name are named, twice in one running app
 * (the second time axe is already loaded), and nothing is reported inside an excluded part.
 */
test('the accessibility check names planted faults, and skips excluded parts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page, 'not found')).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.id = 'planted';
    planted.innerHTML = '<img src="/favicon.ico"><button type="button"></button>';
    document.querySelector('#main-content, body')!.append(planted);
  });
  const found = await seriousViolations(page, 'planted');
  expect(found.some((line) => line.startsWith('planted: image-alt (critical)'))).toBe(true);
  expect(found.some((line) => line.startsWith('planted: button-name (critical)'))).toBe(true);
  expect(await seriousViolations(page, 'excluded', { exclude: ['#planted'] })).toEqual([]);
});
