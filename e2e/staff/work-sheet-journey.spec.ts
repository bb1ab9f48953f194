import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * The work sheet's journey (docs/work-sheets-and-ladder.md), in Arabic on a phone: the demo
 * teacher, paid per session on the approved sheet, checks in at the centre, holds today's ring
 * session, submits the month's sheet; the centre's manager opens it and returns it with a
 * reason; the teacher adds the missing task and submits again; the manager approves it; the
 * accountant computes this month's draft run again, and the payslip pays the sheet's sessions,
 * its line pointing at the sheet.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar' });

test('a teacher’s month: check in, a ring session, the sheet returned, corrected, approved and paid', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const bearer = async (email: string) => ({
    authorization: `Bearer ${await apiToken(request, email)}`,
  });
  const teacherApi = await bearer('teacher@example.com');
  const month = new Date().toISOString().slice(0, 7);
  const sheetOf = async () =>
    (await (
      await request.get(`/api/work-sheets/mine?month=${month}`, { headers: teacherApi })
    ).json()) as { employee: { id: string }; sheet: { id: string | null } };
  // The teacher's salary profile pays each session of the approved sheet (set up by the API).
  const admin = await bearer('admin@example.com');
  const employeeId = (await sheetOf()).employee.id;
  const profile = (await (
    await request.get(`/api/salary-components?employeeId=${employeeId}`, { headers: admin })
  ).json()) as { items: Array<{ currency: string }> };
  const line = await request.post('/api/salary-components', {
    headers: admin,
    data: {
      employeeId,
      name: 'أجر الحلقات حسب ورقة العمل',
      kind: 'allowance',
      basis: 'sheet_session',
      amount: 2500,
      currency: profile.items[0]?.currency ?? 'TRY',
    },
  });
  expect(line.status(), await line.text()).toBe(201);

  // On the phone at the centre: check in, then the ring session with everyone present.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.0082, longitude: 28.9784 });
  await signIn(page, 'teacher@example.com', 'ar');
  await page.goto('/teacher-log-component');
  await page.getByTestId('check-in').click();
  await expect(page.getByTestId('log-arrived')).toBeVisible({ timeout: 20_000 });
  await page.goto('/ring-day');
  await expect(page.getByTestId('student-card').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'الكل حاضر' }).click();
  // The first student came late (2 on the card): a change whatever other specs on this server
  // saved for today's day before (the ring-day specs save everyone present or one absent),
  // so the save is never refused as saving nothing.
  const first = page.getByTestId('student-card').first();
  await first.focus();
  await page.keyboard.press('Digit2');
  await expect(first.getByRole('button', { name: 'متأخر', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('تم الحفظ', { timeout: 20_000 });

  // The month's sheet counts the session; the teacher submits it.
  await page.goto('/work-sheet-component');
  await page.getByTestId('submit-sheet').click();
  await page.getByRole('dialog').getByRole('button', { name: 'إرسال للاعتماد' }).click();
  await expect(page.getByText('مرسلة للاعتماد').first()).toBeVisible();
  const sheetId = (await sheetOf()).sheet.id!;

  // The centre's manager opens it and returns it with a reason.
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(`/users-work-sheet-component?month=${month}&sheet=${sheetId}`);
  await page.getByTestId('sheet-return').click();
  const reason = 'أضف مهمة تحضير الدروس التي قمت بها صباح اليوم.';
  await page.getByRole('dialog').getByRole('textbox').last().fill(reason);
  await page.getByRole('dialog').getByRole('button', { name: 'إعادة للتصحيح' }).last().click();
  await expect(page.getByText('معادة للتصحيح').first()).toBeVisible();

  // The teacher reads why, adds the task and submits again.
  await signIn(page, 'teacher@example.com', 'ar');
  await page.goto('/work-sheet-component');
  await expect(page.getByTestId('return-reason')).toContainText(reason);
  await page.getByTestId('add-line').click();
  const form = page.getByRole('dialog');
  await form.getByLabel('من').fill('06:00');
  await form.getByLabel('إلى').fill('06:45');
  await form.getByLabel('المهمة').fill('تحضير دروس الحلقة');
  await form.getByRole('button', { name: 'إضافة مهمة' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('submit-sheet').click();
  await page.getByRole('dialog').getByRole('button', { name: 'إرسال للاعتماد' }).click();
  await expect(page.getByText('مرسلة للاعتماد').first()).toBeVisible();

  // The manager approves it.
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(`/users-work-sheet-component?month=${month}&sheet=${sheetId}`);
  await page.getByTestId('sheet-approve').click();
  await expect(page.getByTestId('sheet-approve')).toHaveCount(0);

  // The accountant computes this month's draft run again: the payslip pays the sessions.
  const accountant = await bearer('accountant@example.com');
  const runs = (await (
    await request.get(`/api/payroll/runs?month=${month}`, { headers: accountant })
  ).json()) as { items: Array<{ id: string; status: string }> };
  const run = runs.items.find((r) => r.status === 'draft')!;
  await signIn(page, 'accountant@example.com', 'ar');
  await page.goto(`/user-selarys-component?id=${run.id}`);
  await page.getByRole('button', { name: 'إعادة الحساب' }).click();
  await expect(page.getByTestId('payslip-row').first()).toBeVisible({ timeout: 20_000 });
  const paid = async () => {
    const detail = (await (
      await request.get(`/api/payroll/runs/${run.id}`, { headers: accountant })
    ).json()) as {
      payslips: Array<{
        employeeId: string;
        lines: Array<{ basis: string; quantity: number; sheetId?: string }>;
      }>;
    };
    const slip = detail.payslips.find((s) => s.employeeId === employeeId);
    return slip?.lines.find((l) => l.basis === 'sheet_session') ?? null;
  };
  await expect.poll(paid).toMatchObject({ sheetId });
  expect((await paid())!.quantity).toBeGreaterThan(0);
  expect(errors, errors.join('\n')).toEqual([]);
});
