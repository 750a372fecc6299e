import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchProject, UnreachableError } from '../../io/fetch-text';
import { openProject, type OpenResult } from '../../io/project-files';

export interface UrlOpener {
  /** The URL being fetched, while it is. */
  readonly loading: string | undefined;
  /** Fetch and open a docs.json (with its split files) by URL. */
  open(url: string): void;
}

/** The `?open=<url>` of the address, if any. */
export function openParam(): string | undefined {
  return new URLSearchParams(location.search).get('open') ?? undefined;
}

/**
 * Open a docs.json from a URL with react-query (loading and error states; an unreachable
 * address is retried once, an HTTP error is not): `?open=<url>` in the address on start, or
 * the open dialog's field. The result goes through `accept`, which keeps the open document
 * when the text is not a docs.json; a failed fetch says why and keeps it too.
 */
export function useUrlOpener(accept: (r: OpenResult) => boolean, setMessage: (m: { kind: 'error' | 'info'; text: string } | undefined) => void): UrlOpener {
  const [url, setUrl] = useState<string | undefined>(openParam);
  // A new request for the same address fetches again: the file may have changed since.
  const [attempt, setAttempt] = useState(0);
  const q = useQuery({
    queryKey: ['open-url', url, attempt],
    queryFn: () => fetchProject(url!),
    enabled: !!url,
    retry: (count, error) => count < 1 && error instanceof UnreachableError,
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    if (!url) return;
    if (q.isSuccess) {
      accept(openProject(q.data, 'url', url, { main: 'docs.json' }));
      setUrl(undefined);
    } else if (q.isError) {
      setMessage({ kind: 'error', text: `${(q.error as Error).message} The document you had open stays open.` });
      setUrl(undefined);
    }
  }, [q.isSuccess, q.isError, q.data, q.error, url, accept, setMessage]);
  const open = useCallback((u: string) => {
    setAttempt((n) => n + 1);
    setUrl(u);
  }, []);
  return { loading: url, open };
}
