import { MAX_DOCS_BYTES } from './project-files';

/**
 * Fetch a text by URL for opening (a remote docs.json). Refuses bodies over the size limit
 * (by Content-Length when given, else by length) and says what went wrong in words a person
 * can act on.
 */
export async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch {
    throw new Error(`${url} could not be reached (offline, a wrong address, or the server does not allow cross-origin requests).`);
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}.`);
  const len = Number(res.headers.get('content-length') ?? 0);
  if (len > MAX_DOCS_BYTES) throw new Error(`${url} is ${(len / 1e6).toFixed(0)} MB; a docs.json is far smaller.`);
  return res.text();
}
