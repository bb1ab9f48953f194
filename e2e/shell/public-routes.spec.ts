import { expect, test } from '@playwright/test';

/**
 * The not-found page and the public site's frame say what they should. That
 * every public route opens for a signed-out visitor without an error is the screen walk's
 * (e2e/screens/screen-walk.spec.ts).
 */
test('an unknown path shows the translated not-found page', async ({ page }) => {
  // Every route of the specification is built now; the "planned" page a route not yet built
  // shows is checked by the screen walk on any route still planned (screen-walk.spec.ts).
  await page.goto('/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
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
