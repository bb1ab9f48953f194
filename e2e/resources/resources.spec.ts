import { expect, test, type APIRequestContext, type Locator, type Page } from '../flows.ts';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { pick } from '../shell/form-helpers.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * The generic resource pages in Chromium, on the organisation's centres: the one list page
 * (server-side search, filters, export, archive and restore), the one form (client and server
 * validation, optimistic concurrency) and the one detail page with its audit trail; the scope
 * of a centre manager; the same list in English and French; the phone layout; and the
 * interface-texts screen changing the catalogue without a reload.
 */

/** A unique name per run (the demo database lives as long as the server). */
const stamp = Date.now().toString(36).slice(-5);
/** Written with hamza forms and taa marbuta; searched below without them. */
const NAME = `مركز الإيمان للقراءة ${stamp}`;
const VARIANT = `مركز الايمان للقراءه ${stamp}`;

async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  init: { method?: string; data?: unknown } = {},
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(init.data !== undefined ? { data: init.data } : {}),
  });
  expect(res.ok(), `${init.method ?? 'GET'} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#initial-loader')).toHaveCount(0);
}

/** The list's data grid is on screen (the first list of a session also loads its code). */
async function gridReady(page: Page) {
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens the list's filter panel and waits until it has finished opening: a click made while it
 * still grows can fall beside the widget it aimed at (CI, once: a filter's choices never showed).
 */
async function openFilters(page: Page) {
  await page.getByTestId('filters-toggle').click();
  await expect(
    page.locator('.MuiCollapse-entered').filter({ has: page.getByTestId('filters') }),
  ).toBeVisible();
}

/** Opens a filter's choices, again if a first click did not (see openFilters), and picks one. */
async function chooseInFilter(page: Page, filter: Locator, option: Locator) {
  await expect(async () => {
    if (!(await option.isVisible())) await filter.click();
    await expect(option).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await option.click();
}

test.describe('generic resource pages', () => {
  test('an administrator creates, finds, edits, exports, archives and restores a centre', async ({
    page,
    request,
  }) => {
    test.slow();
    const errors = collectErrors(page);
    await signIn(page, 'admin@example.com', 'ar');
    await open(page, '/center-component');
    const list = page.getByTestId('resource-list');
    await expect(list).toHaveAttribute('data-resource', 'centres');
    await gridReady(page);

    // A new centre: sending it empty shows the server's rule in Arabic, under its field.
    await page.getByTestId('new-record').click();
    await expect(page.getByTestId('resource-form')).toBeVisible();
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('form-problem')).toBeVisible();
    const nameField = page.locator('[data-field="name"]');
    await expect(nameField).toContainText('هذا الحقل مطلوب.');
    await expect(page.locator('[data-field="countryId"]')).toContainText('هذا الحقل مطلوب.');
    // A wrong e-mail too, checked before anything is sent.
    await page.locator('[data-field="email"] input').fill('not-an-address');
    await page.getByTestId('form-save').click();
    await expect(page.locator('[data-field="email"]')).toContainText('أدخل بريدًا إلكترونيًا صحيحًا.');

    // Now valid: name, country (async picker), capacity in Arabic-Indic digits, a date typed
    // in Hijri.
    await page.locator('[data-field="email"] input').fill('iman@example.org');
    await nameField.locator('input').fill(NAME);
    await pick(page, 'countryId', 'ترك', 'تركيا');
    await page.locator('[data-field="capacity"] input').fill('٨٠');
    await page.locator('[data-field="city"] input').fill('بورصة');
    const opened = page.locator('[data-field="openedOn"] input');
    await page.locator('[data-field="openedOn"]').getByRole('button').click();
    await page
      .getByTestId('date-picker')
      .getByRole('button', { name: /هجري|Hijri/ })
      .click();
    await page.keyboard.press('Escape');
    await opened.fill('1446-09-01');
    await opened.press('Enter');
    await expect(opened).toHaveAttribute('data-value', '2025-03-01');
    await page.getByTestId('form-save').click();

    // The record's page: its values in words, and its creation in the audit trail.
    // (the first record page of a session also loads its code: on a busy CI machine that
    // takes longer than one assertion's default wait)
    const detail = page.getByTestId('resource-detail');
    await expect(detail).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('record-title')).toHaveText(NAME);
    await expect(page.getByTestId('notice')).toContainText('تم الحفظ');
    await expect(detail.locator('[data-field="countryId"]')).toContainText('تركيا');
    await expect(detail.locator('[data-field="capacity"]')).toContainText('80');
    await expect(detail.locator('[data-field="openedOn"]')).toContainText('1446');
    await expect(page.getByTestId('history-entry').first()).toHaveAttribute(
      'data-action',
      'create',
    );
    const id = page.url().split('/').pop()!;

    // Found from the list by an Arabic variant of its name (normalised on the server).
    await open(page, '/center-component');
    await page.getByTestId('list-search').fill(VARIANT);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('gridcell', { name: NAME, exact: true })).toBeVisible();

    // Export what the list shows: one row, in CSV and Excel, parsed.
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-csv').click();
    const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(NAME);
    expect(lines[1]).toContain('تركيا');
    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-xlsx').click();
    const file = await xlsxDownload;
    expect(file.suggestedFilename()).toMatch(/^centres-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe(NAME);

    // Edit from its page: the change shows, with its before and after in the trail.
    await page.getByRole('gridcell', { name: NAME, exact: true }).click();
    await page.getByTestId('record-edit').click();
    await page.locator('[data-field="city"] input').fill('بورصة الجديدة');
    await page.getByTestId('form-save').click();
    await expect(detail.locator('[data-field="city"]')).toContainText('بورصة الجديدة');
    const update = page.getByTestId('history-entry').first();
    await expect(update).toHaveAttribute('data-action', 'update');
    await expect(update).toContainText('بورصة');
    await expect(update).toContainText('بورصة الجديدة');

    // Someone else saves meanwhile: this form's stale version is refused with "reload".
    await page.getByTestId('record-edit').click();
    await page.locator('[data-field="city"] input').fill('مدينة أخرى');
    const token = await apiToken(request);
    const current = await api<{ version: number }>(request, token, `/centres/${id}`);
    await api(request, token, `/centres/${id}`, {
      method: 'PATCH',
      data: { version: current.version, notes: 'تعديل من مكان آخر' },
    });
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('form-conflict')).toBeVisible();
    await page.getByTestId('form-reload').click();
    await expect(page.getByTestId('form-conflict')).toHaveCount(0);
    await expect(page.locator('[data-field="city"] input')).toHaveValue('بورصة الجديدة');
    // Leaving with unsaved changes asks first.
    await page.locator('[data-field="city"] input').fill('تغيير لن يحفظ');
    await page.getByRole('button', { name: 'إلغاء' }).click();
    await expect(page.getByRole('dialog')).toContainText('المغادرة دون حفظ؟');
    await page.getByRole('dialog').getByRole('button', { name: 'مغادرة' }).click();
    await expect(detail.locator('[data-field="city"]')).toContainText('بورصة الجديدة');

    // Archive it: gone from the list, back with the archived filter, then restored.
    await page.getByTestId('record-archive').click();
    await page.getByRole('dialog').getByRole('button', { name: 'أرشفة' }).click();
    await expect(page.getByTestId('archived-banner')).toBeVisible();
    await open(page, `/center-component?q=${encodeURIComponent(VARIANT)}`);
    await expect(page.getByText('لا توجد نتائج مطابقة')).toBeVisible();
    await page.getByRole('combobox', { name: 'السجلات المؤرشفة' }).click();
    await page.getByRole('option', { name: 'المؤرشف فقط' }).click();
    await expect(page.getByRole('gridcell', { name: NAME, exact: true })).toBeVisible();
    await page.getByTestId('row-restore').click();
    await expect(page.getByTestId('notice')).toContainText('تمت الاستعادة');
    await page.getByRole('combobox', { name: 'السجلات المؤرشفة' }).click();
    await page.getByRole('option', { name: 'إخفاء المؤرشف' }).click();
    await expect(page.getByRole('gridcell', { name: NAME, exact: true })).toBeVisible();

    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  test('bulk archive asks first and takes the chosen records out of the list', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const made = [];
    for (const n of [1, 2])
      made.push(
        await api<{ id: string }>(request, token, '/books', {
          method: 'POST',
          data: { title: `كتاب للأرشفة ${stamp} ${n}`, kind: 'other' },
        }),
      );
    await signIn(page, 'admin@example.com', 'ar');
    await open(page, `/admin-book-component?q=${encodeURIComponent(`للأرشفة ${stamp}`)}`);
    await gridReady(page);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: /تحديد كل الصفوف|Select all/ }).check();
    await page.getByTestId('bulk-archive').click();
    await page.getByRole('dialog').getByRole('button', { name: 'أرشفة' }).click();
    // Two records: the Arabic dual, not a digit.
    await expect(page.getByTestId('notice')).toHaveText('تمت أرشفة سجلين.');
    await expect(page.getByText('لا توجد نتائج مطابقة')).toBeVisible();
    for (const book of made) {
      const record = await api<{ archivedAt: string | null }>(request, token, `/books/${book.id}`);
      expect(record.archivedAt).not.toBeNull();
    }
  });

  test('a centre manager sees only the records of their centre', async ({ page, request }) => {
    const admin = await apiToken(request);
    const centres = await api<{ items: Array<{ id: string; name: string }> }>(
      request,
      admin,
      '/centres?pageSize=100',
    );
    const own = await api<{ items: Array<{ id: string; name: string }> }>(
      request,
      await apiToken(request, 'manager@example.com'),
      '/centres',
    );
    const mine = own.items[0]!;
    const staff = await api<{ items: Array<{ id: string; centreId: string }> }>(
      request,
      admin,
      '/centre-employees?pageSize=100',
    );
    const foreign = staff.items.find((s) => s.centreId !== mine.id)!;
    const other = centres.items.find((c) => c.id === foreign.centreId)!;

    await signIn(page, 'manager@example.com', 'ar');
    await open(page, '/center-employees-component');
    await gridReady(page);
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const centreCells = page.locator('[role="gridcell"][data-field="centreId"]');
    const count = await centreCells.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(centreCells.nth(i)).toHaveText(mine.name);
    // The centre filter offers their centre only.
    await openFilters(page);
    await page.getByTestId('reference-filter-centreId').click();
    const options = page.getByTestId('reference-option');
    await expect(options).toHaveCount(1);
    await expect(options).toContainText(mine.name);
    await page.keyboard.press('Escape');

    // Another centre's record is not found, even by its address; no "new" for centres.
    await open(page, `/r/centre-employees/${foreign.id}`);
    await expect(page.getByRole('alert')).toContainText('لم يُعثر على السجل');
    await open(page, '/center-component');
    await expect(page.getByRole('gridcell', { name: other.name })).toHaveCount(0);
    await expect(page.getByRole('gridcell', { name: mine.name })).toBeVisible();
    await expect(page.getByTestId('new-record')).toHaveCount(0);
  });

  for (const lang of [
    {
      code: 'en',
      title: 'Centres',
      column: 'Centre name',
      rows: 'Rows per page:',
      action: 'New Centre',
    },
    {
      code: 'fr',
      title: 'Centres',
      column: 'Nom du centre',
      rows: 'Lignes par page :',
      action: 'Ajouter : Centre',
    },
  ]) {
    test(`the same list works in ${lang.code}`, async ({ page }) => {
      await signIn(page, 'admin@example.com', lang.code);
      await open(page, '/center-component');
      await gridReady(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: lang.title })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: lang.column })).toBeVisible();
      await expect(page.getByText(lang.rows)).toBeVisible();
      await expect(page.getByTestId('new-record')).toHaveText(lang.action);
      // Sorting is the server's: descending by name puts the last name first.
      await page.getByRole('columnheader', { name: lang.column }).click();
      await expect(page).toHaveURL(/sort=-name|sort=name/);
      // A filter by kind narrows the list on the server.
      await openFilters(page);
      await chooseInFilter(
        page,
        page.getByRole('combobox', { name: lang.code === 'en' ? 'Kind' : 'Type' }),
        page.getByRole('option', { name: lang.code === 'en' ? 'Online' : 'En ligne' }),
      );
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/kind=online/);
      // One centre of the demo is online.
      const kinds = page.locator('[role="gridcell"][data-field="kind"]');
      await expect(kinds).toHaveCount(1);
      await expect(kinds).toHaveText(lang.code === 'en' ? 'Online' : 'En ligne');
    });
  }

  test('the documentation library: rich text, an attachment, versions and the reading list', async ({
    page,
  }) => {
    const title = `دليل الحلقات ${stamp}`;
    await signIn(page, 'admin@example.com', 'ar');
    await open(page, '/r/documents/new');
    await page.locator('[data-field="title"] input').fill(title);
    await page.getByTestId('field-status').click();
    await page.getByRole('option', { name: 'منشور' }).click();
    // The small editor: a line, then a bold one.
    const editor = page.getByTestId('rich-body');
    await editor.click();
    await page.keyboard.type('مقدمة الدليل');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'غامق' }).click();
    await page.keyboard.type('تنبيه مهم');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await page
      .getByTestId('file-attachments')
      .setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.locator('[data-field="attachments"]')).toContainText('guide.pdf');
    await page.getByTestId('form-save').click();

    const body = page.getByTestId('resource-detail').locator('[data-field="body"]');
    await expect(body.locator('p').first()).toHaveText('مقدمة الدليل');
    await expect(body.locator('b, strong')).toHaveText('تنبيه مهم');
    await expect(page.locator('[data-field="attachments"] a')).toHaveText('guide.pdf');
    await expect(page.getByTestId('document-version')).toHaveCount(1);

    // A change of the text is a new revision; the old one stays readable.
    await page.getByTestId('record-edit').click();
    await page.getByTestId('rich-body').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' للمعلمين');
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('document-version')).toHaveCount(2);
    await page.getByTestId('document-version').last().click();
    await expect(page.getByTestId('document-version').last()).toContainText('تنبيه مهم');

    // Readers find it in the library (published only) and come back to it.
    await open(page, `/documentations-component?q=${encodeURIComponent(title)}`);
    await gridReady(page);
    await expect(page.getByTestId('new-record')).toHaveCount(0);
    await page.getByRole('gridcell', { name: title, exact: true }).click();
    await expect(page.getByTestId('record-title')).toHaveText(title);
    await page.getByRole('link', { name: 'العودة إلى القائمة' }).click();
    await expect(page).toHaveURL(/documentations-component/);
  });

  test('on a phone the list is a column of cards with the same paging', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ar',
    });
    const page = await context.newPage();
    await signIn(page, 'admin@example.com', 'ar');
    await open(page, '/admin-holiday-hour-component');
    await expect(page.getByTestId('record-card').first()).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.getByTestId('record-card').first().click();
    await expect(page.getByTestId('resource-detail')).toBeVisible();
    await context.close();
  });

  test('an administrator changes an interface text and every screen shows it at once', async ({
    page,
    request,
  }) => {
    const key = 'resources.countries.title';
    // Start from the built-in text, whatever an earlier run left.
    const token = await apiToken(request);
    await request.delete(`/api/i18n-overrides/ar/${key}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await signIn(page, 'admin@example.com', 'ar');
    // Another tab, already on the countries list, connected for live changes.
    const other = await page.context().newPage();
    await other.goto('/r/countries');
    await expect(other.getByRole('heading', { level: 1, name: 'الدول' })).toBeVisible();
    await expect(other.getByTestId('user-menu')).toHaveAttribute('data-realtime', 'open');
    await open(page, '/translations');
    await page.getByTestId('translations-search').fill(key);
    const row = page.locator(`[data-testid="translation-row"][data-key="${key}"]`);
    await expect(row).toBeVisible();
    await expect(row.locator('[data-locale="ar"]')).toHaveText('الدول');
    await row.click();
    const dialog = page.getByTestId('translation-dialog');
    await dialog.getByTestId('translation-ar').fill('البلدان');
    await dialog.getByTestId('translation-save-ar').click();
    await expect(dialog).toContainText('تم الحفظ');
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await expect(row.locator('[data-locale="ar"]')).toContainText('البلدان');
    // The other tab shows the new text without being reloaded.
    await expect(other.getByRole('heading', { level: 1, name: 'البلدان' })).toBeVisible();
    await other.close();

    // Without reloading the page: the menu and the countries list use the new text.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('navigation').getByRole('button', { name: 'السجلات' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'البلدان' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'البلدان' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

    // Reset: the built-in text is back.
    await open(page, '/translations');
    await page.getByTestId('translations-search').fill(key);
    await row.click();
    await dialog.getByTestId('translation-reset-ar').click();
    await expect(dialog.getByTestId('translation-ar')).toHaveValue('الدول');
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await expect(row.locator('[data-locale="ar"]')).toHaveText('الدول');
  });
});
