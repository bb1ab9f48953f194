import { expect, test } from '@playwright/test';

/**
 * The not-found and "planned" pages and the public site's frame say what they should. That
 * every public route opens for a signed-out visitor without an error is the screen walk's
 * (e2e/screens/screen-walk.spec.ts).
 */
test('an unknown path shows the translated not-found page; a planned one says so', async ({
  page,
}) => {
  await page.goto('/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await page.goto('/page/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('غير متاحة بعد');
  await expect(page.getByText('«باقات الكفالة» مخطط لها وستتوفر في إصدار قادم.')).toBeVisible();
  await expect(page).toHaveTitle('باقات الكفالة | مراكز القرآن');
});

test('the brintk layout frames the public showcase pages', async ({ page }) => {
  await page.goto('/page/ourprojects');
  const siteNav = page.getByRole('navigation', { name: 'قائمة الموقع' });
  await expect(siteNav.getByRole('link', { name: 'مشاريعنا' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'تبرّع' })).toBeVisible();
  await page.goto('/page/home');
  await expect(page.getByRole('navigation', { name: 'قائمة الموقع' })).toHaveCount(0);
});
