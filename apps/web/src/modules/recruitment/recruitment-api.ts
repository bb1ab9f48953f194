import { apiRelative, type RECRUITMENT_API } from '@qc/domain';
import type { Query } from '../../app/http/client.ts';

type RecruitmentPath = (typeof RECRUITMENT_API)[keyof typeof RECRUITMENT_API];

/** A path of the recruitment contract for the web client (which adds `/api`), parameters filled. */
export function recPath(path: RecruitmentPath, params: Record<string, string> = {}): string {
  return apiRelative(path, params);
}

/** Drops empty values from a query. */
export function clean(q: Record<string, string | number | undefined | null>): Query {
  return Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );
}

/**
 * The query keys of the module: each starts with the resource of the server's change events
 * (`job-postings`, `job-applications`, `interviews`), so a change refreshes the open screens.
 */
export const recKeys = {
  postings: (q: object) => ['job-postings', 'list', q] as const,
  posting: (id: string) => ['job-postings', 'one', id] as const,
  applications: (q: object) => ['job-applications', 'list', q] as const,
  board: (q: object) => ['job-applications', 'board', q] as const,
  application: (id: string) => ['job-applications', 'one', id] as const,
  funnel: (id: string) => ['job-applications', 'funnel', id] as const,
  rounds: (postingId: string) => ['interviews', 'rounds', postingId] as const,
  round: (id: string) => ['interviews', 'round', id] as const,
  sheet: (roundId: string, applicationId: string) =>
    ['interviews', 'sheet', roundId, applicationId] as const,
};

/** Rows per page (the server pages the lists, at most 100). */
export const REC_PAGE_SIZE = 25;

/** The public address of a posting's application form, and of an applicant's status page. */
export const applyUrlOf = (id: string) =>
  `${globalThis.location?.origin ?? ''}/job-registration-link/${id}`;
