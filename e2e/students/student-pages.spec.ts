import { expect, test } from '@playwright/test';
import { apiToken, signIn } from '../shell/shell-helpers.ts';

/**
 * A student's page reached from the centre's list, and the family search's spelling-blind
 * match on a phone. That every students and rings screen opens, in each language, with what it
 * shows from the demo data, is the screen walk's (e2e/screens/screen-walk.spec.ts).
 */

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
