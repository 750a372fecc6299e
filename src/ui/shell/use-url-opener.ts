import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchText } from '../../io/fetch-text';
import { openProject, type OpenResult } from '../../io/project-files';

/** Set by the open dialog's URL field; `?open=<url>` in the address sets it on start. */
let requested: ((url: string) => void) | undefined;

/** Ask the URL opener to open `url` (the open dialog's field). */
export function requestOpenUrl(url: string): void {
  requested?.(url);
}

/**
 * Open a docs.json from a URL with react-query (cached, retried once, with loading and error
 * states): `?open=<url>` in the address on start, or the dialog's field. Returns whether a load
 * is in flight.
 */
export function useUrlOpener(accept: (r: OpenResult) => boolean, setMessage: (m: { kind: 'error' | 'info'; text: string } | undefined) => void): boolean {
  const [url, setUrl] = useState(() => new URLSearchParams(location.search).get('open') ?? undefined);
  requested = setUrl;
  const q = useQuery({ queryKey: ['open-url', url], queryFn: () => fetchText(url!), enabled: !!url, retry: 1, staleTime: Infinity });
  useEffect(() => {
    if (!url) return;
    if (q.isSuccess) {
      accept(openProject(new Map([['docs.json', q.data]]), 'url', url));
      setUrl(undefined);
    } else if (q.isError) {
      setMessage({ kind: 'error', text: `${(q.error as Error).message} The document you had open stays open.` });
      setUrl(undefined);
    }
  }, [q.isSuccess, q.isError, q.data, q.error, url, accept, setMessage]);
  return !!url && q.isFetching;
}
