import {
  apiRelative,
  TESTS_API,
  type ExaminerSuggestion,
  type GradingRules,
  type LocalisedName,
  type Paged,
  type QuranRange,
  type TestAction,
  type TestEligibility,
  type TestKindRules,
  type TestRequestDetail,
  type TestRequestSummary,
  type TestSheet,
  type TestsApiPath,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

/**
 * The tests module's calls and hooks (shared by its screens), on the shell's REST client and
 * the domain's contract (`TESTS_API`, its schemas and answers). Query keys start with `tests`,
 * the resource the server names in its realtime `changed` events of this module, so another
 * user's change refreshes every open list, request and sheet.
 */
export const TEST_REQUESTS_KEY = 'tests';

/** A TESTS_API path for the REST client, which adds `/api` itself. */
export function apiPath(path: TestsApiPath, params: Record<string, string> = {}): string {
  return apiRelative(path, params);
}

/** A name given in the three languages, in the reader's. */
export function useLocalName() {
  const { locale } = useLocale();
  return useCallback((name: LocalisedName) => name[locale] || name.ar, [locale]);
}

export interface RequestListParams {
  /** Kind categories (`maher`, `tajweed-theory`...); empty: every kind. */
  categories: readonly string[];
  state?: string | undefined;
  q?: string | undefined;
  centreId?: string | undefined;
  subject?: 'student' | 'teacher' | undefined;
  mine?: boolean | undefined;
  page: number;
  pageSize: number;
}

export function useTestRequests(params: RequestListParams) {
  return useQuery({
    queryKey: [TEST_REQUESTS_KEY, 'list', params],
    queryFn: () =>
      api.get<Paged<TestRequestSummary>>(apiPath(TESTS_API.requests), {
        query: {
          category: params.categories.length ? params.categories.join(',') : undefined,
          state: params.state || undefined,
          q: params.q?.trim() || undefined,
          centreId: params.centreId || undefined,
          subject: params.subject,
          mine: params.mine ? 'true' : undefined,
          page: params.page,
          pageSize: params.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTestRequest(id: string | null) {
  return useQuery({
    queryKey: [TEST_REQUESTS_KEY, 'detail', id],
    queryFn: () => api.get<TestRequestDetail>(apiPath(TESTS_API.request, { id: id ?? '' })),
    enabled: !!id,
  });
}

/** The active kinds of some categories, with their rules (all kinds when none is named). */
export function useTestKinds(categories: readonly string[]) {
  return useQuery({
    queryKey: ['test-kinds', 'rules'],
    queryFn: () => api.get<{ items: TestKindRules[] }>(apiPath(TESTS_API.kinds)),
    staleTime: 5 * 60_000,
    select: (r) =>
      r.items.filter((k) => categories.length === 0 || categories.includes(k.category)),
  });
}

export function checkEligibility(body: {
  studentId: string;
  kindId: string;
  portion: QuranRange | null;
}) {
  return api.post<TestEligibility>(apiPath(TESTS_API.eligibility), body);
}

/** Qualified examiners for a request, free at `at` when given, conflicts named. */
export function useExaminerSuggestions(id: string, at: string | null) {
  return useQuery({
    queryKey: [TEST_REQUESTS_KEY, 'examiners', id, at],
    queryFn: () =>
      api.get<{ items: ExaminerSuggestion[] }>(apiPath(TESTS_API.examinerSuggestions, { id }), {
        query: { at: at ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTestSheet(id: string | null) {
  return useQuery({
    queryKey: [TEST_REQUESTS_KEY, 'sheet', id],
    queryFn: () => api.get<TestSheet>(apiPath(TESTS_API.sheet, { id: id ?? '' })),
    enabled: !!id,
  });
}

/** The grading rules of a kind, as the domain's `computeGrade` takes them. */
export function rulesOf(kind: TestKindRules): GradingRules {
  return { criteria: kind.criteria, passMark: kind.passMark, bands: kind.bands };
}

/** Where each transition is posted (the request itself is created on the list's path). */
const ACTION_PATHS: Record<Exclude<TestAction, 'request'>, TestsApiPath> = {
  approve: TESTS_API.approve,
  reject: TESTS_API.reject,
  schedule: TESTS_API.schedule,
  cancel: TESTS_API.cancel,
  'no-show': TESTS_API.noShow,
  'submit-result': TESTS_API.result,
  'return-result': TESTS_API.returnResult,
  'approve-result': TESTS_API.approveResult,
  'issue-certificate': TESTS_API.issueCertificate,
};

/** A transition of a request (`approve`, `schedule`, ...), with the action's body. */
export function useRequestAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: Exclude<TestAction, 'request'>; body?: object }) =>
      api.post<unknown>(apiPath(ACTION_PATHS[action], { id }), body ?? {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TEST_REQUESTS_KEY] });
    },
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      subject: 'student' | 'teacher';
      studentId?: string;
      teacherId?: string;
      kindId: string;
      portion: QuranRange | null;
      overrideReason: string | null;
    }) => api.post<TestRequestDetail>(apiPath(TESTS_API.requests), body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TEST_REQUESTS_KEY] });
    },
  });
}
