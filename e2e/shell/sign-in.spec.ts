/// <reference lib="dom" />
import { expect, test } from '../flows.ts';
import { signIn } from './shell-helpers.ts';

test.describe('signing in', () => {
  test('a non-public route sends a signed-out visitor to sign-in, and back after', async ({
    page,
  }) => {
    await page.goto('/ring-time-all?view=week#slots');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/ring-time-all?view=week#slots');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى حسابك' })).toBeVisible();

    await page.getByLabel('البريد الإلكتروني أو الهاتف').fill('admin@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

    await expect(page).toHaveURL(/\/ring-time-all\?view=week#slots$/);
    await expect(page.getByRole('navigation', { name: 'أنت هنا' })).toContainText('مواعيد الحلقات');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('wrong credentials show the server message in Arabic and change nothing', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();

    await page.getByLabel('البريد الإلكتروني أو الهاتف').fill('nobody@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    const alert = page.getByTestId('login-error');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText(/identity\.|error/i);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('signing out ends the session and protects the pages again', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login$/);
    // The sign-in page is the server's: the app's route reloads it, so the heading (the server's
    // page) is what says the navigation is over.
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى حسابك' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/second-page');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsecond-page$/);
  });
});

test.describe('the menu follows permissions', () => {
  test('a teacher sees the rings screens they may use, not the students administration', async ({
    page,
  }) => {
    await signIn(page, 'teacher@example.com');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await nav.getByRole('button', { name: 'الحلقات' }).click();
    await expect(nav.getByRole('link', { name: 'يوم الحلقة' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'نقل الطلاب بين الحلقات' })).toHaveCount(0);
    // Their students' pages are theirs to read; the students administration is not.
    await nav.getByRole('button', { name: 'الطلاب' }).click();
    await expect(nav.getByRole('link', { name: 'طلاب المركز' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'التسجيلات الإلكترونية' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'استيراد وتصدير إكسل' })).toHaveCount(0);

    // Typing the address is no way round: the screen is refused (the API refuses it too).
    await page.goto('/ring-transfer');
    await expect(page.getByRole('heading', { name: 'غير مسموح' })).toBeVisible();
  });

  test('an administrator sees the students administration', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await nav.getByRole('button', { name: 'الطلاب' }).click();
    const link = nav.getByRole('link', { name: 'التسجيلات الإلكترونية' });
    await expect(link).toBeVisible();
    // The link is the group's last, below the menu's fold: scrolled to once the group has
    // opened, as a reader would. Clicked while the group was still opening (the menu's height
    // growing under the scroll), the click once fell on no link and nothing opened (CI, twice:
    // the page stayed at / with "تقرير طلاب الدولة" under the pointer).
    // Scrolled again until whole in view: a scroll made while the group opens stops short.
    await expect(async () => {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1, timeout: 300 });
    }).toPass();
    await link.click();
    await expect(page).toHaveURL(/\/student-registrations-online$/);
    await expect(page).toHaveTitle('التسجيلات الإلكترونية | مراكز القرآن');
  });
});
