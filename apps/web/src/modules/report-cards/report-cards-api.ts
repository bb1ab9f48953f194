import {
  REPORT_CARDS_API,
  type CardDetail,
  type CardElementView,
  type CardRow,
  type CardStyleRow,
  type IssueAnswer,
  type IssueInput,
  type ListPage,
  type PublicCard,
  type RemarkInput,
  type RemarkRow,
  type RemarkView,
  type StyleInput,
  type TemplateDetail,
  type TemplateInput,
  type TemplateRow,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../app/config.ts';
import { api } from '../../app/http/client.ts';

/**
 * The calls of the report cards' screens, typed with the domain's contract (REPORT_CARDS_API).
 * Query keys start with `report-cards` (the server announces changes of styles, templates and
 * remarks to its readers); every write refreshes them all.
 */
export const REPORT_CARDS_KEY = 'report-cards';

type Query = Record<string, string | number | boolean | undefined>;
/** A contract path for the client (which adds `/api`), its `:params` filled. */
export const cardsPath = (p: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`:${k}`, v), p.replace(/^\/api/, ''));

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        ['report-cards', 'report-card-styles', 'report-card-templates', 'report-card-remarks'].map(
          (k) => queryClient.invalidateQueries({ queryKey: [k] }),
        ),
      ),
  });
}

export const useElements = () =>
  useQuery({
    queryKey: [REPORT_CARDS_KEY, 'elements'],
    queryFn: () => api.get<CardElementView[]>(cardsPath(REPORT_CARDS_API.elements)),
  });

export const useStyles = (q: Query) =>
  useQuery({
    queryKey: ['report-card-styles', 'list', q],
    queryFn: () =>
      api.get<ListPage<CardStyleRow>>(cardsPath(REPORT_CARDS_API.styles), { query: q }),
    placeholderData: keepPreviousData,
  });

/** Every saved style for a picker (a handful; read as one page of the largest size). */
export const useStyleChoices = () =>
  useQuery({
    queryKey: ['report-card-styles', 'choices'],
    queryFn: () =>
      api.get<ListPage<CardStyleRow>>(cardsPath(REPORT_CARDS_API.styles), {
        query: { pageSize: 100 },
      }),
  });

export const useSaveStyle = () =>
  useWrite((input: StyleInput & { id?: string }) =>
    input.id
      ? api.patch<CardStyleRow>(cardsPath(REPORT_CARDS_API.style, { id: input.id }), input)
      : api.post<CardStyleRow>(cardsPath(REPORT_CARDS_API.styles), input),
  );

export const useArchiveStyle = () =>
  useWrite((id: string) =>
    api.post<CardStyleRow>(cardsPath(REPORT_CARDS_API.styleArchive, { id })),
  );

export const useTemplates = (q: Query) =>
  useQuery({
    queryKey: ['report-card-templates', 'list', q],
    queryFn: () =>
      api.get<ListPage<TemplateRow>>(cardsPath(REPORT_CARDS_API.templates), { query: q }),
    placeholderData: keepPreviousData,
  });

export const useTemplate = (id: string | null) =>
  useQuery({
    queryKey: ['report-card-templates', 'one', id],
    queryFn: () => api.get<TemplateDetail>(cardsPath(REPORT_CARDS_API.template, { id: id! })),
    enabled: !!id,
  });

export const useSaveTemplate = () =>
  useWrite((input: TemplateInput & { id?: string }) =>
    input.id
      ? api.put<TemplateDetail>(cardsPath(REPORT_CARDS_API.template, { id: input.id }), input)
      : api.post<TemplateDetail>(cardsPath(REPORT_CARDS_API.templates), input),
  );

export const useArchiveTemplate = () =>
  useWrite((id: string) =>
    api.post<TemplateDetail>(cardsPath(REPORT_CARDS_API.templateArchive, { id })),
  );

export const useRemarks = (q: { ringId: string; from: string; to: string }) =>
  useQuery({
    queryKey: ['report-card-remarks', q],
    queryFn: () => api.get<RemarkRow[]>(cardsPath(REPORT_CARDS_API.remarks), { query: q }),
    enabled: !!q.ringId && !!q.from && !!q.to,
  });

export const useSaveRemark = () =>
  useWrite((input: RemarkInput) =>
    api.post<RemarkView>(cardsPath(REPORT_CARDS_API.remarks), input),
  );

export const useRemarkAction = () =>
  useWrite((input: { id: string; action: string; reason?: string }) =>
    api.post<RemarkView>(
      cardsPath(REPORT_CARDS_API.remarkAction, { id: input.id, action: input.action }),
      input.reason ? { reason: input.reason } : {},
    ),
  );

export const useCards = (q: Query) =>
  useQuery({
    queryKey: [REPORT_CARDS_KEY, 'cards', q],
    queryFn: () => api.get<ListPage<CardRow>>(cardsPath(REPORT_CARDS_API.cards), { query: q }),
    placeholderData: keepPreviousData,
  });

export const useCard = (id: string | null) =>
  useQuery({
    queryKey: [REPORT_CARDS_KEY, 'card', id],
    queryFn: () => api.get<CardDetail>(cardsPath(REPORT_CARDS_API.card, { id: id! })),
    enabled: !!id,
  });

export const useIssue = () =>
  useWrite((input: IssueInput) => api.post<IssueAnswer>(cardsPath(REPORT_CARDS_API.issue), input));

export const useRevoke = () =>
  useWrite((input: { id: string; reason: string }) =>
    api.post<CardDetail>(cardsPath(REPORT_CARDS_API.revoke, { id: input.id }), {
      reason: input.reason,
    }),
  );

export const downloadCardPdf = (id: string, name: string) =>
  api.download(cardsPath(REPORT_CARDS_API.cardPdf, { id }), name);

export const usePublicCard = (token: string) =>
  useQuery({
    queryKey: ['public-report-card', token],
    queryFn: () =>
      api.get<PublicCard>(cardsPath(REPORT_CARDS_API.publicCard, { token }), { skipAuth: true }),
    retry: false,
  });

/** The public PDF's address (opened by the browser, signed out). */
export const publicPdfUrl = (token: string) =>
  `${API_BASE}${cardsPath(REPORT_CARDS_API.publicPdf, { token: encodeURIComponent(token) })}`;
