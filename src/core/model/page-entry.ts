/**
 * The three forms of a page entry (a string in a `pages` array), per SPEC.md:
 * a page file path (`quickstart`), an operation (`GET /users`) or an operation of a named
 * document (`openapi.yaml GET /users`). The method must be uppercase: `get /users` is a file
 * path as far as the site is concerned, and `looksLikeOperation` says so for a warning.
 */

export const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PageEntry =
  | { form: 'file'; path: string }
  | { form: 'operation'; method: HttpMethod; path: string; file?: string }
  | { form: 'webhook'; name: string; file?: string };

const OP = /^(?:(\S+)\s+)?(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE)\s+(\/\S*)$/;
const WEBHOOK = /^(?:(\S+)\s+)?webhook\s+(\S+)$/;
const INNER_SPACE = /\s/;
const LOOSE_OP = /^(?:(\S+)\s+)?(get|put|post|delete|options|head|patch|trace)\s+(\/\S*)$/i;

/**
 * Classify a page entry string.
 *
 * @example parsePageEntry('openapi.yaml GET /users') // { form: 'operation', method: 'GET', path: '/users', file: 'openapi.yaml' }
 */
export function parsePageEntry(entry: string): PageEntry {
  const s = entry.trim();
  // Both other forms have a space inside: most entries are file paths, which the two patterns
  // would each backtrack through character by character (the tree's first walk of a 368,000-page
  // config spent more in them than in anything else of a row).
  if (!INNER_SPACE.test(s)) return { form: 'file', path: entry };
  const m = OP.exec(s);
  if (m) return { form: 'operation', method: m[2] as HttpMethod, path: m[3], file: m[1] };
  const w = WEBHOOK.exec(s);
  if (w) return { form: 'webhook', name: w[2], file: w[1] };
  return { form: 'file', path: entry };
}

/**
 * Does a page entry name a web or mail address? The site shows such an entry as a link, not a
 * page.
 *
 * @example isLinkEntry('https://example.com') // true
 */
export function isLinkEntry(entry: string): boolean {
  // Only an entry starting with "h" or "m" can: the pattern is not run on the others (the tree
  // and the preview ask it of every page of a list of 200,000).
  const c = entry.charCodeAt(0) | 32;
  return (c === 104 || c === 109) && /^(https?:|mailto:)/i.test(entry);
}

/**
 * A page path without its leading slashes (`/guides/intro` is the page `guides/intro`). Most
 * entries have none: they are given back as they are, without running the pattern.
 *
 * @example withoutLeadingSlashes('//guides/intro') // 'guides/intro'
 */
export function withoutLeadingSlashes(path: string): string {
  return path.charCodeAt(0) === 47 ? path.replace(/^\/+/, '') : path;
}

/**
 * The page file a page entry names, without leading slashes; undefined for an operation, a
 * webhook or a link. `parsed` is the entry's parsePageEntry, when the caller has it already.
 *
 * @example pageFilePath('/guides/intro') // 'guides/intro'
 */
export function pageFilePath(entry: string, parsed: PageEntry = parsePageEntry(entry)): string | undefined {
  return parsed.form === 'file' && !isLinkEntry(entry) ? withoutLeadingSlashes(entry) : undefined;
}

/**
 * When `entry` reads like an operation but its method is not uppercase (`get /users`), the
 * entry as it should be written; otherwise undefined.
 */
export function looksLikeOperation(entry: string): string | undefined {
  const s = entry.trim();
  if (OP.test(s)) return undefined;
  const m = LOOSE_OP.exec(s);
  if (!m) return undefined;
  return `${m[1] ? m[1] + ' ' : ''}${m[2].toUpperCase()} ${m[3]}`;
}

/** The entry's text as the tree shows it: "GET /users" or the file path. */
export function formatPageEntry(e: PageEntry): string {
  if (e.form === 'file') return e.path;
  if (e.form === 'webhook') return `${e.file ? e.file + ' ' : ''}webhook ${e.name}`;
  return `${e.file ? e.file + ' ' : ''}${e.method} ${e.path}`;
}
