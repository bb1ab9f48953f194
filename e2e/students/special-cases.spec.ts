import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * A centre manager records a special case with an evidence file, in Arabic: the file goes to
 * the stored files, the case claims it, and it downloads again from the case.
 */
test('a special case is saved with its evidence file, and the file downloads', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await request.get('/api/students?status=active&pageSize=1&sort=-fullName', { headers })
  ).json()) as { items: Array<{ id: string }> };
  const studentId = list.items[0]!.id;

  await signIn(page, 'manager@example.com', 'ar');
  await page.goto(`/student-case-component?id=${studentId}`);
  await page.getByRole('button', { name: 'إضافة حالة خاصة' }).click();
  await page.getByRole('combobox', { name: 'نوع الحالة' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'التفاصيل' }).fill('توفي الأب، وتعيش الأسرة مع الجد.');
  await page.locator('input[type="file"][multiple]').setInputFiles({
    name: 'شهادة-وفاة.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('شهادة-وفاة.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'حفظ الحالة' }).click();
  // The form closes once the case is saved; until then its own file chip (no download) is on
  // the page too. The saved case's chip names the file with its size.
  await expect(page.getByRole('button', { name: 'حفظ الحالة' })).toBeHidden();
  const chip = page.getByRole('button', { name: /شهادة-وفاة\.pdf \(/ });
  await expect(chip).toBeVisible();
  const download = page.waitForEvent('download');
  await chip.click();
  expect((await download).suggestedFilename()).toBe('شهادة-وفاة.pdf');

  const cases = (await (
    await request.get(`/api/special-cases?studentId=${studentId}`, { headers })
  ).json()) as { items: Array<{ id: string; evidence: Array<{ id: string; name: string }> }> };
  const saved = cases.items.find((c) => c.evidence.some((e) => e.name === 'شهادة-وفاة.pdf'));
  expect(saved?.evidence[0]!.id).toMatch(/^[0-9a-f-]{36}$/);

  // The shared record page names the kind in Arabic (not its code) and leads back to the list.
  const record = (await (
    await request.get(`/api/student-special-cases/${saved!.id}`, { headers })
  ).json()) as { caseType: string; _refs: { caseTypeId: { label: string } } };
  expect(record._refs.caseTypeId.label).not.toBe(record.caseType);
  await page.goto(`/r/student-special-cases/${saved!.id}`);
  await expect(page.getByText(record._refs.caseTypeId.label).first()).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'أنت هنا' });
  await crumbs.getByRole('link', { name: 'سجل الحالات الخاصة' }).click();
  await expect(page).toHaveURL(/\/r\/student-special-cases$/);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});
