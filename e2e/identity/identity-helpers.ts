import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

export const DEMO_PASSWORD = 'Admin@12345';
export const ADMIN = 'admin@example.com';

let counter = 0;

/** An address nobody has used yet in this run. */
export function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${++counter}@example.org`;
}

/** A token for the test's own API calls. */
export async function apiToken(
  request: APIRequestContext,
  identifier = ADMIN,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Mail {
  to: string;
  subject: string;
  body: string | null;
  kind: string;
  locale: string;
}

/** The newest message of a kind kept in the outbox for an address, read by an administrator. */
export async function lastMail(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<Mail> {
  const token = await apiToken(request);
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/outbox', {
        headers: bearer(token),
        params: { to, kind, pageSize: 1 },
      });
      mail = ((await res.json()) as { items: Mail[] }).items[0];
      return mail?.to;
    })
    .toBe(to);
  return mail!;
}

/** The path and query of the link in a mail (the server names its public address). */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/[^/\s]+(\/\S+)/.exec(mail.body ?? '');
  expect(match, `a link in: ${mail.body}`).toBeTruthy();
  return match![1]!;
}

/**
 * The authenticator code of a secret, `steps` time steps from now. The server refuses a
 * code whose step is not newer than the last one it accepted (no replay) and allows one
 * step of drift, so a sign-in right after switching two-step on uses the next step's code.
 */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Hands a signed-in session to the page, as the shell keeps it. */
export async function signInAs(
  page: Page,
  identifier = ADMIN,
  password = DEMO_PASSWORD,
  language = 'ar',
): Promise<string> {
  const token = await apiToken(page.request, identifier, password);
  // Any page of the app's origin gives its storage; a small answer of the API does not start the
  // app (the test's next page does, with the session already there).
  await page.goto('/api/health');
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('accessToken', t!);
      localStorage.setItem('language', l!);
    },
    [token, language],
  );
  return token;
}

/** Pastes text into an element, as a user pasting from the clipboard. */
export async function paste(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * A page's screenshot for people to look at, in `$SHOTS_DIR/identity/` when SHOTS_DIR is set
 * (as the organisation screens do); a plain run takes none, since each costs the CPU of a frame.
 */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/identity/${name}.png`, fullPage });
}

/** Arabic-Indic digits of a Latin number (٠١٢٣٤٥٦٧٨٩). */
export const arabicDigits = (s: string) =>
  s.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
