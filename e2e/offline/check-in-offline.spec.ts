import { expect, test } from '../flows.ts';
import { apiToken, signIn } from '../shell/shell-helpers.ts';

/**
 * The teacher log's check-in with no network (docs/offline.md): it waits in the outbox, in
 * sight on the screen and in the list, and arrives once when the connection is back, at the
 * time it was made. A member of staff no other flow checks in (the demo's examiner).
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar' });

const EMAIL = 'examiner@example.com';

test('a check-in made offline waits in the outbox and arrives once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.0082, longitude: 28.9784 });
  await signIn(page, EMAIL, 'ar');
  await page.goto('/teacher-log-component');
  const button = page.getByTestId('check-in');
  await expect(button).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await button.click();
  await expect(page.getByTestId('check-in-queued')).toContainText('دون اتصال');
  await expect(button).toHaveCount(0);
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toHaveAttribute('data-count', '1');
  await indicator.click();
  const entry = page.getByTestId('outbox-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('تسجيل الحضور');
  await expect(entry).toHaveAttribute('data-state', 'waiting');
  await page.keyboard.press('Escape');

  // The connection is back: sent, the day read again, nothing left waiting.
  await context.setOffline(false);
  await expect(page.getByTestId('log-arrived')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);

  // On the server: the check-in.
  const token = await apiToken(request, EMAIL);
  const mine = (await (
    await request.get('/api/teacher-log/mine', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { log: { id: string } | null };
  expect(mine.log).not.toBeNull();
});
