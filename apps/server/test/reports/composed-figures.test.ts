import {
  DEFAULT_ROLES,
  METRIC_KEYS,
  METRICS,
  previousPeriod,
  type LiveFigures,
  type MetricDimension,
  type MetricFilter,
  type MetricPeriod,
} from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessContext } from '../../src/access/access-context.ts';
import type { AccessContext, Scope } from '../../src/access/access-types.ts';
import {
  computeMetric,
  computeMetrics,
  type FigureRequest,
} from '../../src/metrics/metrics.service.ts';
import { countAllWaiting, countWaiting, type WaitingSource } from '../../src/metrics/waiting.ts';
import { waitingSources } from '../../src/modules/index.ts';
import { waitingFor } from '../../src/modules/reports/dashboard.service.ts';
import { liveFigures } from '../../src/modules/reports/live-figures.service.ts';
import type { Caller } from '../../src/resources/resource-caller.ts';
import { readWithoutParallelWorkers } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/json-rows.ts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The dashboard's figures and waiting counts are each read in one composed statement
 * (docs/reports.md): over the demo data, the composed statement gives exactly what each
 * figure's and each source's own statement gives, for several scopes, periods, filters and
 * groupings; and a figure or source whose statement fails still answers its own error alone.
 */
let app: TestApp;
let country: string;
let centre: string;
let ringIds: string[];
let studentIds: string[];
let managerId: string;
const WIDE: MetricPeriod = { from: '2000-01-01', to: '2100-12-31' };
let month: MetricPeriod;
/** A scope the database refuses: its ring id is no uuid, so its figures' statements fail. */
const BROKEN: Scope = { all: false, countryIds: [], centreIds: [], ringIds: ['not-a-uuid'] };

const q = async (text: string, params: unknown[] = []) => app.database.query(text, params);

const scopes = (): Array<[string, Scope]> => [
  ['organisation', { all: true }],
  ['country', { all: false, countryIds: [country], centreIds: [], ringIds: [] }],
  ['centre', { all: false, countryIds: [], centreIds: [centre], ringIds: [] }],
  ['rings', { all: false, countryIds: [], centreIds: [], ringIds }],
  // A guardian's: the rows, not the summaries.
  ['students', { all: false, countryIds: [], centreIds: [], ringIds: [], studentIds }],
];

function callerOf(access: AccessContext): Caller {
  return { access, locale: 'en', request: { ip: '127.0.0.1', id: 'test', access } };
}
function managerAccess(): AccessContext {
  const role = DEFAULT_ROLES.find((r) => r.code === 'centre_manager')!;
  return buildAccessContext(managerId, null, [
    {
      permissions: role.permissions,
      level: 'centre',
      countryId: null,
      centreId: centre,
      ringId: null,
    },
  ]);
}
/** The same access, but a permission's scope is one the database refuses. */
function breaking(access: AccessContext, permission: string): AccessContext {
  return {
    userId: access.userId,
    employeeId: access.employeeId,
    permissions: access.permissions,
    can: (p) => access.can(p),
    scopeFor: (p) => (p === permission ? BROKEN : access.scopeFor(p)),
  };
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const rows = await q(
    `select c.id, c.country_id from centres c left join readings r on r.centre_id = c.id group by c.id order by count(r.id) desc, c.id`,
  );
  centre = String(rows[0]!.id);
  country = String(rows[0]!.country_id);
  ringIds = (
    await q(`select id from rings where centre_id = $1 order by id limit 2`, [centre])
  ).map((r) => String(r.id));
  studentIds = (
    await q(`select distinct student_id from readings where centre_id = $1 order by 1 limit 3`, [
      centre,
    ])
  ).map((r) => String(r.student_id));
  const [m] = await q(
    `select to_char(date_trunc('month', max(read_on)), 'YYYY-MM-DD') as f, to_char(max(read_on), 'YYYY-MM-DD') as t from readings`,
  );
  month = { from: String(m!.f), to: String(m!.t) };
  const [u] = await q(`select id from users where email = 'manager@example.com'`);
  managerId = String(u!.id);
}, 240_000);
afterAll(async () => app?.close());

describe('figures composed into one statement', () => {
  it('reads a composed statement with parallel workers off, for that read only', async () => {
    const setting = sql`select current_setting('max_parallel_workers_per_gather') as v`;
    const before = rowsOf<{ v: string }>(await app.ctx.db.execute(setting))[0]!.v;
    // PGlite runs in one process and has no parallel workers to turn off.
    if (app.database.kind === 'postgres') expect(before).not.toBe('0');
    const during = rowsOf<{ v: string }>(await readWithoutParallelWorkers(app.ctx.db, setting));
    expect(during[0]!.v).toBe('0');
    expect(rowsOf<{ v: string }>(await app.ctx.db.execute(setting))[0]!.v).toBe(before);
  });

  it('gives exactly the figures of the per-metric statements, for every scope', async () => {
    const cases: Array<[string, MetricFilter | undefined, MetricDimension | undefined]> = [
      ['plain', undefined, undefined],
      ['by centre', undefined, 'centre'],
      ['by project', undefined, 'project'],
      ['one country', { countryIds: [country] }, undefined],
    ];
    let nonZero = 0;
    for (const [name, scope] of scopes())
      for (const [how, filter, groupBy] of cases) {
        // Every figure, this month and the period before for the flows, and the wide period.
        const requests: FigureRequest[] = METRIC_KEYS.flatMap((key) => [
          { key, scope, period: month },
          ...(METRICS[key].timing === 'flow'
            ? [{ key, scope, period: previousPeriod(month) }]
            : []),
          { key, scope, period: WIDE },
        ]);
        const composed = await computeMetrics(app.ctx.db, requests, filter, groupBy, (err) => {
          throw err;
        });
        expect(composed).toHaveLength(requests.length);
        for (const [i, r] of requests.entries()) {
          const alone = await computeMetric(app.ctx.db, r.scope, r.key, r.period, filter, groupBy);
          const got = composed[i]!;
          expect(got.ok, `${name} / ${how} / ${r.key}`).toBe(true);
          if (!got.ok) continue;
          expect(got.value, `${name} / ${how} / ${r.key} ${r.period.from}`).toEqual(alone);
          if ([...alone.values()].some((v) => (v.value ?? 0) !== 0)) nonZero++;
        }
      }
    // The demo data gives the figures something to count, so the comparison means something.
    expect(nonZero).toBeGreaterThan(100);
  }, 240_000);

  it('keeps a failing figure to itself: the others still answer their values', async () => {
    const all: Scope = { all: true };
    const requests: FigureRequest[] = [
      { key: 'students.active', scope: all, period: WIDE },
      { key: 'rings.active', scope: BROKEN, period: WIDE },
      { key: 'attendance.rate', scope: all, period: WIDE },
      { key: 'donations.received', scope: all, period: WIDE },
    ];
    const composedErrors: unknown[] = [];
    const got = await computeMetrics(app.ctx.db, requests, undefined, undefined, (e) =>
      composedErrors.push(e),
    );
    expect(composedErrors).toHaveLength(1);
    expect(got.map((r) => r.ok)).toEqual([true, false, true, true]);
    for (const i of [0, 2, 3]) {
      const r = requests[i]!;
      expect(got[i]).toEqual({
        ok: true,
        value: await computeMetric(app.ctx.db, r.scope, r.key, r.period),
      });
    }
  });

  it("answers a centre manager's dashboard card by card when one figure fails", async () => {
    const query = { from: month.from, to: month.to, compare: 'true' };
    const good = await liveFigures(app.ctx, callerOf(managerAccess()), query);
    const failed: Array<string | null> = [];
    const bad = await liveFigures(
      app.ctx,
      callerOf(breaking(managerAccess(), 'rings:read')),
      query,
      (_err, key) => failed.push(key),
    );
    const cells = (f: LiveFigures) => f.groups[0]!.cells;
    const ringKeys = METRIC_KEYS.filter((k) => METRICS[k].permission === 'rings:read');
    expect(ringKeys.length).toBeGreaterThan(0);
    expect(failed.sort()).toEqual([null, ...ringKeys].sort());
    for (const c of cells(bad)) {
      if (ringKeys.includes(c.key))
        expect(c).toEqual({ key: c.key, value: null, previous: null, error: 'metrics.failed' });
      else expect(c).toEqual(cells(good).find((g) => g.key === c.key));
    }
    expect(cells(good).some((c) => (c.value ?? 0) > 0)).toBe(true);
  });
});

describe('waiting counts composed into one statement', () => {
  it("gives exactly each source's own count, for every scope", async () => {
    for (const [name, scope] of scopes()) {
      const asks = waitingSources.map((s) => ({
        scope,
        query: s.query({ userId: managerId, scope }),
      }));
      const composed = await countAllWaiting(app.ctx.db, asks, (err) => {
        throw err;
      });
      for (const [i, a] of asks.entries())
        expect(composed[i], `${name} / ${waitingSources[i]!.key}`).toEqual({
          ok: true,
          value: await countWaiting(app.ctx.db, a.scope, a.query),
        });
    }
    const all = await countAllWaiting(
      app.ctx.db,
      waitingSources.map((s) => ({
        scope: { all: true },
        query: s.query({ userId: managerId, scope: { all: true } }),
      })),
    );
    expect(all.some((r) => r.ok && r.value.count > 0)).toBe(true);
  });

  it('keeps a failing source to its own line, the others still counted', async () => {
    const access = managerAccess();
    const good = await waitingFor(app.ctx, callerOf(access), waitingSources);
    const throwing: WaitingSource = {
      key: 'test.throws',
      labelKey: 'reports.waiting.tests',
      permission: 'tests:approve',
      path: '/',
      query: () => {
        throw new Error('cannot write');
      },
    };
    const failed: Array<string | null> = [];
    const bad = await waitingFor(
      app.ctx,
      callerOf(breaking(access, 'tests:approve')),
      [...waitingSources, throwing],
      (_err, key) => failed.push(key),
    );
    const testKeys = waitingSources
      .filter((s) => s.permission === 'tests:approve')
      .map((s) => s.key);
    expect(failed.sort()).toEqual([null, ...testKeys, 'test.throws'].sort());
    for (const line of bad.items) {
      if ([...testKeys, 'test.throws'].includes(line.key))
        expect(line).toMatchObject({ count: 0, oldestAt: null, error: 'metrics.failed' });
      else expect(line).toEqual(good.items.find((g) => g.key === line.key));
    }
    expect(bad.items).toHaveLength(good.items.length + 1);
  });
});
