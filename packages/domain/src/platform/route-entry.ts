import type { RouteSpec } from './routes.ts';

/** What the web's router needs of a route of the table (titles are `route.<path>` messages). */
export type RouteEntry = Pick<RouteSpec, 'path' | 'public' | 'layout' | 'module'>;

/** The route table without its titles and descriptions, in its order. */
export function indexRoutes(table: readonly RouteSpec[]): RouteEntry[] {
  return table.map((r) => ({ path: r.path, public: r.public, layout: r.layout, module: r.module }));
}
