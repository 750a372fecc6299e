import { parsePageEntry } from '../model/page-entry';
import type { NavIndex } from '../model/nav-index';
import { pageKey } from '../rules/page-not-found';

/**
 * Page files of the opened folder that the navigation does not name, sorted: the pages a
 * reader can never reach from the sidebar. An entry names a file the way the site looks it up
 * (`pageKey`: leading "/" and extension ignored; "guides" also names "guides/index"), and a
 * group's `root` names its page too. Operation entries name no file.
 *
 * @example unlistedPages(index, new Set(['index', 'guides/extra'])) // ['guides/extra'] when only index is listed
 */
export function unlistedPages(index: NavIndex, pageFiles: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  const name = (entry: string) => {
    const key = pageKey(entry);
    named.add(key);
    // Same lookup as hasPageFile: an entry for a folder names its index page.
    named.add(key === '' ? 'index' : `${key}/index`);
  };
  for (const id of index.order) {
    const el = index.elements.get(id)!;
    if (el.kind === 'page') {
      if (el.node.type !== 'string') continue;
      const entry = el.node.value as string;
      // A plain path is the common case; only entries with a space can be operations.
      if (entry.indexOf(' ') === -1 || parsePageEntry(entry).form === 'file') name(entry);
    } else if (el.kind === 'group' && el.node.type === 'object') {
      for (const p of el.node.props) if (p.key === 'root' && p.value.type === 'string') name(p.value.value as string);
    }
  }
  const out: string[] = [];
  for (const f of pageFiles) if (!named.has(f)) out.push(f);
  return out.sort((a, b) => a.localeCompare(b));
}
