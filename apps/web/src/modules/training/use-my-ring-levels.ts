import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../app/auth/auth-context.ts';
import { resourceApi } from '../../resources/resource-api.ts';

/**
 * The levels of the rings the caller reads (a teacher's own rings), for the one-step link to
 * the lessons of those levels. At most a page of rings: a teacher has a few.
 */
export function useMyRingLevels(): string[] {
  const may = useCan('rings:read');
  const rings = useQuery({
    queryKey: ['rings', 'my-levels'],
    queryFn: ({ signal }) => resourceApi.list('rings', { pageSize: '100' }, signal),
    enabled: may,
    staleTime: 60_000,
  });
  const levels = (rings.data?.items ?? [])
    .map((r) => r.level)
    .filter((v): v is string => typeof v === 'string');
  return [...new Set(levels)].sort();
}
