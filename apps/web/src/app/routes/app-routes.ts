import { useEffect, useSyncExternalStore } from 'react';
import { deriveRoutes, type AppRoute } from './registry.ts';
import { ROUTE_INDEX } from '@qc/domain/platform/route-index';
import { loadModuleSources, SHELL_SOURCE } from './screen-sources.ts';

/**
 * The routes known at start: every path of routes.tsv (with its public flag and layout, from
 * the table's index: its titles are messages and its descriptions stay out of the bundle) and
 * the shell's own screens. Which module implements the other paths is learnt when their
 * screens maps load (see loadAppRoutes).
 */
export const INITIAL_ROUTES: readonly AppRoute[] = deriveRoutes(ROUTE_INDEX, [SHELL_SOURCE]).routes;

let full: readonly AppRoute[] | null = null;
let loading: Promise<readonly AppRoute[]> | null = null;
const listeners = new Set<() => void>();

/** Every route of the app, derived from routes.tsv, the shell's and the modules' screens maps. */
export function loadAppRoutes(): Promise<readonly AppRoute[]> {
  if (full) return Promise.resolve(full);
  loading ??= loadModuleSources()
    .then((sources) => {
      const derived = deriveRoutes(ROUTE_INDEX, [SHELL_SOURCE, ...sources]);
      if (derived.problems.length > 0 && import.meta.env.DEV) {
        console.warn('Route registry:', derived.problems.join('; '));
      }
      full = derived.routes;
      for (const l of listeners) l();
      return full;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The routes as known now: every route once the modules' maps are in, the initial ones before. */
export function appRoutesNow(): readonly AppRoute[] {
  return full ?? INITIAL_ROUTES;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every route of the app for a component (menu, search, shortcuts), loading the maps if needed. */
export function useAppRoutes(): readonly AppRoute[] {
  const routes = useSyncExternalStore(subscribe, appRoutesNow, appRoutesNow);
  useEffect(() => {
    if (!full) void loadAppRoutes().catch(() => undefined);
  }, []);
  return routes;
}
