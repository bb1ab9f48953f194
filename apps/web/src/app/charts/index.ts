import { lazy } from 'react';

export type { TrendChartProps, TrendSeries } from './TrendChart.tsx';

/** The trend chart, loaded with the charts library only when a screen shows it. */
export const LazyTrendChart = lazy(() => import('./TrendChart.tsx'));
