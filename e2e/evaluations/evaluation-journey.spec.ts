import { expect, test } from '../flows.ts';
import { deflateSync } from 'node:zlib';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/** A small valid PNG (a 64×48 green picture), standing for a photo taken during the visit. */
function photo(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const [w, h] = [64, 48];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw.set([30, 140, 60], y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A ring's evaluation from end to end: the centre manager asks the supervisor to evaluate a
 * ring; the supervisor fills the form on a 390 px phone during the visit, with a photo, and
 * submits it; the manager approves it, the ring's trend counts it in its period, and a
 * follow-up action from it shows on the ring's page.
 */
test('a ring is evaluated on a phone, approved, and its trend shows the new result', async ({
  browser,
}) => {
  // 1. The centre manager asks for the evaluation.
  const office = await browser.newContext({ locale: 'ar' });
  const manager = await office.newPage();
  const managerErrors = collectErrors(manager);
  const token = await signIn(manager, 'manager@example.com');
  await manager.goto('/evaluation-requests');
  await manager.getByRole('button', { name: 'طلب تقييم' }).first().click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'النموذج' }).click();
  await manager.getByRole('option', { name: /تقييم الحلقة الشهري/ }).click();
  await dialog.getByRole('combobox', { name: 'حلقة' }).click();
  await manager.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'المقيّم' }).fill('المشرف');
  await manager.getByRole('option', { name: 'المشرف التربوي سالم العتيبي' }).click();
  await dialog.getByRole('button', { name: 'طلب تقييم' }).click();
  // One request opens its sheet.
  await expect(manager.getByTestId('evaluation-sheet')).toBeVisible();
  const id = new URL(manager.url()).searchParams.get('id')!;
  expect(id).toBeTruthy();
  const detail = await (
    await manager.request.get(`/api/evaluations/requests/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const trendUrl = `/api/evaluations/trend?target=ring&subjectId=${detail.subjectId}`;
  type Point = { period: string; percent: number; results: number };
  const trend = async () =>
    (await (await manager.request.get(trendUrl, auth)).json()).items as Point[];
  const before = await trend();
  const periodBefore = before.find((p) => p.period === detail.period);
  const newPeriod = !periodBefore;

  // 2. The supervisor, notified, fills it on a phone with a photo, and submits it.
  const visit = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const phone = await visit.newPage();
  const phoneErrors = collectErrors(phone);
  await signIn(phone, 'supervisor@example.com');
  await phone.goto(`/evaluation-requests?id=${id}`);
  const questions = phone.getByTestId('form-question');
  await expect(questions.first()).toBeVisible();
  const n = await questions.count();
  for (let i = 0; i < n; i++) {
    const q = questions.nth(i);
    const field = q.getByRole('spinbutton');
    if (await field.count()) await field.fill('15');
    else await q.getByRole('button').last().click();
  }
  await expect(phone.getByTestId('draft-status')).toHaveText('حُفظت المسودة');
  await phone.getByTestId('photo-input').setInputFiles({
    name: 'visit.png',
    mimeType: 'image/png',
    buffer: photo(),
  });
  await expect(phone.getByTestId('evidence-photo')).toHaveCount(1);
  await phone.getByRole('button', { name: 'إرسال للاعتماد' }).click();
  await expect(phone.getByText('مرسل للاعتماد')).toBeVisible();
  // Nothing on the phone scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(phoneErrors).toEqual([]);
  await visit.close();

  // 3. The centre manager approves it; the ring's trend has the new point.
  await manager.goto(`/evaluation-requests?id=${id}`);
  await manager.getByRole('button', { name: 'اعتماد' }).click();
  await expect(manager.getByText('معتمد', { exact: true })).toBeVisible();
  await expect(manager.getByTestId('trend-chart')).toBeVisible();
  await expect(manager.getByTestId('trend-points')).toHaveText(
    String(before.length + (newPeriod ? 1 : 0)),
    { useInnerText: false },
  );
  await expect(manager.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
  // The trend's point for the evaluation's period counts the approved result.
  const periodAfter = (await trend()).find((p) => p.period === detail.period);
  expect(periodAfter?.results).toBe((periodBefore?.results ?? 0) + 1);
  const approved = await (
    await manager.request.get(`/api/evaluations/requests/${id}`, auth)
  ).json();
  const expected =
    ((periodBefore?.percent ?? 0) * (periodBefore?.results ?? 0) + approved.percent) /
    ((periodBefore?.results ?? 0) + 1);
  expect(periodAfter?.percent).toBeCloseTo(expected, 0);

  // 4. A follow-up action from the result shows on the ring's own page until it is done.
  const action = await manager.request.post('/api/evaluations/actions', {
    ...auth,
    data: {
      requestId: id,
      title: 'متابعة خطة الحفظ مع المحفظ',
      ownerName: 'مدير المركز',
      dueOn: detail.dueOn,
    },
  });
  expect(action.status()).toBe(201);
  await manager.goto(`/center-rings-info-component?ring=${detail.subjectId}`);
  await expect(manager.getByTestId('follow-up-actions')).toContainText(
    'متابعة خطة الحفظ مع المحفظ',
  );
  expect(managerErrors).toEqual([]);
  await office.close();
});
