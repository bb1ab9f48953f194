import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { useAppRoutes } from '../routes/app-routes.ts';
import { buildNav, type NavGroup, type NavItem } from '../routes/nav.ts';

/** The menu the signed-in user may see. */
export function useNavGroups(): NavGroup[] {
  const { can } = useAuth();
  const routes = useAppRoutes();
  return useMemo(() => buildNav(routes, can), [routes, can]);
}

/** Is this item the page being shown (parameters included: /account-settings/:tab)? */
export function useIsActive(): (item: NavItem) => boolean {
  const { pathname } = useLocation();
  return (item) => Boolean(matchPath({ path: item.path, end: true }, pathname));
}
