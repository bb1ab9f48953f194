import {
  STAFF_API,
  TEACHER_LOG_API,
  type CentreQr,
  type CheckInput,
  type MyTeacherLog,
  type TeacherLogDay,
  type BulkReviewInput,
  type BulkReviewResult,
  type CentreSheetTotals,
  type LineInput,
  type ListPage,
  type MyWorkSheet,
  type ReviewAction,
  type SheetCompleteness,
  type WorkSheetDetail,
  type WorkSheetRow,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { cleanQuery, contractPath as path } from '../../app/http/contract-path.ts';
import { myLogOffline } from './teacher-log-offline.ts';

/**
 * The calls of the work sheet screens, typed with the domain's contract (STAFF_API). Query keys
 * start with `work-sheets` (the server's change events name it); every write refreshes them.
 */
export const SHEETS_KEY = 'work-sheets';

type Query = Record<string, string | number | boolean | undefined>;

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SHEETS_KEY] }),
  });
}

export const useMySheet = (month: string) =>
  useQuery({
    queryKey: [SHEETS_KEY, 'mine', month],
    queryFn: () => api.get<MyWorkSheet>(path(STAFF_API.mine), { query: { month } }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

export const useAddLine = () =>
  useWrite((input: LineInput) => api.post<MyWorkSheet>(path(STAFF_API.mineLines), input));

export const useRemoveLine = () =>
  useWrite((input: { lineId: string; month: string }) =>
    api.delete<MyWorkSheet>(path(STAFF_API.mineLine).replace(':lineId', input.lineId), {
      query: { month: input.month },
    }),
  );

export const useSubmitMine = () =>
  useWrite((input: { month: string; version: number }) =>
    api.post<MyWorkSheet>(path(STAFF_API.mineSubmit), input),
  );

export const useSheets = (q: Query) =>
  useQuery({
    queryKey: [SHEETS_KEY, 'list', q],
    queryFn: () =>
      api.get<ListPage<WorkSheetRow>>(path(STAFF_API.sheets), { query: cleanQuery(q) }),
    placeholderData: keepPreviousData,
  });

export const useWaiting = (q: Query) =>
  useQuery({
    queryKey: [SHEETS_KEY, 'waiting', q],
    queryFn: () =>
      api.get<ListPage<WorkSheetRow>>(path(STAFF_API.waiting), { query: cleanQuery(q) }),
    placeholderData: keepPreviousData,
  });

export const useCentreTotals = (q: Query) =>
  useQuery({
    queryKey: [SHEETS_KEY, 'centres', q],
    queryFn: () =>
      api.get<ListPage<CentreSheetTotals>>(path(STAFF_API.centres), { query: cleanQuery(q) }),
    placeholderData: keepPreviousData,
  });

export const useCompleteness = (q: Query) =>
  useQuery({
    queryKey: [SHEETS_KEY, 'completeness', q],
    queryFn: () =>
      api.get<SheetCompleteness>(path(STAFF_API.completeness), { query: cleanQuery(q) }),
    placeholderData: keepPreviousData,
  });

export const useSheet = (id: string | null) =>
  useQuery({
    queryKey: [SHEETS_KEY, 'one', id],
    queryFn: () => api.get<WorkSheetDetail>(path(STAFF_API.sheet, id ?? '')),
    enabled: !!id,
  });

/** The reviewer opens a submitted sheet (recorded: approval needs it). */
export const useOpenSheet = () =>
  useWrite((id: string) => api.post<WorkSheetDetail>(path(STAFF_API.open, id)));

export const useReview = () =>
  useWrite((input: { id: string; action: ReviewAction; reason?: string; version?: number }) =>
    api.post<WorkSheetDetail>(path(STAFF_API.action, input.id).replace(':action', input.action), {
      reason: input.reason,
      version: input.version,
    }),
  );

export const useBulkReview = () =>
  useWrite((input: BulkReviewInput) => api.post<BulkReviewResult>(path(STAFF_API.bulk), input));

export const downloadSheets = (q: Query) =>
  api.download(path(STAFF_API.export), 'work-sheets.xlsx', { query: cleanQuery(q) });

export const LOG_KEY = 'teacher-log';

/** The caller's day; offline, the copy kept on the device (teacher-log-offline.ts). */
export const useMyLog = () =>
  useQuery({
    queryKey: [LOG_KEY, 'mine'],
    queryFn: myLogOffline,
    networkMode: 'always',
  });

export const useLogDay = (q: Query, enabled: boolean) =>
  useQuery({
    queryKey: [LOG_KEY, 'day', q],
    queryFn: () => api.get<TeacherLogDay>(path(TEACHER_LOG_API.day), { query: cleanQuery(q) }),
    enabled,
  });

export const useCentreQr = (centreId: string | null) =>
  useQuery({
    queryKey: [LOG_KEY, 'qr', centreId],
    queryFn: () =>
      api.get<CentreQr>(path(TEACHER_LOG_API.qr), {
        query: cleanQuery({ centreId: centreId ?? undefined }),
      }),
  });

export function useCheck(which: 'checkIn' | 'checkOut') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInput) => api.post<MyTeacherLog>(path(TEACHER_LOG_API[which]), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LOG_KEY] }),
  });
}
