/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { ROUTE_TABLE } from '../../packages/domain/src/platform/routes.ts';
import { apiToken, collectErrors, openScreen, shellReady } from './shell-helpers.ts';

/**
 * Every public route of routes.tsv (taken from the registry's table, never listed here) opens
 * for a signed-out visitor, stays where it is (no redirect to sign-in) and logs no error.
 * Routes with parameters get real values where the screen loads a record.
 */
test('every public route opens without a console error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const rings = (await (await request.get('/api/ring-day/rings', { headers: auth })).json()) as {
    items: Array<{ centreId: string }>;
  };
  const link = await request.post('/api/registration-links', {
    headers: auth,
    data: {
      centreId: rings.items[0]!.centreId,
      title: 'تسجيل الفصل الجديد',
      form: { fields: [{ name: 'phone', required: false }] },
    },
  });
  expect(link.status()).toBe(201);
  const linkId = ((await link.json()) as { id: string }).id;

  const sample: Record<string, string> = {
    '/registration-link/:id': `/registration-link/${linkId}`,
    '/:error(.*)': '/no/such/page',
  };
  const publicRoutes = ROUTE_TABLE.filter((r) => r.public);
  expect(publicRoutes.length).toBeGreaterThan(40);

  const errors = collectErrors(page);
  for (const [i, route] of publicRoutes.entries()) {
    const path = sample[route.path] ?? route.path.replace(/:[a-z]+/gi, '1');
    await test.step(path, async () => {
      errors.length = 0;
      // The first one starts the app as a visitor's first page does; the others open from it.
      await openScreen(page, path, i === 0);
      await shellReady(page);
      await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(errors, `${path}: ${errors.join('\n')}`).toEqual([]);
    });
  }
});

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
