import type { OperationInfo } from './openapi-types';

/** Where generated pages go when `openapi` gives no `directory` (REFERENCE.md, OpenAPI expansion 6). */
export const DEFAULT_DIRECTORY = 'api-reference';

/**
 * The generator's slug of a summary or tag, step by step as REFERENCE.md records it: spaces
 * become "-"; `{...}` is removed; `( ) , . ' /` and newlines are removed; "--" becomes "-" (one
 * pass, as the generator does it); lowercase. Other punctuation survives.
 *
 * @example slugify("Get a user's repos (v2)") // 'get-a-users-repos-v2'
 */
export function slugify(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/\{[^}]*\}/g, '')
    .replace(/[(),.'/\r\n]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/**
 * The slug of an operation without a summary: its method and path, slashes as dashes. A path
 * ending in a parameter would leave a dangling dash ("delete-plants-"); it is trimmed.
 *
 * @example methodPathSlug('PUT', '/pets/{petId}/photos') // 'put-pets-photos'
 */
export function methodPathSlug(method: string, path: string): string {
  return slugify(`${method}${path.replace(/\//g, '-')}`).replace(/-+$/, '');
}

/** The last segment of an operation's page address: its summary's slug, else its method and path (a webhook: its name). */
export function leafSlug(op: Pick<OperationInfo, 'kind' | 'method' | 'path' | 'summary'>): string {
  return op.summary ? slugify(op.summary) : op.kind === 'webhook' ? slugify(op.path) : methodPathSlug(op.method, op.path);
}

/**
 * The address of an operation's page before de-duplication: `x-mint.href` when set, else
 * `<directory>/<tag>/<summary>` (no tag: `<directory>/<summary>`; no summary: the method and
 * path). No leading slash, like page entries.
 *
 * @example baseAddress({ method: 'GET', path: '/plants', summary: 'List plants', tag: 'Plants', ... }, 'api-reference') // 'api-reference/plants/list-plants'
 */
export function baseAddress(
  op: Pick<OperationInfo, 'kind' | 'method' | 'path' | 'summary' | 'tag' | 'href' | 'slug' | 'tagSlug'>,
  directory: string,
): string {
  if (op.href) return op.href.replace(/^\/+/, '');
  // Runs for every operation after every navigation edit: precomputed slugs, no arrays.
  const leaf = op.slug ?? leafSlug(op);
  const tag = op.tag === undefined ? '' : (op.tagSlug ?? slugify(op.tag));
  const dir = directory.charCodeAt(0) === 47 || directory.endsWith('/') ? directory.replace(/^\/+|\/+$/g, '') : directory;
  let out = dir;
  if (tag) out = out ? `${out}/${tag}` : tag;
  if (leaf) out = out ? `${out}/${leaf}` : leaf;
  return out;
}

/**
 * The title of a generated page: the summary as written, else the last segment of its address
 * with dashes as spaces and a capital first letter.
 *
 * @example pageTitleOf({ method: 'PUT', path: '/pets/{petId}/photos' }, 'api-reference/put-pets-photos') // 'Put pets photos'
 */
export function pageTitleOf(op: Pick<OperationInfo, 'summary'>, address: string): string {
  if (op.summary) return op.summary;
  const last = address.split('/').pop() ?? address;
  const words = last.replace(/-+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : address;
}
