import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A teacher records a whole ring day on a phone-sized screen in Arabic: attendance for every
 * student (by touch and from the keyboard), the suggested new portion, a range typed in the
 * quick field with a mistake, and a revision typed while the connection is down. Nothing is
 * lost: the queued save is sent when the connection is back, and the server has it all.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar' });

test('a teacher records a whole ring day, by touch and keyboard, offline and back', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const errors = collectErrors(page);
  await signIn(page, 'teacher@example.com', 'ar');
  await page.goto('/ring-day');
  await expect(page.getByRole('heading', { name: 'يوم الحلقة' })).toBeVisible();

  const cards = page.getByTestId('student-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThan(2);

  // Everyone present by touch; the last student absent from the keyboard (3 on the card).
  await page.getByRole('button', { name: 'الكل حاضر' }).click();
  await cards.nth(count - 1).focus();
  await page.keyboard.press('Digit3');
  await expect(
    cards.nth(count - 1).getByRole('button', { name: 'غائب', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The first student recites the suggested new portion: the counts show at once.
  await cards.first().getByRole('button', { name: 'حفظ جديد' }).click();
  await expect(cards.first().getByTestId('reading-measure')).toHaveText(/آي(ة|تان|ات)/);

  // The second: N on the card adds a new portion; the range is typed (Arabic-Indic digits),
  // Enter applies it, + counts a mistake; a wrong range is refused on the spot.
  await cards.nth(1).focus();
  await page.keyboard.press('KeyN');
  const quick = cards.nth(1).getByRole('textbox', { name: /المقطع/ });
  await expect(quick).toBeFocused();
  await quick.fill('١:١-٩');
  await quick.press('Enter');
  await expect(cards.nth(1).getByTestId('reading-measure')).toContainText('آية غير موجود');
  await quick.fill('١:١-٧');
  await quick.press('Enter');
  await quick.press('+');
  await expect(cards.nth(1).getByTestId('reading-measure')).toHaveText(/^7 آيات/);

  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('تم الحفظ');

  // The connection drops: a revision for the third student waits on the device.
  await context.setOffline(true);
  await cards.nth(2).getByRole('button', { name: 'مراجعة' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toContainText('بانتظار الاتصال');
  await context.setOffline(false);
  await expect(page.getByTestId('save-state')).toHaveText('تم الحفظ', { timeout: 20_000 });

  // The server has the day: attendance for everyone, the typed range with its mistake.
  const token = await apiToken(request, 'teacher@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const rings = await request.get('/api/ring-day/rings', { headers });
  const ringId = ((await rings.json()) as { items: Array<{ id: string }> }).items[0]!.id;
  const today = await page.evaluate(() => {
    const d = new Date();
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });
  const day = await request.get(`/api/rings/${ringId}/day/${today}`, { headers });
  const body = (await day.json()) as {
    students: Array<{
      attendance: { status: string } | null;
      readings: Array<{
        kind: string;
        from: { surah: number; ayah: number };
        to: { surah: number; ayah: number };
        mistakesMemorisation: number;
        ayahCount: number;
      }>;
    }>;
  };
  expect(body.students.every((s) => s.attendance)).toBe(true);
  expect(body.students.at(-1)!.attendance!.status).toBe('absent');
  expect(body.students[1]!.readings).toContainEqual(
    expect.objectContaining({
      kind: 'hifz',
      from: { surah: 1, ayah: 1 },
      to: { surah: 1, ayah: 7 },
      ayahCount: 7,
      mistakesMemorisation: 1,
    }),
  );
  expect(body.students[2]!.readings.map((r) => r.kind)).toContain('revision');
  expect(body.students.flatMap((s) => s.readings).length).toBeGreaterThanOrEqual(3);
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual(
    [],
  );
});

test('a teacher cannot open another teacher’s ring day', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin@example.com');
  const teacher = await apiToken(request, 'teacher@example.com');
  const all = (await (
    await request.get('/api/ring-day/rings', { headers: { authorization: `Bearer ${admin}` } })
  ).json()) as { items: Array<{ id: string }> };
  const mine = (await (
    await request.get('/api/ring-day/rings', { headers: { authorization: `Bearer ${teacher}` } })
  ).json()) as { items: Array<{ id: string }> };
  const other = all.items.find((r) => !mine.items.some((m) => m.id === r.id))!;
  await signIn(page, 'teacher@example.com', 'ar');
  await page.goto(`/ring-day?ring=${other.id}`);
  // The ring is not offered, and its day is refused by the server.
  await expect(page.getByRole('alert')).toContainText(/غير موجود|لم يُعثر/);
  await expect(page.getByTestId('student-card')).toHaveCount(0);
});
