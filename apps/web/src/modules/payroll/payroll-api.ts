import {
  ADVANCES_API,
  PAYROLL_API,
  STUDENT_MONEY_API,
  type AdvanceDetail,
  type AdvanceRepaymentRow,
  type AdvanceSummary,
  type ListPage,
  type MoneyTotals,
  type PayrollRunDetail,
  type PayrollRunSummary,
  type StudentChargeRow,
  type StudentMoneySummaryRow,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { cleanQuery, contractPath as path } from '../../app/http/contract-path.ts';

/**
 * The calls of the student money, advances and payroll screens, typed with the domain's
 * contract (PAYROLL_API, ADVANCES_API, STUDENT_MONEY_API). Query keys start with `payroll`;
 * every write refreshes them all.
 */
export const PAYROLL_KEY = 'payroll';

type Query = Record<string, string | number | boolean | undefined>;

// The shell's query cleaner, first written here; payroll's screens still import it from this file.
export { cleanQuery };

function useList<T>(key: string, p: string, q: Query) {
  return useQuery({
    queryKey: [PAYROLL_KEY, key, q],
    queryFn: () => api.get<T>(path(p), { query: q }),
    placeholderData: keepPreviousData,
  });
}

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAYROLL_KEY] }),
  });
}

// Payroll
export const useRuns = (q: Query) =>
  useList<ListPage<PayrollRunSummary>>('runs', PAYROLL_API.runs, q);
export function useRun(id: string | null) {
  return useQuery({
    queryKey: [PAYROLL_KEY, 'run', id],
    queryFn: () => api.get<PayrollRunDetail>(path(PAYROLL_API.run, id!)),
    enabled: !!id,
  });
}
export const useCreateRun = () =>
  useWrite((input: { countryId?: string; centreId?: string; month: string; fixed30: boolean }) =>
    api.post<PayrollRunSummary>(path(PAYROLL_API.runs), input),
  );
export const useRunAction = () =>
  useWrite(({ id, action }: { id: string; action: 'approve' | 'post' | 'recompute' }) =>
    api.post<PayrollRunSummary>(path(PAYROLL_API[action], id), {}),
  );
export function downloadPayslip(id: string, name: string, language?: string) {
  return api.download(path(PAYROLL_API.payslipPdf, id), `${name}.pdf`, {
    query: language ? { language } : {},
  });
}

// Advances
export const useAdvances = (q: Query) =>
  useList<ListPage<AdvanceSummary>>('advances', ADVANCES_API.advances, q);
export function useAdvance(id: string | null) {
  return useQuery({
    queryKey: [PAYROLL_KEY, 'advance', id],
    queryFn: () => api.get<AdvanceDetail>(path(ADVANCES_API.advance, id!)),
    enabled: !!id,
  });
}
export const useGrantAdvance = () =>
  useWrite((input: Record<string, unknown>) =>
    api.post<AdvanceDetail>(path(ADVANCES_API.advances), input),
  );
export const useAdvanceAction = () =>
  useWrite(
    ({ id, action, body }: { id: string; action: 'skip' | 'reschedule' | 'repay'; body: object }) =>
      api.post<AdvanceDetail>(path(ADVANCES_API[action], id), body),
  );
export const useRepayments = (q: Query) =>
  useList<ListPage<AdvanceRepaymentRow>>('repayments', ADVANCES_API.repayments, q);

// Student money
export const useCharges = (q: Query) =>
  useList<ListPage<StudentChargeRow> & { totals: MoneyTotals[] }>(
    'charges',
    STUDENT_MONEY_API.charges,
    q,
  );
export const useMoneySummary = (q: Query) =>
  useList<ListPage<StudentMoneySummaryRow> & { totals: MoneyTotals[] }>(
    'summary',
    STUDENT_MONEY_API.summary,
    q,
  );
export const useGenerateMonth = () =>
  useWrite((input: { month: string; centreId?: string }) =>
    api.post<{ fees: number; stipends: number; skipped: number }>(
      path(STUDENT_MONEY_API.generate),
      input,
    ),
  );
export const usePayCharge = () =>
  useWrite(({ id, body }: { id: string; body: object }) =>
    api.post<StudentChargeRow>(path(STUDENT_MONEY_API.pay, id), body),
  );
