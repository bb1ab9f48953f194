import { expect, test, type APIRequestContext } from '../flows.ts';
import { apiToken, bearer } from '../identity/identity-helpers.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A competition's public registration reviewed on a phone, in Arabic: the country manager opens
 * the link from the competition's page, two registrants come through the public route (names the
 * records do not know), one is refused with a reason, the other matched by hand to a student of
 * the records and approved into a nomination.
 */

type Json = Record<string, unknown>;

async function api(
  request: APIRequestContext,
  token: string | null,
  method: 'get' | 'post',
  url: string,
  data?: Json,
) {
  const res = await request[method](url, {
    ...(token ? { headers: bearer(token) } : {}),
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Json & { items?: Json[] };
}

test('the link opened, a registrant refused with a reason, another matched and approved', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const country = await apiToken(request, 'country@example.com');
  const judging = (await api(request, country, 'get', '/api/competitions?state=judging'))
    .items![0]!;
  // A student whose records qualify (nominated without an override in the demo).
  const nominees = await api(
    request,
    country,
    'get',
    `/api/competitions/${judging.id}/nominations?pageSize=100`,
  );
  const student = (nominees.items ?? []).find(
    (x) => (x.overriddenRules as unknown[]).length === 0,
  ) as { studentName: string } | undefined;
  expect(student, 'a qualified student').toBeTruthy();
  const today = new Date().toISOString().slice(0, 10);
  const created = await api(request, country, 'post', '/api/competitions', {
    name: 'مسابقة التسجيل العام',
    season: '1448',
    scope: 'country',
    countryId: judging.countryId,
    startsOn: today,
    endsOn: today,
    aggregation: 'mean',
    divergenceMargin: 2,
    perCentreCap: null,
    excludePreviousWinners: false,
    prizes: [],
    currency: 'TRY',
  });
  const id = created.id as string;
  const withCategory = await api(request, country, 'post', `/api/competitions/${id}/categories`, {
    name: 'جزء عمّ',
    fromJuz: 30,
    toJuz: 30,
    referenceDate: today,
    template: 'standard',
    passages: 1,
    passageLength: 3,
  });
  const categoryId = (withCategory.categoriesList as Array<{ id: string }>)[0]!.id;

  await signIn(page, 'country@example.com', 'ar');
  await page.goto(`/quranic-competition?id=${id}`);
  const card = page.getByTestId('registration-link-card');
  await expect(card.getByTestId('registration-link-state')).toHaveText('لم يُفتح بعد');
  await card.getByRole('button', { name: 'فتح الرابط' }).click();
  await expect(card.getByTestId('registration-link-state')).toHaveText('مفتوح');

  await expect(card.getByTestId('registration-link-url')).toContainText(
    `/competition-registration-link/${id}`,
  );

  // A guardian registers through the public page, signed out, on a phone, in Arabic.
  const visitor = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const pub = await visitor.newPage();
  await pub.goto(`/competition-registration-link/${id}`);
  await pub.getByRole('combobox', { name: 'الفئة' }).click();
  await pub.getByRole('option', { name: /جزء عمّ/ }).click();
  await pub.getByRole('textbox', { name: 'اسم الطالب الرباعي' }).fill('زائر لا تعرفه السجلات');
  // The birth date typed day first with an Arabic keyboard: 1 March 2014.
  await pub.getByRole('textbox', { name: 'تاريخ الميلاد' }).fill('٠١/٠٣/٢٠١٤');
  await pub.getByRole('combobox', { name: 'الجنس' }).click();
  await pub.getByRole('option', { name: 'ذكر' }).click();
  await pub.getByRole('textbox', { name: 'هاتف ولي الأمر' }).fill('+905321110001');
  await pub.screenshot({ path: 'test-results/competition-public-ar-390.png', fullPage: true });
  await pub.getByRole('button', { name: 'تسجيل', exact: true }).click();
  await expect(pub.getByTestId('registration-sent')).toBeVisible();
  await visitor.close();

  await api(request, null, 'post', `/api/public/competitions/${id}`, {
    categoryId,
    fullName: 'زائرة أخرى مجهولة',
    birthDate: '2014-03-01',
    gender: 'male',
    phone: '+905321110002',
    publicConsent: true,
  });

  // The day typed in Arabic-Indic digits reached the server as the day it names.
  const sent = await api(request, country, 'get', `/api/competitions/${id}/registrations`);
  expect((sent.items ?? []).find((r) => r.fullName === 'زائر لا تعرفه السجلات')?.birthDate).toBe(
    '2014-03-01',
  );

  await page.reload();
  const rows = page.getByTestId('registration-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('غير مطابق لطالب');
  await page.screenshot({
    path: 'test-results/competition-registrations-ar-390.png',
    fullPage: true,
  });

  // Refused with a reason: it leaves the pending list.
  await rows.filter({ hasText: 'زائرة أخرى مجهولة' }).getByRole('button', { name: 'رفض' }).click();
  const refuse = page.getByRole('dialog');
  await refuse.getByRole('textbox').fill('التسجيل مكرر من ولي الأمر');
  await refuse.getByRole('button', { name: 'رفض' }).click();
  await expect(rows).toHaveCount(1);

  // Approved once matched by hand to a student of the records: a nomination appears.
  await rows.getByRole('button', { name: 'اعتماد' }).click();
  const approve = page.getByRole('dialog');
  await expect(approve).toContainText('اختر الطالب أولًا');
  await approve.getByRole('combobox', { name: 'الطالب' }).fill(student!.studentName);
  await page.getByRole('option', { name: student!.studentName }).first().click();
  await page.screenshot({ path: 'test-results/competition-approve-ar-390.png' });
  await approve.getByRole('button', { name: 'اعتماد' }).click();
  await expect(approve).toHaveCount(0);
  await expect(rows).toHaveCount(0);
  await expect(
    page.getByTestId('nomination-row').filter({ hasText: student!.studentName }),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});
