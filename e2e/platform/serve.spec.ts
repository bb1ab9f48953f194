import { expect, test } from '../flows.ts';

test.describe('one port serves web and API', () => {
  test('the API reports the database up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  test('unknown API paths answer a translated JSON 404, not the web app', async ({ request }) => {
    const res = await request.get('/api/does-not-exist', {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'errors.routeNotFound', message: 'There is no such address.' },
    });
  });

  test('the web app opens in Arabic, right to left', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('input').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('hashed assets are cached for a long time, index.html is not', async ({ request }) => {
    const index = await request.get('/some/client/route');
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()['cache-control']).toContain('immutable');
  });
});
