import {
  combineValues,
  generalReportQuery,
  METRIC_KEYS,
  METRICS,
  monthEnded,
  monthPeriod,
  monthsBetween,
  type GeneralMonth,
  type GeneralReport,
  type GeneralValue,
  type MetricKey,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { computeMetric, metricScope, readableMetrics } from '../../metrics/metrics.service.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { centreReportsBetween, centresOfScope } from './monthly-reports.repository.ts';

type Values = Partial<Record<MetricKey, GeneralValue>>;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The general report (docs/reports.md): for each centre of the caller's scope (narrowed to some
 * countries) and each month, the frozen figures of the centre's approved monthly report when
 * the month has ended, else the live figure of the registry for that centre and month; then
 * centres and months combined by `combineValues`. A project narrows to live figures only,
 * since monthly reports are per centre. Each month says where its figures came from.
 */
export async function generalReport(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<GeneralReport> {
  const q = parseInput(generalReportQuery, raw);
  const months = monthsBetween(q.fromMonth, q.toMonth);
  const keys = readableMetrics(caller.access, METRIC_KEYS);
  const centreList = await centresOfScope(
    ctx.db,
    caller.access.scopeFor('reports:read'),
    q.countryIds,
    caller.locale,
  );
  const centreIds = centreList.map((c) => c.centreId);
  const reports = q.projectId
    ? []
    : await centreReportsBetween(ctx.db, centreIds, q.fromMonth, q.toMonth);
  const reportOf = new Map(reports.map((r) => [`${r.centreId}:${r.month}`, r]));
  const day = today();
  // A month that has not begun has no figures (a stock "as at" next month would be today's, a
  // flow 0): it is shown as such and left out of the period's totals.
  const begun = (m: string) => m <= day.slice(0, 7);
  const begunMonths = months.filter(begun);

  // values[centre][month][key]
  const cell = new Map<string, Values>();
  const used = new Set<string>();
  for (const m of begunMonths) {
    const closed = monthEnded(m, day);
    const needLive: string[] = [];
    for (const c of centreIds) {
      const r = reportOf.get(`${c}:${m}`);
      if (closed && r?.state === 'approved' && r.figures) {
        const v: Values = {};
        for (const k of keys) if (r.figures[k]) v[k] = r.figures[k];
        cell.set(`${c}:${m}`, v);
        used.add(`${c}:${m}`);
      } else needLive.push(c);
    }
    if (needLive.length === 0) continue;
    const filter = { centreIds: needLive, ...(q.projectId ? { projectId: q.projectId } : {}) };
    for (const k of keys) {
      const byCentre = await computeMetric(
        ctx.db,
        metricScope(caller.access, k),
        k,
        monthPeriod(m),
        filter,
        'centre',
      );
      for (const c of needLive) {
        const v = cell.get(`${c}:${m}`) ?? {};
        const got = byCentre.get(c);
        v[k] = got
          ? {
              value: got.value,
              ...(got.byCurrency ? { byCurrency: got.byCurrency } : {}),
              ...(got.parts ? { parts: got.parts } : {}),
            }
          : { value: METRICS[k].unit === 'percent' ? null : 0 };
        cell.set(`${c}:${m}`, v);
      }
    }
  }

  const combine = (places: string[], ms: string[]): Values => {
    const out: Values = {};
    for (const k of keys) {
      const perMonth = ms.map((m) =>
        combineValues(
          k,
          places.map((c) => cell.get(`${c}:${m}`)?.[k] ?? { value: null }),
          'places',
        ),
      );
      out[k] = combineValues(k, perMonth, 'months');
    }
    return out;
  };

  const monthRows: GeneralMonth[] = months.map((m) => {
    const approvedCentres = centreIds.filter((c) => used.has(`${c}:${m}`)).length;
    return {
      month: m,
      closed: monthEnded(m, day),
      source: !begun(m)
        ? 'future'
        : approvedCentres === 0
          ? 'live'
          : approvedCentres === centreIds.length
            ? 'approved'
            : 'mixed',
      approvedCentres,
      centres: centreIds.length,
      values: begun(m) ? combine(centreIds, [m]) : {},
    };
  });
  const byCountry = new Map<string, { name: string | null; centres: string[] }>();
  for (const c of centreList) {
    const g = byCountry.get(c.countryId) ?? { name: c.countryName, centres: [] };
    g.centres.push(c.centreId);
    byCountry.set(c.countryId, g);
  }
  return {
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    keys,
    months: monthRows,
    total: combine(centreIds, begunMonths),
    countries: [...byCountry].map(([id, g]) => ({
      id,
      name: g.name,
      values: combine(g.centres, begunMonths),
    })),
    inputs: centreList.map((c) => ({
      ...c,
      months: months.map((m) => {
        const r = reportOf.get(`${c.centreId}:${m}`);
        return {
          month: m,
          reportId: r?.id ?? null,
          state: r?.state ?? null,
          used: used.has(`${c.centreId}:${m}`),
        };
      }),
    })),
    projectId: q.projectId ?? null,
  };
}
