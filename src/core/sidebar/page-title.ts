import { withoutLeadingSlashes } from '../model/page-entry';

/**
 * Page titles as the rendered sidebar shows them. The site takes a page's title from its front
 * matter; without one (or before a folder is open) it falls back to the file name turned into a
 * title, the generator's way.
 */

/**
 * Turn a page path into a title exactly as the site generator does when a page has no `title`
 * (its `slugToTitle`, checked against the generator by test/fidelity/expand-*.test.ts): the last
 * segment (a `?query` dropped), dashes and underscores as spaces, the first letter capitalised,
 * every other letter kept as written. So `cli` is "Cli" and `API-keys` is "API keys": the
 * preview shows what readers will see, not a nicer guess.
 *
 * @example titleFromPath('guides/getting-started') // 'Getting started'
 * @example titleFromPath('api/rest_API-keys') // 'Rest API keys'
 */
export function titleFromPath(path: string): string {
  const q = path.indexOf('?');
  const slug = q > -1 ? path.slice(0, q) : path;
  let last = slug.slice(slug.lastIndexOf('/') + 1);
  if (last.includes('-') || last.includes('_')) last = last.replace(/[-_]/g, ' ');
  // The tree and the preview title every page of a list this way (200,000 in the bench's flat
  // config): a first character in a to z is capitalised without toUpperCase's new string, one
  // that is other ASCII (or none) is kept, and only the rest take the general way.
  const c = last.charCodeAt(0);
  if (c >= 97 && c <= 122) return String.fromCharCode(c - 32) + last.slice(1);
  if (!(c >= 128)) return last;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/**
 * The sidebar title of a page file: front matter `sidebarTitle`, else `title`, else the summary
 * of the operation its front matter `openapi` binds it to (SPEC.md, OpenAPI binding, rule 7;
 * `operationTitle`, from the OpenAPI analysis), else the file name as a title. `frontMatter` is
 * keyed by the page path without extension.
 */
export function pageTitle(
  path: string,
  frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>,
  operationTitle?: string,
): string {
  const fm = frontMatter?.get(withoutLeadingSlashes(path));
  return fm?.sidebarTitle || fm?.title || operationTitle || titleFromPath(path);
}

/** The page pane's heading: front matter `title`, else the bound operation's summary, else the sidebar title. */
export function pageHeading(
  path: string,
  frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>,
  operationTitle?: string,
): string {
  const fm = frontMatter?.get(withoutLeadingSlashes(path));
  return fm?.title || operationTitle || pageTitle(path, frontMatter);
}
