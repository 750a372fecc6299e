import { MAX_DOCS_BYTES } from './project-files';
import { loadWorkspace } from '../core/model/workspace';

/** A fetch that failed before any answer (offline, a wrong host, CORS): worth one retry. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

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
    throw new UnreachableError(
      `${url} could not be reached (offline, a wrong address, a redirect loop, or the server does not allow cross-origin requests).`,
    );
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status}${res.statusText ? ' ' + res.statusText : ''}. Check the address.`);
  const len = Number(res.headers.get('content-length') ?? 0);
  if (len > MAX_DOCS_BYTES) throw new Error(`${url} is ${(len / 1e6).toFixed(0)} MB; a docs.json is far smaller. Check the address.`);
  return readCapped(res, url, MAX_DOCS_BYTES);
}

/**
 * A response body as text, counting bytes as they arrive and stopping at `limit`: a server
 * that sends no Content-Length (or a false one) cannot make the page hold 200 MB before the
 * size is known. A byte order mark is kept, as readText keeps it.
 */
async function readCapped(res: Response, url: string, limit: number): Promise<string> {
  const tooLarge = () => new Error(`${url} is over ${(limit / 1e6).toFixed(0)} MB; a docs.json is far smaller. Check the address.`);
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * The address of a file's raw text for the addresses people copy from a code host's page:
 * a GitHub "blob" page becomes its raw file. Other addresses are returned as they are.
 *
 * @example toRawUrl('https://github.com/o/r/blob/main/docs.json') // 'https://raw.githubusercontent.com/o/r/main/docs.json'
 */
export function toRawUrl(url: string): string {
  const m = /^https?:\/\/github\.com\/([^/]+)\/([^/]+)\/blob\/(.+)$/.exec(url.trim());
  return m ? `https://raw.githubusercontent.com/${m[1]}/${m[2]}/${m[3]}` : url.trim();
}

/** Split files fetched at most for one URL: real configs split into a few dozen at most. */
const MAX_SPLIT_FILES = 200;

/**
 * Fetch a docs.json by URL with the `$ref` split files it reaches, each resolved against the
 * URL of the file that names it. Returns texts by path relative to docs.json ("docs.json",
 * "languages/fr.json"), ready for openProject. A split file that cannot be fetched is left
 * out (opening then says which `$ref` was not found); only docs.json itself must arrive.
 */
export async function fetchProject(url: string, get: (url: string) => Promise<string> = fetchText): Promise<Map<string, string>> {
  const raw = toRawUrl(url);
  // Relative addresses (`?open=/docs.json`) resolve against the page, as fetch does.
  const base = typeof location !== 'undefined' ? new URL(raw, location.href).toString() : raw;
  const files = new Map<string, string>([['docs.json', await get(base)]]);
  const failed = new Set<string>();
  for (;;) {
    const missing = new Set<string>();
    loadWorkspace('docs.json', files.get('docs.json')!, (p) => {
      const t = files.get(p);
      if (t === undefined && !failed.has(p)) missing.add(p);
      return t;
    });
    if (!missing.size || files.size > MAX_SPLIT_FILES) break;
    await Promise.all(
      [...missing].map(async (p) => {
        const url = splitFileUrl(p, base);
        if (!url) return void failed.add(p);
        try {
          files.set(p, await get(url));
        } catch {
          failed.add(p);
        }
      }),
    );
  }
  // Its own chunk: loaded with the first address opened, not with the page.
  const { fetchOpenapiFiles } = await import('./fetch-openapi-files');
  await fetchOpenapiFiles(files, (p) => splitFileUrl(p, base), get, MAX_SPLIT_FILES);
  return files;
}

/**
 * The URL of split file `path` (relative to docs.json) of a config at `base`, or undefined when
 * it would leave the config: another origin, or a path outside the folder of docs.json once the
 * URL parser has had its say (it reads "\\" as "/" and decodes "%2e"). loadWorkspace already
 * refuses such `$ref` values (refProblem); this is the check on what would really be fetched.
 *
 * @example splitFileUrl('nav/a.json', 'https://x.dev/docs/docs.json') // 'https://x.dev/docs/nav/a.json'
 * @example splitFileUrl('../a.json', 'https://x.dev/docs/docs.json') // undefined
 */
export function splitFileUrl(path: string, base: string): string | undefined {
  let url: URL;
  let root: URL;
  try {
    url = new URL(path, base);
    root = new URL('.', base);
  } catch {
    return undefined;
  }
  if (url.origin !== root.origin || url.protocol !== root.protocol) return undefined;
  if (!url.pathname.startsWith(root.pathname)) return undefined;
  let rest: string;
  try {
    rest = decodeURIComponent(url.pathname.slice(root.pathname.length));
  } catch {
    return undefined; // a stray "%" that decodes to nothing
  }
  if (rest.split('/').some((seg) => seg === '..' || seg === '.') || rest.includes('\\')) return undefined;
  return url.toString();
}
