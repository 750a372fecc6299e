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
export function useUrlOpener(
  accept: (r: OpenResult) => boolean,
  setMessage: (m: { kind: 'error' | 'info'; text: string } | undefined) => void,
  hasDocument: () => boolean = () => true,
  onSettled?: () => void,
): UrlOpener {
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
    if (!q.isSuccess && !q.isError) return;
    const had = hasDocument();
    const keep = had ? 'The document you had open stays open.' : 'The built-in sample opens instead.';
    if (q.isSuccess) {
      const r = openProject(q.data, 'url', url, { main: 'docs.json' });
      if (!r.ok && !had)
        setMessage({
          kind: 'error',
          text: r.message.replace('the document you had open stays open.', 'the built-in sample opens instead.'),
        });
      else accept(r);
    } else setMessage({ kind: 'error', text: `${(q.error as Error).message} ${keep}` });
    setUrl(undefined);
    onSettled?.();
  }, [q.isSuccess, q.isError, q.data, q.error, url, accept, setMessage, hasDocument, onSettled]);
  const open = useCallback((u: string) => {
    setAttempt((n) => n + 1);
    setUrl(u);
  }, []);
  return { loading: url, open };
}
