import {
  LADDER_API,
  type IjazahInput,
  type LadderTeacherDetail,
  type LadderTeacherRow,
  type ListPage,
  type MyLadder,
  type PromoteInput,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { cleanQuery, contractPath as path } from '../../app/http/contract-path.ts';

/**
 * The calls of the ladder screen, typed with the domain's contract (LADDER_API). Query keys start
 * with `ladder` (the server's change events name it); every write refreshes them.
 */
export const LADDER_KEY = 'ladder';

type Query = Record<string, string | number | boolean | undefined>;

export const useMyLadder = () =>
  useQuery({
    queryKey: [LADDER_KEY, 'mine'],
    queryFn: () => api.get<MyLadder>(path(LADDER_API.mine)),
  });

export const useLadderTeachers = (q: Query, enabled: boolean) =>
  useQuery({
    queryKey: [LADDER_KEY, 'list', q],
    queryFn: () =>
      api.get<ListPage<LadderTeacherRow>>(path(LADDER_API.teachers), { query: cleanQuery(q) }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useLadderTeacher = (id: string | null) =>
  useQuery({
    queryKey: [LADDER_KEY, 'one', id],
    queryFn: () => api.get<LadderTeacherDetail>(path(LADDER_API.teacher, id ?? '')),
    enabled: !!id,
  });

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LADDER_KEY] }),
  });
}

export const usePromote = () =>
  useWrite((input: PromoteInput & { id: string }) => {
    const { id, ...body } = input;
    return api.post<LadderTeacherDetail>(path(LADDER_API.promote, id), body);
  });

export const useIjazah = () =>
  useWrite((input: IjazahInput & { id: string }) => {
    const { id, ...body } = input;
    return api.post<LadderTeacherDetail>(path(LADDER_API.ijazah, id), body);
  });

export const useRunEligibility = () =>
  useWrite(() => api.post<{ jobId: string }>(path(LADDER_API.run)));
