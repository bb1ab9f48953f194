import {
  EVALUATIONS_API,
  evaluationsPath,
  type EvaluationActionRow,
  type EvaluationComparison,
  type EvaluationDetail,
  type EvaluationDraftInput,
  type EvaluationFormDetail,
  type EvaluationFormInput,
  type EvaluationFormSummary,
  type EvaluationPick,
  type EvaluationRequestCreateInput,
  type EvaluationsApiPath,
  type EvaluationSummary,
  type EvaluationTargetKind,
  type EvaluationTrendPoint,
  type ListPage,
  type WeakParagraph,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import type { Query } from '../../app/http/client.ts';

/**
 * The evaluations module's calls and hooks. Query keys start with `evaluations`, the resource
 * the server names in its realtime change events, so another user's change refreshes them.
 */
export const KEY = 'evaluations';

export function apiPath(path: EvaluationsApiPath, params: Record<string, string> = {}) {
  return evaluationsPath(path, params).replace(/^\/api/, '');
}

/** Drops empty values from a query. */
export function clean(q: Record<string, string | number | boolean | undefined | null>): Query {
  return Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );
}

export function useForms(targets: readonly EvaluationTargetKind[], all = false) {
  return useQuery({
    queryKey: [KEY, 'forms', targets, all],
    queryFn: () =>
      api.get<EvaluationFormSummary[]>(apiPath(EVALUATIONS_API.forms), {
        query: clean({ target: targets.join(','), all: all ? 'true' : undefined }),
      }),
  });
}

export function useForm(id: string | null) {
  return useQuery({
    queryKey: [KEY, 'form', id],
    queryFn: () => api.get<EvaluationFormDetail>(apiPath(EVALUATIONS_API.form, { id: id! })),
    enabled: !!id,
  });
}

export function useSaveForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EvaluationFormInput }) =>
      id
        ? api.put<EvaluationFormDetail & { newVersion: boolean }>(
            apiPath(EVALUATIONS_API.form, { id }),
            input,
          )
        : api.post<EvaluationFormDetail>(apiPath(EVALUATIONS_API.forms), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useRequests(q: Query) {
  return useQuery({
    queryKey: [KEY, 'requests', q],
    queryFn: () =>
      api.get<ListPage<EvaluationSummary>>(apiPath(EVALUATIONS_API.requests), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateRequests() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluationRequestCreateInput) =>
      api.post<{ created: number; ids: string[] }>(apiPath(EVALUATIONS_API.requests), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useEvaluation(id: string | null) {
  return useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: () => api.get<EvaluationDetail>(apiPath(EVALUATIONS_API.request, { id: id! })),
    enabled: !!id,
  });
}

export function useEvaluationAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'draft' | 'submit' | 'approve' | 'return'; body?: object }) => {
      const path =
        a.kind === 'draft'
          ? EVALUATIONS_API.draft
          : a.kind === 'submit'
            ? EVALUATIONS_API.submit
            : a.kind === 'approve'
              ? EVALUATIONS_API.approve
              : EVALUATIONS_API.return;
      const url = apiPath(path, { id });
      return a.kind === 'draft'
        ? api.put<EvaluationDetail>(url, a.body as EvaluationDraftInput)
        : api.post<EvaluationDetail>(url, a.body ?? {});
    },
    onSuccess: (d) => {
      qc.setQueryData([KEY, 'detail', id], d);
      void qc.invalidateQueries({ queryKey: [KEY], predicate: (x) => x.queryKey[1] !== 'detail' });
    },
  });
}

export function useResults(q: Query, enabled = true) {
  return useQuery({
    queryKey: [KEY, 'results', q],
    queryFn: () =>
      api.get<ListPage<EvaluationSummary>>(apiPath(EVALUATIONS_API.results), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTrend(target: EvaluationTargetKind, subjectId: string | null) {
  return useQuery({
    queryKey: [KEY, 'trend', target, subjectId],
    queryFn: () =>
      api.get<{ items: EvaluationTrendPoint[] }>(apiPath(EVALUATIONS_API.trend), {
        query: { target, subjectId: subjectId! },
      }),
    enabled: !!subjectId,
  });
}

export function useCompare(target: EvaluationTargetKind, ids: readonly string[]) {
  return useQuery({
    queryKey: [KEY, 'compare', target, ids],
    queryFn: () =>
      api.get<EvaluationComparison>(apiPath(EVALUATIONS_API.compare), {
        query: { target, subjectIds: ids.join(',') },
      }),
    enabled: ids.length > 0,
  });
}

export function useWeakest(q: Query) {
  return useQuery({
    queryKey: [KEY, 'weakest', q],
    queryFn: () =>
      api.get<{ items: WeakParagraph[] }>(apiPath(EVALUATIONS_API.weakest), { query: q }),
  });
}

export function useActions(q: Query, enabled = true) {
  return useQuery({
    queryKey: [KEY, 'actions', q],
    queryFn: () =>
      api.get<{ items: EvaluationActionRow[] }>(apiPath(EVALUATIONS_API.actions), { query: q }),
    enabled,
  });
}

export function useActionMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: [KEY, 'actions'] });
  return {
    create: useMutation({
      mutationFn: (input: { requestId: string; title: string; ownerName: string; dueOn: string }) =>
        api.post(apiPath(EVALUATIONS_API.actions), input),
      onSuccess: done,
    }),
    status: useMutation({
      mutationFn: ({ id, status }: { id: string; status: 'open' | 'done' }) =>
        api.patch(apiPath(EVALUATIONS_API.action, { id }), { status }),
      onSuccess: done,
    }),
  };
}

export function usePicks(kind: 'evaluators' | 'subjects', q: Query, enabled = true) {
  return useQuery({
    queryKey: [KEY, kind, q],
    queryFn: () =>
      api.get<{ items: EvaluationPick[] }>(
        apiPath(kind === 'evaluators' ? EVALUATIONS_API.evaluators : EVALUATIONS_API.subjects),
        { query: q },
      ),
    enabled,
  });
}

export async function uploadPhoto(id: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  return api.upload<{ id: string; name: string; size: number }>(
    apiPath(EVALUATIONS_API.photos, { id }),
    form,
  );
}

export const photoUrl = (id: string, fileId: string) =>
  apiPath(EVALUATIONS_API.photo, { id, fileId });
