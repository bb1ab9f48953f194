/// <reference lib="dom" />
import { expect, test } from '../flows.ts';
import { signIn } from './shell-helpers.ts';

const unavailable = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({
    error: { code: 'errors.unavailable', message: 'الخدمة غير متاحة مؤقتًا.' },
  }),
};

test.describe('REST client retry rules in the browser', () => {
  test('a GET answered 503 is retried once, then the error is shown translated', async ({
    page,
  }) => {
    await signIn(page);
    let calls = 0;
    await page.route('**/api/dashboard/summary', async (route) => {
      calls++;
      await route.fulfill(unavailable);
    });
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('الخدمة غير متاحة مؤقتًا.');
    expect(calls).toBe(2);
  });

  test('a GET that fails once and then succeeds shows the data', async ({ page }) => {
    await signIn(page);
    let calls = 0;
    await page.route('**/api/dashboard/summary', async (route) => {
      calls++;
      if (calls === 1) await route.fulfill(unavailable);
      else await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('figure-الطلاب')).toHaveText(/[0-9٠-٩]/);
    expect(calls).toBe(2);
  });

  test('a POST answered 503 is not retried', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/auth/login', async (route) => {
      calls++;
      await route.fulfill(unavailable);
    });
    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني أو الهاتف').fill('admin@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('الخدمة غير متاحة مؤقتًا.');
    expect(calls).toBe(1);
  });
});
