import {
  REWARDS_API,
  type ListPage,
  type ProposeFromRulesInput,
  type ProposeFromRulesResult,
  type RewardDetail,
  type RewardProposeInput,
  type RewardRow,
  type RewardTransferRow,
  type TeacherRewards,
  type TransferCreateInput,
  type TransferSources,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { contractPath as path } from '../../app/http/contract-path.ts';

/**
 * The calls of the rewards screens, typed with the domain's contract (REWARDS_API). Query keys
 * start with `rewards`; every write refreshes them all.
 */
export const REWARDS_KEY = 'rewards';

type Query = Record<string, string | number | boolean | undefined>;

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REWARDS_KEY] }),
  });
}

export const useRewards = (q: Query, enabled = true) =>
  useQuery({
    queryKey: [REWARDS_KEY, 'list', q],
    queryFn: () => api.get<ListPage<RewardRow>>(path(REWARDS_API.rewards), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useReward(id: string) {
  return useQuery({
    queryKey: [REWARDS_KEY, 'one', id],
    queryFn: () => api.get<RewardDetail>(path(REWARDS_API.reward, id)),
    enabled: !!id,
  });
}

export const useTeacherRewards = (q: Query) =>
  useQuery({
    queryKey: [REWARDS_KEY, 'teacher', q],
    queryFn: () => api.get<TeacherRewards>(path(REWARDS_API.teacher), { query: q }),
    placeholderData: keepPreviousData,
  });

export const usePropose = () =>
  useWrite((input: RewardProposeInput) => api.post<RewardDetail>(path(REWARDS_API.rewards), input));

export const useProposeFromRules = () =>
  useWrite((input: ProposeFromRulesInput) =>
    api.post<ProposeFromRulesResult>(path(REWARDS_API.proposeFromRules), input),
  );

export const useDecide = () =>
  useWrite(
    ({ id, action, reason }: { id: string; action: 'approve' | 'reject'; reason?: string }) =>
      api.post<RewardDetail>(path(REWARDS_API[action], id), reason ? { reason } : {}),
  );

export const useTransfers = (q: Query) =>
  useQuery({
    queryKey: [REWARDS_KEY, 'transfers', q],
    queryFn: () => api.get<ListPage<RewardTransferRow>>(path(REWARDS_API.transfers), { query: q }),
    placeholderData: keepPreviousData,
  });

export const useTransferSources = (centreId: string, currency: string) =>
  useQuery({
    queryKey: [REWARDS_KEY, 'sources', centreId, currency],
    queryFn: () =>
      api.get<TransferSources>(path(REWARDS_API.transferSources), {
        query: { centreId, currency },
      }),
    enabled: !!centreId && /^[A-Z]{3}$/.test(currency),
  });

export const useCreateTransfer = () =>
  useWrite((input: TransferCreateInput) =>
    api.post<RewardTransferRow>(path(REWARDS_API.transfers), input),
  );

export const useReverseTransfer = () =>
  useWrite(({ id, reason }: { id: string; reason: string }) =>
    api.post<RewardTransferRow>(path(REWARDS_API.reverse, id), { reason }),
  );
