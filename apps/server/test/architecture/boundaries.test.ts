import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALLOWED } from '../../../../scripts/boundaries.allow.ts';
import {
  checkBoundaries,
  readTree,
  type AllowList,
  type Problem,
} from '../../../../scripts/boundaries.ts';

/**
 * The module-boundary check of `npm run check` (scripts/boundaries.ts, docs/module-boundaries.md)
 * fed small sources: what it must refuse, what it must let through, and its allow-list, which
 * only shrinks.
 */

const S = 'apps/server/src/modules';
const W = 'apps/web/src/modules';

function check(files: Record<string, string>, allow: AllowList = {}): Problem[] {
  return checkBoundaries(
    Object.entries(files).map(([file, text]) => ({ file, text })),
    allow,
  ).problems;
}

const brief = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line ?? ''} ${p.rule}`);

describe('module boundaries: Drizzle only in repositories', () => {
  it('refuses a service importing drizzle-orm or the tables, naming file, line and the way out', () => {
    const problems = check({
      [`${S}/fees/fees.service.ts`]: [
        "import type { Caller } from '../../resources/resource-caller.ts';",
        "import { eq } from 'drizzle-orm';",
        "import { fees } from '../../db/schema/index.ts';",
        "import type { PgColumn } from 'drizzle-orm/pg-core';",
        'export const x = [eq, fees];',
      ].join('\n'),
    });
    expect(brief(problems)).toEqual([
      `${S}/fees/fees.service.ts:2 drizzle-outside-repository`,
      `${S}/fees/fees.service.ts:3 drizzle-outside-repository`,
      `${S}/fees/fees.service.ts:4 drizzle-outside-repository`,
    ]);
    expect(problems[0]!.message).toContain("'drizzle-orm'");
    expect(problems[0]!.message).toContain('move the query into a repository');
  });

  it('refuses a route importing a table file, and a dynamic import of the schema', () => {
    const problems = check({
      [`${S}/fees/fee-create.route.ts`]:
        "import { fees } from '../../db/schema/fees.ts';\nexport const t = fees;",
      [`${S}/fees/fees.job.ts`]: "export const load = () => import('../../db/schema/index.ts');",
    });
    expect(brief(problems)).toEqual([
      `${S}/fees/fee-create.route.ts:1 drizzle-outside-repository`,
      `${S}/fees/fees.job.ts:1 drizzle-outside-repository`,
    ]);
  });

  it('lets a repository speak Drizzle, and a service call the repository', () => {
    expect(
      check({
        [`${S}/fees/fees.repository.ts`]:
          "import { eq } from 'drizzle-orm';\nimport { fees } from '../../db/schema/index.ts';\nexport const q = (db: { transaction(f: () => void): void }) => db.transaction(() => [eq, fees]);",
        [`${S}/fees/fees.service.ts`]:
          "import { q } from './fees.repository.ts';\n// not: import { eq } from 'drizzle-orm'\nexport const s = q;",
        // The platform outside the modules is not under this rule.
        'apps/server/src/ledger/ledger.ts': "import { eq } from 'drizzle-orm';\nexport { eq };",
      }),
    ).toEqual([]);
  });
});

describe('module boundaries: transactions only in repositories and the write core', () => {
  it('refuses a route opening a transaction, and a platform file too', () => {
    const problems = check({
      [`${S}/fees/fee-create.route.ts`]: [
        "import type { AppContext } from '../../app-context.ts';",
        'export async function create(ctx: AppContext) {',
        '  return ctx.db',
        '    .transaction(async (tx) => tx);',
        '}',
      ].join('\n'),
      'apps/server/src/jobs/enqueue.ts':
        'export const run = (db: { transaction(f: () => void): void }) => db?.transaction(() => 1);',
    });
    expect(brief(problems)).toEqual([
      'apps/server/src/jobs/enqueue.ts:1 transaction-outside-write-core',
      `${S}/fees/fee-create.route.ts:4 transaction-outside-write-core`,
    ]);
    expect(problems[1]!.message).toContain('withWrites');
  });

  it('lets the write core, the workflow kit and repositories open one; words in comments and strings are no call', () => {
    const opens =
      'export const w = (db: { transaction(f: () => void): void }) => db.transaction(() => 1);';
    expect(
      check({
        'apps/server/src/resources/resource.service.ts': opens,
        'apps/server/src/workflow/transition.ts': opens,
        'apps/server/src/db/client.ts': opens,
        [`${S}/fees/fees.repository.ts`]: opens,
        [`${S}/fees/fees.service.ts`]:
          "// a service never calls db.transaction( itself\nexport const doc = 'ctx.db.transaction(...)';",
      }),
    ).toEqual([]);
  });
});

describe('module boundaries: another module only through its public entry', () => {
  it('refuses a server import of another module’s internals', () => {
    const problems = check({
      [`${S}/fees/fees.service.ts`]:
        "import { findStudent } from '../students/students.repository.ts';\nexport { findStudent };",
      [`${S}/fees/routes/fee.route.ts`]:
        "export type { Plan } from '../../payroll/advances.service.ts';",
    });
    expect(brief(problems)).toEqual([
      `${S}/fees/fees.service.ts:1 module-internals`,
      `${S}/fees/routes/fee.route.ts:1 module-internals`,
    ]);
    expect(problems[0]!.message).toContain('index.ts');
  });

  it('refuses a web import of another module’s internals, lazy imports included', () => {
    const problems = check({
      [`${W}/rings/RingDayScreen.tsx`]: [
        "import { fetchRingChoices } from '../students/students-api.ts';",
        'export const Screen = () => <div>{String(fetchRingChoices)}</div>;',
        "export const Panel = () => import('../tests/StudentTestsPanel.tsx');",
      ].join('\n'),
    });
    expect(brief(problems)).toEqual([
      `${W}/rings/RingDayScreen.tsx:1 module-internals`,
      `${W}/rings/RingDayScreen.tsx:3 module-internals`,
    ]);
  });

  it('lets an import through the public entry, one inside the module, and the shared platform', () => {
    expect(
      check({
        [`${S}/fees/fees.service.ts`]: [
          "import { findStudent } from '../students/index.ts';",
          "import { feeRows } from './fees.repository.ts';",
          "import type { ServerModule } from '../server-module.ts';",
          "import { notFound } from '../../http/errors.ts';",
          'export const x = [findStudent, feeRows, notFound] as unknown as ServerModule;',
        ].join('\n'),
        [`${S}/fees/routes/fee.route.ts`]: "import { s } from '../fees.service.ts';\nexport { s };",
        [`${W}/rings/RingSelect.tsx`]: [
          "import { fetchRingChoices } from '../students/index.ts';",
          "import { Screen } from '../../app/components/Screen.tsx';",
          'export const R = () => <Screen>{String(fetchRingChoices)}</Screen>;',
        ].join('\n'),
        // The registry outside the modules may list them all.
        'apps/server/src/modules/index.ts':
          "import { fees } from './fees/fees.module.ts';\nexport { fees };",
      }),
    ).toEqual([]);
  });
});

describe('module boundaries: the allow-list only shrinks', () => {
  const service = `${S}/fees/fees.service.ts`;
  const route = `${W}/rings/RingSelect.tsx`;

  it('lets an allowed offence through, but only the imports it names', () => {
    const allow: AllowList = {
      [service]: { 'drizzle-outside-repository': 'fees queries, moving to fees.repository.ts' },
      [route]: {
        'module-internals': {
          reason: 'the ring picker reads students’ API',
          imports: ['students/students-api.ts'],
        },
      },
    };
    const files = {
      [service]: "import { eq } from 'drizzle-orm';\nexport { eq };",
      [route]: "import { a } from '../students/students-api.ts';\nexport { a };",
    };
    expect(check(files, allow)).toEqual([]);
    // A new internal import in an allowed file is still refused.
    const more = check(
      {
        ...files,
        [route]: `${files[route]}\nexport { b } from '../students/StudentStatusChip.tsx';`,
      },
      allow,
    );
    expect(brief(more)).toEqual([`${route}:3 module-internals`]);
  });

  it('fails on an entry that no longer offends, until it is removed', () => {
    const problems = check(
      {
        [service]: "import { feeRows } from './fees.repository.ts';\nexport { feeRows };",
        [route]: "import { a } from '../students/index.ts';\nexport { a };",
      },
      {
        [service]: {
          'drizzle-outside-repository': 'fees queries, moving to fees.repository.ts',
          'transaction-outside-write-core': 'fee payment in one transaction',
        },
        [route]: {
          'module-internals': { reason: 'students’ API', imports: ['students/students-api.ts'] },
        },
        [`${S}/fees/gone.route.ts`]: { 'transaction-outside-write-core': 'removed since' },
      },
    );
    expect(brief(problems)).toEqual([
      `${S}/fees/fees.service.ts: drizzle-outside-repository`,
      `${S}/fees/fees.service.ts: transaction-outside-write-core`,
      `${S}/fees/gone.route.ts: transaction-outside-write-core`,
      `${route}: module-internals`,
    ]);
    for (const p of problems) expect(p.message).toContain('remove it from the allow-list');
    expect(problems[2]!.message).toContain('no longer exists');
    expect(problems[3]!.message).toContain("'students/students-api.ts'");
  });

  it('wants a reason for every entry', () => {
    const problems = check(
      { [service]: "import { eq } from 'drizzle-orm';\nexport { eq };" },
      { [service]: { 'drizzle-outside-repository': ' ' } },
    );
    expect(problems.map((p) => p.message)).toEqual(['allow-list entry without a reason: give one']);
  });
});

describe('module boundaries of this tree', () => {
  it('hold, with the allow-list exactly today’s offenders', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const { problems } = checkBoundaries(readTree(root), ALLOWED);
    expect(
      problems.map((p) => `${p.file}:${p.line ?? ''} [${p.rule}] ${p.message}`),
      'see docs/module-boundaries.md',
    ).toEqual([]);
  });
});
