import { parsePageEntry } from '../model/page-entry';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

/** Strip a leading "/" and a ".mdx"/".md" extension: how the site looks page entries up. */
export function pageKey(entry: string): string {
  return entry.replace(/^\.?\//, '').replace(/\.mdx?$/, '');
}

/**
 * With a folder open, every file-path page entry (and group `root`) must match a page file
 * (.mdx or .md). Operation entries are checked by the OpenAPI rules.
 */
export function pageNotFound(ctx: RuleContext): Diagnostic[] {
  const files = ctx.pageFiles;
  if (!files) return [];
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.kind === 'page' && el.node.type === 'string') {
      const entry = el.node.value as string;
      const parsed = parsePageEntry(entry);
      if (parsed.form !== 'file' || entry.trim() === '' || files.has(pageKey(entry))) continue;
      out.push(at(ctx, el, 'warning', 'page-not-found', `no page file "${pageKey(entry)}.mdx" (or .md) in the opened folder; the site would show a broken link. Create the page or fix the path.`));
    } else if (el.kind === 'group' && el.node.type === 'object') {
      const root = el.node.props.find((p) => p.key === 'root')?.value;
      if (root && root.type === 'string' && !files.has(pageKey(root.value as string))) {
        out.push(at(ctx, el, 'warning', 'page-not-found', `the group's root page "${pageKey(root.value as string)}.mdx" is not in the opened folder. Create it or choose another root.`, { key: 'root' }));
      }
    }
  }
  return out;
}
