import {
  apiRelative,
  TRAINING_API,
  type CentreResult,
  type EssayToMark,
  type ExamAnswer,
  type ExamResults,
  type ListPage,
  type MyExams,
  type SittingView,
  type ThankCertificateSummary,
  type TraineeRecord,
  type TrainingResult,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';

/** Every query of the training screens starts with this key. */
export const TRAINING_KEY = 'training';

type Path = (typeof TRAINING_API)[keyof typeof TRAINING_API];

/** A TRAINING_API path with its parameters, relative to the client's base (/api). */
export function trainingPath(path: Path, params: Record<string, string> = {}): string {
  return apiRelative(path, params);
}

export function useMyExams() {
  return useQuery({
    queryKey: [TRAINING_KEY, 'my-exams'],
    queryFn: () => api.get<MyExams>(trainingPath(TRAINING_API.myExams)),
  });
}

export function useSitting(id: string | null) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'sitting', id],
    queryFn: () => api.get<SittingView>(trainingPath(TRAINING_API.sitting, { id: id ?? '' })),
    enabled: id !== null,
  });
}

export function useStartSitting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (examId: string) =>
      api.post<SittingView>(trainingPath(TRAINING_API.start, { id: examId })),
    onSuccess: (s) => {
      qc.setQueryData([TRAINING_KEY, 'sitting', s.id], s);
      void qc.invalidateQueries({ queryKey: [TRAINING_KEY, 'my-exams'] });
    },
  });
}

export function saveAnswer(sittingId: string, questionId: string, answer: ExamAnswer) {
  return api.put<{ saved: boolean }>(
    trainingPath(TRAINING_API.answer, { id: sittingId, questionId }),
    answer,
  );
}

export function useSubmitSitting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sittingId: string) =>
      api.post<SittingView>(trainingPath(TRAINING_API.submit, { id: sittingId })),
    onSuccess: (s) => {
      qc.setQueryData([TRAINING_KEY, 'sitting', s.id], s);
      void qc.invalidateQueries({ queryKey: [TRAINING_KEY, 'my-exams'] });
    },
  });
}

export function useExamResults(examId: string | null) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'exam-results', examId],
    queryFn: () =>
      api.get<ExamResults>(trainingPath(TRAINING_API.examResults, { id: examId ?? '' })),
    enabled: examId !== null,
  });
}

export function useEssays(examId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'essays', examId],
    queryFn: () => api.get<EssayToMark[]>(trainingPath(TRAINING_API.essays, { id: examId ?? '' })),
    enabled: examId !== null && enabled,
  });
}

export function useMarkEssay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; marks: number; comment: string | null }) =>
      api.put(trainingPath(TRAINING_API.mark, { id: v.id }), {
        marks: v.marks,
        comment: v.comment,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [TRAINING_KEY] }),
  });
}

export function useResults(q: { page: number; centreId?: string | undefined }) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'results', q],
    queryFn: () =>
      api.get<ListPage<TrainingResult>>(trainingPath(TRAINING_API.results), {
        query: { page: q.page, pageSize: 25, centreId: q.centreId },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCentreResults() {
  return useQuery({
    queryKey: [TRAINING_KEY, 'centre-results'],
    queryFn: () => api.get<CentreResult[]>(trainingPath(TRAINING_API.centreResults)),
  });
}

export function useTraineeRecord(id: string | null) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'record', id],
    queryFn: () =>
      api.get<TraineeRecord>(trainingPath(TRAINING_API.traineeRecord, { id: id ?? '' })),
    enabled: id !== null,
  });
}

export function useThankCertificates(page: number) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'certificates', page],
    queryFn: () =>
      api.get<ListPage<ThankCertificateSummary>>(trainingPath(TRAINING_API.certificates), {
        query: { page, pageSize: 25 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useIssueCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post<ThankCertificateSummary>(trainingPath(TRAINING_API.certificates), body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [TRAINING_KEY, 'certificates'] }),
  });
}

export function downloadCertificate(c: ThankCertificateSummary) {
  return api.download(trainingPath(TRAINING_API.certificatePdf, { id: c.id }), `${c.serial}.pdf`);
}
