import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { boundResources } from '../../src/resources/resource-binding.ts';

/**
 * One write path per table: a module writes a definition's table only through the engine's
 * write core (`withWrites`), never with Drizzle's insert/update/delete on the table itself, which
 * would skip the scope check, the version bump, the search words, hooks, audit and change events.
 * This scans the modules' source for such writes on tables bound to definitions.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const modules = join(root, 'src/modules');

/**
 * Files allowed to write definitions' tables directly, each with its reason. Keep it short.
 */
const ALLOWED: Record<string, string> = {
  // Demo data: bulk inserts of thousands of rows into an empty database at first start, no
  // caller, no one listening; search words are recomputed after with reindexSearch.
  'organisation/organisation-demo.repository.ts': 'demo seed bulk loading',
  'students/students-demo.repository.ts': 'demo seed bulk loading',
  'tests/tests-demo.repository.ts': 'demo seed bulk loading',
  'evaluations/evaluations-demo.repository.ts': 'demo seed bulk loading',
  'training/training-demo.repository.ts': 'demo seed bulk loading',
  'site/site-demo.repository.ts': 'demo seed bulk loading',
  'payroll/payroll-demo.repository.ts': 'demo seed bulk loading',
  // Links an employee to their new account: `user_id` is a column no definition declares
  // (identity owns it), so no form can hold it and no list shows it.
  'identity/users.repository.ts': 'employees.user_id, a column outside the definitions',
  'finance/finance-demo.repository.ts': 'demo seed bulk loading',
  'donations/donations-demo.repository.ts': 'demo seed bulk loading',
  'identity/identity-demo.repository.ts': 'demo seed bulk loading',
  'rewards/rewards-demo.repository.ts': 'demo seed bulk loading',
  'staff/staff-demo.repository.ts': 'demo seed bulk loading',
};

/** Export names of the schema's tables that definitions are bound to → SQL table name. */
function boundTableExports(): Map<string, string> {
  const tables = new Set([...boundResources().values()].map((b) => b.table));
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(schema))
    if (tables.has(value as never)) out.set(name, getTableName(value as never));
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Writes found in a source text: `.insert(x)`, `.update(t.x)`, `.delete(x)` with x bound. */
export function directWrites(source: string, bound: Map<string, string>): string[] {
  // Local names given to schema exports (`import { students as s } from '.../db/schema/...'`).
  const aliases = new Map<string, string>();
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g))
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name && alias) aliases.set(alias.trim(), name.trim());
    }
  const found: string[] = [];
  for (const m of source.matchAll(
    /\.(insert|update|delete)\(\s*(?:[A-Za-z_$][\w$]*\.)?([A-Za-z_$][\w$]*)\s*\)/g,
  )) {
    const name = aliases.get(m[2]!) ?? m[2]!;
    const table = bound.get(name);
    if (table) found.push(`${m[1]} ${table}`);
  }
  return found;
}

describe('one write path per table', () => {
  const bound = boundTableExports();

  it('knows the tables of the definitions (students, guardians, special cases, ...)', () => {
    const names = new Set(bound.values());
    for (const table of ['students', 'guardians', 'special_cases', 'rings', 'employees'])
      expect(names).toContain(table);
    // The scanner sees the forms a module would use.
    expect(directWrites('await tx.update(students).set({})', bound)).toEqual(['update students']);
    expect(directWrites('db\n    .insert(t.guardians)\n', bound)).toEqual(['insert guardians']);
    expect(
      directWrites(
        "import { specialCases as sc } from '../../db/schema/index.ts';\ndb.delete(sc)",
        bound,
      ),
    ).toEqual(['delete special_cases']);
    expect(directWrites('db.insert(ringTransfers); hash.update(file)', bound)).toEqual([]);
  });

  it('no module writes a definition’s table outside the write core', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(modules)) {
      const rel = relative(modules, file).split('\\').join('/');
      if (rel in ALLOWED) continue;
      for (const write of directWrites(readFileSync(file, 'utf8'), bound))
        offenders.push(`${rel}: ${write}`);
    }
    expect(
      offenders,
      'write these through withWrites (apps/server/src/resources/resource.service.ts)',
    ).toEqual([]);
  });

  it('every allowed exception still exists and still needs its exception', () => {
    for (const rel of Object.keys(ALLOWED)) {
      const writes = directWrites(readFileSync(join(modules, rel), 'utf8'), bound);
      expect(writes.length, `${rel} no longer writes a definition's table`).toBeGreaterThan(0);
    }
  });
});
