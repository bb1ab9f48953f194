/// <reference lib="dom" />
import { expect, test, type Page } from '../flows.ts';
import { signIn } from './shell-helpers.ts';

const CODES: Record<string, string> = { العربية: 'ar', English: 'en', Français: 'fr' };

/** Public pages show the three languages as buttons; the admin layout has a menu. */
async function chooseLanguage(page: Page, label: string) {
  const direct = page.getByTestId(`language-${CODES[label]}`);
  await expect(direct.or(page.getByTestId('language-switcher')).first()).toBeVisible();
  if ((await direct.count()) > 0) {
    await direct.click();
    await expect(direct).toHaveAttribute('aria-pressed', 'true');
    return;
  }
  await page.getByTestId('language-switcher').first().click();
  await page.getByRole('menuitem', { name: label }).click();
}

test.describe('three languages, Arabic first', () => {
  test('the language switch flips direction without a reload', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await chooseLanguage(page, 'English');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    // The MUI direction and the style cache follow: the password field's eye sits on the right.
    const field = await page.getByLabel('Password', { exact: true }).boundingBox();
    const eye = await page.getByRole('button', { name: 'Show password' }).boundingBox();
    expect(eye!.x).toBeGreaterThan(field!.x + field!.width / 2);

    await chooseLanguage(page, 'Français');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Connexion à votre compte' })).toBeVisible();

    await chooseLanguage(page, 'العربية');
    await expect(html).toHaveAttribute('dir', 'rtl');
    const eyeRtl = await page.getByRole('button', { name: 'إظهار كلمة المرور' }).boundingBox();
    const fieldRtl = await page.getByLabel('كلمة المرور', { exact: true }).boundingBox();
    expect(eyeRtl!.x).toBeLessThan(fieldRtl!.x + fieldRtl!.width / 2);

    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  });

  test('the chosen language is kept, with the messages cached under "messages"', async ({
    page,
  }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'English');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    // The sign-in page is the server's; the app, which keeps the catalogue, opens in the
    // language chosen there.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('messages') ?? '{}'));
    expect(Object.keys(cached).sort()).toEqual(['ar', 'en', 'fr']);
    expect(cached.fr['shell.login.submit']).toBe('Se connecter');
  });

  test('the menu moves to the other side with the direction', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'ar');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const rtl = await nav.boundingBox();
    expect(rtl!.x).toBeGreaterThan(700);
    await chooseLanguage(page, 'English');
    const ltrNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(ltrNav).toBeVisible();
    const ltr = await ltrNav.boundingBox();
    expect(ltr!.x).toBeLessThan(100);
  });
});
