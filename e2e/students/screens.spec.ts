import { expect, test, type Page } from '@playwright/test';
import { apiToken, collectErrors, openScreen, signIn } from '../shell/shell-helpers.ts';

/**
 * Every students and rings screen (and teacher-component) opens in Arabic, English and French
 * for a centre manager: its title is the route's, in the language, no error state, no script
 * error; and each shows its content (a list, cards, a form) from the demo data.
 */

/** Route → something the screen shows once its data is there. */
const SCREENS: Array<[string, (page: Page) => Promise<void>]> = [
  ['/center-students-component', (p) => expect(p.getByTestId('resource-list')).toBeVisible()],
  ['/country-students-component', (p) => expect(p.getByTestId('resource-list')).toBeVisible()],
  [
    '/country-students-component-active',
    (p) => expect(p.getByTestId('resource-list')).toBeVisible(),
  ],
  [
    '/country-students-component-active-turkye',
    (p) => expect(p.getByTestId('resource-list')).toBeVisible(),
  ],
  ['/country-students-report', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/student-case-component', (p) => expect(p.getByRole('combobox').first()).toBeVisible()],
  ['/student-cooperation-component', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/student-excel-files', (p) => expect(p.getByRole('combobox').first()).toBeVisible()],
  [
    '/student-registrations-online',
    (p) => expect(p.getByTestId('registration').first()).toBeVisible(),
  ],
  [
    '/student-registrations-center',
    (p) => expect(p.getByTestId('registration').first()).toBeVisible(),
  ],
  [
    '/admin-link-registration-form',
    (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible(),
  ],
  ['/family-search-component', (p) => expect(p.getByRole('textbox').first()).toBeVisible()],
  ['/special-case-search', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/center-rings-component', (p) => expect(p.getByTestId('resource-list')).toBeVisible()],
  [
    '/center-rings-info-component',
    (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible(),
  ],
  ['/maher-rings-info-component', (p) => expect(p.locator('main')).toBeVisible()],
  ['/zad-rings-info-component', (p) => expect(p.locator('main')).toBeVisible()],
  ['/center-rings-stars', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/center-followups-component', (p) => expect(p.getByRole('link').first()).toBeVisible()],
  ['/followup-reason-search', (p) => expect(p.getByTestId('resource-list')).toBeVisible()],
  ['/students-quran-readings', (p) => expect(p.getByRole('table')).toBeVisible()],
  ['/ring-time-all', (p) => expect(p.getByTestId('slot').first()).toBeVisible()],
  ['/ring-time-maher', (p) => expect(p.locator('main')).toBeVisible()],
  ['/rings-teacher-times-component', (p) => expect(p.getByRole('combobox').first()).toBeVisible()],
  [
    '/rings-maher-teacher-times-component',
    (p) => expect(p.getByRole('combobox').first()).toBeVisible(),
  ],
  ['/ring-transfer', (p) => expect(p.getByRole('combobox').first()).toBeVisible()],
  ['/teacher-component', (p) => expect(p.getByTestId('resource-list')).toBeVisible()],
];

let titles: Record<string, Record<string, string>>;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/get-i18n', { data: {} });
  titles = (await res.json()) as Record<string, Record<string, string>>;
});

for (const language of ['ar', 'en', 'fr'] as const) {
  test(`the students and rings screens open in ${language}`, async ({ page }) => {
    test.slow();
    const errors = collectErrors(page);
    await signIn(page, 'manager@example.com', language);
    for (const [i, [path, shows]] of SCREENS.entries()) {
      await openScreen(page, path, i === 0);
      const title = titles[language]![`route.${path}`]!;
      await expect(page.getByText(title, { exact: true }).first(), path).toBeVisible({
        timeout: 20_000,
      });
      await shows(page);
      await expect(
        page.locator('[role="alert"]').filter({ hasText: /خطأ|error|erreur/i }),
      ).toHaveCount(0);
      expect(await page.locator('html').getAttribute('dir'), path).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });
}

test('a student opens from the centre list to their page, with the memorised map', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager@example.com');
  const list = (await (
    await request.get('/api/students?status=active&pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: Array<{ id: string; fullName: string }> };
  const student = list.items[0]!;
  await signIn(page, 'manager@example.com', 'en');
  await page.goto('/center-students-component');
  await page.getByTestId('resource-list').getByText(student.fullName).first().click();
  await expect(page).toHaveURL(new RegExp(`/student-page-component\\?id=${student.id}`));
  await expect(page.getByRole('heading', { name: student.fullName })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('memorised-map')).toBeVisible();
  await expect(page.getByText('Revision plan')).toBeVisible();
});

test('family search finds siblings whatever the spelling, on a phone', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager@example.com');
  const families = (await (
    await request.get(`/api/families/search?q=${encodeURIComponent('محمد')}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: Array<{ guardianName: string }> };
  const guardian = families.items[0]!.guardianName;
  // Written without hamza and with haa for taa marbuta.
  const typed = guardian.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(`/family-search-component?q=${encodeURIComponent(typed)}`);
  await expect(page.getByRole('heading', { name: guardian }).first()).toBeVisible();
});
