import {
  REPORTS_API,
  type FigureRecord,
  type ListPage,
  type LiveFigures,
  type MetricDimension,
  type MetricKey,
  type WaitingList,
} from '@qc/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { cleanQuery, contractPath as path } from '../../app/http/contract-path.ts';

/** Query keys of the reports' screens start with `reports`. */
export const REPORTS_KEY = 'reports';

/** A period and a narrowing inside the caller's scope, as the figures and their records take it. */
export interface FigureFilter {
  from: string;
  to: string;
  countryIds?: string[];
  centreIds?: string[];
  projectId?: string;
}

const filterQuery = (f: FigureFilter) =>
  cleanQuery({
    from: f.from,
    to: f.to,
    countryIds: f.countryIds?.join(','),
    centreIds: f.centreIds?.join(','),
    projectId: f.projectId,
  });

/** Live figures for a period (each under its own permission's scope), with the period before. */
export const useFigures = (
  f: FigureFilter,
  opts: { groupBy?: MetricDimension; keys?: readonly MetricKey[] } = {},
) => {
  const query = cleanQuery({
    ...filterQuery(f),
    groupBy: opts.groupBy,
    keys: opts.keys?.join(','),
  });
  return useQuery({
    queryKey: [REPORTS_KEY, 'figures', query],
    queryFn: () => api.get<LiveFigures>(path(REPORTS_API.figures), { query }),
    placeholderData: keepPreviousData,
  });
};

/** The records behind one figure, with the figure's own filters, paged. */
export const useFigureRecords = (
  key: MetricKey,
  f: FigureFilter,
  page: number,
  pageSize: number,
) => {
  const query = { ...filterQuery(f), page, pageSize };
  return useQuery({
    queryKey: [REPORTS_KEY, 'records', key, query],
    queryFn: () =>
      api.get<ListPage<FigureRecord>>(path(REPORTS_API.records).replace(':key', key), { query }),
    placeholderData: keepPreviousData,
  });
};

/** What waits for the caller's action, across modules. */
export const useWaiting = () =>
  useQuery({
    queryKey: [REPORTS_KEY, 'waiting'],
    queryFn: () => api.get<WaitingList>(path(REPORTS_API.waiting)),
  });
