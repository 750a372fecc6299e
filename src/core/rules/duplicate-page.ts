import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

const SECTION = new Set(['navigation', 'language', 'version', 'product', 'tab', 'dropdown', 'anchor', 'menuItem']);

/**
 * The same page entry twice in one section (tab, anchor, version...): the sidebar shows it
 * twice and its breadcrumbs follow the first. Warn on the later ones; the fix removes one.
 */
export function duplicatePage(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<number, Map<string, NavElement>>();
  // The section of each group, filled in document order (a parent comes before its children).
  const sectionOf = new Map<number, number | undefined>();
  for (const el of ctx.list) {
    if (el.kind !== 'page') {
      const parentSection = el.parent === undefined ? undefined : sectionOf.get(el.parent);
      sectionOf.set(el.id, SECTION.has(el.kind) ? el.id : parentSection);
      continue;
    }
    if (el.node.type !== 'string') continue;
    const s = el.parent === undefined ? undefined : sectionOf.get(el.parent);
    if (s === undefined) continue;
    let m = seen.get(s);
    if (!m) seen.set(s, (m = new Map()));
    const key = (el.node.value as string).replace(/^\//, '');
    const first = m.get(key);
    if (!first) {
      m.set(key, el);
      continue;
    }
    out.push(
      at(ctx, el, 'warning', 'duplicate-page', `"${el.node.value}" is listed twice in this section (first at ${first.path.join('.')}); readers see it twice. Remove one of them.`, {
        fix: { title: 'Remove this duplicate', command: 'remove-element', args: { id: el.id } },
      }),
    );
  }
  return out;
}
