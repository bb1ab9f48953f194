import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, registerMessages } from '@qc/domain';
import { DIGITS_AS_WRITTEN } from '@qc/domain/i18n/message-digits';
import { reportFailed, runI18nCheck, uncountedArabic } from '../../../../scripts/i18n-check.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('npm run i18n:check', () => {
  it('passes on this tree: every key in ar, en and fr, and every key the code uses exists', () => {
    const report = runI18nCheck(root);
    expect(report.missing).toEqual([]);
    expect(report.empty).toEqual([]);
    expect(report.placeholders).toEqual([]);
    expect(report.plurals).toEqual([]);
    expect(report.uncounted).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.keys).toBeGreaterThan(500);
    expect(report.filesScanned).toBeGreaterThan(50);
  });

  it('names only existing messages among those whose digits stay as written', async () => {
    // Every module's messages, as the server registers them.
    await import('../../src/modules/index.ts');
    const ar = buildCatalogue().ar;
    expect([...DIGITS_AS_WRITTEN].filter((key) => !(key in ar))).toEqual([]);
  });

  it('finds a key a screen or the server uses that does not exist', () => {
    const fake = mkdtempSync(join(tmpdir(), 'qc-i18n-'));
    mkdirSync(join(fake, 'apps/web/src'), { recursive: true });
    mkdirSync(join(fake, 'apps/server/src'), { recursive: true });
    writeFileSync(
      join(fake, 'apps/web/src/Screen.tsx'),
      "export const A = () => t('common.save') + t('screens.nothing.here') + t(`dynamic.${x}`);\n",
    );
    writeFileSync(
      join(fake, 'apps/server/src/route.ts'),
      "throw notFound('errors.noSuchThing');\nconst e = { code: 'super_admin' };\n",
    );
    const report = runI18nCheck(fake);
    expect(reportFailed(report)).toBe(true);
    expect(report.unknown.map((u) => [u.key, u.file, u.line])).toEqual([
      ['screens.nothing.here', 'apps/web/src/Screen.tsx', 1],
      ['errors.noSuchThing', 'apps/server/src/route.ts', 1],
    ]);
  });

  it('finds an Arabic message that counts a noun after a number without plural forms', () => {
    const found = uncountedArabic({
      'test.total': '{{count}} سجل',
      'test.wait': 'يرجى الانتظار {{seconds}} ثانية.',
      'test.quota': 'المسجلون {{n}} من {{quota}} مقعدًا',
      // Not counts of a noun: a label before the number, a range, a size, counted text.
      'test.page': 'الصفحة {{n}}',
      'test.range': '{{from}}–{{to}} من {{count}}',
      'test.progress': 'جارٍ الاستيراد: {{done}} من {{total}}',
      'conversations.ui.size.kb': '{{n}} كيلوبايت',
      'test.measure': '{{ayahs}} · {{pages}} تقريبًا',
      // The forms of a counted key are written per category.
      'test.counted_many': '{{n}} سجلًا',
    });
    expect(found.map((f) => f.key)).toEqual(['test.total', 'test.wait', 'test.quota']);
  });

  // Last: it adds a broken bundle to this process's catalogue.
  it('finds a counted key without all six Arabic forms, or without one and other', () => {
    registerMessages({
      en: { 'test.counted.pages_one': '{{n}} page', 'test.counted.pages_other': '{{n}} pages' },
      fr: { 'test.counted.pages_one': '{{n}} page', 'test.counted.pages_many': '{{n}} de pages' },
      ar: {
        'test.counted.pages_one': 'صفحة واحدة',
        'test.counted.pages_two': 'صفحتان',
        'test.counted.pages_few': '{{n}} صفحات {{extra}}',
        'test.counted.pages_other': '{{n}} صفحة',
      },
    });
    const report = runI18nCheck(root);
    expect(reportFailed(report)).toBe(true);
    expect(report.plurals.map((p) => `${p.locale} ${p.key}_${p.category}`).sort()).toEqual([
      'ar test.counted.pages_many',
      'ar test.counted.pages_zero',
      'fr test.counted.pages_other',
    ]);
    // A form may spell out the number (آيتان) but not bring placeholders English lacks.
    expect(report.placeholders.map((p) => p.key)).toEqual(['test.counted.pages_few']);
    // Code asks for the plain key with a count: that is not an unknown key.
    expect(report.unknown).toEqual([]);
    expect(report.missing).toEqual([]);
  });
});
