import { apiRelative, type POLLS_API } from '@qc/domain';
import type { Query } from '../../app/http/client.ts';

type PollsApiPath = (typeof POLLS_API)[keyof typeof POLLS_API];

/** A path of the polls contract for the web client (which adds `/api`), parameters filled. */
export function pollsPath(path: PollsApiPath, params: Record<string, string> = {}): string {
  return apiRelative(path, params);
}

/** Drops empty values from a query. */
export function clean(q: Record<string, string | number | undefined | null>): Query {
  return Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );
}

/**
 * The query keys of the module: they start with `forms`, the resource of the server's change
 * events (`forms:read`), so an answer received or a poll changed refreshes the open lists.
 */
export const pollKeys = {
  all: ['forms'] as const,
  list: (q: object) => ['forms', 'polls', q] as const,
  one: (id: string) => ['forms', 'poll', id] as const,
  answers: (id: string, q: object) => ['forms', 'answers', id, q] as const,
  answer: (id: string, answerId: string) => ['forms', 'answer', id, answerId] as const,
  summary: (id: string, q: object) => ['forms', 'summary', id, q] as const,
  log: (q: object) => ['forms', 'log', q] as const,
};

/** Answers per page (the server pages the lists, at most 100). */
export const POLLS_PAGE_SIZE = 25;
