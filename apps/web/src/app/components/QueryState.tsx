import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';

interface Props<T> {
  query: UseQueryResult<T>;
  /** Is the loaded value empty (shows the empty state)? */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry), empty, or the content of a query. */
export function QueryState<T>({ query, isEmpty, empty, children }: Props<T>) {
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-busy="true" />
      </Box>
    );
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState dense />}</>;
  return <>{children(query.data)}</>;
}
