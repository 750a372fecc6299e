import type { OperationInfo } from './openapi-types';
import { titleFromPath } from '../sidebar/page-title';
import { posixJoin, posixParse, siteAddress } from './posix-path';

// WARNING: every function here reproduces the site generator's own code step by step
// (@mintlify/common `prepareStringToBeValidFilename`, `generateUniqueFilenameWithoutExtension`
// and `slugToTitle`; @mintlify/scraping `processOpenApiPath`), quirks included, and
// test/fidelity/expand-fixtures.test.ts holds them to the generator's answers. "Tidying" one
// (trimming a dash, lowercasing earlier) changes a reader's URL.

/** Where generated pages go when `openapi` gives no `directory` (REFERENCE.md, OpenAPI expansion 6). */
export const DEFAULT_DIRECTORY = 'api-reference';

/**
 * The generator's slug of a summary, tag or path: spaces become "-"; each `{...}` becomes "-";
 * one leading and one trailing "-" removed; `{ } ( ) , . ' /` and newlines removed; "--"
 * becomes "-" (one pass, so "---" stays "--"); lowercase. Other punctuation survives.
 *
 * @example slugify("Get a user's repos (v2)") // 'get-a-users-repos-v2'
 * @example slugify('Delete {id} now') // 'delete--now'
 */
export function slugify(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/**
 * The slug of an operation without a summary: the lowercase method, a dash, and the path's slug.
 *
 * @example methodPathSlug('PUT', '/pets/{petId}/photos') // 'put-pets-photos'
 * @example methodPathSlug('DELETE', '/plants/{plantId}') // 'delete-plants'
 */
export function methodPathSlug(method: string, path: string): string {
  return `${method.toLowerCase()}-${slugify(path)}`;
}

/**
 * The last segment of an operation's page name: its summary's slug when the summary is a
 * non-empty string, else its method and path (a webhook: its name's slug).
 */
export function leafSlug(op: Pick<OperationInfo, 'kind' | 'method' | 'path' | 'rawSummary'>): string {
  return op.rawSummary ? slugify(op.rawSummary) : op.kind === 'webhook' ? slugify(op.path) : methodPathSlug(op.method, op.path);
}

/**
 * The page name of an operation before numbering: `x-mint.href` when set (its folder and name,
 * an extension dropped), else `<directory>/<tag slug>/<leaf slug>` joined as POSIX paths (so
 * an empty tag or summary slug leaves no empty segment, and a directory's slashes are
 * normalised). Not lowercased yet: the generator compares this form with the (lowercased) names
 * it already gave, then lowercases.
 *
 * @example baseAddress({ method: 'GET', path: '/plants', rawSummary: 'List plants', tag: 'Plants', ... }, 'api-reference') // 'api-reference/plants/list-plants'
 */
export function baseAddress(
  op: Pick<OperationInfo, 'kind' | 'method' | 'path' | 'rawSummary' | 'tag' | 'href' | 'slug' | 'tagSlug'>,
  directory: string,
): string {
  if (op.href !== undefined) {
    const { dir, name } = posixParse(op.href.replace(/^\//, ''));
    return posixJoin(dir, name);
  }
  // Runs for every operation after every navigation edit: precomputed slugs.
  const leaf = op.slug ?? leafSlug(op);
  const tag = op.tag === undefined ? '' : (op.tagSlug ?? slugify(op.tag));
  return posixJoin(directory, tag, leaf);
}

/**
 * The name the generator gives a page inside one generated group: `base`, or `base-1`,
 * `base-2`... when a page already listed in the group has that name; then lowercased. `taken`
 * holds the names of the group's listed (not `x-hidden`) pages so far.
 */
export function uniqueName(taken: ReadonlySet<string>, base: string): string {
  let name = base;
  for (let n = 1; taken.has(name); n++) name = `${base}-${n}`;
  return name.toLowerCase();
}

/** The titles of a generated page: the page's own, and the one the sidebar shows. */
export interface GeneratedTitles {
  /** The page's title (its heading). */
  readonly title: string;
  /** What the sidebar shows: `sidebarTitle` when the page has one, else the title. */
  readonly sidebar: string;
}

/**
 * A generated page's titles as the generator sets them: an operation's title is its summary
 * as written (even an empty one), else the page name as a title ("Put pets photos"); a webhook's
 * is always its page name as a title. With `x-mint.href` and a summary, the sidebar shows the
 * page name as a title, not the summary. `x-mint.metadata` title and sidebarTitle win.
 *
 * @example generatedTitles({ kind: 'operation', rawSummary: 'Generate a response', href: '/api/generate' }, 'api/generate') // { title: 'Generate a response', sidebar: 'Generate' }
 */
export function generatedTitles(
  op: Pick<OperationInfo, 'kind' | 'rawSummary' | 'href' | 'metadataTitle' | 'metadataSidebarTitle'>,
  name: string,
): GeneratedTitles {
  const fromName = titleFromPath(name);
  const title = op.metadataTitle ?? (op.kind === 'webhook' ? fromName : (op.rawSummary ?? fromName));
  const sidebar = op.metadataSidebarTitle ?? (op.kind !== 'webhook' && op.href !== undefined && op.rawSummary ? fromName : undefined);
  return { title, sidebar: sidebar ?? title };
}

/**
 * The address of a page name on the site (as its `href` has it, without the leading slash).
 *
 * @example pageAddress('/api/./users') // 'api/users'
 */
export function pageAddress(name: string): string {
  return siteAddress(name);
}
