/// <reference lib="dom" />
import { expect, test } from '../flows.ts';
import { apiToken, collectErrors } from '../shell/shell-helpers.ts';

/**
 * HTML in site content never runs a script on a reader's page: the server refuses a script in
 * rich text, shows markup written into a plain text as text, and every public page carries a
 * content-security policy that runs only the site's own script files.
 */
const SCRIPT = '<script>window.__x=1</script>';
const IMAGE = '<img src=x onerror="window.__x=1">';

test('a script written into content never runs in a reader’s browser', async ({
  request,
  browser,
}) => {
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const stamp = Date.now().toString(36);
  const news = (bodyAr: string, title: string) => ({
    titleAr: title,
    titleEn: `Safety check ${stamp}`,
    titleFr: `Vérification ${stamp}`,
    summaryAr: `${IMAGE} ملخص ${SCRIPT}`,
    summaryEn: `${IMAGE} summary`,
    summaryFr: `${SCRIPT} résumé`,
    bodyAr,
    // Long ago: the item stays out of the first page of news that other journeys read.
    publishedOn: '2019-01-01',
    status: 'published',
  });

  // A script or an event handler in the formatted text is refused: nothing is stored.
  for (const body of [`<p>نص</p>${SCRIPT}`, `<p>${IMAGE}</p>`]) {
    const refused = await request.post('/api/site-news', {
      headers: auth,
      data: news(body, `مرفوض ${stamp}`),
    });
    expect(refused.status(), body).toBe(400);
  }
  const none = await request.get(`/api/site-news?q=${encodeURIComponent(stamp)}`, {
    headers: auth,
  });
  expect(((await none.json()) as { items: unknown[] }).items).toHaveLength(0);

  // Markup in plain texts (title, summary) is stored as typed and must show as text.
  const title = `${SCRIPT}${IMAGE} خبر ${stamp}`;
  const saved = await request.post('/api/site-news', {
    headers: auth,
    data: news('<p>نص <strong>آمن</strong></p>', title),
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  const context = await browser.newContext({ locale: 'ar' });
  const visitor = await context.newPage();
  const errors = collectErrors(visitor);
  const dialogs: string[] = [];
  visitor.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  for (const path of [`/page/news/${id}?lang=ar`, '/page/newnew?lang=ar&page=1']) {
    const response = await visitor.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    // Only the site's own script files may run: no inline script, whatever a page contains.
    const policy = response!.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
    expect(scriptSrc, policy).toEqual(["'self'"]);
    // (Inline styles are allowed for the app's own theme; inline scripts nowhere.)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(
      await visitor.evaluate(() => (window as Window & { __x?: unknown }).__x),
    ).toBeUndefined();
  }

  // The item's page shows the markup as text, and nothing of it became an element.
  await visitor.goto(`/page/news/${id}?lang=ar`, { waitUntil: 'load' });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.locator('.lead')).toHaveText(`${IMAGE} ملخص ${SCRIPT}`);
  await expect(visitor.locator('main img[src="x"]')).toHaveCount(0);
  expect(await visitor.locator('script').count()).toBe(2);
  await expect(visitor.locator('.prose strong')).toHaveText('آمن');
  // The site's own script did run (it remembers the page's language), the content's did not.
  expect(await visitor.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  expect(await visitor.evaluate(() => (window as Window & { __x?: unknown }).__x)).toBeUndefined();

  // The same in English, where the summary carries the image.
  await visitor.goto(`/page/news/${id}?lang=en`, { waitUntil: 'load' });
  await expect(visitor.locator('.lead')).toHaveText(`${IMAGE} summary`);
  expect(await visitor.evaluate(() => (window as Window & { __x?: unknown }).__x)).toBeUndefined();

  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();

  // Leave the demo news as it was.
  const archived = await request.post('/api/site-news/archive', {
    headers: auth,
    data: { ids: [id] },
  });
  expect(archived.ok()).toBe(true);
});
