import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Numbers, money and percentages are written by the one formatter (`createFormat` in the
 * domain, `useFormat`/`useMoney` on the web): no screen, page, document or message formats
 * them by hand. A file may do so only if listed here with the reason it is not text for people.
 */
const ALLOWED: Record<string, string> = {
  'packages/domain/src/text/arabic-digits.ts': 'the formatter itself',
  'packages/domain/src/resources/kinds.ts':
    "asks Intl for a currency's minor digits, formats nothing",
  'apps/server/src/modules/finance/finance-demo.seed.ts':
    'an exchange rate kept as decimal text in demo data',
  'apps/server/src/modules/rings/ring-day.service.ts': 'a numeric column value, not display',
  'apps/server/src/db/seed/demo-readings.ts': 'a numeric column value in demo data',
  'apps/web/src/modules/identity/auth/AuthIllustration.tsx': 'SVG coordinates',
};

/** Formatting by hand: Intl number formats, toLocaleString, toFixed, a typed percent sign. */
const BY_HAND = [
  /\bIntl\.NumberFormat\b/,
  /\.toLocaleString\(/,
  /\.toFixed\(/,
  /style:\s*'(currency|percent)'/,
  // "{f.number(x)}%" or `${f.number(x)}%`: a percent sign typed after a formatted number.
  /number\([^)]*\)\}?%/,
];

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('no screen formats money or numbers by hand', () => {
  it('uses the one formatter everywhere but the listed files', () => {
    const found: string[] = [];
    for (const source of SOURCES)
      for (const path of files(join(ROOT, source))) {
        const name = relative(ROOT, path);
        if (ALLOWED[name]) continue;
        const lines = readFileSync(path, 'utf8').split('\n');
        lines.forEach((line, i) => {
          if (line.trim().startsWith('*') || line.trim().startsWith('//')) return;
          if (BY_HAND.some((re) => re.test(line))) found.push(`${name}:${i + 1}: ${line.trim()}`);
        });
      }
    expect(found).toEqual([]);
  });

  it('keeps its allow-list honest: every listed file still needs its exception', () => {
    for (const name of Object.keys(ALLOWED)) {
      const text = readFileSync(join(ROOT, name), 'utf8');
      expect(
        BY_HAND.some((re) => re.test(text)),
        name,
      ).toBe(true);
    }
  });
});
