import { IndexedElement, IndexedPage, type Indexed } from './indexed-element';
import type { NavElement, NavIndex } from './nav-index';

/**
 * How many page entries lie inside an element (itself included when it is one). Counted on
 * demand (rules need it for messages about pages the site loses, which valid configs never
 * produce) and remembered on each element, which later versions share while untouched.
 * Iterative post-order, so any depth is safe.
 */
export function pageCount(index: NavIndex, el: NavElement): number {
  if (el instanceof IndexedPage) return 1;
  if (!(el instanceof IndexedElement)) return countSlowly(index, el);
  if (el.pages >= 0) return el.pages;
  const stack: IndexedElement[] = [el];
  const next: number[] = [0];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const k = next[next.length - 1];
    if (k < top.children.length) {
      next[next.length - 1]++;
      const child = index.elements.get(top.children[k]) as Indexed;
      if (child instanceof IndexedElement && child.pages < 0) {
        stack.push(child);
        next.push(0);
      }
      continue;
    }
    stack.pop();
    next.pop();
    let n = top.kind === 'page' ? 1 : 0;
    for (const c of top.children) {
      const child = index.elements.get(c) as Indexed;
      n += child instanceof IndexedElement ? child.pages : 1;
    }
    top.pages = n;
  }
  return el.pages;
}

function countSlowly(index: NavIndex, el: NavElement): number {
  let n = 0;
  const stack = [el];
  while (stack.length) {
    const e = stack.pop()!;
    if (e.kind === 'page') n++;
    for (const c of e.children) stack.push(index.elements.get(c)!);
  }
  return n;
}
