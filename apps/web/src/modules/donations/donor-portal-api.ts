import {
  DONOR_API,
  type DonationAction,
  type DonorPortalView,
  type ImpactReport,
  type ReminderResult,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../app/config.ts';
import { api } from '../../app/http/client.ts';
import { DONATIONS_KEY, donationsPath } from './donations-api.ts';

/** The calls of the donor's page, the reminders and impact reports (`DONOR_API`). */
const PORTAL_KEY = 'donor-portal';

export function useDonorPortal(token: string, q: { year?: number; month?: string }) {
  return useQuery({
    queryKey: [PORTAL_KEY, token, q],
    queryFn: () =>
      api.get<DonorPortalView>(donationsPath(DONOR_API.portal, { token }), {
        query: { year: q.year ? String(q.year) : undefined, month: q.month },
      }),
    retry: false,
  });
}

export function useDonorAction(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; action: DonationAction; reason?: string; amount?: number }) =>
      api.post(donationsPath(DONOR_API.portalAction, { token, id: v.id, action: v.action }), {
        reason: v.reason || undefined,
        amount: v.amount,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PORTAL_KEY, token] }),
  });
}

/** The address of a file the browser opens itself (a receipt, a report's PDF). */
export const fileUrl = (path: string, params: Record<string, string>, query = '') =>
  `${API_BASE}${donationsPath(path, params)}${query}`;

export function useRemindAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReminderResult>(donationsPath(DONOR_API.remindAll), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [DONATIONS_KEY] }),
  });
}

export function useRemindOne() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ReminderResult>(donationsPath(DONOR_API.remindOne, { id }), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [DONATIONS_KEY] }),
  });
}

export function useStartImpact() {
  return useMutation({
    mutationFn: (month: string) =>
      api.post<{ jobId: string; sponsors: number }>(donationsPath(DONOR_API.impactRun), { month }),
  });
}

export type { ImpactReport };
