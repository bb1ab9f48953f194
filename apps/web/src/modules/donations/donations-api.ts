import {
  DONATIONS_API,
  DONATIONS_STAFF_API,
  type BenefactorDuplicate,
  type BenefactorMergeInput,
  type BenefactorMergeResult,
  type DonationAction,
  type DonationCreateInput,
  type DonationDetail,
  type DonationsDashboard,
  type PaymentCreateInput,
  type DonationRow,
  type PaymentRow,
  type PublicDonationType,
  type PublicGift,
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

/**
 * A sponsorship request's pledges (its sponsors, current and past). Unpaged on the screen: a
 * request is covered by a few sponsors; the first hundred are shown.
 */
export function useRequestSponsors(requestId: string) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'donations', { sponsorshipRequestId: requestId }],
    queryFn: () =>
      api.get<Paged<DonationRow>>(donationsPath(DONATIONS_API.donations), {
        query: { page: '1', pageSize: '100', sponsorshipRequestId: requestId },
      }),
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

/** What a gift on the public giving page answers (the domain's `PublicGift`). */
export type GiveAnswer = PublicGift;

export interface PublicLink {
  id: string;
  title: string;
  description: string | null;
  askEmail: boolean;
  askCountry: boolean;
  /** The country select's choice when `askCountry`. */
  countries: Array<{ id: string; name: { ar: string; en: string; fr: string } }>;
  open: boolean;
}

export function usePublicLink(id: string) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'public-link', id],
    queryFn: () => api.get<PublicLink>(donationsPath(DONATIONS_API.publicLink, { id })),
    retry: false,
  });
}

// The staff screens: a donation's detail and actions, new gifts and payments, duplicates and
// their merge, the home card.

export function useDonation(id: string | null) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'donation', id],
    queryFn: () => api.get<DonationDetail>(donationsPath(DONATIONS_API.donation, { id: id! })),
    enabled: !!id,
  });
}

/** Refreshes every donations query (lists, the detail, the card) after a write. */
function useDonationsWrite<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [DONATIONS_KEY] });
    },
  });
}

export function useDonationAction() {
  return useDonationsWrite(
    (p: { id: string; action: DonationAction; reason?: string; amount?: number }) =>
      api.post<{ id: string; action: DonationAction }>(
        donationsPath(DONATIONS_API.donationAction, { id: p.id, action: p.action }),
        { reason: p.reason ?? null, ...(p.amount ? { amount: p.amount } : {}) },
      ),
  );
}

export function useCreateDonation() {
  return useDonationsWrite((input: DonationCreateInput) =>
    api.post<DonationRow>(donationsPath(DONATIONS_API.donations), input),
  );
}

export function useRecordPayment() {
  return useDonationsWrite((input: PaymentCreateInput) =>
    api.post<PaymentRow>(donationsPath(DONATIONS_API.payments), input),
  );
}

export function useDuplicates(id: string) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'duplicates', id],
    queryFn: () =>
      api.get<{ items: BenefactorDuplicate[] }>(donationsPath(DONATIONS_API.duplicates, { id })),
  });
}

export function useMergeBenefactor() {
  return useDonationsWrite((p: { id: string } & BenefactorMergeInput) =>
    api.post<BenefactorMergeResult>(donationsPath(DONATIONS_STAFF_API.merge, { id: p.id }), {
      intoId: p.intoId,
    }),
  );
}

export function useDonationsDashboard(enabled: boolean) {
  return useQuery({
    queryKey: [DONATIONS_KEY, 'dashboard'],
    queryFn: () => api.get<DonationsDashboard>(donationsPath(DONATIONS_API.dashboard)),
    enabled,
  });
}
