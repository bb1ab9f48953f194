/// <reference lib="dom" />
import { expect, test } from '../flows.ts';
import { apiToken, signIn } from './shell-helpers.ts';

test.describe('navbar and page behaviour', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('search finds screens (Arabic-aware) and records in scope', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByTestId('navbar-search')).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('search-input');
    await input.fill('يوم الحلقه');
    await expect(page.getByRole('option', { name: /يوم الحلقة/ })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/ring-day(\?|$)/);

    // A student of the demo data, found by a spelling without hamza or diacritics.
    const token = await apiToken(request);
    const found = await request.get('/api/search?q=' + encodeURIComponent('احمد'), {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (
      (await found.json()) as { items: Array<{ kind: string; title: string }> }
    ).items.find((i) => i.kind === 'students');
    expect(first).toBeTruthy();
    await page.getByTestId('navbar-search').click();
    await page.getByTestId('search-input').fill('احمد');
    const option = page.getByRole('option', { name: new RegExp(first!.title) }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/student-page-component\?id=/);
  });

  test('shortcuts, notifications and the user menu', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByTestId('shortcuts').click();
    await page.getByRole('link', { name: /يوم الحلقة/ }).click();
    await expect(page).toHaveURL(/\/ring-day(\?|$)/);

    await page.getByTestId('notifications').click();
    await expect(page.getByRole('heading', { name: 'الإشعارات' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'إعدادات الحساب' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'تخصيص الواجهة' }).click();
    await expect(page.getByRole('heading', { name: 'تخصيص المظهر' })).toBeVisible();
  });

  test('hash links scroll to their element 60 px below the top; the button goes back up', async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 420 });
    await page.goto('/second-page#details');
    const details = page.locator('#details');
    await expect(details).toBeVisible();
    await expect.poll(async () => Math.round((await details.boundingBox())!.y)).toBe(60);
    // Something above that appears and goes again while the page settles (a loading line)
    // is followed both ways: the element ends where it was. The hash is followed again from
    // a settled page (the router sees the address change), and the browser's own scroll
    // anchoring is off, as it is while a smooth scroll still runs.
    const go = (to: string) =>
      page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    await go('/second-page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await go('/second-page#details');
    await expect.poll(async () => Math.round((await details.boundingBox())!.y)).toBe(60);
    await page.evaluate(() => {
      document.documentElement.style.overflowAnchor = 'none';
      const line = document.createElement('div');
      line.id = 'transient-line';
      line.style.height = '28px';
      document.getElementById('details')!.before(line);
    });
    await expect.poll(async () => Math.round((await details.boundingBox())!.y)).toBe(60);
    await page.evaluate(() => document.getElementById('transient-line')!.remove());
    await expect.poll(async () => Math.round((await details.boundingBox())!.y)).toBe(60);
    const top = page.getByRole('button', { name: 'العودة إلى الأعلى' });
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(top).toBeHidden();
  });

  test('/reload re-enters the previous route', async ({ page }) => {
    await signIn(page);
    await page.goto('/second-page-copy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة الثانية (نسخة)');
    await page.evaluate(() => {
      history.pushState({}, '', '/reload');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/second-page-copy$/);
    await page.goto('/reload?to=%2Fnew%2Fnew-page');
    await expect(page).toHaveURL(/\/new\/new-page$/);
  });

  test('the phone input reports country, validity and the international form', async ({ page }) => {
    await signIn(page);
    await page.goto('/new/new-page');
    const phone = page.getByRole('textbox', { name: 'الهاتف' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('name', 'telephone');
    await expect(phone).toHaveAttribute('maxlength', '25');
    await phone.fill('+963 944 567 890');
    const out = page.getByTestId('phone-output');
    await expect(out).toContainText('صحيح: نعم');
    await expect(out).toContainText('+963944567890');
    await expect(phone).toHaveAttribute('data-country', 'SY');
    await phone.fill('+963 12');
    await phone.blur();
    await expect(out).toContainText('صحيح: لا');
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.customError)).toBe(true);

    // The country list: type-to-find moves to the country typed.
    await page.getByTestId('phone-country').click();
    const list = page.getByRole('listbox', { name: 'الدول' });
    await expect(list.getByRole('option', { selected: true })).toBeFocused();
    // A letter jumps to the first country it starts (by name or code): "y" finds Yemen.
    // (Letters typed within 700 ms add up: the unit tests check that without timing noise.)
    await page.keyboard.press('y');
    await expect(page.getByRole('option', { name: /اليمن/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // The calling code typed before follows the chosen country.
    await expect(page.getByTestId('phone-country')).toContainText('YE +967');
    await expect(phone).toHaveValue('+967 12');
  });

  test('the connection state shows when the browser goes offline', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByTestId('figure-الطلاب')).toHaveText(/[0-9٠-٩]/);
    await expect(page.getByTestId('connection-status')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('connection-status')).toContainText('أنت غير متصل');
    await context.setOffline(false);
    await expect(page.getByTestId('connection-status')).toHaveCount(0);
  });

  test('the realtime client joins the stored server address with the token as a query parameter', async ({
    browser,
    baseURL,
  }) => {
    // The content-security policy lets the page reach its own origin only (and ws:): another
    // realtime server must be added to connect-src; here the check is of the client alone.
    const context = await browser.newContext({
      bypassCSP: true,
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    const token = await signIn(page);
    // Same origin by default.
    const first = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/socket.io/'));
    await page.goto('/');
    const sameOrigin = new URL((await first).url());
    expect(sameOrigin.host).toBe(new URL(page.url()).host);
    expect(sameOrigin.searchParams.get('token')).toBe(token);

    // An address in local storage `realtimeServer` wins (here the same server by another name).
    const other = `http://localhost:${new URL(page.url()).port}`;
    await page.evaluate((a) => localStorage.setItem('realtimeServer', a), other);
    const stored = page.waitForRequest((r) => r.url().startsWith(`${other}/socket.io/`));
    await page.reload();
    expect(new URL((await stored).url()).searchParams.get('token')).toBe(token);
    await context.close();
  });
});
