import {
  COMPETITIONS_API,
  type CategoryInput,
  type CompetitionDetail,
  type CompetitionInput,
  type CompetitionResults,
  type CompetitionRow,
  type ContestantRow,
  type FormAnswers,
  type HallView,
  type JudgePanel,
  type JudgeSheet,
  type ListPage,
  type MaherCandidate,
  type MaherStudent,
  type NominationInput,
  type NominationRow,
  type RegistrationRow,
  type SheetEvent,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/http/client.ts';
import { contractPath as path } from '../../app/http/contract-path.ts';
import { judgingOffline } from './judge-sheet-offline.ts';

/**
 * The calls of the competitions screens, typed with the domain's contract (COMPETITIONS_API).
 * Query keys start with `competitions` (the server's change events name it); every write
 * refreshes them all.
 */
export const COMPETITIONS_KEY = 'competitions';

type Query = Record<string, string | number | boolean | undefined>;
const fill = (p: string, params: Record<string, string>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`:${k}`, v), p.replace(/^\/api/, ''));

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMPETITIONS_KEY] }),
  });
}

export const useCompetitions = (q: Query, enabled = true) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'list', q],
    queryFn: () =>
      api.get<ListPage<CompetitionRow>>(path(COMPETITIONS_API.competitions), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCompetition = (id: string) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'one', id],
    queryFn: () => api.get<CompetitionDetail>(path(COMPETITIONS_API.competition, id)),
    enabled: !!id,
  });

export const useNominations = (id: string, q: Query) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'nominations', id, q],
    queryFn: () =>
      api.get<ListPage<NominationRow>>(path(COMPETITIONS_API.nominations, id), { query: q }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });

export const useResults = (id: string) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'results', id],
    queryFn: () => api.get<CompetitionResults>(path(COMPETITIONS_API.results, id)),
    enabled: !!id,
  });

export const downloadResults = (id: string) =>
  api.download(path(COMPETITIONS_API.resultsExport, id));

export const useContestants = (q: Query) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'search', q],
    queryFn: () => api.get<ListPage<ContestantRow>>(path(COMPETITIONS_API.search), { query: q }),
    placeholderData: keepPreviousData,
  });

export const useMyPanels = (enabled: boolean) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'panels'],
    queryFn: () => api.get<JudgePanel[]>(path(COMPETITIONS_API.myPanels)),
    enabled,
  });

/** A judge's panel; offline, the copy kept on the device (judge-sheet-offline.ts). */
export const useJudging = (categoryId: string) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'judging', categoryId],
    queryFn: () => judgingOffline(categoryId),
    enabled: !!categoryId,
    networkMode: 'always',
  });

export const useMaherCandidates = () =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'maher-candidates'],
    queryFn: () => api.get<MaherCandidate[]>(path(COMPETITIONS_API.maherCandidates)),
  });

export const useMaherStudents = () =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'maher-students'],
    queryFn: () => api.get<ListPage<MaherStudent>>(path(COMPETITIONS_API.maherStudents)),
  });

export const useCreateCompetition = () =>
  useWrite((input: CompetitionInput) =>
    api.post<CompetitionDetail>(path(COMPETITIONS_API.competitions), input),
  );

export const useCompetitionAction = () =>
  useWrite(({ id, action, reason }: { id: string; action: string; reason?: string }) =>
    api.post<CompetitionDetail>(
      fill(COMPETITIONS_API.action, { id, action }),
      reason ? { reason } : {},
    ),
  );

export const useAddCategory = () =>
  useWrite(({ id, input }: { id: string; input: CategoryInput }) =>
    api.post<CompetitionDetail>(path(COMPETITIONS_API.categories, id), input),
  );

/** A category's change (its rule set: weights and deductions), refused once judging started. */
export const useUpdateCategory = () =>
  useWrite(({ id, input }: { id: string; input: Partial<CategoryInput> }) =>
    api.patch<CompetitionDetail>(path(COMPETITIONS_API.category, id), input),
  );

/** A competition's settings (the divergence margin with the rule set). */
export const useUpdateCompetition = () =>
  useWrite(({ id, input }: { id: string; input: Partial<CompetitionInput> }) =>
    api.patch<CompetitionDetail>(path(COMPETITIONS_API.competition, id), input),
  );

export const useAddJudge = () =>
  useWrite(
    ({ categoryId, employeeId, head }: { categoryId: string; employeeId: string; head: boolean }) =>
      api.post<CompetitionDetail>(path(COMPETITIONS_API.panel, categoryId), { employeeId, head }),
  );

export const useNominate = () =>
  useWrite((input: NominationInput) =>
    api.post<NominationRow>(path(COMPETITIONS_API.nominate), input),
  );

export const useWithdraw = () =>
  useWrite(({ id, reason }: { id: string; reason: string }) =>
    api.post<NominationRow>(path(COMPETITIONS_API.withdraw, id), { reason }),
  );

export const useResolve = () =>
  useWrite(({ id, note, tieOrder }: { id: string; note: string; tieOrder?: number | null }) =>
    api.post<NominationRow>(path(COMPETITIONS_API.resolve, id), {
      note,
      tieOrder: tieOrder ?? null,
    }),
  );

export const useSaveSheet = () =>
  useWrite(
    (input: {
      nominationId: string;
      events: SheetEvent[];
      marks: Record<string, number>;
      formAnswers?: FormAnswers;
      version?: number;
    }) => api.put<JudgeSheet>(path(COMPETITIONS_API.sheet), input),
  );

export const useSheetAction = () =>
  useWrite(
    ({
      id,
      action,
      ...body
    }: {
      id: string;
      action: string;
      reason?: string;
      events?: SheetEvent[];
      marks?: Record<string, number>;
      formAnswers?: FormAnswers;
    }) => api.post<JudgeSheet>(fill(COMPETITIONS_API.sheetAction, { id, action }), body),
  );

/**
 * A category's ranking for the hall's projector. Refreshed by the server's change events like
 * every competitions query (a sheet submitted announces `competitions`), and every 20 seconds in
 * case the projector's connection to them dropped.
 */
export const useHall = (categoryId: string) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'hall', categoryId],
    queryFn: () => api.get<HallView>(path(COMPETITIONS_API.hall, categoryId)),
    enabled: !!categoryId,
    refetchInterval: 20_000,
    retry: false,
  });

/** A contestant's ranked certificate (a PDF, once the results are published). */
export const downloadCertificate = (nominationId: string) =>
  api.download(path(COMPETITIONS_API.certificatePdf, nominationId));

/** The registrations through a competition's public link (pending first for review). */
export const useRegistrations = (id: string, q: Query) =>
  useQuery({
    queryKey: [COMPETITIONS_KEY, 'registrations', id, q],
    queryFn: () =>
      api.get<ListPage<RegistrationRow>>(path(COMPETITIONS_API.registrations, id), { query: q }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });

/** Opens or closes a competition's public registration link. */
export const useRegistrationLink = () =>
  useWrite(({ id, action }: { id: string; action: 'open' | 'close' }) =>
    api.post<CompetitionDetail>(fill(COMPETITIONS_API.registrationLink, { id, action }), {}),
  );

/** Approves a registration into a nomination (naming the student when unmatched) or refuses it. */
export const useRegistrationAction = () =>
  useWrite(
    ({
      id,
      action,
      ...body
    }: {
      id: string;
      action: 'approve' | 'refuse';
      studentId?: string;
      reason?: string;
    }) =>
      api.post<RegistrationRow>(fill(COMPETITIONS_API.registrationAction, { id, action }), body),
  );
