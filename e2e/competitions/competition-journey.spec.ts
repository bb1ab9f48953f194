import { expect, test, type APIRequestContext, type Page } from '../flows.ts';
import { apiToken, bearer } from '../identity/identity-helpers.ts';
import { collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A competition from nomination to its public page, in Arabic, on phones: the country manager
 * sets it up (one nomination per centre, a divergence margin of 2 marks, prizes); the centre
 * manager nominates an eligible student and is refused a second one with the rule named; the two
 * demo judges score both contestants on phones, one of them harder, so the head judge sees the
 * divergence and resolves it; the country manager closes judging, approves and publishes; the
 * public results page names the winner by given name, and the winner's certificate verifies.
 */

type Json = Record<string, unknown>;

async function api(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  url: string,
  data?: Json,
) {
  const res = await request[method](url, { headers: bearer(token), ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Json & { items?: Json[] };
}

/** Nominees of the demo's competitions entered without an override (their records qualify). */
async function qualifiedNominees(request: APIRequestContext, token: string) {
  const all: Array<{ studentId: string; studentName: string; centreName: string }> = [];
  const list = await api(request, token, 'get', '/api/competitions?pageSize=50');
  for (const c of list.items ?? []) {
    const n = await api(
      request,
      token,
      'get',
      `/api/competitions/${c.id}/nominations?pageSize=100`,
    );
    for (const x of n.items ?? [])
      if ((x.overriddenRules as unknown[]).length === 0 && x.state === 'accepted')
        all.push(x as never);
  }
  return all;
}

/** A judge scores every contestant of the category on their phone, `prompts` taps each. */
async function judgeAll(page: Page, category: string, prompts: number) {
  await page.goto('/quranic-competition');
  await page.getByTestId('judge-panel').filter({ hasText: category }).click();
  const chips = page.getByTestId('contestant-chip');
  await expect(chips).toHaveCount(2, { timeout: 20_000 });
  for (let i = 0; i < 2; i++) {
    await chips.nth(i).click();
    for (let k = 0; k < prompts; k++) await page.getByTestId('tap-prompt-0').click();
    // Tartil marked out of its maximum (the first "more" sets it to the top mark).
    await page.getByRole('button', { name: 'زد' }).click();
    await page.getByTestId('submit-sheet').click();
    await page.getByRole('dialog').getByRole('button', { name: 'إرسال البطاقة' }).click();
    await expect(page.getByTestId('sheet-locked')).toBeVisible();
  }
}

test('nominated, judged on phones, resolved, approved, published and verified', async ({
  page,
  request,
  browser,
}) => {
  // The whole journey, five people one after another: longer than one screen's test.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const country = await apiToken(request, 'country@example.com');
  const manager = await apiToken(request, 'manager@example.com');

  // The set-up, by the country manager.
  const judging = (await api(request, country, 'get', '/api/competitions?state=judging'))
    .items![0]!;
  const model = await api(request, country, 'get', `/api/competitions/${judging.id}`);
  const judges = (
    model.categoriesList as Array<{ judges: Array<{ userId: string; head: boolean }> }>
  )[0]!.judges;
  const today = new Date().toISOString().slice(0, 10);
  const created = await api(request, country, 'post', '/api/competitions', {
    name: 'مسابقة الختام للناشئة',
    season: '1448',
    scope: 'country',
    countryId: judging.countryId,
    startsOn: today,
    endsOn: today,
    aggregation: 'mean',
    divergenceMargin: 2,
    perCentreCap: 1,
    excludePreviousWinners: false,
    prizes: [50_000, 30_000],
    currency: 'TRY',
  });
  const id = created.id as string;
  const category = 'جزء عمّ — النهائي';
  const withCategory = await api(request, country, 'post', `/api/competitions/${id}/categories`, {
    name: category,
    fromJuz: 30,
    toJuz: 30,
    referenceDate: today,
    template: 'standard',
    passages: 1,
    passageLength: 3,
  });
  const categoryId = (withCategory.categoriesList as Array<{ id: string }>)[0]!.id;
  for (const j of judges)
    await api(request, country, 'post', `/api/competition-categories/${categoryId}/judges`, {
      userId: j.userId,
      head: j.head,
    });
  await api(request, country, 'post', `/api/competitions/${id}/actions/open-registration`, {});

  // Students whose records qualify: the manager's own, and one of another centre.
  const mine = await qualifiedNominees(request, manager);
  const everyone = await qualifiedNominees(request, country);
  const ours = mine[0]!;
  const other = everyone.find((x) => x.centreName !== ours.centreName)!;
  expect(ours, 'a qualified student of the manager’s centre').toBeTruthy();
  expect(other, 'a qualified student of another centre').toBeTruthy();
  await api(request, country, 'post', '/api/competition-nominations', {
    categoryId,
    studentId: other.studentId,
    publicConsent: true,
  });

  // The centre manager nominates on a phone: the first is accepted, a second refused by the cap.
  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(`/quranic-competition?id=${id}`);
  const nominate = async (name: string) => {
    await page.getByRole('button', { name: 'ترشيح طالب' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'الطالب' }).fill(name);
    await page.getByRole('option', { name }).first().click();
    await dialog.getByRole('switch', { name: /وافق ولي الأمر/ }).check();
    await dialog.getByRole('button', { name: 'ترشيح', exact: true }).click();
    return dialog;
  };
  const first = await nominate(ours.studentName);
  await expect(first).toHaveCount(0);
  await expect(
    page.getByTestId('nomination-row').filter({ hasText: ours.studentName }),
  ).toHaveCount(1);
  const second =
    mine.find((x) => x.studentId !== ours.studentId) ??
    everyone.find((x) => x.centreName === ours.centreName && x.studentId !== ours.studentId);
  expect(second, 'a second qualified student of the manager’s centre').toBeTruthy();
  const refused = await nominate(second!.studentName);
  await expect(refused.getByTestId('refusal-centreCap')).toBeVisible();
  await refused.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByTestId('nomination-row')).toHaveCount(1);

  await api(request, country, 'post', `/api/competitions/${id}/actions/start-judging`, {});

  // The second judge marks harder (three prompts each): a divergence over the margin of 2.
  await signIn(page, 'judge2@example.com', 'ar');
  await judgeAll(page, category, 3);
  await signIn(page, 'judge@example.com', 'ar');
  await judgeAll(page, category, 0);
  // The head judge, their own sheets in, sees the other marks and the divergence, and resolves it.
  const chips = page.getByTestId('contestant-chip');
  for (let i = 0; i < 2; i++) {
    await chips.nth(i).click();
    await expect(page.getByTestId('divergence')).toBeVisible();
    await page.getByTestId('resolve').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'قرار رئيس اللجنة' })
      .fill('استمعت إلى التسجيل: الفرق في الفتح مقبول');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('divergence')).toContainText('حسمه رئيس اللجنة');
  }

  // The country manager closes judging, approves and publishes on the competition's page.
  await signIn(page, 'country@example.com', 'ar');
  await page.goto(`/quranic-competition?id=${id}`);
  for (const action of ['close-judging', 'approve', 'publish']) {
    await page.getByTestId(`action-${action}`).click();
    await expect(page.getByTestId(`action-${action}`)).toHaveCount(0, { timeout: 20_000 });
  }
  await page.getByRole('link', { name: 'النتائج' }).click();
  // The first row is the first place (ranks first), its certificate's serial on it.
  const winner = page.getByTestId('result-row').first();
  const serial = (await winner.getByTestId('certificate-pdf').textContent())!.trim();
  expect(serial).toMatch(/^COMP-\d{4}-\d{6}$/);

  // Signed out, on a phone: the public page names the winner by given name; the certificate verifies.
  const results = await api(request, country, 'get', `/api/competitions/${id}/results`);
  const top = (
    results.categories as Array<{ entries: Array<{ rank: number; studentName: string }> }>
  )[0]!.entries.find((e) => e.rank === 1)!;
  const visitor = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const pub = await visitor.newPage();
  await pub.goto(`/page/competitions/${id}`);
  const board = pub.getByTestId('competition-results');
  await expect(board).toContainText('المركز الأول');
  await expect(board).toContainText(top.studentName.split(/\s+/)[0]!);
  await expect(board).not.toContainText(top.studentName);
  await pub.goto(`/verify/${serial}`);
  await expect(pub.getByTestId('verify-status')).toHaveAttribute('data-status', 'valid');
  await expect(pub.locator('body')).toContainText('المركز الأول');
  await visitor.close();
  // The refused nomination's answer (422) is the only failed request.
  expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
});
