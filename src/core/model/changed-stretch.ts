import { isShadowed, type JsonNode } from './json-node';
import type { CollectionKey } from './kinds';
import { isCollectionKey } from './nav-index';

/**
 * How long a list must be for its users to keep what they made of it between versions (the
 * rules' clean pages and sections, the preview's groups, the tree's rows): below this, building
 * it again costs less than keeping it.
 */
export const LONG_LIST = 1000;

/** The longest changed stretch (each side) for which what was made of the old list is patched rather than made again. */
export const SHORT_STRETCH = 64;

/**
 * Where two versions of a list differ, as one stretch: `before[start, endBefore)` became
 * `after[start, endAfter)`, and the items before `start` and from the two ends on are the same
 * (===) in both. A move, an insertion or a removal in a long list is a short stretch, so what
 * was made for the old list outside it still holds (the rules' duplicate check, the index's
 * children, the preview's sidebar and the tree's rows use it that way on lists of 200,000 pages).
 *
 * @example changedStretch(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd']) // { start: 1, endBefore: 3, endAfter: 3 }
 */
export function changedStretch<T>(before: readonly T[], after: readonly T[]): { start: number; endBefore: number; endAfter: number } {
  const m = Math.min(before.length, after.length);
  let start = 0;
  while (start < m && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return { start, endBefore, endAfter };
}

/** The changed stretch of two versions of a list when it is at most SHORT_STRETCH long on each side, else undefined. */
export function shortStretch<T>(
  before: readonly T[],
  after: readonly T[],
): { start: number; endBefore: number; endAfter: number } | undefined {
  const c = changedStretch(before, after);
  return c.endBefore - c.start > SHORT_STRETCH || c.endAfter - c.start > SHORT_STRETCH ? undefined : c;
}

/**
 * The one child list of an element's object: the items of its only collection, when that is an
 * array (the children are then its items, one each, in order). Undefined for another node, for
 * one with no collection or more than one, and for `global` (an object).
 */
export function onlyList(node: JsonNode): { key: CollectionKey; items: readonly JsonNode[] } | undefined {
  if (node.type !== 'object') return undefined;
  let found: { key: CollectionKey; items: readonly JsonNode[] } | undefined;
  const props = node.props;
  for (let j = 0; j < props.length; j++) {
    const key = props[j].key;
    if (!isCollectionKey(key) || isShadowed(props, j)) continue;
    const value = props[j].value;
    if (found || key === 'global' || value.type !== 'array') return undefined;
    found = { key, items: value.items };
  }
  return found;
}
