import { useContext } from 'react';
import { AuthContext } from '../../auth/auth-context.ts';

/**
 * The phone region of the signed-in user's own country, from its country settings: the server
 * names it with the session (`GET /api/auth/me` → `phoneRegion`: the country of their first
 * assignment placed in one, else of their staff, student or guardian record), so a teacher who
 * may not read countries still starts on their own country. Null when signed out or when the
 * user belongs to no country: the build's default applies then.
 */
export function useAccountPhoneRegion(): string | null {
  const auth = useContext(AuthContext);
  return auth?.status === 'authenticated' ? auth.phoneRegion : null;
}
