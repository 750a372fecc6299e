import type { JsonNode, JsonProp, JsonScalar } from '../model/json-node';

// How reconcileIds (./reconcile-ids.ts) pairs the items of an old and a new array, and the
// content hashes it finds moved nodes by.

export type Shape = 'object' | 'array' | 'scalar';

/** Only nodes of the same shape match: object, array, scalar. */
export const shape = (n: JsonNode): Shape => (n.type === 'object' || n.type === 'array' ? n.type : 'scalar');

/** Pairs [old index, new index] of array items that are the same item (see `reconcileIds`). */
export function matchItems(olds: readonly JsonNode[], news: readonly JsonNode[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const oldTaken = new Uint8Array(olds.length);
  const newTaken = new Uint8Array(news.length);
  let left = 0;
  const take = (i: number, j: number) => {
    oldTaken[i] = 1;
    newTaken[j] = 1;
    out.push([i, j]);
  };
  // Cheap first: items that still sit where they were with the same value or label. Typing
  // changes one item of one list, so this settles nearly everything without hashing subtrees.
  for (let k = 0; k < Math.min(olds.length, news.length); k++) {
    if (sameAtAGlance(olds[k], news[k])) take(k, k);
    else left++;
  }
  if (olds.length === news.length && left === 1) {
    // One item changed in place (its label typed over): it is the same item.
    for (let k = 0; k < olds.length; k++) if (!oldTaken[k] && shape(olds[k]) === shape(news[k])) take(k, k);
    return out;
  }
  const pass = (keyOf: (n: JsonNode) => string | number | undefined) => {
    const byKey = new Map<string | number, number[]>();
    for (let i = 0; i < olds.length; i++) {
      if (oldTaken[i]) continue;
      const k = keyOf(olds[i]);
      if (k === undefined) continue;
      const list = byKey.get(k);
      if (list) list.push(i);
      else byKey.set(k, [i]);
    }
    if (byKey.size === 0) return;
    for (let j = 0; j < news.length; j++) {
      if (newTaken[j]) continue;
      const k = keyOf(news[j]);
      const list = k === undefined ? undefined : byKey.get(k);
      if (!list) continue;
      while (list.length && oldTaken[list[0]]) list.shift();
      const i = list.shift();
      if (i !== undefined && shape(olds[i]) === shape(news[j])) take(i, j);
    }
  };
  pass(hashOf);
  pass(labelKeyOf);
  // What is left pairs up in order: an item whose label or value was just typed over.
  let i = 0;
  for (let j = 0; j < news.length; j++) {
    if (newTaken[j]) continue;
    while (i < olds.length && oldTaken[i]) i++;
    if (i >= olds.length) break;
    if (shape(olds[i]) === shape(news[j])) take(i, j);
  }
  return out;
}

/** Same scalar value, or the same label: very likely the same item, without hashing it. */
export function sameAtAGlance(a: JsonNode, b: JsonNode): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'object') {
    const la = firstString(a);
    const lb = firstString(b as typeof a);
    return la !== undefined && lb !== undefined && la.key === lb.key && (la.value as JsonScalar).value === (lb.value as JsonScalar).value;
  }
  if (a.type === 'array') return false;
  return a.value === (b as typeof a).value;
}

/** The first property of an object whose value is a string (its label, for most elements). */
function firstString(n: Extract<JsonNode, { type: 'object' }>): JsonProp | undefined {
  for (const p of n.props) if (p.value.type === 'string') return p;
  return undefined;
}

/** "group=Get started": the first string property of an object, which names most elements. */
function labelKeyOf(n: JsonNode): string | undefined {
  if (n.type !== 'object') return undefined;
  for (const p of n.props) if (p.value.type === 'string') return `${p.key}=${p.value.value as string}`;
  return undefined;
}

// Content hashes, cached per node: nodes are immutable, and the previous tree is hashed again
// on the next edit.
const hashes = new WeakMap<JsonNode, number>();

function mix(h: number, v: number): number {
  return Math.imul(h ^ v, 0x01000193) >>> 0;
}

function hashString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return mix(h, 0xff);
}

/** Give `to` the cached hash of `from` (a copy of it with another id has the same content). */
export function carryHash(from: JsonNode, to: JsonNode): void {
  const h = hashes.get(from);
  if (h !== undefined) hashes.set(to, h);
}

/** A hash of a node's whole content (not its id or range), computed bottom-up without recursion. */
export function hashOf(node: JsonNode): number {
  const cached = hashes.get(node);
  if (cached !== undefined) return cached;
  const stack: Array<{ n: JsonNode; done: boolean }> = [{ n: node, done: false }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const n = top.n;
    if (hashes.has(n)) {
      stack.pop();
      continue;
    }
    const kids = n.type === 'object' ? n.props.map((p) => p.value) : n.type === 'array' ? n.items : [];
    if (!top.done) {
      top.done = true;
      for (const k of kids) if (!hashes.has(k)) stack.push({ n: k, done: false });
      continue;
    }
    stack.pop();
    let h = 0x811c9dc5;
    if (n.type === 'object') {
      h = mix(h, 1);
      for (const p of n.props) h = mix(hashString(h, p.key), hashes.get(p.value)!);
    } else if (n.type === 'array') {
      h = mix(h, 2);
      for (const it of n.items) h = mix(h, hashes.get(it)!);
    } else {
      h = hashString(mix(h, n.type.length), String(n.value));
    }
    hashes.set(n, h);
  }
  return hashes.get(node)!;
}
