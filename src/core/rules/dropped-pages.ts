import type { NavElement, NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';

/**
 * True when the site generator breaks on this diagnostic as docsnav measured it: an error the
 * site agrees with, because it rejects the config or silently drops pages (`site` is `rejects`
 * or `drops`; an error whose rule does not say is taken as one). An error docsnav reports from
 * SPEC.md alone (`site: 'accepts'`) does not, nor does anything the site only ignores.
 */
export function breaksSite(d: Diagnostic): boolean {
  return d.severity === 'error' && d.site !== 'accepts' && d.site !== 'ignores';
}

/**
 * The page entries readers would not see: those inside every list a diagnostic says the site
 * drops (`Diagnostic.drops`, set by each rule), each page once, in document order. The export
 * dialog lists them; test/fidelity checks them against the pages the generator really drops.
 */
export function droppedPages(index: NavIndex, diagnostics: readonly Diagnostic[]): string[] {
  const lost = new Set<number>();
  for (const d of diagnostics) for (const { elementId, key } of d.drops ?? []) collect(index, elementId, key, lost);
  const out: string[] = [];
  for (const id of index.order) {
    if (!lost.has(id)) continue;
    const n = index.elements.get(id)!.node;
    if (n.type === 'string') out.push(n.value as string);
  }
  return out;
}

function collect(index: NavIndex, id: number, key: string, into: Set<number>): void {
  const el: NavElement | undefined = index.elements.get(id);
  if (!el) return;
  const stack = el.children.filter((c) => index.elements.get(c)!.collection === key);
  while (stack.length) {
    const e = index.elements.get(stack.pop()!)!;
    if (e.kind === 'page') into.add(e.id);
    stack.push(...e.children);
  }
}
