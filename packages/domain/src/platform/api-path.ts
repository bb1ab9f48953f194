/**
 * Paths of the modules' HTTP contracts (`TESTS_API`, `REWARDS_API`…) are written as the API serves
 * them by default, `/api/<module>/…/:id`. These two functions are the only ones that turn them
 * into what a side needs: the server registers a route under its configured base, the web's REST
 * client (which adds `/api` itself) calls one with its parameters filled.
 */

/** Fills `:name` parameters (encoded); a parameter not given stays `:name`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_m, name: string) =>
    params[name] === undefined ? `:${name}` : encodeURIComponent(params[name]),
  );
}

/** The path after the API base (`/api/tests/requests/:id` → `/tests/requests/<id>`). */
export function apiRelative(path: string, params: Record<string, string> = {}): string {
  return fillPath(path, params).replace(/^\/api(?=\/|$)/, '');
}
