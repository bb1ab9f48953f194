/// <reference lib="dom" />
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Admin@12345';

/** Signs in through the API and hands the token to the page, as the shell stores it. */
export async function signIn(
  page: Page,
  email = 'admin@example.com',
  language = 'ar',
): Promise<string> {
  const res = await page.request.post('/api/auth/login', {
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  const { accessToken } = (await res.json()) as { accessToken: string };
  // Any page of the app's origin gives its storage; a small answer of the API does not start the
  // app (the test's next page does, with the session already there).
  await page.goto('/api/health');
  await page.evaluate(
    ([token, lang]) => {
      localStorage.setItem('accessToken', token!);
      localStorage.setItem('language', lang!);
    },
    [accessToken, language],
  );
  return accessToken;
}

/** A token for API calls made by the test itself. */
export async function apiToken(
  request: APIRequestContext,
  email = 'admin@example.com',
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Console errors and uncaught page errors, from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** The shell has rendered a screen: the HTML initial loader is gone. */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.locator('#initial-loader')).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeVisible();
}

/**
 * Opens a path inside the app already running in the page, as following a link does (the
 * router hears the history change; nothing reloads), so loops over many screens do not pay for
 * starting the app again on every one. Each screen still mounts from scratch. The first screen
 * after signing in or choosing a language must be loaded with `page.goto` (the app reads the
 * token and the language when it starts).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const wanted = new URL(path, page.url());
  await page.waitForURL((u) => u.pathname === wanted.pathname && u.search === wanted.search);
}

/**
 * One step of a walk over screens: the first screen is loaded with `page.goto` (the app starts
 * and reads the token and the language), every later one opens inside it with `openInApp`.
 */
export async function openScreen(page: Page, path: string, first: boolean): Promise<void> {
  if (first) await page.goto(path);
  else await openInApp(page, path);
}
