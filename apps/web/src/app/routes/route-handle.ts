import { useMatches } from 'react-router';
import type { AppRoute } from './registry.ts';

/** What each leaf route carries for the layouts: its registry entry. */
export interface RouteHandle {
  route: AppRoute;
}

/** The registry entry of the route being shown (null outside the registry's routes). */
export function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}
