import { isCollectionKey, type NavElement, type NavIndex } from '../../core/model/nav-index';
import type { Diagnostic } from '../../core/rules/diagnostic';

/**
 * The page entries the site would silently drop, by the errors that say so: a collection the
 * generator throws away (the diagnostic points at its key: mixed child kinds, several primary
 * patterns, a list of the wrong type), or the whole list an invalid nested element sits in
 * (the rules say 'drop the whole "groups" list'). Each page once, in document order.
 *
 * The export dialog lists them so a person exporting with errors knows what readers will not
 * see. It reads the diagnostics' places rather than re-deriving the generator's behaviour,
 * which stays the rules' business.
 */
export function droppedPages(index: NavIndex, diagnostics: readonly Diagnostic[]): string[] {
  const lost = new Set<number>();
  for (const d of diagnostics) {
    if (d.severity !== 'error' || d.elementId === undefined) continue;
    const el = index.elements.get(d.elementId);
    if (!el) continue;
    const last = d.path[d.path.length - 1];
    if (typeof last === 'string' && isCollectionKey(last) && /\bdrop/.test(d.message)) {
      collect(index, el, last, lost);
    } else {
      const whole = /drop the whole "([a-z]+)" list/.exec(d.message);
      const parent = el.parent === undefined ? undefined : index.elements.get(el.parent);
      if (whole && parent) collect(index, parent, whole[1], lost);
    }
  }
  const out: string[] = [];
  for (const id of index.order) {
    if (!lost.has(id)) continue;
    const n = index.elements.get(id)!.node;
    if (n.type === 'string') out.push(n.value as string);
  }
  return out;
}

function collect(index: NavIndex, el: NavElement, key: string, into: Set<number>): void {
  const stack = el.children.filter((c) => index.elements.get(c)!.collection === key);
  while (stack.length) {
    const id = stack.pop()!;
    const e = index.elements.get(id)!;
    if (e.kind === 'page') into.add(id);
    stack.push(...e.children);
  }
}
