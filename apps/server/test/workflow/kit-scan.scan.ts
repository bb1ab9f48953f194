import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KitRule } from './kit-scan.allow.ts';

/** The scan of kit-scan.test.ts (see there), apart so that it can be run to list offenders. */

const root = fileURLToPath(new URL('../../', import.meta.url));
const modules = join(root, 'src/modules');

/** The event tables of lifecycles (their rows are written by the kit from a binding). */
const EVENT_TABLES = [
  'testRequestEvents',
  'donationEvents',
  'advanceEvents',
  'rewardEvents',
  'studentCaseEvents',
];

export const PATTERNS: Record<KitRule, RegExp> = {
  // A hand-written audit entry.
  audit: /\brecordAudit\(/g,
  // A hand-written event row.
  event: new RegExp(`\\.insert\\(\\s*(?:t\\.)?(?:${EVENT_TABLES.join('|')})\\s*\\)`, 'g'),
  // A stored search text built by hand: a `search:` value computed by a call (not a column, not
  // a query schema).
  search: /\bsearch:\s*(?:await\s+)?(?!z\.)[A-Za-z_][\w.]*\(/g,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

const isSeed = (file: string) => /-demo\.|\.seed\.ts$/.test(file);

/** Offences per rule and file (path relative to src/modules). */
export function scanKit(): Record<KitRule, Record<string, number>> {
  const found: Record<KitRule, Record<string, number>> = { audit: {}, event: {}, search: {} };
  for (const file of sourceFiles(modules)) {
    if (isSeed(file)) continue;
    const text = readFileSync(file, 'utf8');
    const rel = relative(modules, file);
    for (const rule of Object.keys(PATTERNS) as KitRule[]) {
      const n = text.match(PATTERNS[rule])?.length ?? 0;
      if (n > 0) found[rule][rel] = n;
    }
  }
  return found;
}
