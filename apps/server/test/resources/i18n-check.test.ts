import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportFailed, runI18nCheck } from '../../../../scripts/i18n-check.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('npm run i18n:check', () => {
  it('passes on this tree: every key in ar, en and fr, and every key the code uses exists', () => {
    const report = runI18nCheck(root);
    expect(report.missing).toEqual([]);
    expect(report.empty).toEqual([]);
    expect(report.placeholders).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.keys).toBeGreaterThan(500);
    expect(report.filesScanned).toBeGreaterThan(50);
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
});
