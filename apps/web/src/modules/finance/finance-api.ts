import {
  FINANCE_API,
  financePath,
  type BalancesAnswer,
  type FinanceApiPath,
  type FinanceOptions,
  type JournalEntrySummary,
  type ListPage,
  type Named,
  type Statement,
  type TrialBalance,
  type VoucherDetail,
  type VoucherSummary,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

/**
 * The finance screens' calls on the shell's REST client and the domain's contract
 * (FINANCE_API). Every query key starts with `finance`; a write refreshes them all.
 */
export const FINANCE_KEY = 'finance';

export type Query = Record<string, string | number | boolean | undefined>;

export function path(p: FinanceApiPath, params: Record<string, string> = {}): string {
  return financePath(p, params).replace(/^\/api/, '');
}

export function clean(q: Query): Query {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
}

/** A name in three languages, in the reader's (money: the shell's `useMoney`). */
export function useFinanceFormat() {
  const { locale } = useLocale();
  const name = useCallback(
    (n: Named['name'] | null | undefined) => (n ? n[locale] || n.ar : ''),
    [locale],
  );
  return { name, locale };
}

export function useFinanceOptions() {
  return useQuery({
    queryKey: [FINANCE_KEY, 'options'],
    queryFn: () => api.get<FinanceOptions>(path(FINANCE_API.options)),
    staleTime: 60_000,
  });
}

export function useVouchers(q: Query) {
  return useQuery({
    queryKey: [FINANCE_KEY, 'vouchers', q],
    queryFn: () => api.get<ListPage<VoucherSummary>>(path(FINANCE_API.vouchers), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useVoucher(id: string | null) {
  return useQuery({
    queryKey: [FINANCE_KEY, 'voucher', id],
    queryFn: () => api.get<VoucherDetail>(path(FINANCE_API.voucher, { id: id ?? '' })),
    enabled: !!id,
  });
}

/** A write that refreshes every finance query once it lands. */
export function useFinanceWrite<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [FINANCE_KEY] }),
  });
}

export const createVoucher = (body: unknown) =>
  api.post<VoucherDetail>(path(FINANCE_API.vouchers), body);
export const voucherAction = (
  action: 'approve' | 'post' | 'cancel',
  id: string,
  body: Record<string, unknown> = {},
) => api.post<VoucherDetail>(path(FINANCE_API[action], { id }), body);
export const attachFile = (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<VoucherDetail>(path(FINANCE_API.attachments, { id }), form);
};
export const downloadVoucherPdf = (v: { id: string; serial: string | null }, language: string) =>
  api.download(path(FINANCE_API.pdf, { id: v.id }), `${v.serial ?? v.id}.pdf`, {
    query: { language },
  });

export function useBalances(q: Query) {
  return useQuery({
    queryKey: [FINANCE_KEY, 'balances', q],
    queryFn: () => api.get<BalancesAnswer>(path(FINANCE_API.balances), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(q: Query, enabled: boolean) {
  return useQuery({
    queryKey: [FINANCE_KEY, 'statement', q],
    queryFn: () => api.get<Statement>(path(FINANCE_API.statement), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTrialBalance(q: Query) {
  return useQuery({
    queryKey: [FINANCE_KEY, 'trial', q],
    queryFn: () => api.get<TrialBalance>(path(FINANCE_API.trialBalance), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useJournal(q: Query) {
  return useQuery({
    queryKey: [FINANCE_KEY, 'journal', q],
    queryFn: () => api.get<ListPage<JournalEntrySummary>>(path(FINANCE_API.journal), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export const closeBox = (id: string, body: unknown) =>
  api.post(path(FINANCE_API.close, { id }), body);
export const closePeriod = (body: { month: string }) =>
  api.post(path(FINANCE_API.closePeriod), body);
export const reverseEntry = (id: string, reason: string) =>
  api.post(path(FINANCE_API.reverse, { id }), { reason });
