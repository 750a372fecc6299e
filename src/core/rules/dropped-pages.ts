import type { NavElement, NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import type { JsonNode } from '../model/json-node';

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
 * drops (`Diagnostic.drops`, set by each rule), each page once, in document order, then those of
 * the JSON the site never reads (`Diagnostic.unread`: the earlier copy of a key written twice).
 * The export dialog lists them; test/fidelity checks the lists against the ones the generator
 * really drops.
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
  for (const d of diagnostics) for (const { key, value } of d.unread ?? []) pagesInJson(key, value, out);
  return out;
}

/** The page entries of an unread JSON value (the value of `key`): the strings of every `pages` list in it, in order. Iterative. */
function pagesInJson(key: string, root: JsonNode, out: string[]): void {
  const stack: Array<[JsonNode, boolean]> = [[root, key === 'pages']];
  while (stack.length) {
    const [node, inPages] = stack.pop()!;
    if (node.type === 'string') {
      if (inPages) out.push(node.value as string);
    } else if (node.type === 'array') {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push([node.items[i], inPages]);
    } else if (node.type === 'object') {
      for (let i = node.props.length - 1; i >= 0; i--) stack.push([node.props[i].value, node.props[i].key === 'pages']);
    }
  }
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
