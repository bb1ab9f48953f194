import { expect, test, type APIRequestContext } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

interface SponsorshipRequestRow {
  id: string;
  centreId: string;
  donationTypeId: string;
  currency: string;
  monthlyAmount: number;
}

async function createBenefactor(
  request: APIRequestContext,
  token: string,
  values: Record<string, unknown>,
): Promise<string> {
  const res = await request.post('/api/benefactors', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'person', language: 'ar', contactBy: 'phone', ...values },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The staff side on a 390 px phone in Arabic: a pledge is recorded for a donor, its instalments
 * are shown and it is paused (its history says so); then the donor typed twice is merged into
 * the record kept, and the pledge moved with it; last, a sponsorship of the kept donor is ended
 * from the request's page with its reason.
 */
test('a pledge is recorded, shown with its instalments, paused, and its donor merged', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request);
  const tag = Date.now().toString(36).slice(-4);
  const kept = await createBenefactor(request, token, { fullName: `أسامة بن حمزة ${tag}` });
  const duplicate = await createBenefactor(request, token, {
    fullName: `اسامه بن حمزه ${tag}`,
    phone: '+905327654321',
  });

  const staff = await browser.newContext({
    locale: 'ar',
    viewport: { width: 390, height: 844 },
  });
  const page = await staff.newPage();
  const errors = collectErrors(page);
  await signIn(page);

  // 1. A monthly pledge of three instalments for the duplicate record.
  await page.goto('/donation-all-component');
  await page.getByRole('button', { name: 'تبرع جديد' }).click();
  const form = page.getByTestId('new-donation');
  await form.getByRole('combobox', { name: 'المحسن' }).fill(`اسامه بن حمزه ${tag}`);
  await page.getByRole('option', { name: `اسامه بن حمزه ${tag}` }).click();
  await form.getByRole('combobox', { name: 'النوع' }).click();
  await page.getByRole('option', { name: 'تبرع عام' }).click();
  await form.getByRole('combobox', { name: 'المركز' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'المبلغ' }).fill('150');
  // Every demo type takes US dollars; its main currency is the demo bank's, which varies.
  await form.getByRole('textbox', { name: 'العملة' }).fill('USD');
  await form.getByRole('combobox', { name: 'الدورية' }).click();
  await page.getByRole('option', { name: 'شهري' }).click();
  await form.getByRole('textbox', { name: 'عدد الأقساط' }).fill('3');
  await page.getByTestId('new-donation-submit').click();

  // 2. Its detail opens: three instalments, then pause it.
  const detail = page.getByTestId('donation-detail');
  await expect(detail.getByTestId('instalment-row')).toHaveCount(3);
  await expect(detail.getByTestId('donation-state')).toHaveText('سارٍ');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/donations/detail-ar.png`, fullPage: true });
  await detail.getByRole('button', { name: 'إيقاف مؤقت' }).click();
  await expect(detail.getByTestId('donation-state')).toHaveText('موقوف مؤقتًا');
  await expect(detail.getByTestId('donation-history')).toContainText('أُوقف مؤقتًا');
  await page.getByRole('button', { name: 'إغلاق' }).click();

  // 3. On the kept record's page, the duplicate is offered with its reason; merge it.
  await page.goto(`/r/benefactors/${kept}`);
  const panel = page.getByTestId('duplicates-panel');
  const row = panel.getByTestId('duplicate-row').filter({ hasText: `اسامه بن حمزه ${tag}` });
  await expect(row).toContainText('الاسم نفسه');
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/donations/duplicates-ar.png`, fullPage: true });
  await row.getByTestId('duplicate-merge').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('تبرع واحد');
  await confirm.getByRole('button', { name: 'دمجه في هذا المحسن' }).click();
  await expect(panel).toContainText('تم الدمج وحُفظ السجل');

  const moved = await request.get(`/api/donations?benefactorId=${kept}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = ((await moved.json()) as { items: Array<{ state: string }> }).items;
  expect(items.map((d) => d.state)).toEqual(['paused']);
  const gone = await request.get(`/api/benefactors/${duplicate}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await gone.json()) as { archivedAt: string | null }).archivedAt).not.toBeNull();

  // 4. The kept donor sponsors a request; from the request's page the sponsorship is ended,
  //    its reason asked in the dialog (refused while too short), and the pledge shows cancelled.
  const headers = { authorization: `Bearer ${token}` };
  const open = await request.get('/api/sponsorship-requests?pageSize=1&sort=title', { headers });
  const [sponsored] = ((await open.json()) as { items: SponsorshipRequestRow[] }).items;
  const pledge = await request.post('/api/donations', {
    headers,
    data: {
      benefactorId: kept,
      typeId: sponsored!.donationTypeId,
      centreId: sponsored!.centreId,
      amount: sponsored!.monthlyAmount,
      currency: sponsored!.currency,
      frequency: 'monthly',
      startDate: new Date().toISOString().slice(0, 10),
      sponsorshipRequestId: sponsored!.id,
    },
  });
  expect(pledge.status(), await pledge.text()).toBe(201);
  await page.goto(`/r/sponsorship-requests/${sponsored!.id}`);
  const sponsor = page.getByTestId('request-sponsor').filter({ hasText: `أسامة بن حمزة ${tag}` });
  await sponsor.getByRole('button', { name: 'إنهاء الكفالة' }).click();
  const ending = page.getByRole('dialog');
  await expect(ending).toContainText(`أسامة بن حمزة ${tag}`);
  await ending.getByRole('textbox', { name: 'السبب' }).fill('ن');
  await expect(ending.getByRole('button', { name: 'إنهاء الكفالة' })).toBeDisabled();
  await ending.getByRole('textbox', { name: 'السبب' }).fill('انتقل الطالب إلى مركز آخر');
  await ending.getByRole('button', { name: 'إنهاء الكفالة' }).click();
  await expect(ending).toBeHidden();
  await expect(sponsor).toContainText('ملغى');
  await expect(sponsor.getByRole('button', { name: 'إنهاء الكفالة' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await staff.close();
});
