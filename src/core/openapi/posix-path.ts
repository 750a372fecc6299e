/**
 * The few POSIX path operations the site generator applies to generated page addresses
 * (Node's `path.posix.join`, `normalize` and `parse`), written out because src/core may not
 * import node:path. Only what addresses need: no Windows forms, no `resolve` beyond the root.
 */

/** What normalising changes: an empty segment ("//"), or a "." or ".." segment. */
const NOT_NORMAL = /\/\/|(^|\/)\.\.?(\/|$)/;

/**
 * Normalise a path as `path.posix.normalize` does: repeated slashes collapsed, "." removed,
 * ".." resolved (above the root of an absolute path it is dropped; at the start of a relative
 * one it is kept), a trailing slash kept, and "." for an empty result.
 *
 * @example posixNormalize('a//b/../c/') // 'a/c/'
 */
export function posixNormalize(path: string): string {
  if (path === '') return '.';
  // Already normal (every generated page name but odd ones): itself, without splitting it.
  if (!NOT_NORMAL.test(path)) return path;
  const absolute = path.startsWith('/');
  const trailing = path.endsWith('/');
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else out.push(seg);
  }
  let s = out.join('/');
  if (s === '' && !absolute) s = '.';
  if (trailing && s !== '' && s !== '.') s += '/';
  return absolute ? `/${s}` : s;
}

/**
 * Join path segments as `path.posix.join` does: empty segments skipped, the rest joined with
 * "/" and normalised ("." when nothing is left).
 *
 * @example posixJoin('api-reference', '', 'list-users') // 'api-reference/list-users'
 */
export function posixJoin(...segments: string[]): string {
  const joined = segments.filter((s) => s !== '').join('/');
  return joined === '' ? '.' : posixNormalize(joined);
}

/**
 * The folder and the name without extension of a path, as `path.posix.parse` gives `dir` and
 * `name` ("custom/admin.v2" -> dir "custom", name "admin"; a leading dot is not an extension).
 */
export function posixParse(path: string): { dir: string; name: string } {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  const trimmed = path.slice(0, end);
  const slash = trimmed.lastIndexOf('/');
  const base = trimmed.slice(slash + 1);
  const dir = slash === -1 ? '' : slash === 0 ? '/' : trimmed.slice(0, slash);
  const dot = base.lastIndexOf('.');
  const name = dot > 0 && base !== '..' ? base.slice(0, dot) : base;
  return { dir, name };
}

/**
 * The address a page file name gets on the site: `path.posix.resolve('/', name)` without its
 * leading slash ("api/../x" -> "x", "/a//b" -> "a/b", "." -> "").
 */
export function siteAddress(name: string): string {
  // A normal name without a leading slash resolves to itself, less a trailing slash.
  if (name !== '' && name[0] !== '/' && !NOT_NORMAL.test(name)) return name.endsWith('/') ? name.slice(0, -1) : name;
  const n = posixNormalize(`/${name}`);
  return n.replace(/^\/+/, '').replace(/\/+$/, '');
}
