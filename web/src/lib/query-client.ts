import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec §9: fresh 5 min, no refetch on focus, 3 retries with exponential delay capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker answers with what was last seen.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => {
          // A person's mistake or a missing thing will not fix itself by asking again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      // Offline, a change fails at once with a message saying so, instead of waiting unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
