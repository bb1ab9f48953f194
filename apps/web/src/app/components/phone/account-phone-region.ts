import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { AuthContext } from '../../auth/auth-context.ts';
import { api } from '../../http/client.ts';

type ApiRecord = Record<string, unknown>;

/**
 * The phone region of the signed-in user's own country, from the country settings: the
 * country of their first assignment scoped to a country, or the country of their centre.
 * Read once per session and only when a phone field asks (null while loading, when the user
 * has no country, or may not read it: the build's default applies then).
 */
export function useAccountPhoneRegion(): string | null {
  const auth = useContext(AuthContext);
  const signedIn = auth?.status === 'authenticated';
  const assignment = auth?.assignments.find((a) => a.countryId || a.centreId);
  const countryId = assignment?.countryId ?? null;
  const centreId = countryId ? null : (assignment?.centreId ?? null);
  const canCountries = auth?.can('countries:read') ?? false;
  const canCentres = auth?.can('centres:read') ?? false;
  const query = useQuery({
    queryKey: ['countries', 'phone-region', countryId ?? `centre:${centreId ?? '-'}`],
    enabled: signedIn && canCountries && Boolean(countryId || (centreId && canCentres)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }): Promise<string | null> => {
      let id = countryId;
      if (!id && centreId) {
        const centre = await api.get<ApiRecord>(`/centres/${encodeURIComponent(centreId)}`, {
          signal,
        });
        id = typeof centre.countryId === 'string' ? centre.countryId : null;
      }
      if (!id) return null;
      const country = await api.get<ApiRecord>(`/countries/${encodeURIComponent(id)}`, {
        signal,
      });
      return typeof country.phoneRegion === 'string' ? country.phoneRegion : null;
    },
  });
  return query.data ?? null;
}
