import { lazy } from 'react';

export type { TrendChartProps, TrendSeries } from './TrendChart.tsx';

/** The trend chart, loaded with the charts library only when a screen shows it. */
export const LazyTrendChart = lazy(() => import('./TrendChart.tsx'));

export type { CountsChartProps } from './CountsChart.tsx';

/** The counts chart (bars per option), loaded with the charts library only when shown. */
export const LazyCountsChart = lazy(() => import('./CountsChart.tsx'));
