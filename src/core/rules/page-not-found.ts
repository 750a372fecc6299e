import { looksLikeOperation, parsePageEntry } from '../model/page-entry';
import { KINDS, isGlobalLink } from '../model/kinds';
import { at, isBlank, defineRule } from './context';

/**
 * The page-file key of an entry: a leading "/" or "./", a trailing "/" and a ".mdx"/".md"
 * extension removed, as the site looks pages up.
 *
 * @example pageKey('/guides/intro.mdx') // 'guides/intro'
 */
export function pageKey(entry: string): string {
  // Nearly every entry is its own key: three regular expressions each found nothing to remove.
  if (!mayStrip(entry)) return entry;
  return entry
    .replace(/^\.?\//, '')
    .replace(/\/+$/, '')
    .replace(/\.mdx?$/, '');
}

/** False when pageKey would remove nothing: no "/" or "./" before, no "/" or ".md" at the end. */
function mayStrip(entry: string): boolean {
  const first = entry.charCodeAt(0);
  if (first === 47 || first === 46) return true; // "/", "."
  const last = entry.charCodeAt(entry.length - 1);
  return last === 47 || entry.endsWith('.md') || entry.endsWith('.mdx');
}

/** True when the entry names a page file of the set (a folder's `index` page counts). */
export function hasPageFile(files: ReadonlySet<string>, entry: string): boolean {
  if (files.has(entry)) return true;
  const key = pageKey(entry);
  // The same string is looked up once: a missing page (the case that reaches here) costs two lookups, not three.
  return (key !== entry && files.has(key)) || files.has(key === '' ? 'index' : `${key}/index`);
}

/**
 * With the page files known (a folder is open), every file-path page entry and group `root`
 * must match a page file (.mdx or .md, path without extension; a leading "/" is tolerated):
 * otherwise the site shows a broken link. Operation entries are core/openapi's; entries with a
 * lowercase method are lowercase-method's.
 */
export const pageNotFound = defineRule({
  code: 'page-not-found',
  on: 'all',
  check(ctx, el, out) {
    const files = ctx.pageFiles;
    if (!files) return;
    if (el.kind === 'page' && el.node.type === 'string') {
      const entry = el.node.value as string;
      if (hasPageFile(files, entry) || isBlank(entry)) return;
      if (entry.indexOf(' ') !== -1 && (parsePageEntry(entry).form !== 'file' || looksLikeOperation(entry))) return;
      out.push(
        at(
          ctx,
          el,
          'warning',
          'page-not-found',
          `page entry "${entry}" matches no page file (${pageKey(entry)}.mdx or .md) in the folder; the site would show a broken link. Create the page or fix the path.`,
        ),
      );
    } else if (isGlobalLink(el.kind) && el.node.type === 'object') {
      // A global link's href may be a relative path to a page: checked like a group's root.
      let href;
      for (const p of el.node.props) if (p.key === 'href') href = p.value;
      const v = href?.type === 'string' ? (href.value as string) : undefined;
      if (v === undefined || !v.startsWith('/') || v.startsWith('//')) return;
      const page = v.replace(/[?#].*$/, '');
      if (page === '/' || hasPageFile(files, page)) return;
      out.push(
        at(
          ctx,
          el,
          'warning',
          'page-not-found',
          `the ${KINDS[el.kind].title.toLowerCase()}'s href "${v}" matches no page file (${pageKey(page)}.mdx or .md) in the folder; the site would show a broken link. Create the page or fix the path.`,
          { key: 'href', site: 'accepts' },
        ),
      );
    } else if (el.kind === 'group' && el.node.type === 'object') {
      let root;
      for (const p of el.node.props) if (p.key === 'root') root = p.value;
      if (root && root.type === 'string' && !hasPageFile(files, root.value as string)) {
        out.push(
          at(
            ctx,
            el,
            'warning',
            'page-not-found',
            `the group's root page "${root.value}" matches no page file (${pageKey(root.value as string)}.mdx or .md) in the folder. Create it or choose another root.`,
            { key: 'root' },
          ),
        );
      }
    }
  },
});
