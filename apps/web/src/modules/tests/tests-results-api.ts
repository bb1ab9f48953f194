import {
  TESTS_API,
  type AnticipatedTest,
  type CertificateSummary,
  type ExaminerLoad,
  type ExternalRequestRow,
  type Paged,
  type StudentTests,
  type TestKindRules,
  type TestRequestDetail,
  type TestRequestSummary,
  type TestResultRow,
  type ExternalRequestInput,
  type ReasonInput,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { TEST_REQUESTS_KEY, apiPath, useLocalName } from './tests-api.ts';

export { useLocalName };

/**
 * The calls of the results, certificates, anticipated tests, examiners and external requests
 * screens, typed with the module's HTTP contract (TESTS_API). Every query key starts with
 * the module's key (the realtime `changed` event of the tests module refreshes them all).
 */
export const TESTS_KEY = TEST_REQUESTS_KEY;
export const EXTERNAL_KEY = TEST_REQUESTS_KEY;

type Query = Record<string, string | number | boolean | undefined>;

/** Drops empty values so the address and the query key stay short. */
export function cleanQuery(q: Query): Query {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
}

export function useTestKindRules() {
  return useQuery({
    queryKey: [TESTS_KEY, 'kinds'],
    queryFn: () => api.get<{ items: TestKindRules[] }>(apiPath(TESTS_API.kinds)),
    staleTime: 5 * 60_000,
  });
}

export function useTestResults(q: Query, enabled = true) {
  return useQuery({
    queryKey: [TESTS_KEY, 'results', q],
    queryFn: () => api.get<Paged<TestResultRow>>(apiPath(TESTS_API.results), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function exportTestResults(q: Query) {
  return api.download(apiPath(TESTS_API.resultsExport), undefined, { query: q });
}

export function useTestRequestList(q: Query, enabled = true) {
  return useQuery({
    queryKey: [TESTS_KEY, 'list', q],
    queryFn: () => api.get<Paged<TestRequestSummary>>(apiPath(TESTS_API.requests), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A result decision on a request: approve (official) or return with a reason. */
export function useResultDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: 'approve' | 'return';
      reason?: string;
    }) =>
      decision === 'approve'
        ? api.post<TestRequestDetail>(apiPath(TESTS_API.approveResult, { id }), {})
        : api.post<TestRequestDetail>(apiPath(TESTS_API.returnResult, { id }), {
            reason: reason ?? '',
          } satisfies ReasonInput),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TESTS_KEY] });
    },
  });
}

export function useCertificates(q: Query) {
  return useQuery({
    queryKey: [TESTS_KEY, 'certificates', q],
    queryFn: () =>
      api.get<Paged<CertificateSummary>>(apiPath(TESTS_API.certificates), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function downloadCertificate(c: CertificateSummary, language?: string) {
  return api.download(apiPath(TESTS_API.certificatePdf, { id: c.id }), `${c.serial}.pdf`, {
    query: language ? { language } : {},
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<CertificateSummary>(apiPath(TESTS_API.revokeCertificate, { id }), {
        reason,
      } satisfies ReasonInput),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TESTS_KEY] });
    },
  });
}

export function startBulkCertificates(body: {
  takenOn: string;
  centreId?: string | undefined;
  kindId?: string | undefined;
  language?: 'ar' | 'en' | 'fr' | undefined;
}) {
  return api.post<{ jobId: string }>(apiPath(TESTS_API.bulkCertificates), cleanQuery(body));
}

export function useAnticipated(q: Query) {
  return useQuery({
    queryKey: [TESTS_KEY, 'anticipated', q],
    queryFn: () => api.get<Paged<AnticipatedTest>>(apiPath(TESTS_API.anticipated), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useRequestTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: AnticipatedTest) =>
      api.post<TestRequestDetail>(apiPath(TESTS_API.requests), {
        subject: 'student',
        studentId: a.studentId,
        kindId: a.suggestedKindId,
        portion: a.portion,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TESTS_KEY] });
    },
  });
}

export function useExaminers(q: Query, enabled = true) {
  return useQuery({
    queryKey: [TESTS_KEY, 'examiners', q],
    queryFn: () => api.get<{ items: ExaminerLoad[] }>(apiPath(TESTS_API.examiners), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** An examiner's weekly window (the generic `examiner-availability` records). */
export interface AvailabilityWindow {
  examinerId: string;
  weekday: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Every availability window in the caller's reach, by examiner, for the examiners board. Not a
 * screen list: a handful of windows per examiner, read page by page (100 at a time, the API's
 * most) until all are in.
 */
export function useAvailability(enabled: boolean) {
  return useQuery({
    queryKey: [TESTS_KEY, 'availability'],
    enabled,
    queryFn: async () => {
      const byExaminer = new Map<string, AvailabilityWindow[]>();
      for (let page = 1; ; page++) {
        const res = await api.get<Paged<AvailabilityWindow>>('/examiner-availability', {
          query: { page, pageSize: 100 },
        });
        for (const w of res.items)
          byExaminer.set(w.examinerId, [...(byExaminer.get(w.examinerId) ?? []), w]);
        if (res.items.length === 0 || page * 100 >= res.total) break;
      }
      return byExaminer;
    },
  });
}

export function useStudentTests(studentId: string) {
  return useQuery({
    queryKey: [TESTS_KEY, 'student', studentId],
    queryFn: () => api.get<StudentTests>(apiPath(TESTS_API.studentTests, { id: studentId })),
  });
}

export function sendExternalRequest(input: ExternalRequestInput) {
  return api.post<{ ok: true }>(apiPath(TESTS_API.publicExternalRequest), input, {
    skipAuth: true,
  });
}

export function useExternalRequests(q: Query) {
  return useQuery({
    queryKey: [EXTERNAL_KEY, 'external', q],
    queryFn: () =>
      api.get<Paged<ExternalRequestRow>>(apiPath(TESTS_API.externalRequests), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideExternal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: 'accept' | 'reject';
      reason?: string | null;
    }) =>
      api.post<ExternalRequestRow>(apiPath(TESTS_API.decideExternalRequest, { id }), {
        decision,
        reason: reason || null,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [EXTERNAL_KEY] });
    },
  });
}
