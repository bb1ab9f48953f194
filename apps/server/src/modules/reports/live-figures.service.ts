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
  computeMetrics,
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
 * country, centre or project, all in one statement (`computeMetrics`). A figure that fails
 * answers its own error; the others still answer. `log` hears of each failing figure, and of
 * the composed statement's failure with no key (the figures were then read one by one).
 */
export async function liveFigures(
  ctx: AppContext,
  caller: Caller,
  rawQuery: unknown,
  log?: (err: unknown, key: MetricKey | null) => void,
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

  // Every figure of both periods in one statement (the registry's statements composed); a
  // figure whose statement fails answers its own error, the others still answer.
  const requests = keys.flatMap((key) => {
    const scope = metricScope(caller.access, key);
    return [
      { key, scope, period },
      ...(previous && METRICS[key].timing === 'flow' ? [{ key, scope, period: previous }] : []),
    ];
  });
  const computed = await computeMetrics(ctx.db, requests, filter, groupBy, (err) =>
    log?.(err, null),
  );
  const results = keys.map((key) => {
    const mine = computed.filter((_, i) => requests[i]!.key === key);
    const failed = mine.find((r) => !r.ok);
    if (failed && !failed.ok) {
      log?.(failed.error, key);
      return { key, now: new Map<string, MetricValue>(), before: null, error: 'metrics.failed' };
    }
    const [now, before] = mine.map((r) => (r.ok ? r.value : new Map<string, MetricValue>()));
    return {
      key,
      now: now ?? new Map<string, MetricValue>(),
      before: before ?? null,
      error: undefined,
    };
  });

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
