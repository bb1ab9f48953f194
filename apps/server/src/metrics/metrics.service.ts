import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  METRICS,
  type ListPage,
  type MetricDimension,
  type MetricFilter,
  type MetricKey,
  type MetricPeriod,
  type MetricValue,
} from '@qc/domain';
import type { AccessContext, Scope } from '../access/access-types.ts';
import { scopeCondition } from '../access/scope-condition.ts';
import { readWithoutParallelWorkers, type Db } from '../db/client.ts';
import { rowsOf as rowsIn } from '../db/json-rows.ts';
import {
  centreNameOf,
  METRIC_SOURCES,
  type MetricFigure,
  type MetricSource,
} from './metric-registry.ts';

/**
 * The one way to read a figure of the registry: for a scope (the caller's scope for the
 * metric's permission, applied in the SQL), a period and an optional narrowing (countries,
 * centres, a project), as one value or one per group (country, centre, project). Reports,
 * report cards and the dashboard all call this; see docs/reports.md.
 */

interface Row {
  g: string | null;
  cur: string | null;
  v: string | number | null;
  n: string | number | null;
  d: string | number | null;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsIn<T>(await db.execute(query));
}

function groupExpr(src: MetricFigure, by: MetricDimension | undefined): SQL {
  if (by === 'country') return sql`${src.columns.country}::text`;
  if (by === 'centre') return sql`${src.centre}::text`;
  if (by === 'project') return src.project ? sql`${src.project}::text` : sql`null::text`;
  return sql`null::text`;
}

function filterCondition(src: MetricFigure, filter: MetricFilter | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter?.countryIds?.length) parts.push(inArray(src.columns.country, filter.countryIds));
  if (filter?.centreIds?.length)
    parts.push(
      sql`${src.centre} in (${sql.join(
        filter.centreIds.map((c) => sql`${c}::uuid`),
        sql`, `,
      )})`,
    );
  if (filter?.projectId && src.project) parts.push(sql`${src.project} = ${filter.projectId}::uuid`);
  return and(...parts)!;
}

/** Whether the figure can be narrowed as asked (a project filter on donations cannot). */
export function metricApplies(
  key: MetricKey,
  filter: MetricFilter | undefined,
  groupBy?: MetricDimension,
): boolean {
  const dims = METRICS[key].dimensions;
  if (filter?.projectId && !dims.includes('project')) return false;
  if (groupBy && !dims.includes(groupBy)) return false;
  return true;
}

/**
 * Where a figure is read from for `scope`: the metric's summary when it has one and the scope
 * needs no row's student (a guardian's scope names students, which a summary does not carry),
 * otherwise the rows.
 */
function figureSource(key: MetricKey, scope: Scope): MetricFigure {
  const src: MetricSource = METRIC_SOURCES[key];
  if (src.summary && (scope.all || (scope.studentIds?.length ?? 0) === 0)) return src.summary;
  return src;
}

const fromOf = (src: MetricFigure, period: MetricPeriod): SQL =>
  typeof src.from === 'function' ? src.from(period) : src.from;

function whereOf(
  src: MetricFigure,
  scope: Scope,
  period: MetricPeriod,
  filter?: MetricFilter,
): SQL {
  return sql`(${scopeCondition(scope, src.columns)}) and (${filterCondition(src, filter)}) and (${src.where(period)})`;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function valueOf(key: MetricKey, rows: Row[]): MetricValue {
  if (!METRIC_SOURCES[key].currency) {
    const r = rows[0];
    const value: MetricValue = { key, value: num(r?.v ?? null) };
    if (METRIC_SOURCES[key].parts) value.parts = { num: Number(r?.n ?? 0), den: Number(r?.d ?? 0) };
    return value;
  }
  const byCurrency = rows
    .filter((r) => r.cur !== null)
    .map((r) => ({ currency: r.cur!, amount: Number(r.v ?? 0) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    key,
    value: byCurrency.length === 1 ? byCurrency[0]!.amount : byCurrency.length === 0 ? 0 : null,
    byCurrency,
  };
}

/**
 * The one statement of a figure for `scope` and `period`: rows (g, cur, v, n, d), one per
 * group and currency. `computeMetric` runs it alone; `computeMetrics` composes several.
 */
function figureQuery(
  key: MetricKey,
  scope: Scope,
  period: MetricPeriod,
  filter: MetricFilter | undefined,
  groupBy: MetricDimension | undefined,
): SQL {
  const src = figureSource(key, scope);
  const cur = src.currency ?? sql`null::text`;
  const parts = src.parts ?? { num: sql`null::numeric`, den: sql`null::numeric` };
  // Ungrouped and in one unit, the aggregate always answers one row (a count of nothing is 0).
  const groupClause = groupBy || src.currency ? sql` group by 1, 2` : sql``;
  return sql`select ${groupExpr(src, groupBy)} as g, ${cur} as cur, ${src.value} as v, ${parts.num} as n, ${parts.den} as d from ${fromOf(src, period)} where ${whereOf(src, scope, period, filter)}${groupClause}`;
}

/** A figure's rows, by group (a count of nothing is still a value when ungrouped). */
function figureOf(
  key: MetricKey,
  rows: readonly Row[],
  groupBy: MetricDimension | undefined,
): Map<string, MetricValue> {
  const out = new Map<string, MetricValue>();
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const g = r.g ?? '';
    groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  for (const [g, rs] of groups) out.set(g, valueOf(key, rs));
  if (!groupBy && !out.has('')) out.set('', valueOf(key, []));
  return out;
}

/**
 * One figure for `scope`, grouped when `groupBy` is given: a map from the group's id (a
 * country, centre or project; '' for rows without one) to the value.
 */
export async function computeMetric(
  db: Db,
  scope: Scope,
  key: MetricKey,
  period: MetricPeriod,
  filter?: MetricFilter,
  groupBy?: MetricDimension,
): Promise<Map<string, MetricValue>> {
  if (!metricApplies(key, filter, groupBy)) return new Map();
  const rows = await rowsOf<Row>(db, figureQuery(key, scope, period, filter, groupBy));
  return figureOf(key, rows, groupBy);
}

/** A figure asked of `computeMetrics`: its key, the scope it is counted in, its period. */
export interface FigureRequest {
  key: MetricKey;
  scope: Scope;
  period: MetricPeriod;
}

/** A figure of `computeMetrics`: its groups' values, or the error that figure alone raised. */
export type FigureResult =
  { ok: true; value: Map<string, MetricValue> } | { ok: false; error: unknown };

/**
 * The statement of several figures at once: each figure's own statement (`figureQuery`, from
 * the registry) as a derived table tagged with its place in `requests`, all under one
 * `union all`, so a dashboard's figures cost one round trip and one pooled connection instead
 * of one each. The values are cast to one type per column, as a union needs.
 */
export function composedFiguresQuery(
  requests: readonly FigureRequest[],
  filter: MetricFilter | undefined,
  groupBy: MetricDimension | undefined,
): SQL {
  return sql.join(
    requests.map(
      (r, i) =>
        sql`(select ${i}::int as i, f.g::text as g, f.cur::text as cur, f.v::numeric as v, f.n::numeric as n, f.d::numeric as d from (${figureQuery(r.key, r.scope, r.period, filter, groupBy)}) f)`,
    ),
    sql` union all `,
  );
}

/**
 * Several figures, each in its own scope and period, in one statement (`composedFiguresQuery`),
 * with the same values as `computeMetric` gives each alone. Should that statement fail, each
 * figure is read again on its own, so only the figure at fault answers its error and the
 * others still answer (`onComposedError` hears of the composed statement's failure).
 */
export async function computeMetrics(
  db: Db,
  requests: readonly FigureRequest[],
  filter?: MetricFilter,
  groupBy?: MetricDimension,
  onComposedError?: (err: unknown) => void,
): Promise<FigureResult[]> {
  const results: FigureResult[] = requests.map(() => ({ ok: true, value: new Map() }));
  const asked = requests
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => metricApplies(r.key, filter, groupBy));
  const alone = async ({ r, i }: { r: FigureRequest; i: number }) => {
    try {
      results[i] = {
        ok: true,
        value: await computeMetric(db, r.scope, r.key, r.period, filter, groupBy),
      };
    } catch (error) {
      results[i] = { ok: false, error };
    }
  };
  if (asked.length === 1) await alone(asked[0]!);
  if (asked.length <= 1) return results;
  let rows: Array<Row & { i: number | string }>;
  try {
    rows = rowsIn(
      await readWithoutParallelWorkers(
        db,
        composedFiguresQuery(
          asked.map(({ r }) => r),
          filter,
          groupBy,
        ),
      ),
    );
  } catch (err) {
    onComposedError?.(err);
    await Promise.all(asked.map(alone));
    return results;
  }
  const byFigure = asked.map((): Row[] => []);
  for (const row of rows) byFigure[Number(row.i)]?.push(row);
  asked.forEach(({ r, i }, n) => {
    results[i] = { ok: true, value: figureOf(r.key, byFigure[n]!, groupBy) };
  });
  return results;
}

/** One figure, ungrouped; `value: null` when it does not apply to the filter. */
export async function metricValue(
  db: Db,
  scope: Scope,
  key: MetricKey,
  period: MetricPeriod,
  filter?: MetricFilter,
): Promise<MetricValue> {
  if (!metricApplies(key, filter)) return { key, value: null };
  return (await computeMetric(db, scope, key, period, filter)).get('') ?? { key, value: null };
}

/** The keys of `keys` the caller may read (the metric's permission, whatever its scope). */
export function readableMetrics(access: AccessContext, keys: readonly MetricKey[]): MetricKey[] {
  return keys.filter((k) => access.can(METRICS[k].permission));
}

/** The caller's scope for a metric: the scope of its permission. */
export const metricScope = (access: AccessContext, key: MetricKey): Scope =>
  access.scopeFor(METRICS[key].permission);

/** A row behind a figure. */
export interface MetricRecord {
  id: string;
  title: string | null;
  on: string | null;
  centre: string | null;
}

/**
 * The rows behind a figure, with the same scope, period and filters as the figure (the
 * drill-down), newest first, paged as every list is.
 */
export async function metricRecords(
  db: Db,
  scope: Scope,
  key: MetricKey,
  period: MetricPeriod,
  filter: MetricFilter | undefined,
  page: number,
  pageSize: number,
): Promise<ListPage<MetricRecord>> {
  if (!metricApplies(key, filter)) return { items: [], total: 0, page, pageSize };
  // The drill-down lists the rows themselves, never a summary.
  const src = METRIC_SOURCES[key];
  const where = whereOf(src, scope, period, filter);
  const inner = sql`select distinct ${src.record.id}::text as id, ${src.record.title} as title, ${src.record.on} as "on", ${centreNameOf(src.centre)} as centre from ${src.from} where ${where}`;
  const [items, totals] = await Promise.all([
    rowsOf<MetricRecord>(
      db,
      sql`select * from (${inner}) r order by r."on" desc nulls last, r.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rowsOf<{ n: string | number }>(db, sql`select count(*) as n from (${inner}) r`),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0), page, pageSize };
}
