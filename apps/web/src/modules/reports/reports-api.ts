import {
  GENERAL_REPORTS_API,
  MONTHLY_REPORTS_API,
  type GeneralReport,
  REPORTS_API,
  type Completeness,
  type MonthlyReportCreateInput,
  type MonthlyReportDecision,
  type MonthlyReportDetail,
  type MonthlyReportNarrativeInput,
  type MonthlyReportRow,
  type FigureRecord,
  type ListPage,
  type LiveFigures,
  type MetricDimension,
  type MetricKey,
  type WaitingList,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Query keys of the monthly reports start with the kit's name, so their change events refresh them. */
export const MONTHLY_KEY = 'monthly-reports';

export const useMonthlyReports = (q: Record<string, string | number | undefined>) => {
  const query = cleanQuery(q);
  return useQuery({
    queryKey: [MONTHLY_KEY, 'list', query],
    queryFn: () => api.get<ListPage<MonthlyReportRow>>(path(MONTHLY_REPORTS_API.list), { query }),
    placeholderData: keepPreviousData,
  });
};

export const useCompleteness = (month: string, countryId?: string) => {
  const query = cleanQuery({ month, countryId });
  return useQuery({
    queryKey: [MONTHLY_KEY, 'completeness', query],
    queryFn: () => api.get<Completeness>(path(MONTHLY_REPORTS_API.completeness), { query }),
    enabled: /^\d{4}-\d{2}$/.test(month),
    placeholderData: keepPreviousData,
  });
};

export const useMonthlyReport = (id: string) =>
  useQuery({
    queryKey: [MONTHLY_KEY, 'one', id],
    queryFn: () => api.get<MonthlyReportDetail>(path(MONTHLY_REPORTS_API.one, id)),
    enabled: !!id,
  });

function useMonthlyWrite<I>(fn: (input: I) => Promise<MonthlyReportDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (d) => {
      queryClient.setQueryData([MONTHLY_KEY, 'one', d.id], d);
      return queryClient.invalidateQueries({ queryKey: [MONTHLY_KEY] });
    },
  });
}

export const useOpenReport = () =>
  useMonthlyWrite((input: MonthlyReportCreateInput) =>
    api.post<MonthlyReportDetail>(path(MONTHLY_REPORTS_API.list), input),
  );

export const useSaveNarrative = (id: string) =>
  useMonthlyWrite((input: MonthlyReportNarrativeInput) =>
    api.patch<MonthlyReportDetail>(path(MONTHLY_REPORTS_API.one, id), input),
  );

export const useDecideReport = (id: string) =>
  useMonthlyWrite((input: { action: MonthlyReportDecision; reason?: string; version?: number }) =>
    api.post<MonthlyReportDetail>(
      path(MONTHLY_REPORTS_API.decide, id).replace(':action', input.action),
      { reason: input.reason, version: input.version },
    ),
  );

/** The general report's query: months, countries, a project. */
export interface GeneralFilter {
  fromMonth: string;
  toMonth: string;
  countryIds?: string[];
  projectId?: string;
}

const generalQuery = (f: GeneralFilter) =>
  cleanQuery({
    fromMonth: f.fromMonth,
    toMonth: f.toMonth,
    countryIds: f.countryIds?.join(','),
    projectId: f.projectId,
  });

export const useGeneralReport = (f: GeneralFilter) => {
  const query = generalQuery(f);
  return useQuery({
    queryKey: [MONTHLY_KEY, 'general', query],
    queryFn: () => api.get<GeneralReport>(path(GENERAL_REPORTS_API.report), { query }),
    placeholderData: keepPreviousData,
  });
};

/** Downloads the general report as Excel or PDF, in the reader's language. */
export const downloadGeneral = (f: GeneralFilter, kind: 'excel' | 'pdf', language: string) =>
  api.download(path(GENERAL_REPORTS_API[kind]), undefined, {
    query: { ...generalQuery(f), language },
  });
