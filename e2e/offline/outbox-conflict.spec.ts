import { randomUUID } from 'node:crypto';
import { expect, test } from '../flows.ts';
import { apiToken, signIn } from '../shell/shell-helpers.ts';

/**
 * A conflict in the outbox (docs/offline.md, "Conflicts"), in Arabic on a 320 px phone: the
 * teacher edits a reading offline while it is changed on the server from another device; when
 * the connection is back the server refuses the edit (409) and the outbox's list shows both
 * versions; the teacher keeps theirs and it is stored over the other, once.
 */
test.use({ viewport: { width: 320, height: 700 }, locale: 'ar' });

/** A day long past that no other flow records. */
const DAY = '2024-03-17';

interface DayBody {
  students: Array<{
    id: string;
    readings: Array<{
      clientId: string;
      version: number;
      to: { ayah: number };
      mistakesMemorisation: number;
    }>;
  }>;
}

test('an edit made offline on a reading changed meanwhile shows both versions; keeping mine stores it', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const token = await apiToken(request, 'teacher@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const rings = (await (await request.get('/api/ring-day/rings', { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  const ringId = rings.items[0]!.id;
  const dayUrl = `/api/rings/${ringId}/day/${DAY}`;
  const day = async () => (await (await request.get(dayUrl, { headers })).json()) as DayBody;
  const student = (await day()).students[0]!.id;
  const clientId = randomUUID();
  const reading = (toAyah: number, mistakes: number, version?: number) => ({
    clientId,
    kind: 'hifz',
    from: { surah: 114, ayah: 1 },
    to: { surah: 114, ayah: toAyah },
    mistakesMemorisation: mistakes,
    mistakesTajweed: 0,
    grade: 'good',
    ...(version ? { version } : {}),
  });
  const put = (toAyah: number, mistakes: number, version?: number) =>
    request.put(dayUrl, {
      headers,
      data: {
        rows: [
          {
            studentId: student,
            attendance: { status: 'present' },
            readings: [reading(toAyah, mistakes, version)],
          },
        ],
      },
    });
  expect((await put(5, 1)).ok()).toBe(true);

  // The teacher opens the day (the reading at its first version) and the network goes.
  await signIn(page, 'teacher@example.com', 'ar');
  await page.goto(`/ring-day?ring=${ringId}&date=${DAY}`);
  const card = page.getByTestId('student-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);

  // Meanwhile, on another device, the reading is corrected (its second version).
  const first = (await day()).students[0]!.readings.find((r) => r.clientId === clientId)!;
  expect((await put(4, 0, first.version)).ok()).toBe(true);

  // Offline, the teacher adds a mistake to the reading and saves: it waits.
  await card.getByRole('button', { name: 'الأخطاء +' }).click();
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByTestId('outbox-indicator')).toHaveAttribute('data-count', '1');

  // Back online: the server refuses the edit made on the first version.
  await context.setOffline(false);
  const indicator = page.getByTestId('outbox-indicator');
  await indicator.click();
  const entry = page.getByTestId('outbox-entry');
  await expect(entry).toHaveAttribute('data-state', 'conflict', { timeout: 30_000 });
  const choice = entry.getByTestId('outbox-conflict');
  await expect(choice.getByTestId('conflict-mine')).toContainText('نسختي');
  await expect(choice.getByTestId('conflict-mine')).toContainText('الناس');
  await expect(choice.getByTestId('conflict-theirs')).toContainText('على الخادم الآن');
  await expect(entry).toContainText('تغيّر تسميع على الخادم');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: testInfo.outputPath('outbox-conflict-320.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('outbox-conflict-390.png') });

  // Keep mine: sent again on the server's version, stored, and the outbox is empty.
  await choice.getByRole('button', { name: 'أبقِ نسختي' }).click();
  await expect(page.getByTestId('outbox-entry')).toHaveCount(0, { timeout: 30_000 });
  const stored = (await day()).students[0]!.readings.filter((r) => r.clientId === clientId);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ to: { ayah: 5 }, mistakesMemorisation: 2 });
  expect(stored[0]!.version).toBe(first.version + 2);
});
