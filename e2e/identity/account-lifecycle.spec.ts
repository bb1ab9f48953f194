import { expect, test } from '../flows.ts';
import {
  apiToken,
  arabicDigits,
  bearer,
  freshEmail,
  lastMail,
  linkIn,
  paste,
  shot,
  signInAs,
  totp,
} from './identity-helpers.ts';

/**
 * The whole life of a new account, in Arabic, through the screens: register, read the
 * verification e-mail in the outbox, verify, sign in, switch two-step verification on (the
 * code computed as an authenticator app would), sign out, and sign in again with the
 * password and a pasted code in Arabic-Indic digits.
 */
test.use({ locale: 'ar', viewport: { width: 1280, height: 860 } });

test('register, verify, two-step on, sign out, sign in with the code', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail('amina');
  const password = 'Qalam2026ok';

  // Register.
  await page.goto('/authentication/register-v1');
  await expect(page.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
  // Nothing is sent while the form is wrong: the server's own rules, in Arabic, under the fields.
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
  await page.getByLabel('الاسم الكامل').fill('آمنة الحسيني');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('short1');
  await page.getByLabel('تأكيد كلمة المرور').fill('short1');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  // Signed out, the numbers are written in the organisation's digits (the demo's Arabic-Indic).
  await expect(page.getByText('يجب ألا تقل كلمة المرور عن ٨ أحرف.')).toBeVisible();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByLabel('تأكيد كلمة المرور').fill(password);
  await shot(page, 'flow-01-register');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/authentication\/verify-email-v1\?email=/);
  // The address is isolated (U+2066…U+2069) so it reads left to right inside Arabic.
  await expect(page.getByText(`أرسلنا رابط التأكيد إلى \u2066${email}\u2069.`)).toBeVisible();
  await shot(page, 'flow-02-check-inbox');

  // Not verified yet: sign-in is refused with a way to the verification page.
  const early = await request.post('/api/auth/login', {
    data: { identifier: email, password },
    headers: { 'accept-language': 'ar' },
  });
  expect(early.status()).toBe(403);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe(
    'identity.emailNotVerified',
  );

  // The verification e-mail, in Arabic, read from the outbox as an administrator would.
  const mail = await lastMail(request, email, 'verify');
  expect(mail.locale).toBe('ar');
  expect(mail.subject).toBe('تأكيد بريدك الإلكتروني');
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { name: 'تم تأكيد بريدك الإلكتروني' })).toBeVisible();
  await shot(page, 'flow-03-verified');
  await page.getByTestId('verified-continue').click();

  // Sign in.
  await expect(page).toHaveURL(/\/authentication\/login-v1$/);
  await page.getByLabel('البريد الإلكتروني أو الهاتف').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Two-step verification on, from the security tab.
  await page.goto('/account-settings/security');
  await expect(page.getByTestId('two-factor-state')).toHaveText('غير مفعّل');
  await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
  const dialog = page.getByTestId('enrol-dialog');
  await expect(dialog.getByTestId('totp-qr')).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shot(page, 'flow-04-enrol-qr');
  await dialog.getByRole('button', { name: 'التالي', exact: true }).click();
  // A wrong code is refused and the boxes are cleared.
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type('000000');
  await expect(dialog.getByText('الرمز غير صحيح.')).toBeVisible();
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(await totp(secret));
  const codes = dialog.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  await shot(page, 'flow-05-recovery-codes');
  const done = dialog.getByRole('button', { name: 'تم', exact: true });
  await expect(done).toBeDisabled();
  await dialog.getByLabel('حفظتُ رموز الاسترداد').check();
  await done.click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('مفعّل');
  await shot(page, 'flow-06-two-step-on');

  // Sign out.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  // The server's sign-in page (the app's route reloads it): its heading ends the navigation.
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى حسابك' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // Sign in again on the main sign-in page: the password, then the code (pasted, in
  // Arabic-Indic digits) on the two-steps page of the same (split) look.
  await page.getByLabel('البريد الإلكتروني أو الهاتف').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/authentication\/two-steps-v2$/);
  await expect(page.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await shot(page, 'flow-07-two-steps');
  await paste(page, 'code-digit-0', arabicDigits(await totp(secret, 1)));
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/authentication|login/);

  // The server agrees: the session is the user's, with two-step verification on.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await request.get('/api/auth/me', { headers: bearer(token!) });
  const body = (await me.json()) as { user: { email: string; twoFactorEnabled: boolean } };
  expect(body.user).toMatchObject({ email, twoFactorEnabled: true });
});

test('forgot and reset the password through the outbox; the link works once', async ({
  page,
  request,
}) => {
  const email = freshEmail('yusuf');
  const register = await request.post('/api/auth/register', {
    data: { displayName: 'يوسف العلي', email, password: 'Minbar2026go', locale: 'ar' },
  });
  expect(register.status()).toBe(201);
  await request.post('/api/auth/verify-email', {
    data: { token: /token=([\w-]+)/.exec((await lastMail(request, email, 'verify')).body!)![1] },
  });

  await page.goto('/authentication/forgot-password-v2');
  await expect(page.getByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill('not an address');
  await page.getByRole('button', { name: 'أرسل الرابط' }).click();
  await expect(page.getByText('أدخل بريدًا إلكترونيًا صحيحًا.')).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'أرسل الرابط' }).click();
  await expect(page.getByRole('heading', { name: 'راجع بريدك الوارد' })).toBeVisible();

  const mail = await lastMail(request, email, 'reset');
  expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
  const link = linkIn(mail);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة').fill('Mihrab2026ok');
  await page.getByLabel('تأكيد كلمة المرور').fill('Mihrab2026no');
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible();
  await page.getByLabel('تأكيد كلمة المرور').fill('Mihrab2026ok');
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByRole('heading', { name: 'تم تغيير كلمة المرور' })).toBeVisible();

  // The new password works, the old one no longer does.
  await apiToken(request, email, 'Mihrab2026ok');
  const old = await request.post('/api/auth/login', {
    data: { identifier: email, password: 'Minbar2026go' },
  });
  expect(old.status()).toBe(401);

  // The same link again: refused, with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('كلمة المرور الجديدة').fill('Another2026ok');
  await page.getByLabel('تأكيد كلمة المرور').fill('Another2026ok');
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'هذا الرابط غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  );
  await expect(page.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toBeVisible();
});

test('the account page lists signed-in devices and signs another one out', async ({
  page,
  request,
}) => {
  const email = freshEmail('bilal');
  const password = 'Mushaf2026ok';
  const register = await request.post('/api/auth/register', {
    data: { displayName: 'بلال الحسن', email, password, locale: 'ar' },
  });
  expect(register.status()).toBe(201);
  await request.post('/api/auth/verify-email', {
    data: { token: /token=([\w-]+)/.exec((await lastMail(request, email, 'verify')).body!)![1] },
  });
  // Another device: a phone, signed in through the API.
  const phone = await request.post('/api/auth/login', {
    data: { identifier: email, password },
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    },
  });
  const phoneToken = ((await phone.json()) as { accessToken: string }).accessToken;
  await signInAs(page, email, password);
  await page.goto('/account-settings/security');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'هذا الجهاز' })).toHaveCount(1);
  await shot(page, 'flow-08-sessions', true);
  await rows.filter({ hasText: 'Android' }).getByRole('button', { name: 'تسجيل الخروج' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل الخروج من هذا الجهاز؟' });
  await dialog.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(rows).toHaveCount(1);
  // The phone's access stops at once.
  const me = await request.get('/api/auth/me', { headers: bearer(phoneToken) });
  expect(me.status()).toBe(401);
});
