import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../http/client.ts';

export interface CodedRecord {
  id: string;
  code: string;
  _title: string;
}

/**
 * A maintained list whose records other tables store by code (special case types, star
 * types): the active records, and their names by code in the caller's language.
 */
export function useCodedList(resource: 'special-case-types' | 'star-types', enabled = true) {
  const query = useQuery({
    queryKey: [resource, 'list', { status: 'active', pageSize: 100 }],
    queryFn: () =>
      api
        .get<{ items: CodedRecord[] }>(`/${resource}`, {
          query: { status: 'active', pageSize: 100, sort: 'code' },
        })
        .then((r) => r.items),
    staleTime: 5 * 60_000,
    enabled,
  });
  const names = useMemo(() => {
    const m = new Map<string, string>();
    for (const r of query.data ?? []) m.set(r.code, r._title);
    return m;
  }, [query.data]);
  return { items: query.data ?? [], names, query };
}
