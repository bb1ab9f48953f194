import { z } from 'zod';
import { defineRouteContracts } from './route-contract.ts';

/** The kinds of record the navbar search looks through (GET /api/search?q=&limit=). */
export const SEARCH_KINDS = ['students', 'rings', 'centres', 'employees', 'guardians'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One record the search found: its kind and id, its title and a line under it. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
}

/** `GET /api/search`: the words typed, and how many records of each kind at most. */
export const recordSearchQuery = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

const searchHitSchema: z.ZodType<SearchHit> = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
});

export const RECORD_SEARCH_ROUTES = defineRouteContracts({
  'GET /api/search': {
    summary:
      'The navbar search: records of each kind the caller may read, inside the scope of that permission',
    query: recordSearchQuery,
    response: z.object({ items: z.array(searchHitSchema) }),
  },
});
