import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters and page kept in the address (`?kind=…&page=2`), so a filtered list can be
 * shared and survives a reload. Changing a filter goes back to the first page.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((k: string) => params.get(k) ?? '', [params]);
  const set = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const page = Math.max(1, Number(params.get('page') || 1) || 1);
  return { get, set, page };
}

/** What `useSearchState` returns: read a filter, change some (back to page 1), the page. */
export type SearchState = ReturnType<typeof useSearchState>;
