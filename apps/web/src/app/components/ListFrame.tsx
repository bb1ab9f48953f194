import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SearchState } from '../hooks/use-search-state.ts';
import { EmptyState } from './EmptyState.tsx';
import { ListPager } from './ListPager.tsx';
import { QueryState } from './QueryState.tsx';

export interface ListFrameProps<D extends { items: readonly unknown[]; total: number }> {
  /** The paged list's query (`{ items, total, … }`, docs/adding-a-workflow.md). */
  query: UseQueryResult<D>;
  /** The screen's filters and page in the address (`useSearchState`). */
  search: SearchState;
  pageSize: number;
  /** The filters above the list, in one row that wraps. */
  filters?: ReactNode;
  /** Shown between the filters and the list (a notice). */
  notice?: ReactNode;
  /** The empty state's title when nothing matches. */
  emptyTitle: string;
  /** The rows of the loaded page (a table, totals above it); the pager follows. */
  children: (data: D) => ReactNode;
}

/**
 * The frame of a filtered, paged workflow list: the filters, then loading, error or an empty
 * state, then the page's rows and the pager bound to the address's `page`.
 */
export function ListFrame<D extends { items: readonly unknown[]; total: number }>({
  query,
  search,
  pageSize,
  filters,
  notice,
  emptyTitle,
  children,
}: ListFrameProps<D>) {
  return (
    <>
      {filters && (
        <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
          {filters}
        </Stack>
      )}
      {notice}
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={emptyTitle} />}
      >
        {(d) => (
          <>
            {children(d)}
            <ListPager
              page={search.page}
              total={d.total}
              pageSize={pageSize}
              onChange={(p) => search.set({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
