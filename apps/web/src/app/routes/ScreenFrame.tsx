import type { ComponentType } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { Forbidden } from '../components/Forbidden.tsx';
import type { AppRoute } from './registry.ts';

/**
 * Wraps a screen: a user without the route's permission sees a "not allowed" page (the API
 * refuses them anyway; this only spares them a broken screen).
 */
export function ScreenFrame({
  route,
  Screen,
}: {
  route: AppRoute;
  Screen: ComponentType<Record<string, unknown>>;
}) {
  const { can, status } = useAuth();
  if (!route.public && status === 'authenticated' && !can(route.permissions)) {
    return <Forbidden />;
  }
  return <Screen {...(route.entry?.props ?? {})} />;
}
