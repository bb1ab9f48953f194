import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error.ts';

/**
 * The app's query cache. The REST client already retries GET-like requests once on the
 * specification's statuses, so react-query itself does not retry. Keys follow
 * `[resource, 'list', params]` and `[resource, 'detail', id]` so realtime `changed` events
 * invalidate by prefix.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      throwOnError: false,
    },
    mutations: {
      retry: false,
      onError: (error) => {
        if (!isApiError(error)) console.error(error);
      },
    },
  },
});
