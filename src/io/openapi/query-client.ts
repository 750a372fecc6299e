import { QueryClient } from '@tanstack/react-query';

/**
 * The react-query client of remote OpenAPI documents: fetched once, cached (a tab switch or an
 * edit never refetches), retried twice with back-off before a failure shows. Its own client,
 * passed to the hooks explicitly, so the feature works whatever providers the shell sets up.
 */
export const openapiQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 2,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      staleTime: 10 * 60 * 1000,
      gcTime: 30 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
  },
});
