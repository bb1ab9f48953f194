import { BarChart } from '@mui/x-charts/BarChart';
import { useFormat } from '../format/use-format.ts';
import { useLocale } from '../i18n/locale-context.ts';

export interface CountsChartProps {
  /** One bar per item (an option and how many chose it), in the order given. */
  items: ReadonlyArray<{ label: string; count: number }>;
  /** The chart's accessible name. */
  label: string;
}

/**
 * Horizontal bars of counts (a poll's answers per option) that read right to left in Arabic:
 * the labels stand on the right and the bars grow leftwards, and every number is written in
 * the digits the user prefers. Loaded on demand (`LazyCountsChart`).
 */
export function CountsChart({ items, label }: CountsChartProps) {
  const f = useFormat();
  const { dir } = useLocale();
  const rtl = dir === 'rtl';
  const longest = Math.max(4, ...items.map((i) => i.label.length));
  return (
    <figure aria-label={label} style={{ margin: 0 }} data-testid="counts-chart">
      <BarChart
        layout="horizontal"
        height={Math.max(120, items.length * 44 + 40)}
        yAxis={[
          {
            scaleType: 'band',
            data: items.map((i) => i.label),
            position: rtl ? 'right' : 'left',
            width: Math.min(160, longest * 8 + 16),
          },
        ]}
        xAxis={[
          {
            reverse: rtl,
            tickMinStep: 1,
            valueFormatter: (v: number) => f.number(v),
          },
        ]}
        series={[
          {
            data: items.map((i) => i.count),
            valueFormatter: (v: number | null) => (v === null ? '' : f.number(v)),
          },
        ]}
        hideLegend
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
        {items.map((i) => `${i.label}: ${f.number(i.count)}`).join('، ')}
      </figcaption>
    </figure>
  );
}

export default CountsChart;
