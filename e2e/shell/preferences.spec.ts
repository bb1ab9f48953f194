/// <reference lib="dom" />
import { expect, test, type Locator } from '../flows.ts';
import { shellReady, signIn } from './shell-helpers.ts';

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
    await expect(page).toHaveURL(/\/ring-day(\?|$)/);

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
  test('layout choices: blur, static navbar, semi-dark and collapsed menu, widths, footer, system theme', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/');
    await shellReady(page);
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const header = page.locator('header').filter({ has: page.getByTestId('navbar') });
    const style = (locator: Locator, property: string) =>
      locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    /** Relative luminance (0 black .. 1 white) of the menu's drawer surface. */
    const navLightness = () =>
      nav.evaluate((el) => {
        const paper = el.closest('.MuiDrawer-paper') ?? el;
        const [r, g, b] = (getComputedStyle(paper).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      });

    // Defaults of section 9: sticky navbar with blur, boxed content, static footer, light menu.
    await expect.poll(() => style(header, 'position')).toBe('sticky');
    await expect.poll(() => style(page.getByTestId('navbar'), 'backdrop-filter')).toContain('blur');
    await expect.poll(() => style(page.locator('main'), 'max-width')).toBe('1440px');
    await expect.poll(() => style(page.locator('footer'), 'position')).toBe('static');
    expect(await navLightness()).toBeGreaterThan(0.9);
    expect((await nav.boundingBox())!.width).toBeGreaterThan(200);

    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('pref-navbarBlur').click();
    await page.getByTestId('pref-navbarType-static').click();
    await page.getByTestId('pref-semiDarkNav').click();
    await page.getByTestId('pref-navCollapsed').click();
    await page.getByTestId('pref-contentWidth-wide').click();
    await page.getByTestId('pref-footerType-sticky').click();
    await page.keyboard.press('Escape');
    await page.mouse.move(700, 450);

    const check = async () => {
      await expect.poll(() => style(header, 'position')).toBe('static');
      await expect
        .poll(() => style(page.getByTestId('navbar'), 'backdrop-filter'))
        .not.toContain('blur');
      await expect.poll(() => style(page.locator('main'), 'max-width')).toBe('none');
      await expect.poll(() => style(page.locator('footer'), 'position')).toBe('sticky');
      // Semi-dark: the menu keeps a dark surface while the page stays light.
      await expect.poll(navLightness).toBeLessThan(0.3);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Collapsed: only the icons' width is left.
      await expect.poll(async () => (await nav.boundingBox())!.width).toBeLessThan(100);
    };
    await check();
    await page.reload();
    await shellReady(page);
    await check();

    // System follows the device colour scheme, live.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('pref-theme-system').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('quran-centres-theme'))).toBe('"system"');

    await page.getByTestId('pref-reset').click();
    await expect.poll(() => style(header, 'position')).toBe('sticky');
  });

  test('below 1280 px the menu is an overlay opened from the navbar', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1279, height: 800 });
    await page.goto('/');
    await shellReady(page);
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav).toBeHidden();
    await page.getByTestId('nav-open').click();
    await expect(nav).toBeVisible();
    // The overlay covers the page rather than pushing it.
    const main = (await page.locator('main').boundingBox())!;
    expect(main.width).toBeGreaterThan(1100);
    await nav.getByRole('button', { name: 'الحلقات' }).click();
    await nav.getByRole('link', { name: 'يوم الحلقة' }).click();
    await expect(page).toHaveURL(/\/ring-day(\?|$)/);
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('nav-open')).toHaveCount(0);
    await expect(nav).toBeVisible();
  });
});
