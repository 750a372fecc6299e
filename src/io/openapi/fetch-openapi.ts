import { readText } from '../read-text';
import { RemoteAnswerError } from '../../core/openapi/document-state';

/** The largest remote document accepted: GitHub's, the largest real one known, is 13 MB. */
export const MAX_OPENAPI_BYTES = 60 * 1024 * 1024;

/**
 * Fetch a remote OpenAPI document's text (an `openapi` set to an https URL). Rejects with a
 * message for a person: unreachable (offline, wrong address, or no CORS for this origin), the
 * status it answered, or a size no OpenAPI document has (those two as `RemoteAnswerError`).
 */
export async function fetchOpenapiText(url: string, signal?: AbortSignal): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: 'application/json, application/yaml, text/yaml, */*' } });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new Error(`${url} could not be reached (offline, a wrong address, or the server does not allow this page's origin with CORS)`, {
      cause: e,
    });
  }
  // It answered: an error status or a size no document has is an error (see remoteFailure); no
  // answer at all (above) only means the document could not be checked.
  if (!res.ok) throw new RemoteAnswerError(`${url} answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
  const len = Number(res.headers.get('content-length') ?? 0);
  if (len > MAX_OPENAPI_BYTES)
    throw new RemoteAnswerError(`${url} is ${(len / 1e6).toFixed(0)} MB, larger than any OpenAPI document docsnav opens`);
  // Decoded in slices: a 13 MB document decoded at once holds the page's thread ~40 ms.
  return readText(await res.blob());
}
