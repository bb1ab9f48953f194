import { describe, expect, it } from 'vitest';
import { KIT_ALLOWED, type KitRule } from './kit-scan.allow.ts';
import { PATTERNS, scanKit } from './kit-scan.scan.ts';

/**
 * One path for what every workflow write leaves behind: a module does not write an audit entry,
 * an event row or a stored search text by hand; the workflow kit (apps/server/src/workflow) and
 * the resource engine's write core do (docs/adding-a-workflow.md). This scans the modules' source
 * for each by hand; `kit-scan.allow.ts` lists today's offenders, each with its count and reason,
 * and only shrinks: a file that offends more than its entry allows fails, and so does an entry
 * that allows more than the file still does (lower it, or remove it, when you move code onto
 * the kit).
 *
 * Demo seeds (`*-demo.*`, `*.seed.ts`) are left out: they bulk-load an empty database with no
 * caller and recompute search words afterwards.
 */

describe('the workflow kit writes audit entries, event rows and search text; modules do not', () => {
  const found = scanKit();

  for (const rule of Object.keys(PATTERNS) as KitRule[]) {
    it(`no module writes ${rule === 'audit' ? 'an audit entry' : rule === 'event' ? 'an event row' : 'a stored search text'} by hand beyond the allow-list`, () => {
      const allowed = KIT_ALLOWED[rule];
      const over = Object.entries(found[rule])
        .filter(([file, n]) => n > (allowed[file]?.count ?? 0))
        .map(([file, n]) => `${file}: ${n} (allowed ${allowed[file]?.count ?? 0})`);
      expect(over, 'use the workflow kit (docs/adding-a-workflow.md)').toEqual([]);
      const stale = Object.entries(allowed)
        .filter(([file, a]) => (found[rule][file] ?? 0) < a.count)
        .map(([file, a]) => `${file}: allowed ${a.count}, found ${found[rule][file] ?? 0}`);
      expect(stale, 'lower or remove these entries of kit-scan.allow.ts').toEqual([]);
    });
  }

  it('sees what it looks for (the patterns find planted offences)', () => {
    const planted = [
      'await recordAudit(w.tx, { action: "x" });',
      'await tx.insert(advanceEvents).values({});',
      'await tx.insert(t.studentCaseEvents).values({});',
      '.values({ search: searchKey(name) })',
      '.values({ search: await wordsOf(tx, row) })',
    ].join('\n');
    expect(planted.match(PATTERNS.audit)).toHaveLength(1);
    expect(planted.match(PATTERNS.event)).toHaveLength(2);
    expect(planted.match(PATTERNS.search)).toHaveLength(2);
    const clean = [
      'search: students.search,',
      'search: z.string().optional(),',
      'await tx.insert(advances).values({});',
      'search: PgColumn;',
    ].join('\n');
    expect(clean.match(PATTERNS.audit)).toBeNull();
    expect(clean.match(PATTERNS.event)).toBeNull();
    expect(clean.match(PATTERNS.search)).toBeNull();
  });
});
