import { LineChart } from '@mui/x-charts/LineChart';
import { useFormat } from '../format/use-format.ts';
import { useLocale } from '../i18n/locale-context.ts';

export interface TrendSeries {
  label: string;
  /** One value per category (null: no value for that period). */
  data: ReadonlyArray<number | null>;
}

export interface TrendChartProps {
  /** The categories along the time axis (periods), oldest first. */
  categories: readonly string[];
  series: readonly TrendSeries[];
  /** How a category is written (a period as a month name...); default: its digits. */
  categoryLabel?: (category: string) => string;
  /** Values are percentages (axis 0-100, "%" after each value). */
  percent?: boolean;
  height?: number;
  /** The chart's accessible name. */
  label: string;
}

/**
 * A line chart of values per period that reads right to left in Arabic: time runs from the
 * right edge, the value axis stands on the right, the legend follows the page's direction,
 * and every number is written in the digits the user prefers (Arabic-Indic or Latin).
 * Loaded on demand (`LazyTrendChart`), so screens without a chart do not pay for the library.
 */
export function TrendChart({
  categories,
  series,
  categoryLabel,
  percent,
  height = 260,
  label,
}: TrendChartProps) {
  const f = useFormat();
  const { dir, locale } = useLocale();
  const rtl = dir === 'rtl';
  const sign = locale === 'ar' ? '٪' : '%';
  const value = (v: number | null) =>
    v === null ? '' : percent ? `${f.number(v, { maximumFractionDigits: 1 })}${sign}` : f.number(v);
  return (
    <figure aria-label={label} style={{ margin: 0 }} data-testid="trend-chart">
      <LineChart
        height={height}
        xAxis={[
          {
            scaleType: 'point',
            data: [...categories],
            reverse: rtl,
            valueFormatter: (c: string) => (categoryLabel ? categoryLabel(c) : f.digits(c)),
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            ...(percent ? { min: 0, max: 100 } : {}),
            valueFormatter: (v: number) => (percent ? `${f.number(v)}${sign}` : f.number(v)),
          },
        ]}
        series={series.map((s) => ({
          label: s.label,
          data: [...s.data],
          connectNulls: true,
          valueFormatter: value,
        }))}
        margin={{ top: 16, bottom: 8, left: 8, right: 8 }}
      />
    </figure>
  );
}

export default TrendChart;
