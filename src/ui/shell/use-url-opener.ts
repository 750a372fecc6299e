import { useCallback, useEffect, useState } from 'react';
import { openProjectLoading, type OpenResult } from '../../io/project-files';

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
 * Open a docs.json from a URL with react-query (io/fetch-project-query.ts, loaded with the first
 * URL; an unreachable address is retried once, an HTTP error is not): `?open=<url>` on start, or
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
  // The answer to this address and attempt (an earlier one's, arriving late, is not it).
  const [answer, setAnswer] = useState<{ url: string; attempt: number } & ({ opened: OpenResult } | { error: Error })>();
  useEffect(() => {
    if (!url || unopenable(url)) return;
    let live = true;
    import('../../io/fetch-project-query')
      .then((m) => m.fetchProjectQuery(url, attempt))
      // Opened here, where waiting is already the rule: a mint.json loads its converter first.
      .then((files) => openProjectLoading(files, 'url', url, { main: 'docs.json' }))
      .then(
        (opened) => live && setAnswer({ url, attempt, opened }),
        (error: Error) => live && setAnswer({ url, attempt, error }),
      );
    return () => {
      live = false;
    };
  }, [url, attempt]);
  useEffect(() => {
    if (!url || !answer || answer.url !== url || answer.attempt !== attempt) return;
    const had = hasDocument();
    const keep = had ? 'The document you had open stays open.' : 'The built-in sample opens instead.';
    if ('opened' in answer) {
      const r = answer.opened;
      if (!r.ok && !had)
        setMessage({
          kind: 'error',
          text: r.message.replace('the document you had open stays open.', 'the built-in sample opens instead.'),
        });
      else accept(r);
    } else setMessage({ kind: 'error', text: `${answer.error.message} ${keep}` });
    setUrl(undefined);
    onSettled?.();
  }, [answer, url, attempt, accept, setMessage, hasDocument, onSettled]);
  const open = useCallback((u: string) => {
    setAttempt((n) => n + 1);
    setUrl(u);
  }, []);
  // An address that is not http(s) (`javascript:`, `file:`, `data:`) is refused before any
  // fetch, with its reason: it failed with no word before, and the sample covered it.
  useEffect(() => {
    if (!url) return;
    const why = unopenable(url);
    if (!why) return;
    setMessage({
      kind: 'error',
      text: `${why} ${hasDocument() ? 'The document you had open stays open.' : 'The built-in sample opens instead.'}`,
    });
    setUrl(undefined);
    onSettled?.();
  }, [url, setMessage, hasDocument, onSettled]);
  return { loading: url, open };
}

/** Why `url` cannot be opened, for a scheme other than http(s); undefined for one that may be fetched (relative ones too). */
export function unopenable(url: string): string | undefined {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || scheme === 'http' || scheme === 'https') return undefined;
  return `"${url.length > 80 ? `${url.slice(0, 80)}…` : url}" cannot be opened: only http and https addresses of a docs.json can (this one is a ${scheme}: address).`;
}
