/**
 * Page titles as the rendered sidebar shows them. The site takes a page's title from its front
 * matter; docsnav only knows front matter when a folder (or the sample) is open, so it falls back
 * to the file name turned into a title, the way a reader would guess it.
 */

/** Words kept as written when a file name becomes a title. */
const KEEP = new Set(['api', 'sdk', 'cli', 'ui', 'url', 'id', 'json', 'yaml', 'http', 'oauth', 'faq', 'css', 'html']);

/**
 * Turn a page path into a title: the last segment, dashes and underscores as spaces, first
 * letter capitalised, known acronyms uppercased.
 *
 * @example titleFromPath('guides/getting-started') // 'Getting started'
 * @example titleFromPath('api/rest_api-keys') // 'Rest API keys'
 */
export function titleFromPath(path: string): string {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? path;
  const words = last
    .replace(/\.mdx?$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (KEEP.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  if (words.length === 0) return path;
  const s = words.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The sidebar title of a page file: front matter `sidebarTitle`, else `title`, else the file
 * name as a title. `frontMatter` is keyed by the page path without extension.
 */
export function pageTitle(path: string, frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>): string {
  const fm = frontMatter?.get(path.replace(/^\/+/, ''));
  return fm?.sidebarTitle || fm?.title || titleFromPath(path);
}

/** The page pane's heading: front matter `title`, else the sidebar title. */
export function pageHeading(path: string, frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>): string {
  const fm = frontMatter?.get(path.replace(/^\/+/, ''));
  return fm?.title || pageTitle(path, frontMatter);
}
