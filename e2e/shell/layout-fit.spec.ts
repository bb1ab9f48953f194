import { expect, test, type Locator, type Page } from '../flows.ts';
import { collectErrors, openScreen, signIn } from './shell-helpers.ts';

/**
 * What fits a laptop (1366 px) and a phone (390 px), in Arabic and French: the students list
 * fits its card or says it scrolls; the customizer button covers no table cell; the dashboard's
 * quick-access labels and the menu's title are whole; the reference lists show the reader's
 * name column first and no code column; the country students screen names what it shows
 * above its pickers; the conversations screen has its level-1 heading and a placeholder that
 * fits; users' avatars tell the managers apart. With SHOTS_DIR set, each screen is photographed
 * there for a person to look at.
 */

const SHOTS = process.env.SHOTS_DIR;
type Lang = 'ar' | 'fr';
type Catalogue = Record<'ar' | 'en' | 'fr', Record<string, string>>;
let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/get-i18n');
  expect(res.ok()).toBe(true);
  catalogue = (await res.json()) as Catalogue;
});

async function open(page: Page, path: string, first: boolean) {
  await openScreen(page, path, first);
  await expect(page.locator('#initial-loader')).toHaveCount(0);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Elements whose text is cut (wider than their box). */
async function clipped(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent ?? ''} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const NAME_COLUMN = { ar: 'nameAr', fr: 'nameFr' } as const;
const REFERENCE_LISTS = [
  ['/admin-special-case-component', 'special-case-types'],
  ['/admin-star-type', 'star-types'],
  ['/project-component', 'projects'],
  ['/followup-reason-search', 'followup-reasons'],
] as const;

for (const lang of ['ar', 'fr'] as const satisfies readonly Lang[]) {
  test(`screens fit a 1366 px laptop in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'admin@example.com', lang);

    // Students: the table fits its card, or says that it scrolls sideways.
    await open(page, '/center-students-component', true);
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[role="row"][data-rowindex]').first()).toBeVisible();
    // The grid marks its scroller when its columns are wider than it.
    const scroller = page.locator('.MuiDataGrid-virtualScroller');
    const scrolls = await scroller.evaluate((el) =>
      el.classList.contains('MuiDataGrid-virtualScroller--hasScrollX'),
    );
    if (scrolls) await expect(page.getByTestId('grid-scrolls')).toBeVisible();
    else await expect(page.getByTestId('grid-scrolls')).toHaveCount(0);
    const card = page.getByTestId('resource-list').locator('.MuiCard-root').first();
    const cardBox = (await card.boundingBox())!;
    const gridBox = (await grid.boundingBox())!;
    expect(gridBox.width).toBeLessThanOrEqual(cardBox.width + 1);
    // The columns shown by default fit: their widths add up to no more than the table's, and
    // names, guardians and status chips are whole.
    const columnsWidth = await page
      .locator('[role="columnheader"]')
      .evaluateAll((els) => els.reduce((sum, el) => sum + el.getBoundingClientRect().width, 0));
    const room = await scroller.evaluate((el) => el.clientWidth);
    expect(scrolls).toBe(false);
    expect(columnsWidth).toBeLessThanOrEqual(room + 1);
    for (const field of ['fullName', 'guardianId', 'status']) {
      const cells = page.locator(`[role="gridcell"][data-field="${field}"] > div`);
      await expect(cells.first()).toBeVisible();
      expect(await clipped(cells), field).toEqual([]);
    }

    // The customizer button is in the navbar and covers no cell.
    const gear = page.getByTestId('navbar').getByTestId('customizer-toggle');
    await expect(gear).toBeVisible();
    const gearBox = (await gear.boundingBox())!;
    const cellBoxes = await page
      .locator('[role="gridcell"], [role="columnheader"]')
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    expect(cellBoxes.length).toBeGreaterThan(0);
    expect(cellBoxes.filter((b) => overlaps(gearBox, b))).toEqual([]);
    await shot(page, `students-1366-${lang}`);

    // Dashboard: quick-access labels and the menu's title are not cut.
    await open(page, '/', false);
    const labels = page.getByTestId('quick-label');
    await expect(labels.first()).toBeVisible({ timeout: 30_000 });
    expect(await labels.count()).toBeGreaterThan(3);
    expect(await clipped(labels)).toEqual([]);
    const title = page.getByTestId('app-title').first();
    await expect(title).toBeVisible();
    expect(await clipped(title)).toEqual([]);
    const titleBox = (await title.boundingBox())!;
    const navBox = (await page.locator('nav').first().boundingBox())!;
    expect(titleBox.x).toBeGreaterThanOrEqual(navBox.x - 1);
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(navBox.x + navBox.width + 1);
    await shot(page, `dashboard-1366-${lang}`);

    // Reference data: the reader's name column first, no code or other-language column.
    for (const [path, resource] of REFERENCE_LISTS) {
      await open(page, path, false);
      await expect(page.getByTestId('resource-list')).toHaveAttribute('data-resource', resource, {
        timeout: 30_000,
      });
      await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
      const fields = await page
        .locator('[role="columnheader"][data-field]')
        .evaluateAll((els) =>
          els.map((el) => el.getAttribute('data-field')).filter((f) => f !== '__check__'),
        );
      expect(fields[0], path).toBe(NAME_COLUMN[lang]);
      expect(fields, path).not.toContain('code');
      for (const other of ['nameAr', 'nameEn', 'nameFr'].filter((n) => n !== NAME_COLUMN[lang]))
        expect(fields, path).not.toContain(other);
      if (path === '/admin-star-type') await shot(page, `star-types-1366-${lang}`);
    }

    // Country students: a specific heading, above the pickers.
    await open(page, '/country-students-component', false);
    const pickers = page.getByTestId('country-students-pickers');
    await expect(pickers).toBeVisible({ timeout: 30_000 });
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(catalogue[lang]['students.country.heading']!);
    expect(catalogue[lang]['students.country.heading']).not.toBe(
      catalogue[lang]['resources.students.title'],
    );
    expect((await h1.boundingBox())!.y).toBeLessThan((await pickers.boundingBox())!.y);
    await shot(page, `country-students-1366-${lang}`);

    // Conversations: a level-1 heading and a search placeholder that fits its field.
    await open(page, '/conversations-component', false);
    await expect(page.getByTestId('conversations')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogue[lang]['conversations.ui.heading']!,
    );
    await expectPlaceholderFits(page);
    await shot(page, `conversations-1366-${lang}`);

    // Test requests: every column inside the screen (the last one was cut at the left edge).
    await open(page, '/test-requests', false);
    await expect(page.getByTestId('request-row').first()).toBeVisible({ timeout: 30_000 });
    const requestsTable = page.getByRole('table', {
      name: catalogue[lang]['tests.ui.requestsGrid'],
    });
    const fits = await requestsTable.evaluate((el) => ({
      table: el.scrollWidth,
      room: el.parentElement!.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(fits.table).toBeLessThanOrEqual(fits.room + 1);
    expect(fits.page).toBeLessThanOrEqual(1366);
    await shot(page, `test-requests-1366-${lang}`);

    // Empty month and date filters show their labels, not the browser's "--------- ----" mask
    // nor a calendar's mark alone ("م").
    await open(page, '/evaluation-search', false);
    const blankMonth = page.locator('[data-testid="month-field"][data-blank="true"]');
    await expect(blankMonth).toHaveCount(2, { timeout: 30_000 });
    await open(page, '/audit-log', false);
    await expect(
      page.getByRole('textbox', { name: catalogue[lang]['identity.audit.from'], exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('date-calendar-mark')).toHaveCount(0);
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    // Users: the managers' avatars differ (they all showed the word "ما").
    await open(page, '/users-component', false);
    const rows = page.getByTestId('user-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const initials = await rows.locator('.MuiAvatar-root').allTextContents();
    expect(initials.length).toBeGreaterThan(2);
    expect(initials).not.toContain('ما');
    // Initials come from the names: two people may share theirs, most do not.
    expect(new Set(initials).size).toBeGreaterThan(initials.length / 2);
    await shot(page, `users-1366-${lang}`);

    expect(errors).toEqual([]);
  });

  test(`screens fit a 390 px phone in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@example.com', lang);

    await open(page, '/center-students-component', true);
    await expect(page.getByTestId('record-card').first()).toBeVisible({ timeout: 30_000 });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, `students-390-${lang}`);

    await open(page, '/', false);
    const labels = page.getByTestId('quick-label');
    await expect(labels.first()).toBeVisible({ timeout: 30_000 });
    expect(await clipped(labels)).toEqual([]);
    await shot(page, `dashboard-390-${lang}`);

    await open(page, '/admin-star-type', false);
    await expect(page.getByTestId('resource-list')).toHaveAttribute('data-resource', 'star-types', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('record-card').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `star-types-390-${lang}`);

    await open(page, '/country-students-component', false);
    const pickers = page.getByTestId('country-students-pickers');
    await expect(pickers).toBeVisible({ timeout: 30_000 });
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(catalogue[lang]['students.country.heading']!);
    expect(await clipped(h1)).toEqual([]);
    expect((await h1.boundingBox())!.y).toBeLessThan((await pickers.boundingBox())!.y);
    await shot(page, `country-students-390-${lang}`);

    await open(page, '/conversations-component', false);
    await expect(page.getByTestId('conversations')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogue[lang]['conversations.ui.heading']!,
    );
    await expectPlaceholderFits(page);
    await shot(page, `conversations-390-${lang}`);

    await open(page, '/users-component', false);
    await expect(page.getByTestId('user-row').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `users-390-${lang}`);

    // Certificates: the search's hint is whole beside the filters button.
    await open(page, '/tests-certificate-results', false);
    const certSearch = page.getByRole('textbox', {
      name: catalogue[lang]['tests.certs.searchHint'],
    });
    await expect(certSearch).toBeVisible({ timeout: 30_000 });
    await expectPlaceholderFits(page, certSearch);
    await shot(page, `certificates-390-${lang}`);

    // Test requests: a column of cards, as results and certificates are, not a side-scrolling
    // table; a card opens its request.
    await open(page, '/test-requests', false);
    const requestCards = page.getByRole('list', { name: catalogue[lang]['tests.ui.requestsGrid'] });
    await expect(requestCards.getByTestId('request-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, `test-requests-390-${lang}`);
    await requestCards.getByTestId('request-row').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // The teacher ladder's cards: a date in both calendars goes on two lines, between the two,
    // rather than past the card (in French "11 dhou al qi`da 1441 AH (2 juillet 2020)" pushed the
    // page 16 px sideways).
    await open(page, '/ladder-teachers', false);
    await expect(page.getByTestId('ladder-row').locator('time').first()).toBeVisible({
      timeout: 30_000,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, `ladder-390-${lang}`);

    expect(errors).toEqual([]);
  });
}

/** A search's placeholder (the conversations' by default), drawn in its font, fits inside it. */
async function expectPlaceholderFits(
  page: Page,
  input: Locator = page.getByTestId('conversation-search'),
) {
  await expect(input).toBeVisible();
  const fit = await input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = ctx.measureText(field.placeholder).width;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, room };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
}
