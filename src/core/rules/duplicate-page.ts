import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, elementsOf, placeOfElement, type RuleContext } from './context';

/**
 * The same page entry twice in one section (the nearest tab, anchor, version... above it,
 * whatever groups lie between): the sidebar shows it twice and its breadcrumbs follow the
 * first. A warning on each later copy; the fix removes that copy. A leading "/" is ignored.
 */
export function duplicatePage(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Section of each group, filled in pre-order (parents come before their children).
  const sectionOf = new Map<number, number>();
  const seen = new Map<number, Map<string, NavElement>>();
  for (const el of elementsOf(ctx.index)) {
    if (el.parent === undefined) continue;
    const parent = ctx.index.elements.get(el.parent)!;
    const section = parent.kind === 'group' ? sectionOf.get(parent.id) : parent.id;
    if (section === undefined) continue;
    if (el.kind === 'group') {
      sectionOf.set(el.id, section);
      continue;
    }
    if (el.kind !== 'page' || el.node.type !== 'string') continue;
    const raw = el.node.value as string;
    if (raw.trim() === '') continue; // empty-page-entry
    const key = raw.charCodeAt(0) === 47 ? raw.slice(1) : raw;
    let m = seen.get(section);
    if (!m) seen.set(section, (m = new Map()));
    const first = m.get(key);
    if (!first) {
      m.set(key, el);
      continue;
    }
    out.push(
      at(ctx, el, 'warning', 'duplicate-page', `"${raw}" is already listed in this section at ${placeOfElement(ctx, first)}; readers see it twice and its breadcrumbs follow the first. Remove one of them.`, {
        fix: { title: 'Remove this duplicate', command: 'remove-element', args: { id: el.id } },
      }),
    );
  }
  return out;
}
