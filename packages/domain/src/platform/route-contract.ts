import type { z } from 'zod';

/**
 * The HTTP contract of one route, beside the module's other contracts in the domain: what it
 * takes (path parameters, query, JSON body) and what it answers, as zod schemas. The server
 * parses with the same input schemas; `/api/docs/json` documents every route from these (the
 * server's `onRoute` hook reads them, so a route needs no schema of its own), and
 * `apps/server/test/platform/api-document.test.ts` fails when a route has none.
 */
export interface RouteContract {
  /** One line: what the route does (the operation's summary in the API document). */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * The JSON body the route parses; `null` when it takes none (an action with nothing to send),
   * `'multipart'` for a file upload (`file` field). Required on POST, PUT and PATCH.
   */
  body?: z.ZodType | null | 'multipart';
  /**
   * What a success answers: a zod schema of the JSON (type it `z.ZodType<TheOutputType>` so
   * the type the screens use cannot drift from it), or a file (`{ file: 'application/pdf' }`),
   * an HTML page (`{ file: 'text/html' }`) or nothing (`null`, with `status: 204`).
   */
  response: z.ZodType | { file: string } | null;
  /** The status of a success (default 200; 201 for a creation, 202 for work started). */
  status?: 200 | 201 | 202 | 204;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD /api/…/:param`: the contract path, as the module's `*_API` paths write it. */
export type RouteKey = `${HttpMethod} /api/${string}`;
export type RouteContracts = Readonly<Partial<Record<RouteKey, RouteContract>>>;

/** A module's route contracts, named in its manifest (`defineDomainModule({ routes })`). */
export function defineRouteContracts<const T extends Partial<Record<RouteKey, RouteContract>>>(
  contracts: T,
): T {
  return contracts;
}
