/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers.ts';

test.describe('customizer preferences', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('choices apply at once and survive a reload', async ({ page }) => {
    // Calendar and digits are saved to the account too: an account no other test reads.
    await signIn(page, 'country@example.com');
    await page.goto('/');
    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('pref-theme-dark').click();
    await page.getByTestId('pref-skin-bordered').click();
    await page.getByTestId('pref-contentWidth-wide').click();
    await page.getByTestId('pref-footerType-hidden').click();
    await page.getByTestId('pref-digits-arab').click();

    const check = async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('body')).toHaveClass(/skin--bordered/);
      await expect(page.locator('footer')).toHaveCount(0);
      // Arabic-Indic digits on the dashboard's figures.
      await expect(page.getByTestId('figure-الطلاب')).toHaveText(/^[٠-٩٬]+$/);
    };
    await check();
    await page.reload();
    await check();

    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((k) => k.startsWith('quran-centres-'))
          .map((k) => [k, localStorage.getItem(k)]),
      ),
    );
    expect(stored).toMatchObject({
      'quran-centres-theme': '"dark"',
      'quran-centres-skin': '"bordered"',
      'quran-centres-content-width': '"wide"',
      'quran-centres-footer-type': '"hidden"',
      'quran-centres-digits': '"arab"',
    });
    // The theme is also a 30-day cookie.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'quran-centres-theme');
    expect(cookie?.value).toBe('dark');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
  });

  test('horizontal navigation turns a hidden navbar sticky', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('pref-navbarType-hidden').click();
    await expect(page.getByTestId('navbar')).toHaveCount(0);

    await page.getByTestId('pref-navigation-horizontal').click();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('pref-navbarType-sticky')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('pref-navbarType-hidden')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The horizontal menu: one button per module.
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await nav.getByRole('button', { name: 'الحلقات' }).click();
    await page.getByRole('menuitem', { name: 'يوم الحلقة' }).click();
    await expect(page).toHaveURL(/\/ring-day$/);

    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: 'القائمة الرئيسية' })
        .getByRole('button', { name: 'الحلقات' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('quran-centres-navbar-type'))).toBe(
      '"sticky"',
    );
  });
});
