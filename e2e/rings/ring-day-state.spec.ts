import { expect, test, type Locator, type Page } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * What a teacher trips on in the ring day: the save state must be in sight (not under the side
 * navigation on a desktop, not covered on a phone) and must not say "saved" before anything was
 * entered; counts say Arabic nouns in their plural forms (آيتان، ٧ آيات). Nothing is saved: the
 * day shown is one long past, with nothing recorded.
 */
const PAST_DAY = '2024-01-07';
const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

/** The element drawn at the middle of the locator is the locator itself or inside it. */
async function notCovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });
}

async function openDay(page: Page, language: string) {
  await signIn(page, 'teacher@example.com', language);
  await page.goto(`/ring-day?date=${PAST_DAY}`);
  await expect(page.getByTestId('student-card').first()).toBeVisible({ timeout: 20_000 });
}

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the save state is in sight and says nothing was recorded before input', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openDay(page, 'ar');
      const chip = page.getByTestId('save-state');
      await expect(chip).toBeVisible();
      await expect(chip).toBeInViewport({ ratio: 1 });
      expect(await notCovered(chip)).toBe(true);
      await expect(chip).toHaveText('لم يُسجَّل شيء بعد');
      await expect(chip).not.toHaveText('تم الحفظ');
      await shoot(page, `ring-day-${size.name}-ar-idle`);

      // Something typed: the chip says it is not saved yet, still in sight after scrolling.
      await page.getByRole('button', { name: 'الكل حاضر' }).click();
      await expect(chip).toHaveText(/^لم يُحفظ بعد/);
      const save = page.getByRole('button', { name: 'حفظ', exact: true });
      for (const y of [600, 2000]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        // Past 200 px the shell's back-to-top button floats at the bottom: it covers neither.
        await expect(page.getByRole('button', { name: /الأعلى/ })).toBeVisible();
        await expect(chip).toBeInViewport({ ratio: 1 });
        expect(await notCovered(chip)).toBe(true);
        expect(await notCovered(save)).toBe(true);
        if (y === 600) await shoot(page, `ring-day-${size.name}-ar-scrolled`);
      }
      await shoot(page, `ring-day-${size.name}-ar-unsaved`);
      expect(errors).toEqual([]);
    });

    test('portions are counted in Arabic plural forms and in French', async ({ page }) => {
      await openDay(page, 'ar');
      const card = page.getByTestId('student-card').first();
      await card.focus();
      await page.keyboard.press('KeyN');
      const quick = card.getByRole('textbox', { name: /المقطع/ });
      await quick.fill('1:1-2');
      await quick.press('Enter');
      // Two ayahs, a fraction of a page: the dual, and no "0.2 صفحة".
      await expect(card.getByTestId('reading-measure')).toHaveText('آيتان');
      await quick.fill('1:1-7');
      await quick.press('Enter');
      await expect(card.getByTestId('reading-measure')).toHaveText('7 آيات · صفحة واحدة تقريبًا');
      await shoot(page, `ring-day-${size.name}-ar-counts`);

      await openDay(page, 'fr');
      const fr = page.getByTestId('student-card').first();
      await fr.focus();
      await page.keyboard.press('KeyN');
      const quickFr = fr.getByRole('textbox', { name: /Passage/ });
      await quickFr.fill('1:1-7');
      await quickFr.press('Enter');
      await expect(fr.getByTestId('reading-measure')).toHaveText('7 versets · environ 1 page');
      await expect(page.getByTestId('save-state')).toBeInViewport({ ratio: 1 });
      await shoot(page, `ring-day-${size.name}-fr-counts`);
    });
  });
}

test('the catalogue has every Arabic plural form of every counted key', async ({ request }) => {
  const res = await request.post('/api/get-i18n');
  expect(res.ok()).toBe(true);
  const ar = ((await res.json()) as { ar: Record<string, string> }).ar;
  const counted = [
    ...new Set(
      Object.keys(ar)
        .map((k) => /^(.+)_(zero|one|two|few|many|other)$/.exec(k)?.[1])
        .filter((k): k is string => k !== undefined),
    ),
  ];
  expect(counted).toEqual(expect.arrayContaining(['count.ayahs', 'count.pages', 'count.juz']));
  for (const key of counted)
    for (const c of ['zero', 'one', 'two', 'few', 'many', 'other'])
      expect(ar[`${key}_${c}`], `${key}_${c}`).toBeTruthy();
  expect(ar['count.ayahs_two']).toBe('آيتان');
  expect(ar['count.pages_few']).toBe('{{n}} صفحات');
});

test('the student page counts what was memorised before joining', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@example.com');
  let five: { id: string; levelAtEntry: string | null } | undefined;
  for (let p = 1; p <= 5 && !five; p++) {
    const list = await request.get(`/api/students?pageSize=100&page=${p}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.ok()).toBe(true);
    const body = (await list.json()) as {
      items: Array<{ id: string; levelAtEntry: string | null }>;
    };
    five = body.items.find((s) => s.levelAtEntry === 'خمسة أجزاء');
  }
  test.skip(!five, 'no student of the demo data memorised five juz before joining');
  for (const [language, width] of [
    ['ar', 1366],
    ['fr', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin@example.com', language);
    await page.goto(`/student-page-component?id=${five!.id}`);
    await expect(page.getByTestId('prior-note')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('prior-note')).toContainText(
      language === 'ar' ? 'الأجزاء' : 'juz',
    );
    await shoot(page, `student-${language}-${width}`);
  }
});

test('the readings list counts readings and ayahs, with no fraction of a page', async ({
  page,
}) => {
  for (const [language, width] of [
    ['ar', 1366],
    ['fr', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin@example.com', language);
    await page.goto('/students-quran-readings');
    // A table on a desktop, a card per reading on a phone.
    const name = language === 'ar' ? 'التسميعات الموجودة' : 'Récitations trouvées';
    const list =
      width === 390 ? page.getByRole('list', { name }) : page.getByRole('table', { name });
    await expect(list).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole(width === 390 ? 'listitem' : 'row').nth(1)).toBeVisible();
    const text = await list.innerText();
    expect(text).toMatch(language === 'ar' ? /آي(ة|تان|ات)/ : /verset/);
    // No fraction of a page ("0.43 صفحة", "0.5 page"): half pages are said in words.
    expect(text).not.toMatch(/\d[.,٫]\d/);
    expect(text).toMatch(language === 'ar' ? /(نصف صفحة|ونصف|صفح)/ : /page/);
    await shoot(page, `readings-${language}-${width}`);
  }
});
