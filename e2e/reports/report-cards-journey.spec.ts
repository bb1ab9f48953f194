import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

interface CardRow {
  id: string;
  studentName: string;
  ringName: string | null;
  templateName: string;
  termLabel: string;
  from: string;
  to: string;
}

/**
 * A ring's report cards from the teacher's remark to the guardian's phone, in Arabic: the demo
 * centre manager approves the one remark of the demo term still a draft, issues the ring's
 * cards with the term template (a background job with its progress: the approved students'
 * cards, the one just approved among them, and one PDF of them all), downloads the PDF, then
 * opens a card among the issued ones and gives its private link to a guardian, who opens it
 * signed out on a phone and sees the child's card and its PDF.
 */
test('a ring’s report cards issued as one PDF, one opened from the guardian’s link', async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectErrors(page);
  // The demo's term and ring: those of the cards the demo issued.
  const token = await apiToken(page.request, 'manager@example.com');
  const listed = await page.request.get('/api/report-cards?pageSize=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.ok()).toBe(true);
  const demoCards = ((await listed.json()) as { items: CardRow[] }).items;
  const demo = demoCards[0]!;
  const before = demoCards.filter(
    (c) => c.ringName === demo.ringName && c.templateName === demo.templateName,
  ).length;

  // The term's days typed as a user types them (each taken when the field is left).
  const term = async (from: string, to: string) => {
    for (const [name, day] of [
      ['من', from],
      ['إلى', to],
    ] as const) {
      const field = page.getByRole('textbox', { name, exact: true });
      await field.fill(day);
      await field.press('Enter');
      await expect(field).toHaveAttribute('data-value', day);
    }
  };

  await signIn(page, 'manager@example.com', 'ar');
  await page.goto('/card-report-setting-component?tab=remarks');
  await page.getByRole('combobox', { name: 'الحلقة' }).click();
  await page.getByRole('option', { name: new RegExp(`^${demo.ringName!}`) }).click();
  await term(demo.from, demo.to);
  // The one draft of the term: approved by the manager (the teacher wrote it).
  const draft = page.getByTestId('remark-row').filter({ hasText: 'مسودة' });
  await expect(draft).toHaveCount(1, { timeout: 60_000 });
  const draftName = (await draft.locator('p').first().textContent())!.trim();
  await draft.getByRole('button', { name: 'اعتماد' }).click();
  await expect(
    page.getByTestId('remark-row').filter({ hasText: draftName }).getByText('معتمدة'),
  ).toBeVisible();

  // The ring's cards, by the background job, as one PDF.
  await page.getByRole('tab', { name: 'إصدار البطاقات' }).click();
  await page.getByRole('combobox', { name: 'القالب' }).click();
  await page.getByRole('option', { name: new RegExp(`^${demo.templateName}`) }).click();
  await page.getByRole('combobox', { name: 'الحلقة' }).click();
  await page.getByRole('option', { name: new RegExp(`^${demo.ringName!}`) }).click();
  await page.getByLabel('اسم الفصل على البطاقة').fill(demo.termLabel);
  await term(demo.from, demo.to);
  await page.getByTestId('issue-ring').click();
  // One new card (the remark just approved), the student without a remark skipped.
  const done = page.getByRole('alert').filter({ hasText: 'صدرت بطاقة جديدة واحدة.' });
  await expect(done).toBeVisible({ timeout: 120_000 });
  await expect(done).toContainText('تُخطّي طالب واحد لم تُعتمد ملاحظته.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل الملف' }).click();
  const pdf = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const pages =
    readFileSync(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBe(before + 1);

  // The card just issued, found among the issued cards, and its guardian's link.
  await page.goto('/style-card-search-component?tab=cards');
  await page.getByPlaceholder('ابحث باسم الطالب أو الرقم التسلسلي أو الفصل').fill(draftName);
  const row = page.getByTestId('card-row').filter({ hasText: draftName }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.click();
  const link = await page.getByTestId('guardian-url').inputValue();
  expect(link).toMatch(/\/report-card\/[\w-]+$/);

  // The guardian, signed out, on a phone.
  const guardian = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await guardian.newPage();
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: draftName })).toBeVisible({
    timeout: 60_000,
  });
  await expect(phone.getByTestId('card-sheet')).toBeVisible();
  const file = await phone.request.get(
    (await phone.getByTestId('guardian-pdf').getAttribute('href'))!,
  );
  expect(file.headers()['content-type']).toContain('application/pdf');
  await guardian.close();
  expect(errors).toEqual([]);
});
