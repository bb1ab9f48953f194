/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test } from '../flows.ts';
import { collectErrors, shellReady, signIn } from '../shell/shell-helpers.ts';

/**
 * The public site's journey: a content editor publishes a news item on the generic screens;
 * a visitor on a 390 px phone in Arabic finds it on the server-rendered news page, reads it,
 * and switches to English on the same page.
 */
test('an editor publishes a news item; a phone visitor reads it in Arabic and switches language on the same page', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const titleAr = `افتتاح حلقة الفجر الجديدة ${stamp}`;
  const titleEn = `New dawn circle opens ${stamp}`;

  await signIn(page, 'admin@example.com', 'ar');
  await page.goto('/r/site-news/new');
  await shellReady(page);
  await expect(page.getByTestId('resource-form')).toBeVisible();
  await page.locator('[data-field="titleAr"] input').fill(titleAr);
  await page.locator('[data-field="titleEn"] input').fill(titleEn);
  await page.locator('[data-field="titleFr"] input').fill(`Ouverture du cercle de l’aube ${stamp}`);
  await page.locator('[data-field="summaryAr"] input').fill('تبدأ الحلقة بعد صلاة الفجر كل يوم.');
  await page.locator('[data-field="summaryEn"] input').fill('The circle meets after dawn prayer.');
  await page.locator('[data-field="summaryFr"] input').fill('Le cercle se réunit après l’aube.');
  await page.getByTestId('rich-bodyAr').click();
  await page.keyboard.type('يسرّنا افتتاح حلقة جديدة لحفظ القرآن الكريم.');
  await page.getByTestId('field-status').click();
  await page.getByRole('option', { name: 'منشور' }).click();
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('resource-detail')).toBeVisible();

  // A visitor on a phone, signed out, in Arabic.
  const context = await browser.newContext({
    locale: 'ar',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await context.newPage();
  const errors = collectErrors(visitor);
  await visitor.goto('/page/newnew');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await visitor.getByRole('link', { name: titleAr }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  await expect(visitor.getByText('يسرّنا افتتاح حلقة جديدة لحفظ القرآن الكريم.')).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`^${titleAr} \\| `));
  // The site's own font draws the Arabic text, from its Arabic subset in both weights (the
  // heading is bold).
  await visitor.evaluate(() => document.fonts.ready);
  const faces = await visitor.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.status === 'loaded')
      .map((f) => `${f.weight} ${f.unicodeRange.includes('U+621-63A') ? 'arabic' : 'latin'}`),
  );
  expect(faces).toEqual(expect.arrayContaining(['400 arabic', '700 arabic']));
  const path = new URL(visitor.url()).pathname;
  expect(path).toMatch(/^\/page\/news\/[0-9a-f-]{36}$/);
  // Nothing wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  // Every link of the menu is on the screen, whole: the menu was one line cut at the left
  // edge, its other links hidden in a scroll nothing showed.
  const menu = visitor.getByRole('navigation', { name: 'قائمة الموقع' });
  const boxes = await menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => [
        a.textContent,
        a.getBoundingClientRect().left,
        a.getBoundingClientRect().right,
      ]),
    );
  expect(boxes.length).toBe(10);
  expect(boxes.filter(([, left, right]) => Number(left) < 0 || Number(right) > 390)).toEqual([]);

  // The language switch keeps the page.
  await visitor.getByRole('link', { name: 'English' }).click();
  await expect(visitor).toHaveURL(
    (u) => u.pathname === path && u.searchParams.get('lang') === 'en',
  );
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  // Its links stay in English.
  await expect(visitor.getByRole('link', { name: 'All news' })).toHaveAttribute(
    'href',
    '/page/newnew?lang=en',
  );
  expect(errors).toEqual([]);
  await context.close();
});
