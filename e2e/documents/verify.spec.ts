import { expect, test } from '../flows.ts';
import { apiToken, bearer } from '../identity/identity-helpers.ts';
import { collectErrors } from '../shell/shell-helpers.ts';

/**
 * The public verification page of a printed document, on a phone and signed out: a
 * certificate of the demo data is confirmed as valid with its holder's name; the same page in
 * English; an unknown serial gives the "not found" state.
 */
test('a printed certificate is confirmed at /verify/<serial>, signed out', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request);
  const list = await request.get('/api/tests/certificates', {
    headers: bearer(token),
    params: { pageSize: 20 },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const items = (
    (await list.json()) as {
      items: Array<{ serial: string; studentName: string; revokedAt: string | null }>;
    }
  ).items;
  const cert = items.find((c) => c.revokedAt === null);
  expect(cert, 'the demo data has a valid certificate').toBeTruthy();

  const visitor = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  const errors = collectErrors(page);
  await page.goto(`/verify/${cert!.serial}`);
  await expect(page.getByRole('heading', { name: 'التحقق من وثيقة' })).toBeVisible();
  await expect(page.getByTestId('verify-status')).toHaveText('وثيقة صحيحة صادرة عنّا');
  await expect(page.getByText(cert!.studentName)).toBeVisible();
  await expect(page.getByText(cert!.serial)).toBeVisible();
  // Phone-sized: nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);

  // The page is the server's (no JavaScript): its language switch is a link.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByTestId('verify-status')).toHaveText(
    'Valid: this document was issued by us',
  );

  const unknown = await page.goto('/verify/TC-1999-999999?lang=en');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('No document has this serial.');
  await visitor.close();
});
