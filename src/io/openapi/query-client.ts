import { QueryClient } from '@tanstack/react-query';
import { fetchOpenapiText } from './fetch-openapi';

/**
 * The react-query client of remote OpenAPI documents: fetched once, cached (a tab switch or an
 * edit never refetches), retried twice with back-off before a failure shows. Its own client, so
 * the feature works whatever providers the shell sets up. This module is imported only when a
 * document names a remote OpenAPI source (ui/shell/use-openapi.ts), so react-query is not in
 * the JavaScript loaded at start (#16).
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

/** The text of the remote OpenAPI document at `url`, through the client: a fresh cached copy, the request already under way, or a new one (retried). */
export function fetchRemoteOpenapi(url: string): Promise<string> {
  return openapiQueryClient.fetchQuery({
    queryKey: ['openapi', url],
    queryFn: ({ signal }) => fetchOpenapiText(url, signal),
  });
}
