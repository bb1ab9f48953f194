/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AppRoute } from '../../apps/web/src/app/routes/registry.ts';
import { RESOURCES } from '../../packages/domain/src/resources/registry.ts';
import { SITE_PUBLIC_PATHS } from '../../packages/domain/src/site/public-pages.ts';
import { collectAppRoutes } from '../../scripts/app-routes.ts';
import { seriousViolations } from '../shell/axe.ts';
import { apiToken, collectErrors, openScreen, shellReady } from '../shell/shell-helpers.ts';
import { lastMail, linkIn } from '../identity/identity-helpers.ts';

/**
 * The screen walk, derived from the app's routes (routes.tsv's table and the web's screens
 * maps, as the app and `npm run routes:report` derive them; nothing here lists screens):
 *
 * - every implemented route once in Arabic on a desktop, with axe: it opens and stays on its
 *   path, has its language and direction, its title (the document's and a level-1 heading), no
 *   error state, no failed API call, no console error, no sideways scroll (at the desktop's
 *   width and at a 390 px phone's), no serious or
 *   critical accessibility fault; a resource's pages show their resource (a list its demo
 *   records, whose first record's page and form open too). Public routes are walked signed
 *   out, the others as the administrator; public routes not built yet show the "planned" page.
 * - English on a desktop, French and Arabic on a 390 px phone: once per layout and per kind of
 *   page (each generic resource page, and the screens of each module), the same checks
 *   without axe.
 *
 * A new screen joins the walk by existing. A path with parameters takes its values from
 * SAMPLES; a screen that cannot be walked this way goes to EXCEPTIONS with the reason; what a
 * screen must show beyond that goes to EXTRAS. The walk is cut into tests of a few screens
 * each, which the run shares out over its workers against one server (playwright.config.ts),
 * since nothing here changes data. With SHOTS_DIR set, each screen is
 * photographed there (`$SHOTS_DIR/walk/`) for a person to look at.
 */

const { routes, problems } = await collectAppRoutes();

type Lang = 'ar' | 'en' | 'fr';
type Catalogue = Record<Lang, Record<string, string>>;

interface Variant {
  name: string;
  language: Lang;
  phone: boolean;
}

const AR_DESKTOP: Variant = { name: 'ar desktop', language: 'ar', phone: false };
const ONCE_PER_KIND: Variant[] = [
  { name: 'en desktop', language: 'en', phone: false },
  { name: 'fr phone', language: 'fr', phone: true },
  { name: 'ar phone', language: 'ar', phone: true },
];

/** What a walk step may ask the server for (as the administrator). */
interface Api {
  first(path: string): Promise<{ id: string }>;
  request: APIRequestContext;
  headers: Record<string, string>;
}

type Sample = (api: Api) => string[] | Promise<string[]>;

/**
 * Concrete paths for routes with parameters or a required query, from the demo data. A route
 * with parameters that is not here gets `1` for each (enough for public pages that load
 * nothing); a signed-in screen that loads a record needs an entry.
 */
const SAMPLES: Record<string, Sample> = {
  '/:error(.*)': () => ['/no/such/page'],
  '/account-settings/:tab': () => [
    '/account-settings/account',
    '/account-settings/security',
    '/account-settings/preferences',
  ],
  '/authentication/reset-password-v1': () => [
    '/authentication/reset-password-v1?token=0123456789abcdef',
  ],
  '/authentication/reset-password-v2': () => [
    '/authentication/reset-password-v2?token=0123456789abcdef',
  ],
  '/authentication/verify-email-v1': () => [
    '/authentication/verify-email-v1?email=amina%40example.org&sent=1',
  ],
  '/users/:id': async (api) => [`/users/${(await api.first('/api/users?search=manager')).id}`],
  '/registration-link/:id': async (api) => [`/registration-link/${await registrationLink(api)}`],
  '/reward-detail-component': async (api) => [
    `/reward-detail-component?id=${(await api.first('/api/rewards?state=paid')).id}`,
  ],
  '/student-page-component': async (api) => [
    `/student-page-component?id=${(await api.first('/api/students?status=active')).id}`,
  ],
  '/r/:resource/new': () => ['/r/books/new'],
  '/r/:resource/:id': async (api) => [`/r/books/${(await api.first('/api/books')).id}`],
  '/r/:resource/:id/edit': async (api) => [`/r/books/${(await api.first('/api/books')).id}/edit`],
  // The examiner's sheet of one scheduled demo test (without `id` it lists them).
  '/student-test-form': async (api) => [
    '/student-test-form',
    `/student-test-form?id=${(await api.first('/api/tests/requests?state=scheduled')).id}`,
  ],
  // Training: a demo lesson of each kind, an exam's results, a trainee's record.
  '/lessons-plans-show': async (api) => [
    `/lessons-plans-show?id=${(await api.first('/api/lessons?kind=plan')).id}`,
  ],
  '/lessons-tutorials-show': async (api) => [
    `/lessons-tutorials-show?id=${(await api.first('/api/lessons?kind=tutorial')).id}`,
  ],
  '/educational-exam-results': async (api) => [
    `/educational-exam-results?exam=${(await api.first('/api/training-exams')).id}`,
  ],
  '/educational-student-test-full': async (api) => [
    `/educational-student-test-full?id=${(await api.first('/api/trainees')).id}`,
  ],
  '/donation-type-records/:id': async (api) => [
    `/donation-type-records/${(await api.first('/api/public/donation-types')).id}`,
  ],
  // The demo sponsor's own page, by the link staff send (read back from the outbox).
  '/donor-portal/:token': async (api) => [await donorLink(api)],
  '/benefactor-registration-link/:id': async (api) => [
    `/benefactor-registration-link/${(await api.first('/api/benefactor-links')).id}`,
  ],
  // A published demo poll's public page (docs/polls.md).
  '/pull-registration-link/:id': async (api) => [
    `/pull-registration-link/${(await api.first('/api/polls?status=open')).id}`,
  ], // The demo's open posting's public application form, and a posting being edited
  // (docs/jobs-and-recruitment.md).
  // A guardian's private link: the one the demo's first issued card gives (its page, signed out).
  '/report-card/:token': async (api) => {
    const card = await api.first('/api/report-cards');
    const res = await api.request.get(`/api/report-cards/${card.id}`, { headers: api.headers });
    expect(res.ok(), `/api/report-cards/${card.id}: ${res.status()}`).toBe(true);
    const { guardianUrl } = (await res.json()) as { guardianUrl: string };
    return [new URL(guardianUrl).pathname];
  },
  '/job-registration-link/:id': async (api) => [
    `/job-registration-link/${(await api.first('/api/recruitment/postings?state=open')).id}`,
  ],
  '/job-list-update': async (api) => [
    `/job-list-update?id=${(await api.first('/api/recruitment/postings')).id}`,
  ],
};

/** Routes the walk leaves out, with why; each is covered by the spec named. */
const EXCEPTIONS: Record<string, string> = {
  '/reload':
    'sends the user back to the previous page at once (it has no screen of its own); e2e/shell/navbar.spec.ts',
  '/login':
    'the sign-in page is rendered by the server, not an app screen (no React on it): e2e/shell/sign-in.spec.ts signs in and fails through it, e2e/shell/language.spec.ts switches its language; apps/server/test/site/site-assets.test.ts renders it in ar, en and fr',
  '/verify/:serial':
    'rendered by the server like the public site (404 for an unknown serial, readable without scripts): apps/server/test/documents/issued-documents.test.ts; opened signed out from a certificate in e2e/tests/test-request-journey.spec.ts',
  '/competition-registration-link/:id':
    'the demo opens no competition’s registration link (the public page is a 404 until one is opened): e2e/competitions/competition-registration.spec.ts opens one and registers through the page on a phone in Arabic',
  '/job-registration-link/status/:token':
    'the applicant’s private page opens only with the token answered once to the applicant (only its hash is kept): e2e/recruitment/hiring-journey.spec.ts opens it on a phone; apps/server/test/recruitment/recruitment.test.ts reads it',
  ...Object.fromEntries(
    SITE_PUBLIC_PATHS.map((path) => [
      path,
      'a public page rendered by the server, not an app screen (its own title, tags and layout): walked by "the public site" below; apps/server/test/site/public-pages.test.ts fetches each in ar, en and fr',
    ]),
  ),
};

/** Module screens whose content does not repeat their route's title, with why. */
const TITLE_NOT_SHOWN: Record<string, string> = {};

/** Resource lists whose demo data has no records (the others must show some). */
const EMPTY_LISTS = new Set<string>([]);

/** A workflow list (RecordTable): a table on a desktop, a list of cards on a phone. */
const recordList = (p: Page, name: RegExp) =>
  expect(p.getByRole('table', { name }).or(p.getByRole('list', { name }))).toBeVisible();

/** What a screen shows once its data is there, beyond what every screen is checked for. */
const EXTRAS: Record<string, (page: Page) => Promise<void>> = {
  '/country-students-report': (p) => expect(p.getByRole('table')).toBeVisible(),
  '/student-case-component': (p) => expect(p.getByRole('combobox').first()).toBeVisible(),
  '/student-excel-files': (p) => expect(p.getByRole('combobox').first()).toBeVisible(),
  '/student-registrations-online': (p) =>
    expect(p.getByTestId('registration').first()).toBeVisible(),
  '/student-registrations-center': (p) =>
    expect(p.getByTestId('registration').first()).toBeVisible(),
  '/admin-link-registration-form': (p) =>
    expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible(),
  '/family-search-component': (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
  '/poll-link-forms': (p) => expect(p.getByTestId('poll-card').first()).toBeVisible(),
  '/pull-registrations-online': (p) => expect(p.getByTestId('poll-answer').first()).toBeVisible(),
  '/form-log-search-component': (p) => expect(p.getByTestId('poll-answer').first()).toBeVisible(),
  '/pull-registration-link/:id': (p) =>
    expect(p.getByTestId('form-question').first()).toBeVisible(),
  '/job-registration-link/:id': (p) => expect(p.getByTestId('form-question').first()).toBeVisible(),
  '/job-list-form-component': (p) => expect(p.getByTestId('posting-card').first()).toBeVisible(),
  '/admin-job-link-form-component': (p) =>
    expect(p.getByTestId('posting-card').first()).toBeVisible(),
  '/job-list-update': (p) => expect(p.getByTestId('posting-editor')).toBeVisible(),
  '/job-requests-component': (p) => expect(p.getByTestId('application-row').first()).toBeVisible(),
  '/job-list-user-form-component': (p) =>
    expect(p.getByTestId('application-row').first()).toBeVisible(),
  '/form-interviews-table-component': (p) =>
    expect(p.getByTestId('round-card').first()).toBeVisible(),
  '/special-case-search': (p) => recordList(p, /الحالات الخاصة|Special cases|Cas particuliers/),
  '/center-rings-info-component': (p) =>
    expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible(),
  '/center-rings-stars': (p) => recordList(p, /النجوم الممنوحة|Stars awarded|Étoiles/),
  '/students-quran-readings': (p) =>
    recordList(p, /التسميعات الموجودة|Readings found|Récitations trouvées/),
  '/ring-time-all': (p) => expect(p.getByTestId('slot').first()).toBeVisible(),
  '/rings-teacher-times-component': (p) => expect(p.getByRole('combobox').first()).toBeVisible(),
  '/rings-maher-teacher-times-component': (p) =>
    expect(p.getByRole('combobox').first()).toBeVisible(),
  '/ring-transfer': (p) => expect(p.getByRole('combobox').first()).toBeVisible(),
  '/student-page-component': (p) => expect(p.getByTestId('memorised-map')).toBeVisible(),
  '/partnership-users-component': (p) =>
    expect(p.getByText('جمعية النور لتحفيظ القرآن').first()).toBeVisible(),
};

/** A registration link's id: the demo data's first, or one made for the walk. */
async function donorLink(api: Api): Promise<string> {
  const phone = '+905321110001';
  const sponsor = await api.first(`/api/benefactors?q=${encodeURIComponent('الأحمد')}`);
  const sent = await api.request.post(`/api/benefactors/${sponsor.id}/portal-link`, {
    headers: api.headers,
  });
  expect(sent.ok(), `portal link: ${sent.status()}`).toBe(true);
  return linkIn(await lastMail(api.request, phone, 'donor-link'));
}

async function registrationLink(api: Api): Promise<string> {
  const listed = await api.request.get('/api/registration-links', { headers: api.headers });
  const items = ((await listed.json()) as { items?: Array<{ id: string }> }).items ?? [];
  if (items[0]) return items[0].id;
  const rings = (await (
    await api.request.get('/api/ring-day/rings', { headers: api.headers })
  ).json()) as { items: Array<{ centreId: string }> };
  const made = await api.request.post('/api/registration-links', {
    headers: api.headers,
    data: {
      centreId: rings.items[0]!.centreId,
      title: 'تسجيل الفصل الجديد',
      form: { fields: [{ name: 'phone', required: false }] },
    },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

const resourceOf = (route: AppRoute) => {
  const name = route.source === 'resources' ? route.entry?.props?.resource : undefined;
  return typeof name === 'string' ? RESOURCES.find((d) => d.name === name) : undefined;
};

/** The kind of page a route is, for the walks that take one route of each kind. */
function kindOf(route: AppRoute): string {
  if (route.status === 'planned') return 'planned';
  if (route.path.startsWith('/r/:resource')) return `generic ${route.path}`;
  const resource = resourceOf(route);
  if (resource?.singleton) return 'resource settings page';
  if (resource) return `resource list (${String(route.entry?.props?.mode ?? 'manage')})`;
  return `screens of ${route.source ?? route.module}${route.public ? ', public' : ''}`;
}

/** One screen of the walk: a route and the concrete path opened for it. */
interface Step {
  route: AppRoute;
  /** Index among the route's sample paths (0 for most). */
  sample: number;
  axe: boolean;
}

const walked = routes.filter(
  (r) =>
    !(r.path in EXCEPTIONS) && (r.status === 'implemented' || (r.status === 'planned' && r.public)),
);

const sampleCount: Record<string, number> = { '/account-settings/:tab': 3 };

/** Every step in Arabic on a desktop: each implemented route (axe on each), public planned
 * ones (axe on the first of each layout: they all show the same page). */
const arDesktopSteps: Step[] = [];
const plannedAxe = new Set<string>();
for (const route of walked) {
  const planned = route.status === 'planned';
  const axe = !planned || !plannedAxe.has(String(route.layout));
  if (planned) plannedAxe.add(String(route.layout));
  for (let sample = 0; sample < (sampleCount[route.path] ?? 1); sample++)
    arDesktopSteps.push({ route, sample, axe });
}

/** One route per layout (and access) and per kind of page, for the other languages and sizes. */
const representatives: Step[] = [];
{
  const seen = new Set<string>();
  for (const route of walked) {
    const keys = [`layout ${String(route.layout)} ${route.public ? 'public' : ''}`, kindOf(route)];
    if (keys.every((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    representatives.push({ route, sample: 0, axe: false });
  }
}

/**
 * Routes checked with axe in English as well (left to right, other words): the sign-in page a
 * visitor meets first and the dashboard every user lands on.
 */
const AXE_IN_ENGLISH = ['/authentication/login-v1', '/'];
const englishAxeSteps: Step[] = walked
  .filter((r) => AXE_IN_ENGLISH.includes(r.path))
  .map((route) => ({ route, sample: 0, axe: true }));

const SHOTS = process.env.SHOTS_DIR;
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const MATRIX_TAIL = ['[data-testid="permission-matrix"] tbody tr:nth-child(n+4)'];
let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/get-i18n', { data: {} });
  expect(res.ok()).toBe(true);
  catalogue = (await res.json()) as Catalogue;
});

/** A resource's page shows that resource; in the full walk a list's first record opens. */
async function checkResourcePage(
  page: Page,
  step: Step,
  variant: Variant,
  full: boolean,
  text: (key: string) => string | undefined,
) {
  const { route } = step;
  if (route.path === '/r/:resource/new' || route.path === '/r/:resource/:id/edit') {
    const form = page.getByTestId('resource-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('heading', { level: 2 }).first()).toBeVisible();
    return;
  }
  if (route.path === '/r/:resource/:id') {
    await expect(page.getByTestId('resource-detail')).toBeVisible();
    await expect(page.getByTestId('history')).toBeVisible();
    await expect(page.getByTestId('record-title')).not.toHaveText('');
    return;
  }
  const resource = resourceOf(route);
  if (!resource) return;
  // Named by the resource's title in the language (an administrator's override renames it).
  const name = text(`resources.${resource.name}.title`);
  expect(name, `resources.${resource.name}.title`).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (resource.singleton) {
    await expect(page.getByTestId('resource-singleton')).toHaveAttribute(
      'data-resource',
      resource.name,
    );
    await expect(page.getByTestId('history')).toBeVisible();
    if (!full) return;
    // Its form, by sections.
    await page.getByTestId('record-edit').click();
    await expect(page.getByTestId('resource-form')).toBeVisible();
    await expect(page.getByTestId('resource-form').getByRole('heading').first()).toBeVisible();
    return;
  }
  await expect(page.getByTestId('resource-list')).toHaveAttribute('data-resource', resource.name);
  const hasRecords = !EMPTY_LISTS.has(route.path);
  if (variant.phone) {
    // On a phone a list is a column of cards.
    if (hasRecords) await expect(page.getByTestId('record-card').first()).toBeVisible();
    return;
  }
  await expect(page.getByRole('grid')).toBeVisible();
  // The grid's headers are the definition's labels in the language.
  await expect(
    page.locator('[role="columnheader"]:not([data-field="__check__"])').first(),
  ).not.toHaveText('');
  if (!hasRecords) return;
  const rows = page.locator('[role="row"][data-rowindex]');
  await expect(rows.first(), `${route.path} lists the demo records`).toBeVisible();
  if (!full) return;
  // The first record's page, with its audit trail, and its form (sections with headings). A
  // resource with a page of its own (a student's, a ring's) opens that one, walked on its own.
  await rows.first().click();
  await page.waitForURL((u) => u.pathname !== route.path);
  if (!new URL(page.url()).pathname.startsWith('/r/')) {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    return;
  }
  await expect(page.getByTestId('resource-detail')).toBeVisible();
  await expect(page.getByTestId('history')).toBeVisible();
  await expect(page.getByTestId('record-title')).not.toHaveText('');
  // A record kept as it was entered (an exchange rate is deleted and entered again) has no form.
  if (route.entry?.props?.mode === 'browse' || !resource.actions.includes('update')) return;
  await page.getByTestId('record-edit').click();
  const form = page.getByTestId('resource-form');
  await expect(form).toBeVisible();
  await expect(form.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Walks a list of steps in one browser context: signed out, or as the administrator. */
async function walk(
  browser: Browser,
  request: APIRequestContext,
  variant: Variant,
  signedIn: boolean,
  steps: Step[],
) {
  const token = await apiToken(request);
  const api: Api = {
    request,
    headers: { authorization: `Bearer ${token}` },
    async first(path) {
      const res = await request.get(path, { headers: this.headers, params: { pageSize: 1 } });
      expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
      const item = ((await res.json()) as { items: Array<{ id: string }> }).items[0];
      expect(item, `${path} has a record in the demo data`).toBeTruthy();
      return item!;
    },
  };
  const context = await browser.newContext({
    locale: variant.language,
    ...(variant.phone
      ? { viewport: PHONE, isMobile: true, hasTouch: true }
      : { viewport: DESKTOP }),
  });
  // The app reads the session and the language when it starts.
  await context.addInitScript(
    ([t, l]) => {
      if (t) localStorage.setItem('accessToken', t);
      localStorage.setItem('language', l!);
    },
    [signedIn ? token : '', variant.language],
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400)
      errors.push(`api: ${r.request().method()} ${r.url()} ${r.status()}`);
  });
  page.on('requestfailed', (r) => {
    // Leaving a screen cancels its requests still under way (ERR_ABORTED): not a failure.
    const why = r.failure()?.errorText ?? '';
    if (r.url().includes('/api/') && !why.includes('ERR_ABORTED'))
      errors.push(`api: ${r.url()} ${why}`);
  });
  const text = (key: string) => catalogue[variant.language][key];
  const full = variant === AR_DESKTOP;

  for (const [i, step] of steps.entries()) {
    const { route } = step;
    const paths = SAMPLES[route.path]
      ? await SAMPLES[route.path]!(api)
      : [route.path.replace(/:[a-z]+(\([^)]*\))?/gi, '1')];
    const path = paths[step.sample] ?? paths[0]!;
    await test.step(`${path} (${kindOf(route)})`, async () => {
      await openScreen(page, path, i === 0);
      await shellReady(page);
      const where = `${variant.name} ${path}`;
      await expect(page, `${where} stays on its path`).toHaveURL(
        (u) => u.pathname === path.split('?')[0],
      );
      await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
      await expect(page.locator('html')).toHaveAttribute(
        'dir',
        variant.language === 'ar' ? 'rtl' : 'ltr',
      );
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, `${where} has its heading`).toBeVisible({ timeout: 20_000 });
      const title = text(route.titleKey);
      expect(title, `${route.titleKey} in ${variant.language}`).toBeTruthy();
      await expect(page).toHaveTitle(`${title} | ${text('app.title')}`);
      if (route.status === 'planned')
        await expect(heading).toHaveText(text('shell.notAvailable.title')!);
      // A module's own signed-in screen shows its route's title in its content, not only in the
      // menu (a resource's page shows the resource's; the sign-in pages word their headings
      // for the visitor; the shell's dashboard greets the user).
      if (
        route.source?.startsWith('modules/') &&
        !route.public &&
        !route.path.includes(':') &&
        !(route.path in TITLE_NOT_SHOWN)
      )
        await expect(
          page.locator('#main-content').getByText(title!, { exact: true }).first(),
        ).toBeVisible();
      await checkResourcePage(page, step, variant, full, text);
      await EXTRAS[route.path]?.(page);
      await expect(page.getByTestId('error-state')).toHaveCount(0);
      await expect(
        page.locator('[role="alert"]').filter({ hasText: /خطأ|error|erreur/i }),
      ).toHaveCount(0);
      expect(await sideways(page), `${where} scrolls sideways`).toBeLessThanOrEqual(1);
      // Rows of the role matrix after the first few repeat the same markup; axe would spend most
      // of its time on them.
      if (step.axe)
        expect(await seriousViolations(page, where, { exclude: MATRIX_TAIL })).toEqual([]);
      // Every screen at a phone's width too (the phone walks below take one route of each kind,
      // with a phone's touch and viewport): nothing on it pushes the page sideways (a row of
      // filters once did, on the applications screen). Polled: the screen lays itself out again.
      if (full) {
        await page.setViewportSize(PHONE);
        await expect
          .poll(() => sideways(page), { message: `${where} at 390 px scrolls sideways` })
          .toBeLessThanOrEqual(1);
        await page.setViewportSize(DESKTOP);
      }
      expect(errors, `${where}:\n${errors.join('\n')}`).toEqual([]);
      if (SHOTS) {
        const name = `${variant.name}-${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
        await page.screenshot({ path: `${SHOTS}/walk/${name}.png`, fullPage: true });
      }
    });
  }
  await context.close();
}

/**
 * Cuts the steps into tests of at most `size` screens, each in one browser context: small
 * enough that the workers share the walk out evenly, large enough that signing in and opening
 * the app are paid once per few screens.
 */
function plan(variant: Variant, steps: Step[], size: number) {
  for (const signedIn of [false, true]) {
    const group = steps.filter((s) => s.route.public !== signedIn);
    for (let start = 0; start < group.length; start += size) {
      const chunk = group.slice(start, start + size);
      const who = signedIn ? 'signed in' : 'signed out';
      test(`${variant.name}, ${who}: ${chunk[0]!.route.path} and ${chunk.length - 1} more`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(60_000 + chunk.length * 20_000);
        await walk(browser, request, variant, signedIn, chunk);
      });
    }
  }
}

test('the walk knows every route it names', () => {
  expect(problems).toEqual([]);
  const paths = new Set(routes.map((r) => r.path));
  const named = [SAMPLES, EXCEPTIONS, EXTRAS, TITLE_NOT_SHOWN].flatMap((t) => Object.keys(t));
  expect(named.filter((p) => !paths.has(p))).toEqual([]);
  expect([...EMPTY_LISTS].filter((p) => !paths.has(p))).toEqual([]);
  // Every implemented route is walked or excepted with a reason.
  const walkedPaths = new Set(arDesktopSteps.map((s) => s.route.path));
  const missed = routes.filter(
    (r) => r.status === 'implemented' && !walkedPaths.has(r.path) && !(r.path in EXCEPTIONS),
  );
  expect(missed.map((r) => r.path)).toEqual([]);
  expect(representatives.length).toBeGreaterThan(5);
  expect(englishAxeSteps.map((s) => s.route.path).sort()).toEqual([...AXE_IN_ENGLISH].sort());
});

plan(AR_DESKTOP, arDesktopSteps, 12);
for (const variant of ONCE_PER_KIND)
  plan(
    variant,
    variant.language === 'en' ? [...englishAxeSteps, ...representatives] : representatives,
    12,
  );

/**
 * The public site's pages are rendered by the server, not by the app, so they are walked here:
 * every route once in Arabic on a desktop with axe, once in English on a desktop and once in
 * French on a 390 px phone (a test each), each on a record of the demo data taken from the
 * sitemap. Checked: the language and direction, a title and a level-1 heading, no console
 * error, no sideways scroll.
 */
for (const [language, phone] of [
  ['ar', false],
  ['en', false],
  ['fr', true],
] as const)
  test(`the public site: every page in ${language}${phone ? ' on a phone' : ''}${
    language === 'ar' ? ' with axe' : ''
  }`, async ({ browser, request }) => {
    test.setTimeout(60_000 + SITE_PUBLIC_PATHS.length * 8_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname,
    );
    const literal = new Set<string>(SITE_PUBLIC_PATHS.filter((p) => !p.includes(':')));
    const samplePath = (route: string) => {
      if (!route.includes(':')) return route;
      const shape = new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}$`);
      const found = listed.find((p) => shape.test(p) && !literal.has(p));
      expect(found, `${route}: the sitemap lists a demo record`).toBeTruthy();
      return found!;
    };
    const context = await browser.newContext({
      locale: language,
      ...(phone
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 860 } }),
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const route of SITE_PUBLIC_PATHS) {
      const path = samplePath(route);
      const where = `${language}${phone ? ' phone' : ''} ${path}`;
      await test.step(where, async () => {
        const res = await page.goto(`${path}?lang=${language}`);
        expect(res?.status(), where).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          language === 'ar' ? 'rtl' : 'ltr',
        );
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await page.title(), `${where} has a title`).not.toBe('');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(1);
        if (language === 'ar') expect(await seriousViolations(page, where)).toEqual([]);
        expect(errors, `${where}:\n${errors.join('\n')}`).toEqual([]);
        if (SHOTS) {
          const name = `site-${language}${phone ? '-phone' : ''}-${path}`.replace(
            /[^a-z0-9]+/gi,
            '-',
          );
          await page.screenshot({ path: `${SHOTS}/walk/${name}.png`, fullPage: true });
        }
      });
    }
    await context.close();
  });
