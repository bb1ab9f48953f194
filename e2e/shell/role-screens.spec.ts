/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { permits } from '../../packages/domain/src/identity/permissions.ts';
import { collectAppRoutes } from '../../scripts/app-routes.ts';
import { apiToken, openScreen, shellReady } from './shell-helpers.ts';

/**
 * Every screen a role may open works for that role. The screen walk goes as the administrator,
 * who may do everything; here a teacher, an accountant, a supervisor and a human resources
 * officer each open every signed-in screen without parameters that their permissions let them
 * open (as their menu does), and each must show its level-1 heading with no error state and no
 * API call refused or failed. A screen that asks, for one of its filters, for a list its user
 * may not read (a teacher and the centres, an HR officer and the roles) shows a broken picker
 * and a refused call: a scan found 27 such.
 * Nothing here changes data, so it runs beside the walk on the shared server.
 */

const { routes } = await collectAppRoutes();

for (const email of [
  'teacher@example.com',
  'accountant@example.com',
  'supervisor@example.com',
  'hr@example.com',
]) {
  test(`every screen ${email.split('@')[0]!} may open works for them`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await apiToken(request, email);
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.ok()).toBe(true);
    const { permissions } = (await me.json()) as { permissions: string[] };
    const theirs = routes.filter(
      (r) =>
        r.status === 'implemented' &&
        !r.public &&
        !r.path.includes(':') &&
        (r.permissions.length === 0 || r.permissions.some((p) => permits(permissions, p))),
    );
    expect(theirs.length, `${email} opens screens`).toBeGreaterThan(10);

    const context = await browser.newContext({
      locale: 'ar',
      viewport: { width: 1280, height: 860 },
    });
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t);
      localStorage.setItem('language', 'ar');
    }, token);
    const page = await context.newPage();
    const problems: string[] = [];
    let inFlight = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/')) inFlight++;
    });
    const settled = (r: { url(): string }) => {
      if (r.url().includes('/api/')) inFlight--;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', (r) => {
      settled(r);
      const why = r.failure()?.errorText ?? '';
      // Leaving a screen cancels its requests still under way: not a failure.
      if (r.url().includes('/api/') && !why.includes('ERR_ABORTED'))
        problems.push(`${page.url()}: ${r.url()} ${why}`);
    });
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400)
        problems.push(`${page.url()}: ${r.request().method()} ${r.url()} ${r.status()}`);
    });

    for (const [i, route] of theirs.entries()) {
      await test.step(route.path, async () => {
        await openScreen(page, route.path, i === 0);
        await shellReady(page);
        await expect(
          page.locator('#main-content').getByRole('heading', { level: 1 }).first(),
          `${email} ${route.path} has its heading`,
        ).toBeVisible({ timeout: 20_000 });
        // The screen's calls have come back (each one is checked as it answers).
        await expect.poll(() => inFlight, { message: `${route.path}: calls answered` }).toBe(0);
        await expect(page.getByTestId('error-state')).toHaveCount(0);
        expect(problems, `${email} ${route.path}:\n${problems.join('\n')}`).toEqual([]);
      });
    }
    await context.close();
  });
}
