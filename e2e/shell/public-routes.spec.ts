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
  // A public route not built yet (job applications belong to the jobs module).
  await page.goto('/job-registration-link/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('غير متاحة بعد');
  await expect(page.getByText('«التقدم لوظيفة» مخطط لها وستتوفر في إصدار قادم.')).toBeVisible();
  await expect(page).toHaveTitle('التقدم لوظيفة | مراكز القرآن');
});

test('the brintk layout frames the public showcase pages', async ({ page }) => {
  // The public site is rendered by the server (docs/public-site.md); the showcase pages use
  // the brintk frame, the others the blank one, both with the site's navigation.
  await page.goto('/page/ourprojects');
  await expect(page.locator('body')).toHaveClass('layout-brintk');
  const siteNav = page.getByRole('navigation', { name: 'قائمة الموقع' });
  await expect(siteNav.getByRole('link', { name: 'مشاريعنا' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(siteNav.getByRole('link', { name: 'تبرّع' })).toBeVisible();
  await page.goto('/page/home');
  await expect(page.locator('body')).toHaveClass('layout-blank');
});
