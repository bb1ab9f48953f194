import { createContext, useContext } from 'react';
import type { AuthValue } from './auth-types.ts';

export const AuthContext = createContext<AuthValue | null>(null);

/** The session: user, status, permissions, sign-in and sign-out. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Does the signed-in user hold the permission (`resource:action`, any of for a list)? */
export function useCan(permission: string | readonly string[]): boolean {
  return useAuth().can(permission);
}
