import { expect, test, type Browser, type Page } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A test from the request to a certificate anyone can verify, in Arabic, by the people who do
 * each step: the teacher requests a test for a student of their ring (the eligibility answer is
 * shown; an unmet rule needs a reason), the centre manager approves and schedules it with a
 * suggested examiner, the examiner marks mistakes on the sheet on a phone, the manager approves
 * the result and issues the certificate, and its verification page opens signed out from the
 * address its QR code carries.
 */
const TEACHER = 'teacher@example.com';
const MANAGER = 'manager@example.com';
const EXAMINER = 'examiner@example.com';
/**
 * The list this journey works in: Maher tests (whole Quran, an examiner from another centre).
 * The demo has one waiting Maher request, for a student of the first centre picked by the
 * database's order: the journey takes a student of the ring with no request.
 */
const LIST = '/test-request-maher';

/** A day and time a week ahead, as a `datetime-local` field takes it (no other test then). */
function nextWeekAtNine(): string {
  const d = new Date(Date.now() + 8 * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T09:00`;
}

async function as(browser: Browser, email: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ar',
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  const page = await context.newPage();
  await signIn(page, email, 'ar');
  return page;
}

/** Opens the request of `student` from the list (searched by name, any Arabic spelling). */
async function openRequest(page: Page, student: string): Promise<void> {
  await page.goto(LIST);
  await page.getByRole('textbox', { name: 'ابحث باسم الطالب' }).fill(student);
  const row = page.getByRole('row').filter({ hasText: student }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
}

test('a teacher’s request becomes an approved certificate that verifies signed out', async ({
  browser,
  request,
}) => {
  test.slow();

  // 1. The teacher requests a test for a student of their ring (one with no request yet: any
  // open request overlaps the whole Quran).
  const teacherToken = await apiToken(request, TEACHER);
  const listed = await request.get('/api/tests/requests', {
    headers: { authorization: `Bearer ${teacherToken}` },
    params: { pageSize: 100 },
  });
  expect(listed.ok()).toBe(true);
  const requested = new Set(
    ((await listed.json()) as { items: Array<{ studentName: string }> }).items.map(
      (r) => r.studentName,
    ),
  );
  const teacher = await as(browser, TEACHER);
  const teacherErrors = collectErrors(teacher);
  await teacher.goto(LIST);
  await teacher.getByRole('button', { name: 'طلب اختبار جديد' }).click();
  const form = teacher.getByRole('dialog', { name: 'طلب اختبار جديد' });
  const studentField = form.getByRole('combobox', { name: 'الطالب' });
  await studentField.click();
  await expect(teacher.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
  const names = (await teacher.getByRole('option').allTextContents()).map((t) =>
    t.split(' · ')[0]!.trim(),
  );
  const free = names.findIndex((n) => !requested.has(n));
  expect(
    free,
    `a student of the ring with no request among ${names.join(', ')}`,
  ).toBeGreaterThanOrEqual(0);
  const student = names[free]!;
  await teacher.getByRole('option').nth(free).click();
  await expect(form.getByRole('combobox', { name: 'نوع الاختبار' })).not.toBeEmpty();
  // The server's eligibility answer is shown before sending; an unmet rule asks for a reason.
  const eligibility = form.getByTestId('eligibility');
  await expect(eligibility).toBeVisible({ timeout: 20_000 });
  if ((await eligibility.textContent())?.includes('لا يستوفي')) {
    await expect(form.getByRole('button', { name: 'إرسال مع السبب' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'سبب التقديم رغم ذلك' }).fill('أتم الحفظ خارج المركز');
    await form.getByRole('button', { name: 'إرسال مع السبب' }).click();
  } else {
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  }
  await expect(teacher.getByTestId('request-panel').getByTestId('request-state')).toHaveText(
    'مطلوب',
  );
  await expect(teacher.getByTestId('request-history')).toContainText('طلب اختبار');
  // A teacher may not approve.
  await expect(teacher.getByRole('button', { name: 'اعتماد الطلب' })).toHaveCount(0);
  expect(teacherErrors).toEqual([]);
  await teacher.context().close();

  // 2. The centre manager approves it and schedules it with a suggested examiner.
  const manager = await as(browser, MANAGER);
  await openRequest(manager, student);
  await manager.getByRole('button', { name: 'اعتماد الطلب' }).click();
  await manager
    .getByRole('dialog', { name: 'اعتماد الطلب' })
    .getByRole('button', { name: 'اعتماد الطلب' })
    .click();
  await expect(manager.getByTestId('request-panel').getByTestId('request-state')).toHaveText(
    'معتمد',
  );
  await manager.getByRole('button', { name: 'جدولة الاختبار' }).click();
  const schedule = manager.getByRole('dialog', { name: 'جدولة الاختبار' });
  await schedule.getByLabel('التاريخ والوقت').fill(nextWeekAtNine());
  // The demo examiner (another centre, qualified for Maher) is among the suggestions.
  const examinerToken = await apiToken(request, EXAMINER);
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${examinerToken}` },
  });
  const examinerName = ((await me.json()) as { user: { displayName: string } }).user.displayName;
  const examiner = schedule.getByTestId('examiner-option').filter({ hasText: examinerName });
  await expect(examiner).toBeVisible({ timeout: 20_000 });
  await expect(examiner).not.toHaveClass(/Mui-disabled/);
  await examiner.click();
  await schedule.getByRole('textbox', { name: 'المكان' }).fill('قاعة الاختبارات');
  await schedule.getByRole('button', { name: 'جدولة الاختبار' }).click();
  await expect(manager.getByTestId('request-panel').getByTestId('request-state')).toHaveText(
    'مجدول',
  );

  // 3. The examiner opens the sheet on a phone and marks two mistakes on the first ayah.
  const examinerPage = await as(browser, EXAMINER, true);
  const sheetErrors = collectErrors(examinerPage);
  await examinerPage.goto('/student-test-form');
  await examinerPage.getByRole('link').filter({ hasText: student }).first().click();
  const ayahs = examinerPage.getByTestId('ayah');
  await expect(ayahs.first()).toBeVisible({ timeout: 20_000 });
  await ayahs.first().click();
  await examinerPage.getByTestId('mark-memorisation').click();
  await examinerPage.getByTestId('mark-tajweed').click();
  await examinerPage.getByRole('button', { name: 'تم' }).click();
  await expect(ayahs.first()).toHaveAttribute('data-marks', '2');
  // The deduction shows at once, computed from the kind's rules.
  await expect(examinerPage.getByTestId('live-deduction')).not.toHaveText('الخصم: 0');
  await examinerPage.getByRole('button', { name: 'إرسال النتيجة' }).click();
  await expect(examinerPage.getByTestId('server-result')).toBeVisible();
  await expect(examinerPage.getByTestId('server-result')).toContainText('بانتظار');
  expect(sheetErrors).toEqual([]);
  await examinerPage.context().close();

  // 4. The manager approves the result, then issues the certificate.
  await manager.reload();
  await expect(manager.getByTestId('request-panel').getByTestId('request-state')).toContainText(
    'أُجري',
  );
  await manager.getByRole('button', { name: 'اعتماد النتيجة' }).click();
  await manager
    .getByRole('dialog', { name: 'اعتماد النتيجة' })
    .getByRole('button', { name: 'اعتماد النتيجة' })
    .click();
  await expect(manager.getByTestId('request-panel').getByTestId('request-state')).toHaveText(
    'ناجح',
  );
  await manager.getByRole('button', { name: 'إصدار الشهادة' }).click();
  await manager
    .getByRole('dialog', { name: 'إصدار الشهادة' })
    .getByRole('button', { name: 'إصدار الشهادة' })
    .click();
  await expect(manager.getByTestId('request-panel').getByTestId('request-state')).toHaveText(
    'صدرت الشهادة',
  );
  const serial = ((await manager.getByTestId('certificate-serial').textContent()) ?? '').trim();
  expect(serial).toMatch(/^[A-Z]+-\d{4}-\d+$/);
  await manager.context().close();

  // 5. The QR code's address: the certificate's verification URL, opened signed out.
  const token = await apiToken(request, MANAGER);
  const certs = await request.get('/api/tests/certificates', {
    headers: { authorization: `Bearer ${token}` },
    params: { q: student },
  });
  expect(certs.ok()).toBe(true);
  const cert = (
    (await certs.json()) as { items: Array<{ serial: string; verifyUrl: string }> }
  ).items.find((c) => c.serial === serial);
  expect(cert?.verifyUrl).toMatch(new RegExp(`/verify/${serial}$`));
  const visitor = await browser.newContext({ locale: 'ar' });
  const publicPage = await visitor.newPage();
  const visitorErrors = collectErrors(publicPage);
  await publicPage.goto(new URL(cert!.verifyUrl).pathname);
  await expect(publicPage.getByText('وثيقة صحيحة صادرة عنّا')).toBeVisible({ timeout: 20_000 });
  await expect(publicPage.getByText(serial)).toBeVisible();
  await expect(publicPage.getByText(student)).toBeVisible();
  expect(await publicPage.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(visitorErrors).toEqual([]);
  await visitor.close();
});
