import { monthPeriod, type MetricPeriod } from '@qc/domain';

/** Today's day `YYYY-MM-DD` (UTC, as the server counts periods). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The quick periods: this month, last month, this quarter, this year. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear'] as const;

export function presetPeriods(
  now = today(),
): Record<(typeof PERIOD_PRESETS)[number], MetricPeriod> {
  const [y, m] = now.split('-').map(Number) as [number, number];
  const month = now.slice(0, 7);
  const last = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  const q0 = Math.floor((m - 1) / 3) * 3 + 1;
  const qEnd = `${y}-${String(q0 + 2).padStart(2, '0')}`;
  return {
    thisMonth: monthPeriod(month),
    lastMonth: monthPeriod(last),
    thisQuarter: { from: `${y}-${String(q0).padStart(2, '0')}-01`, to: monthPeriod(qEnd).to },
    thisYear: { from: `${y}-01-01`, to: `${y}-12-31` },
  };
}
