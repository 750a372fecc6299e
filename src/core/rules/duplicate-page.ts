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
    let m = seen.get(section);
    if (!m) seen.set(section, (m = new Map()));
    check(ctx, el, m, out);
  }
  return out;
}

/**
 * The same rule for one section, as runRules caches it: the duplicates of the section's own
 * pages (reached through groups) and, in document order among them, those of the sections
 * nested in it, which `nested` gives (runRules has them from its cache). Its result depends on
 * the section's subtree only, so an untouched section keeps it across edits.
 */
duplicatePage.inSection = (ctx: RuleContext, section: NavElement, nested: (el: NavElement) => readonly Diagnostic[], out: Diagnostic[]): void => {
  const seen = new Map<string, NavElement>();
  const stack: number[] = [];
  for (let k = section.children.length - 1; k >= 0; k--) stack.push(section.children[k]);
  while (stack.length) {
    const el = ctx.index.elements.get(stack.pop()!)!;
    if (el.kind === 'group') {
      for (let k = el.children.length - 1; k >= 0; k--) stack.push(el.children[k]);
    } else if (el.kind === 'page') {
      if (el.node.type === 'string') check(ctx, el, seen, out);
    } else for (const d of nested(el)) out.push(d);
  }
};

/** Report `el` when its entry is already in the section's `seen` entries; else remember it. */
function check(ctx: RuleContext, el: NavElement, seen: Map<string, NavElement>, out: Diagnostic[]): void {
  const raw = (el.node as { value: unknown }).value as string;
  if (raw.trim() === '') return; // empty-page-entry
  const key = raw.charCodeAt(0) === 47 ? raw.slice(1) : raw;
  const first = seen.get(key);
  if (!first) {
    seen.set(key, el);
    return;
  }
  out.push(
    at(ctx, el, 'warning', 'duplicate-page', `"${raw}" is already listed in this section at ${placeOfElement(ctx, first)}; readers see it twice and its breadcrumbs follow the first. Remove one of them.`, {
      fix: { title: 'Remove this duplicate', command: 'remove-element', args: { id: el.id } },
    }),
  );
}
