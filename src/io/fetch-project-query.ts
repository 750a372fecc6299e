import { QueryClient } from '@tanstack/react-query';
import { fetchProject } from './fetch-text';

// Every open by URL is a request of its own (a new attempt at the same address fetches again:
// the file may have changed), kept for no one after it settles.
const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0, gcTime: 0 } } });

/**
 * Fetch a docs.json and its split files by URL through react-query: an unreachable address is
 * retried once (after react-query's back-off), an HTTP error or a file that is not JSON is not.
 * `attempt` tells one request for an address from the next. Loaded when a URL is opened
 * (ui/shell/use-url-opener.ts), with react-query, so neither is in the JavaScript loaded at start.
 */
export function fetchProjectQuery(url: string, attempt: number): Promise<Map<string, string>> {
  return client.fetchQuery({
    queryKey: ['open-url', url, attempt],
    queryFn: () => fetchProject(url),
    retry: (count, error) => count < 1 && error.name === 'UnreachableError',
  });
}
