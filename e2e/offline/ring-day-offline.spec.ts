import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * The teacher's app with no network (docs/offline.md): signed in once online, the service
 * worker installed; the network cut; the ring day opens again from the device (the shell from
 * the service worker, the ring and its students from IndexedDB); a whole day is recorded; the
 * page is closed and opened again still offline, and the changes are still waiting in the
 * outbox, and signing out asks first; the network comes back and every change arrives on the server exactly once.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar' });

/** A day long past, so that no other flow records the same day. */
const DAY = '2024-02-11';

test('a ring day recorded offline survives a closed page and arrives once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // Automated browsers register the service worker only when asked (sw-register.ts).
  await context.addInitScript(() => localStorage.setItem('qc-sw', 'on'));
  await signIn(page, 'teacher@example.com', 'ar');
  await page.goto(`/ring-day?date=${DAY}`);
  const cards = page.getByTestId('student-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const ringId = new URL(page.url()).searchParams.get('ring');
  expect(ringId).toBeTruthy();
  // The worker has installed (precached the shell and the ring day) and controls the page.
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, {
    timeout: 60_000,
  });

  // No network: the app opens again from the device.
  await context.setOffline(true);
  await page.goto(`/ring-day?ring=${ringId}&date=${DAY}`);
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);

  // A whole day: everyone present, the last one absent, a new portion for the first student
  // with a mistake, a revision for the second.
  await page.getByRole('button', { name: 'الكل حاضر' }).click();
  await cards
    .nth(count - 1)
    .getByRole('button', { name: 'غائب', exact: true })
    .click();
  await cards.first().getByRole('button', { name: 'حفظ جديد' }).click();
  await expect(cards.first().getByTestId('reading-measure')).toHaveText(/آي(ة|تان|ات)/);
  await cards.nth(1).getByRole('button', { name: 'مراجعة' }).click();
  await cards
    .nth(1)
    .getByRole('textbox', { name: /المقطع/ })
    .fill('١:١-٧');
  await cards
    .nth(1)
    .getByRole('textbox', { name: /المقطع/ })
    .press('Enter');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByTestId('save-state')).toContainText('بانتظار الاتصال');
  await expect(page.getByTestId('outbox-indicator')).toHaveAttribute('data-count', '1');

  // The page is closed and opened again, still offline: the changes still wait, in sight.
  await page.close();
  const again = await context.newPage();
  const errors = collectErrors(again);
  await again.goto(`/ring-day?ring=${ringId}&date=${DAY}`);
  await expect(again.getByTestId('student-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(again.getByTestId('save-state')).toContainText('بانتظار الاتصال');
  const indicator = again.getByTestId('outbox-indicator');
  await expect(indicator).toHaveAttribute('aria-label', 'تغيير واحد بانتظار الإرسال');
  await indicator.click();
  await expect(again.getByTestId('outbox-entry')).toHaveCount(1);
  await expect(again.getByTestId('outbox-entry')).toHaveAttribute('data-state', 'waiting');
  await again.keyboard.press('Escape');

  // Signing out now is asked first: the change would wait on the device for the next sign-in.
  await again.getByTestId('user-menu').click();
  await again.getByTestId('sign-out').click();
  const ask = again.getByRole('dialog', { name: 'تغيير واحد لم يُرسل بعد' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'إلغاء' }).click();
  await expect(ask).toHaveCount(0);
  await expect(again).toHaveURL(/\/ring-day/);

  // The network is back: the outbox is sent, and empty.
  await context.setOffline(false);
  await expect(again.getByTestId('save-state')).toHaveText('تم الحفظ', { timeout: 30_000 });
  await expect(again.getByTestId('outbox-indicator')).toHaveCount(0);

  // Opened once more online: nothing is sent a second time.
  await again.reload();
  await expect(again.getByTestId('student-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(again.getByTestId('save-state')).toHaveText('تم الحفظ');

  // On the server: everything, once.
  const token = await apiToken(request, 'teacher@example.com');
  const res = await request.get(`/api/rings/${ringId}/day/${DAY}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    students: Array<{ attendance: { status: string } | null; readings: Array<{ kind: string }> }>;
  };
  expect(body.students.every((s) => s.attendance)).toBe(true);
  expect(body.students.at(-1)!.attendance!.status).toBe('absent');
  expect(body.students[0]!.readings.map((r) => r.kind)).toEqual(['hifz']);
  expect(body.students[1]!.readings.map((r) => r.kind)).toEqual(['revision']);
  expect(body.students.flatMap((s) => s.readings)).toHaveLength(2);
  expect(
    errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::|socket/i.test(e)),
  ).toEqual([]);
});
