import {
  DONATIONS_API,
  type DonationRow,
  type PaymentRow,
  type PublicDonationType,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';

/**
 * The donations module's calls (`DONATIONS_API`). Query keys start with `donations`, so a
 * confirmation or a refund refreshes the open lists.
 */
export const DONATIONS_KEY = 'donations';

export function donationsPath(path: string, params: Record<string, string> = {}): string {
  return path
    .replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''))
    .replace(/^\/api/, '');
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListParams {
  page: number;
  pageSize: number;
  state?: string | undefined;
  q?: string | undefined;
}

const query = (p: ListParams) => ({
  page: String(p.page),
  pageSize: String(p.pageSize),
  state: p.state || undefined,
  q: p.q || undefined,
});

export function useDonations(p: ListParams) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'donations', p],
    queryFn: () =>
      api.get<Paged<DonationRow>>(donationsPath(DONATIONS_API.donations), { query: query(p) }),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(p: ListParams) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'payments', p],
    queryFn: () =>
      api.get<Paged<PaymentRow>>(donationsPath(DONATIONS_API.payments), { query: query(p) }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: 'confirm' | 'refund';
      reason?: string;
    }) =>
      api.post<PaymentRow>(
        donationsPath(action === 'confirm' ? DONATIONS_API.confirm : DONATIONS_API.refund, { id }),
        action === 'confirm' ? {} : { reason },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [DONATIONS_KEY] });
    },
  });
}

export function downloadReceipt(p: { id: string; serial: string | null }) {
  return api.download(
    donationsPath(DONATIONS_API.receipt, { id: p.id }),
    `${p.serial ?? 'receipt'}.pdf`,
  );
}

export function usePublicType(id: string) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'public-type', id],
    queryFn: () => api.get<PublicDonationType>(donationsPath(DONATIONS_API.publicType, { id })),
    retry: false,
  });
}

export interface GiveAnswer {
  paymentId: string;
  reference: string;
  amount: number;
  currency: string;
  bank: {
    name: { ar: string; en: string; fr: string };
    bankName: string | null;
    iban: string | null;
  };
}

export interface PublicLink {
  id: string;
  title: string;
  description: string | null;
  askEmail: boolean;
  askCountry: boolean;
  open: boolean;
}

export function usePublicLink(id: string) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'public-link', id],
    queryFn: () => api.get<PublicLink>(donationsPath(DONATIONS_API.publicLink, { id })),
    retry: false,
  });
}
