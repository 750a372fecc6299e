import type { JsonNode, JsonProp } from '../model/json-node';
import { carryHash, hashOf, matchItems, sameAtAGlance, shape } from './match-items';
import { OriginTable, type SourceFile } from './source-file';
import { commonPrefix } from './text-edits';

/**
 * Give a freshly parsed file the node ids of the previous version of its tree wherever the two
 * match structurally, so that typing in the JSON pane keeps the tree's selection and its
 * open/closed state (both are keyed by id) instead of renumbering every node.
 *
 * Matching, from the roots down (only nodes of the same shape match: object, array, scalar):
 * - object properties by key (the n-th `"pages"` with the n-th `"pages"`);
 * - array items first by identical content (an item moved or left alone keeps its id), then by
 *   label (the first string property, so `{"group": "A", ...}` finds its old self after its
 *   pages changed), then the rest by position (the item whose label was just edited).
 *
 * Nodes still unmatched then look for an untaken old node with the same content anywhere in the
 * file (a group cut from one tab and pasted into another keeps its id, and its pages theirs).
 * Unmatched nodes keep the fresh ids the parser gave them. The result is a new SourceFile with
 * the same text, whose root is the re-identified tree and whose origin table knows those nodes,
 * so the printer still reuses their text byte for byte. Iterative, so any depth is safe.
 *
 * Given the previous version's source, a matched old node that is still as it was parsed and
 * lies in the same place of the text the two versions share from their start is the new tree's
 * node itself, subtree and all (see Reuse): a pause in typing half-way down a config keeps the
 * first half of the tree, so the navigation index and the rules, which keep what they found per
 * node, redo only the rest.
 *
 * @example
 * const { file } = parseJson(newText, 'docs.json');
 * const kept = reconcileIds(previousRoot, file, previousSource); // kept.root has previousRoot's ids where it can
 */
export function reconcileIds(previous: JsonNode | undefined, file: SourceFile, before?: SourceFile): SourceFile {
  const next = file.root;
  if (!previous || !next || shape(previous) !== shape(next)) return file;
  const reuse = before ? new Reuse(before, commonPrefix(before.text, file.text), previous === before.root) : undefined;
  const ids = matchIds(previous, next, reuse);
  const { root, origin } = rebuild(next, ids, reuse, before?.origin);
  return { ...file, root, origin };
}

/**
 * The ids of `next`, a value read alone from the new text, matched to `previous`, the value it
 * replaces in the parsed tree of `before` (the old tree is the source's own: no tree edit since
 * its parse), as reconcileIds matches a whole tree; the new text equals `before.text` up to
 * `same` characters. Undefined when the two differ in shape.
 */
export function reconcileValue(previous: JsonNode, next: JsonNode, before: SourceFile, same: number): JsonNode | undefined {
  if (shape(previous) !== shape(next)) return undefined;
  const reuse = new Reuse(before, same, true);
  return rebuild(next, matchIds(previous, next, reuse), reuse, undefined).root;
}

/**
 * The old nodes the new tree takes whole. An old node can stand for the new node it matched
 * when both span the same offsets, the text up to their end is the same in both versions, and
 * the old node is the one parsed from that text (no edit since: an edit below a node makes a
 * new copy of it, so the origin table no longer holds it). Then the two were parsed from the
 * same characters at the same offsets, and are equal down to every key's offsets.
 */
class Reuse {
  private readonly kept = new Map<JsonNode, JsonNode>();
  /** The old nodes taken (their subtrees go with them). */
  readonly olds = new Set<JsonNode>();

  /**
   * @param same how many characters the old text and the new share from their start
   * @param parsed true when the old tree is `before`'s own (no tree edit since its parse, as
   *   while typing): every old node is then as parsed, with no need to ask the origin table,
   *   which would be built for it (40,000 nodes on the largest corpus config, each time)
   */
  constructor(
    private readonly before: SourceFile,
    private readonly same: number,
    private readonly parsed: boolean,
  ) {}

  /** Whether `a` (old) can be `b` (new), and if so, note it. */
  take(a: JsonNode, b: JsonNode): boolean {
    if (a.end === undefined || a.end > this.same || a.start !== b.start || a.end !== b.end) return false;
    if (!this.parsed && this.before.origin.nodeOf(a.id) !== a) return false;
    this.kept.set(b, a);
    this.olds.add(a);
    return true;
  }

  /** The old node that new node `b` is, if it was taken whole. */
  of(b: JsonNode): JsonNode | undefined {
    return this.kept.get(b);
  }
}

/**
 * The old id each new node takes, by the new node's own (fresh, nearly consecutive) id: a flat
 * array instead of a Map keyed by node, which on the 2.4 MB config cost more than the parse.
 */
class IdTable {
  private readonly base: number;
  private readonly slots: Float64Array;
  /** For a tree whose ids are spread out (not a fresh parse): a Map, so the array stays small. */
  private readonly sparse: Map<number, number> | undefined;

  constructor(root: JsonNode) {
    let min = root.id;
    let max = root.id;
    let count = 0;
    const stack: JsonNode[] = [root];
    while (stack.length) {
      const n = stack.pop()!;
      count++;
      if (n.id < min) min = n.id;
      if (n.id > max) max = n.id;
      if (n.type === 'object') for (const p of n.props) stack.push(p.value);
      else if (n.type === 'array') for (const it of n.items) stack.push(it);
    }
    this.base = min;
    const spread = max - min > 4 * count + 1024;
    this.sparse = spread ? new Map() : undefined;
    this.slots = new Float64Array(spread ? 0 : max - min + 1); // 0: no old id (ids start at 1)
  }

  set(n: JsonNode, oldId: number): void {
    if (this.sparse) this.sparse.set(n.id, oldId);
    else this.slots[n.id - this.base] = oldId;
  }

  get(n: JsonNode): number | undefined {
    const v = this.sparse ? (this.sparse.get(n.id) ?? 0) : this.slots[n.id - this.base];
    return v === 0 ? undefined : v;
  }

  has(n: JsonNode): boolean {
    return this.get(n) !== undefined;
  }

  /** Every old id given out. */
  taken(): Set<number> {
    const out = new Set<number>(this.sparse?.values());
    for (const v of this.slots) if (v !== 0) out.add(v);
    return out;
  }
}

/** Which old id each new node takes. */
function matchIds(previous: JsonNode, next: JsonNode, reuse: Reuse | undefined): IdTable {
  const ids = new IdTable(next);
  const matchFrom = (olds: JsonNode, news: JsonNode) => {
    // Two parallel stacks: a pair array per node pair was most of the matching's garbage.
    const as: JsonNode[] = [olds];
    const bs: JsonNode[] = [news];
    while (as.length) {
      const a = as.pop()!;
      const b = bs.pop()!;
      ids.set(b, a.id);
      if (reuse?.take(a, b)) continue; // its subtree is the old one's
      if (a.type === 'object' && b.type === 'object') matchProps(a.props, b.props, as, bs);
      else if (a.type === 'array' && b.type === 'array') pairItems(a.items, b.items, as, bs);
    }
  };
  matchFrom(previous, next);

  // Whatever is still unmatched may have moved to another parent (a group cut and pasted under
  // another tab): find it by content among the old nodes nobody took, outermost first.
  const unmatched: JsonNode[] = [];
  const stack: JsonNode[] = [next];
  while (stack.length) {
    const n = stack.pop()!;
    // An unmatched node's subtree is matched together with it, or not at all.
    if (!ids.has(n)) unmatched.push(n);
    else if (reuse?.of(n)) continue;
    else if (n.type === 'object') for (let k = n.props.length - 1; k >= 0; k--) stack.push(n.props[k].value);
    else if (n.type === 'array') for (let k = n.items.length - 1; k >= 0; k--) stack.push(n.items[k]);
  }
  if (unmatched.length === 0) return ids;
  const taken = ids.taken();
  const spare = new Map<number, JsonNode[]>();
  forEachNode(previous, (n) => {
    if (reuse?.olds.has(n)) return false; // in the new tree, ids and all
    if (taken.has(n.id)) return true;
    const h = hashOf(n);
    const list = spare.get(h);
    if (list) list.push(n);
    else spare.set(h, [n]);
    return false;
  });
  for (const n of unmatched) {
    const old = spare.get(hashOf(n))?.find((o) => !taken.has(o.id) && shape(o) === shape(n));
    if (!old) continue;
    matchFrom(old, n);
    forEachNode(old, (o) => (taken.add(o.id), true));
  }
  return ids;
}

/**
 * Pair the properties of two objects by key: index by index while the keys line up (the usual
 * case, no allocation), else the n-th occurrence of a key with the n-th of the same key.
 */
function matchProps(a: readonly JsonProp[], b: readonly JsonProp[], as: JsonNode[], bs: JsonNode[]): void {
  let k = 0;
  for (; k < a.length && k < b.length && a[k].key === b[k].key; k++) {
    if (shape(a[k].value) === shape(b[k].value)) {
      as.push(a[k].value);
      bs.push(b[k].value);
    }
  }
  if (k === b.length) return;
  const byKey = new Map<string, JsonProp[]>();
  for (const p of a) {
    const list = byKey.get(p.key);
    if (list) list.push(p);
    else byKey.set(p.key, [p]);
  }
  const seen = new Map<string, number>();
  for (let j = 0; j < b.length; j++) {
    const p = b[j];
    const n = seen.get(p.key) ?? 0;
    seen.set(p.key, n + 1);
    if (j < k) continue; // paired above
    const old = byKey.get(p.key)?.[n];
    if (old && shape(old.value) === shape(p.value)) {
      as.push(old.value);
      bs.push(p.value);
    }
  }
}

/** Visit a tree in pre-order without recursion; `visit` returns false to skip a subtree. */
function forEachNode(root: JsonNode, visit: (n: JsonNode) => boolean): void {
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (!visit(n)) continue;
    if (n.type === 'object') for (let k = n.props.length - 1; k >= 0; k--) stack.push(n.props[k].value);
    else if (n.type === 'array') for (let k = n.items.length - 1; k >= 0; k--) stack.push(n.items[k]);
  }
}

/**
 * Push the pairs of array items onto the matching stacks. When every item still sits where it was
 * and looks the same (the arrays a keystroke did not touch: nearly all), that is all, with no
 * allocation; otherwise `matchItems` decides.
 */
function pairItems(olds: readonly JsonNode[], news: readonly JsonNode[], as: JsonNode[], bs: JsonNode[]): void {
  let k = 0;
  if (olds.length === news.length) while (k < olds.length && sameAtAGlance(olds[k], news[k])) k++;
  if (k === olds.length && k === news.length) {
    for (let i = 0; i < k; i++) {
      as.push(olds[i]);
      bs.push(news[i]);
    }
    return;
  }
  for (const [i, j] of matchItems(olds, news)) {
    as.push(olds[i]);
    bs.push(news[j]);
  }
}

/**
 * The new tree with the matched ids, sharing every node whose id and children did not change
 * and taking whole the old nodes `reuse` took, and an origin table for it (the printer finds
 * each node's text by id). Post-order without
 * recursion: each container's rebuilt children are collected on a stack of arrays.
 */
function rebuild(
  root: JsonNode,
  ids: IdTable,
  reuse: Reuse | undefined,
  near: OriginTable | undefined,
): { root: JsonNode; origin: OriginTable } {
  const whole = reuse?.of(root);
  if (whole) return { root: whole, origin: new OriginTable(whole, near) };
  const nodes: JsonNode[] = [root];
  const next: number[] = [0];
  const built: JsonNode[][] = [[]];
  for (;;) {
    const top = nodes.length - 1;
    const n = nodes[top];
    const i = next[top];
    const count = n.type === 'object' ? n.props.length : n.type === 'array' ? n.items.length : 0;
    if (i < count) {
      next[top] = i + 1;
      const child = n.type === 'object' ? n.props[i].value : (n as { items: readonly JsonNode[] }).items[i];
      const old = reuse?.of(child);
      if (old) {
        built[top].push(old);
        continue;
      }
      nodes.push(child);
      next.push(0);
      built.push([]);
      continue;
    }
    nodes.pop();
    next.pop();
    const out = withId(n, ids.get(n) ?? n.id, built.pop()!);
    if (out !== n) carryHash(n, out);
    if (nodes.length === 0) return { root: out, origin: new OriginTable(out, near) };
    built[built.length - 1].push(out);
  }
}

/** `n` with id `id` and children `kids`; `n` itself when nothing differs. */
function withId(n: JsonNode, id: number, kids: readonly JsonNode[]): JsonNode {
  if (n.type === 'object') {
    let same = id === n.id;
    for (let k = 0; same && k < kids.length; k++) same = kids[k] === n.props[k].value;
    if (same) return n;
    // Like the parser: object and array nodes are frozen (immer then skips untouched subtrees),
    // properties, lists and scalars are not (freezing them all was 40% of a parse).
    const props = n.props.map((p, k) => (kids[k] === p.value ? p : { key: p.key, keyStart: p.keyStart, keyEnd: p.keyEnd, value: kids[k] }));
    return Object.freeze({ type: 'object', id, start: n.start, end: n.end, props });
  }
  if (n.type === 'array') {
    let same = id === n.id;
    for (let k = 0; same && k < kids.length; k++) same = kids[k] === n.items[k];
    if (same) return n;
    return Object.freeze({ type: 'array', id, start: n.start, end: n.end, items: kids.slice() });
  }
  return id === n.id ? n : ({ type: n.type, id, start: n.start, end: n.end, value: n.value } as JsonNode);
}
