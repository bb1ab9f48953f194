/** A list's query: its filters and page, as the screens hold them. */
type Query = Record<string, string | number | boolean | undefined>;

/** A contract path (`/api/…`) for the REST client, which adds `/api` itself, with its `:id` filled. */
export function contractPath(p: string, id?: string): string {
  return p.replace(/^\/api/, '').replace(':id', id ?? '');
}

/** A query without its empty filters, so an unset filter and a cleared one share a cache entry. */
export function cleanQuery(q: Query): Query {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
}
