/// <reference lib="dom" />
import { expect, test, type APIRequestContext } from '../flows.ts';
import { apiToken, shellReady, signIn } from './shell-helpers.ts';

type ApiRecord = Record<string, unknown>;

async function getJson<T = ApiRecord>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

test.describe('dashboard and the user’s own settings', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the dashboard shows the signed-in user’s figures for their scope', async ({
    page,
    request,
  }) => {
    type Summary = { students: number; rings: number };
    const all = await getJson<Summary>(request, await apiToken(request), '/api/dashboard/summary');
    const managerToken = await apiToken(request, 'manager@example.com');
    const centre = await getJson<Summary>(request, managerToken, '/api/dashboard/summary');
    // The centre manager's figures are their centre's, a part of the whole.
    expect(centre.students).toBeGreaterThan(0);
    expect(centre.students).toBeLessThan(all.students);

    const me = await getJson<{ assignments: { centreName: string | null }[] }>(
      request,
      managerToken,
      '/api/auth/me',
    );
    await signIn(page, 'manager@example.com');
    await page.goto('/');
    await shellReady(page);
    const shown = (n: number) => new RegExp(`^(${n}|${n.toLocaleString('ar-EG')})$`);
    await expect(page.getByTestId('figure-الطلاب')).toHaveText(shown(centre.students));
    await expect(page.getByTestId('figure-الحلقات')).toHaveText(shown(centre.rings));
    await expect(page.getByTestId('dashboard-scope')).toHaveText(
      `أرقام ${me.assignments[0]!.centreName}.`,
    );
    // The manager may read attendance and sees its figure; an examiner, who may not, is not told
    // that none was taken.
    const attendance = page.getByText('الحضور هذا الشهر', { exact: true });
    await expect(attendance).toBeVisible();
    await signIn(page, 'judge@example.com');
    await page.goto('/');
    await shellReady(page);
    await expect(page.getByTestId('figure-الطلاب')).toBeVisible();
    await expect(attendance).toHaveCount(0);
    await expect(page.getByText('لم يُسجَّل حضور هذا الشهر بعد.')).toHaveCount(0);
  });

  test('dates follow the calendar chosen: Hijri, Gregorian or both', async ({ page }) => {
    // Calendar is saved to the account too: an account no other test reads for dates.
    await signIn(page, 'country@example.com');
    await page.goto('/');
    await shellReady(page);
    const today = page.getByTestId('dashboard-today');
    await page.getByTestId('customizer-toggle').click();
    try {
      await page.getByTestId('pref-calendar-hijri').click();
      await expect(today).toContainText('هـ');
      await expect(today).not.toContainText('(');
      await page.getByTestId('pref-calendar-gregorian').click();
      await expect(today).not.toContainText('هـ');
      await page.getByTestId('pref-calendar-both').click();
      // Both: the Hijri date, then the Gregorian one in brackets.
      await expect(today).toContainText(/هـ \(.+\)/);
      // Latin or Arabic-Indic digits, as chosen.
      await page.getByTestId('pref-digits-latn').click();
      await expect(today).toContainText(/[0-9]/);
      await expect(today).not.toContainText(/[٠-٩]/);
      await page.getByTestId('pref-digits-arab').click();
      await expect(today).toContainText(/[٠-٩]/);
      await expect(today).not.toContainText(/[0-9]/);
    } finally {
      await page.getByTestId('pref-calendar-both').click();
    }
  });

  test('the phone field starts on the phone region of the user’s country settings, for a teacher too', async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request);
    const managerToken = await apiToken(request, 'manager@example.com');
    const me = await getJson<{ assignments: { centreId: string | null }[] }>(
      request,
      managerToken,
      '/api/auth/me',
    );
    const centre = await getJson(
      request,
      managerToken,
      `/api/centres/${me.assignments[0]!.centreId}`,
    );
    const countryId = String(centre.countryId);
    const before = String(
      (await getJson(request, admin, `/api/country-settings/${countryId}`)).phoneRegion,
    );
    // A region no demo country has, so the field can only have it from these settings.
    const patch = async (phoneRegion: string) => {
      const { version } = await getJson(request, admin, `/api/country-settings/${countryId}`);
      const res = await request.patch(`/api/country-settings/${countryId}`, {
        headers: { authorization: `Bearer ${admin}` },
        data: { version, phoneRegion },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    await patch('JO');
    try {
      await signIn(page, 'manager@example.com');
      await page.goto('/new/new-page');
      await expect(page.getByTestId('phone-country')).toContainText('JO +962');
      const phone = page.getByRole('textbox', { name: 'الهاتف' });
      await phone.fill('0791234567');
      await expect(page.getByTestId('phone-output')).toContainText('+962791234567');
      // A teacher of that centre may not read countries, and still starts on their own.
      await signIn(page, 'teacher@example.com');
      await page.goto('/new/new-page');
      await expect(page.getByTestId('phone-country')).toContainText('JO +962');
    } finally {
      await patch(before);
    }
  });
});
