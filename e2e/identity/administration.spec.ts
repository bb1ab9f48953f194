import { expect, test } from '../flows.ts';
import { ADMIN, apiToken, bearer, freshEmail, shot, signInAs } from './identity-helpers.ts';

/**
 * Administration through the screens, in Arabic: an administrator adds a user as manager of
 * one centre, and that user then sees that centre only; a mobile-app sign-up waits, is
 * accepted and linked to a guardian, and can then sign in.
 */
test.use({ locale: 'ar', viewport: { width: 1366, height: 900 } });

interface Place {
  id: string;
  name: string;
}

test('an administrator adds a centre manager, who sees only that centre', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await apiToken(request);
  const centres = (
    (await (
      await request.get('/api/users/places?level=centre', { headers: bearer(admin) })
    ).json()) as { items: Place[] }
  ).items;
  expect(centres.length).toBeGreaterThan(1);
  const centre = centres[1]!;
  const email = freshEmail('khadija');
  const password = 'Minaret2026ok';

  await signInAs(page, ADMIN);
  await page.goto('/users/AddUser');
  await expect(page.getByRole('heading', { name: 'إضافة مستخدم' })).toBeVisible();
  await page.getByLabel('الاسم الكامل').fill('خديجة المصري');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('تعيين كلمة مرور الآن وإبلاغه بها بنفسك').check();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('combobox', { name: /^الدور/ }).click();
  await page.getByRole('option', { name: 'مدير المركز' }).click();
  // The role's usual level is proposed: a centre, picked among the administrator's centres.
  await expect(page.getByRole('combobox', { name: /^المستوى/ })).toHaveText('المركز');
  const picker = page.getByRole('combobox', { name: 'المركز', exact: true });
  await picker.click();
  await picker.fill(centre.name.slice(0, 6));
  await page.getByRole('option', { name: centre.name, exact: true }).click();
  await shot(page, 'admin-01-add-user');
  await page.getByRole('button', { name: 'إضافة المستخدم' }).click();

  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('user-created')).toContainText('خديجة المصري');
  const row = page.getByTestId('assignment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('مدير المركز');
  await expect(row).toContainText(centre.name);
  await shot(page, 'admin-02-user');

  // The new manager signs in and sees their centre only: in the screens…
  const own = await signInAs(page, email, password);
  await page.goto('/users/AddUser');
  const ownPicker = page.getByRole('combobox', { name: 'المركز', exact: true });
  await page.getByRole('combobox', { name: /^الدور/ }).click();
  await page.getByRole('option', { name: 'مشرف' }).click();
  await ownPicker.click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option')).toHaveText(centre.name);
  await page.keyboard.press('Escape');

  // …and in the API: places, search, users, a record of another centre.
  const places = (await (
    await request.get('/api/users/places?level=centre', { headers: bearer(own) })
  ).json()) as { items: Place[] };
  expect(places.items.map((p) => p.id)).toEqual([centre.id]);
  const other = centres.find((c) => c.id !== centre.id)!;
  const search = (await (
    await request.get(`/api/search?q=${encodeURIComponent(other.name)}&limit=20`, {
      headers: bearer(own),
    })
  ).json()) as { items: Array<{ kind: string; id: string }> };
  expect(search.items.filter((h) => h.kind === 'centres').map((h) => h.id)).not.toContain(other.id);
  const adminList = (await (
    await request.get('/api/users?pageSize=200', { headers: bearer(admin) })
  ).json()) as { items: Array<{ id: string; email: string | null }> };
  const outsider = adminList.items.find((u) => u.email === 'country@example.com')!;
  const refused = await request.get(`/api/users/${outsider.id}`, { headers: bearer(own) });
  expect(refused.status()).toBe(404);
});

test('a mobile-app sign-up waits, is accepted as a guardian, then signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const phone = `+90532${String(Date.now()).slice(-7)}`;
  const password = 'Family2026ok';

  await page.goto('/login-app');
  await page.getByRole('tab', { name: 'حساب جديد' }).click();
  await page.getByLabel('الاسم الكامل').fill('مريم العبد الله');
  await page.locator('input[name="telephone"]').fill(phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByLabel('تأكيد كلمة المرور').fill(password);
  await page.getByLabel('ملاحظة للمركز (اختياري)').fill('ابني أحمد في حلقة الفجر');
  await page.getByRole('button', { name: 'أرسل طلبي' }).click();
  await expect(page.getByRole('heading', { name: 'وصل طلبك' })).toBeVisible();
  await shot(page, 'mobile-01-waiting');

  // Until it is accepted, signing in says so.
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByLabel('الهاتف أو البريد الإلكتروني').fill(phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click();
  await expect(page.getByTestId('form-error')).toHaveText('حسابك بانتظار موافقة المسؤول.');

  // An administrator accepts it, linking it to a guardian found by name.
  const admin = await apiToken(request);
  const hits = (await (
    await request.get(`/api/search?q=${encodeURIComponent('ا')}&limit=5`, {
      headers: bearer(admin),
    })
  ).json()) as { items: Array<{ kind: string; id: string; title: string }> };
  const guardian = hits.items.find((h) => h.kind === 'guardians')!;
  expect(guardian).toBeTruthy();

  await signInAs(page, ADMIN);
  await page.goto('/mobile-user-accept-component');
  const card = page.getByTestId('signup-card').filter({ hasText: phone });
  await expect(card).toContainText('ابني أحمد في حلقة الفجر');
  await shot(page, 'mobile-02-waiting-list');
  await card.getByRole('button', { name: 'قبول' }).click();
  const dialog = page.getByTestId('accept-dialog');
  await expect(dialog.getByRole('combobox', { name: 'الربط بـ' })).toHaveText('ولي أمر');
  // Accepting without choosing the record is refused on the spot.
  await dialog.getByRole('button', { name: 'قبول' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب.')).toBeVisible();
  const find = dialog.getByRole('combobox', { name: 'ابحث عن ولي الأمر بالاسم أو الهاتف' });
  await find.fill(guardian.title);
  await page.getByRole('option', { name: guardian.title }).first().click();
  await dialog.getByRole('button', { name: 'قبول' }).click();
  await expect(page.getByTestId('decided')).toHaveText(
    'تم قبول مريم العبد الله ويمكنه الدخول الآن.',
  );
  await page.getByRole('tab', { name: 'المقبولة' }).click();
  await expect(page.getByTestId('signup-card').filter({ hasText: phone })).toContainText(
    'مرتبط بـولي أمر',
  );

  // The guardian signs in to the app now, with the guardian role on their own children.
  await page.evaluate(() => localStorage.removeItem('accessToken'));
  await page.goto('/login-app');
  await page.getByLabel('الهاتف أو البريد الإلكتروني').fill(phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = (await (await request.get('/api/auth/me', { headers: bearer(token!) })).json()) as {
    assignments: Array<{ roleCode: string; scopeLevel: string }>;
  };
  expect(me.assignments).toEqual([
    expect.objectContaining({ roleCode: 'guardian', scopeLevel: 'own' }),
  ]);
});

test('an administrator makes a role from the permission matrix', async ({ page, request }) => {
  test.setTimeout(150_000);
  const code = `librarian_${Date.now().toString(36)}`;
  await signInAs(page, ADMIN);
  await page.goto('/roles');
  await page.getByRole('button', { name: 'دور جديد' }).click();
  // The first role's editor stays until the new, empty one replaces it.
  await expect(page.getByRole('heading', { level: 2, name: 'دور جديد' })).toBeVisible();
  const editor = page.getByTestId('role-editor');
  await expect(editor.getByLabel('الاسم بالعربية')).toHaveValue('');
  await editor.getByLabel('الاسم بالعربية').fill('أمين المكتبة');
  await editor.getByLabel('الاسم بالإنجليزية').fill('Librarian');
  await editor.getByLabel('الاسم بالفرنسية').fill('Bibliothécaire');
  await editor.getByLabel('الرمز').fill('Not A Code');
  await editor.locator('input[data-permission="books:read"]').check();
  await editor.locator('input[data-permission="books:update"]').check();
  // A whole column at once: exporting everything, as one wildcard.
  await editor.getByRole('button', { name: '*:export' }).click();
  await expect(editor.locator('input[data-permission="students:export"]')).toBeChecked();
  await editor.locator('input[data-permission="books:update"]').uncheck();
  // Sensitive fields (identity numbers, salaries) are granted like any other action.
  await editor.locator('input[data-permission="students:sensitive"]').check();
  // Books have no sensitive fields: no box to tick there.
  await expect(editor.locator('input[data-permission="books:sensitive"]')).toHaveCount(0);
  await editor.getByRole('button', { name: 'إنشاء الدور' }).click();
  await expect(editor.getByText('استخدم حروفًا لاتينية صغيرة وأرقامًا و _')).toBeVisible();
  await editor.getByLabel('الرمز').fill(code);
  await editor.getByRole('button', { name: 'إنشاء الدور' }).click();
  // After the save the screen lists the roles again and renders the new role's whole matrix
  // (some 600 boxes): with both cores busy that once took longer than the default 10 s wait.
  await expect(
    page.getByText('تم حفظ الدور، ويسري ابتداءً من الطلب التالي لكل من يحمله.'),
  ).toBeVisible({ timeout: 30_000 });
  await shot(page, 'admin-03-role');

  const roles = (await (
    await request.get('/api/roles', { headers: bearer(await apiToken(request)) })
  ).json()) as { items: Array<{ code: string; permissions: string[]; defaultScope: string }> };
  const role = roles.items.find((r) => r.code === code)!;
  expect(role.permissions.sort()).toEqual(['*:export', 'books:read', 'students:sensitive']);
  expect(role.defaultScope).toBe('centre');
});
