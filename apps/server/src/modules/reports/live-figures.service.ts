import {
  METRIC_KEYS,
  METRICS,
  figureRecordsQuery,
  figuresQuery,
  isMetricKey,
  previousPeriod,
  type FigureCell,
  type FigureGroup,
  type FigureRecord,
  type ListPage,
  type LiveFigures,
  type MetricFilter,
  type MetricKey,
  type MetricValue,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import {
  computeMetric,
  metricApplies,
  metricRecords,
  metricScope,
  readableMetrics,
} from '../../metrics/metrics.service.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { namesOf } from './reports.repository.ts';

const filterOf = (q: {
  countryIds?: string[] | undefined;
  centreIds?: string[] | undefined;
  projectId?: string | undefined;
}): MetricFilter => ({
  ...(q.countryIds?.length ? { countryIds: q.countryIds } : {}),
  ...(q.centreIds?.length ? { centreIds: q.centreIds } : {}),
  ...(q.projectId ? { projectId: q.projectId } : {}),
});

/**
 * Live figures for the caller: each figure of the registry they may read, counted inside the
 * scope of its own permission, for the period and the one before, in one group or grouped by
 * country, centre or project. A figure that fails answers its own error; the others still
 * answer.
 */
export async function liveFigures(
  ctx: AppContext,
  caller: Caller,
  rawQuery: unknown,
  log?: (err: unknown, key: MetricKey) => void,
): Promise<LiveFigures> {
  const q = parseInput(figuresQuery, rawQuery);
  const period = { from: q.from, to: q.to };
  const previous = q.compare === 'true' ? previousPeriod(period) : null;
  const asked = (q.keys ?? [...METRIC_KEYS]).filter(isMetricKey);
  const keys = readableMetrics(
    caller.access,
    METRIC_KEYS.filter((k) => asked.includes(k)),
  );
  const filter = filterOf(q);
  const groupBy = q.groupBy;

  const results = await Promise.all(
    keys.map(async (key) => {
      const scope = metricScope(caller.access, key);
      try {
        const now = await computeMetric(ctx.db, scope, key, period, filter, groupBy);
        const before =
          previous && METRICS[key].timing === 'flow'
            ? await computeMetric(ctx.db, scope, key, previous, filter, groupBy)
            : null;
        return { key, now, before, error: undefined };
      } catch (err) {
        log?.(err, key);
        return { key, now: new Map<string, MetricValue>(), before: null, error: 'metrics.failed' };
      }
    }),
  );

  const groupIds = new Set<string>(groupBy ? [] : ['']);
  for (const r of results) for (const g of r.now.keys()) groupIds.add(g);
  const names = groupBy
    ? await namesOf(ctx.db, groupBy, [...groupIds].filter(Boolean), caller.locale)
    : new Map();
  const groups: FigureGroup[] = [...groupIds].map((id) => ({
    id,
    name: names.get(id) ?? null,
    cells: results.map((r): FigureCell => {
      if (r.error) return { key: r.key, value: null, previous: null, error: r.error };
      if (!metricApplies(r.key, filter, groupBy))
        return { key: r.key, value: null, previous: null };
      const now = r.now.get(id);
      const before = r.before?.get(id);
      const cell: FigureCell = {
        key: r.key,
        value: now ? now.value : zeroOf(r.key),
        previous: r.before ? (before ? before.value : zeroOf(r.key)) : null,
      };
      if (now?.byCurrency) cell.byCurrency = now.byCurrency;
      if (before?.byCurrency) cell.previousByCurrency = before.byCurrency;
      return cell;
    }),
  }));
  groups.sort(
    (a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'ar') || a.id.localeCompare(b.id),
  );
  return { period, previous, groupBy: groupBy ?? null, keys, groups };
}

/** A group without rows: a count of nothing is 0, a rate over nothing has no value. */
function zeroOf(key: MetricKey): number | null {
  return METRICS[key].unit === 'percent' ? null : 0;
}

/** The rows behind one figure, with the figure's own scope, period and filters. */
export async function figureRecords(
  ctx: AppContext,
  caller: Caller,
  key: string,
  rawQuery: unknown,
): Promise<ListPage<FigureRecord>> {
  if (!isMetricKey(key)) throw new AppError(404, 'metrics.errors.unknown');
  if (!caller.access.can(METRICS[key].permission)) throw new AppError(403, 'errors.forbidden');
  const q = parseInput(figureRecordsQuery, rawQuery);
  return metricRecords(
    ctx.db,
    metricScope(caller.access, key),
    key,
    { from: q.from, to: q.to },
    filterOf(q),
    q.page,
    q.pageSize,
  );
}
