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
  if (before === after) return { start: m, endBefore: m, endAfter: m };
  // What the edits that made `after` from `before` said they left alone is not compared again;
  // the same holds the other way (an undo gives back the list an edit was made from).
  const known = knownBounds(after, (l) => l === before) ?? knownBounds(before, (l) => l === after);
  let start = known ? Math.min(known.start, m) : 0;
  while (start < m && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  if (known) {
    const t = Math.min(known.tail, endBefore - start, endAfter - start);
    endBefore -= t;
    endAfter -= t;
  }
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return { start, endBefore, endAfter };
}

/**
 * `before` with its items `[start, end)` replaced by `middle`, as one new list. Two slices and a
 * concat made three new lists where one does: in a list of 200,000 each is over a megabyte, and
 * on a machine where memory new to the process is dear (bench/machine.ts) each cost 5 ms.
 *
 * @example replaceStretch(['a', 'b', 'c', 'd'], 1, 3, ['c', 'b']) // ['a', 'c', 'b', 'd']
 */
export function replaceStretch<T>(before: readonly T[], start: number, end: number, middle: readonly T[]): T[] {
  const out: T[] = new Array(before.length - (end - start) + middle.length);
  let j = 0;
  for (let k = 0; k < start; k++) out[j++] = before[k];
  for (let k = 0; k < middle.length; k++) out[j++] = middle[k];
  for (let k = end; k < before.length; k++) out[j++] = before[k];
  return out;
}

/** What an edit said of a list it made: see noteChange. */
interface Made {
  readonly from: WeakRef<readonly unknown[]>;
  readonly start: number;
  readonly tail: number;
}

// Weak both ways: a list goes with its document version, and a note with its list.
const made = new WeakMap<readonly unknown[], Made>();

/**
 * Note that the list `after` was made from `before` (by an edit: a move, a removal) with nothing
 * changed before `start` and its last `tail` items the last of `before`: a later changedStretch
 * between the two (or between `before` and a list made from `after` in turn) compares only what
 * lies between, so the stretch of a move among 200,000 pages is found without comparing them
 * all, by each of the index, the rules, the printer, the preview and the tree. A note must be
 * true: the stretch found from it is trusted.
 */
export function noteChange<T>(before: readonly T[], after: readonly T[], start: number, tail: number): void {
  if (before !== after) made.set(after, { from: new WeakRef(before), start, tail });
}

/** How many edits back the notes are followed (a printer compares the source with the latest version). */
const MAX_NOTES = 64;

/**
 * The bounds the notes give from the nearest list `after` was made from for which `isBase`
 * holds (up to MAX_NOTES edits back), to `after`: each edit's, the narrowest.
 */
function knownBounds(
  after: readonly unknown[],
  isBase: (list: readonly unknown[]) => boolean,
): { from: readonly unknown[]; start: number; tail: number } | undefined {
  let start = Infinity;
  let tail = Infinity;
  let cur = after;
  for (let k = 0; k < MAX_NOTES; k++) {
    const note = made.get(cur);
    if (!note) return undefined;
    start = Math.min(start, note.start);
    tail = Math.min(tail, note.tail);
    const from = note.from.deref();
    if (!from) return undefined;
    if (isBase(from)) return { from, start, tail };
    cur = from;
  }
  return undefined;
}

/**
 * A count of the items of a list that pass `test`, kept per list: a list an edit noted as made
 * from one already counted (see noteChange, up to 64 edits back) is counted from that one and
 * the stretch between them, so "does this list of 200,000 pages hold a group?" costs a few items
 * per move instead of 200,000 (the tree, the preview and the OpenAPI marks each asked it). `test`
 * must answer by the item alone: an item that is the same object counts the same in both lists.
 *
 * @example const groups = listCounter((n: JsonNode) => n.type === 'object'); groups(items) === 0
 */
export function listCounter<T>(test: (item: T) => boolean): (list: readonly T[]) => number {
  // Weak: a count goes with its list (a document version).
  const kept = new WeakMap<readonly T[], number>();
  const countIn = (list: readonly T[], from: number, to: number) => {
    let n = 0;
    for (let k = from; k < to; k++) if (test(list[k])) n++;
    return n;
  };
  return (list) => {
    let n = kept.get(list);
    if (n === undefined) {
      // Outside the bounds the notes give, both lists hold the same items.
      const b = knownBounds(list, (l) => kept.has(l as readonly T[]));
      const from = b?.from as readonly T[];
      n = b
        ? kept.get(from)! - countIn(from, b.start, from.length - b.tail) + countIn(list, b.start, list.length - b.tail)
        : countIn(list, 0, list.length);
      kept.set(list, n);
    }
    return n;
  };
}

/** How many items of a list of nodes are objects (in a list of pages: groups, or pages the generator refuses). */
export const objectItems = listCounter((n: JsonNode) => n.type === 'object');

/** How many items of a list of nodes are not strings. */
export const nonStringItems = listCounter((n: JsonNode) => n.type !== 'string');

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
