import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

export interface CompareChartProps {
  /** One pair of bars per item: this period and the one before (null: none). */
  items: ReadonlyArray<{ label: string; now: number | null; before: number | null }>;
  /** Values are percentages. */
  percent?: boolean;
  /** The chart's accessible name. */
  label: string;
}

/**
 * Horizontal bars of this period against the one before, per figure or per group, reading right
 * to left in Arabic (labels on the right, bars growing leftwards), numbers in the reader's
 * digits. Loaded on demand with the charts library.
 */
export function CompareChart({ items, percent, label }: CompareChartProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const { dir } = useLocale();
  const rtl = dir === 'rtl';
  const longest = Math.max(4, ...items.map((i) => i.label.length));
  const text = (v: number | null) =>
    v === null ? '' : percent ? f.percent(v / 100, 1) : f.number(v, { maximumFractionDigits: 1 });
  const withBefore = items.some((i) => i.before !== null);
  return (
    <figure
      aria-label={label}
      style={{ margin: 0, position: 'relative' }}
      data-testid="compare-chart"
    >
      <BarChart
        layout="horizontal"
        height={Math.max(140, items.length * (withBefore ? 52 : 36) + 70)}
        yAxis={[
          {
            scaleType: 'band',
            data: items.map((i) => i.label),
            position: rtl ? 'right' : 'left',
            width: Math.min(150, longest * 7 + 16),
          },
        ]}
        xAxis={[{ reverse: rtl, valueFormatter: (v: number) => text(v) }]}
        series={[
          {
            label: t('reports.ui.current'),
            data: items.map((i) => i.now),
            valueFormatter: text,
          },
          ...(withBefore
            ? [
                {
                  label: t('reports.ui.previous'),
                  data: items.map((i) => i.before),
                  valueFormatter: text,
                },
              ]
            : []),
        ]}
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
      />
      <figcaption
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {items.map((i) => `${i.label}: ${text(i.now)}`).join('، ')}
      </figcaption>
    </figure>
  );
}

export default CompareChart;
