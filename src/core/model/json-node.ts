/**
 * The JSON value tree that docsnav edits.
 *
 * Every value of a docs.json file is a node with an internal `id` (added by the parser,
 * never printed) and, when it came from source text, its `start` and `end` offsets there. Objects keep their
 * properties as an ordered array, so duplicate keys, key order and keys such as
 * `__proto__` or `constructor` stay plain data. Nodes are immutable: edits go through immer,
 * which keeps every untouched subtree the same object, and the printer reuses the original
 * text of such a subtree byte for byte.
 */

/**
 * Where a node came from: [start, end) offsets in the file's text, as two numbers on the node
 * rather than one pair. A pair is two more objects per value (the array and its elements), and
 * on the largest corpus config those made half of what the parse allocates: the garbage
 * collector copied them while the index and the rules ran (measured: parse + every rule 28%
 * faster without them). Nodes made by edits have neither.
 */
export interface SourceSpan {
  /** Offset of the value's first character in the source text, when it came from source. */
  readonly start?: number;
  /** Offset just after the value's last character. */
  readonly end?: number;
}

export interface JsonObject extends SourceSpan {
  readonly type: 'object';
  readonly id: number;
  readonly props: readonly JsonProp[];
}

export interface JsonProp {
  readonly key: string;
  /** Offset of the key's opening quote in the source, when it came from source. */
  readonly keyStart?: number;
  /** Offset just after the key's closing quote. */
  readonly keyEnd?: number;
  readonly value: JsonNode;
}

export interface JsonArray extends SourceSpan {
  readonly type: 'array';
  readonly id: number;
  readonly items: readonly JsonNode[];
}

export type ScalarType = 'string' | 'number' | 'boolean' | 'null';

export interface JsonScalar extends SourceSpan {
  readonly type: ScalarType;
  readonly id: number;
  readonly value: string | number | boolean | null;
}

export type JsonNode = JsonObject | JsonArray | JsonScalar;

let counter = 0;

/**
 * A fresh node id. Ids are unique across every file loaded in this process, so a node can be
 * found by id whatever file it lives in.
 */
export function nextId(): number {
  counter += 1;
  return counter;
}

/**
 * The property `key` of an object node, or undefined. A key written twice counts once, as its
 * LAST occurrence: that is what JSON.parse (and so the site generator) keeps, so docsnav reads,
 * edits and shows the value the site uses; the earlier one is reported by the duplicate-key rule.
 */
export function propOf<P extends { readonly key: string }>(
  node: { readonly type: string; readonly props?: readonly P[] } | undefined,
  key: string,
): P | undefined {
  if (!node || node.type !== 'object' || !node.props) return undefined;
  const props = node.props;
  for (let i = props.length - 1; i >= 0; i--) if (props[i].key === key) return props[i];
  return undefined;
}

/** True when property `i` of `props` is shadowed: the same key comes again later (the site keeps that one). */
export function isShadowed(props: readonly { readonly key: string }[], i: number): boolean {
  const key = props[i].key;
  for (let j = i + 1; j < props.length; j++) if (props[j].key === key) return true;
  return false;
}

/** The value of property `key` of an object node, or undefined (the last occurrence, as JSON.parse keeps). */
export function getProp(node: JsonNode | undefined, key: string): JsonNode | undefined {
  return propOf(node, key)?.value;
}

/** True when the object node has the key (even with a null value). */
export function hasProp(node: JsonNode | undefined, key: string): boolean {
  return propOf(node, key) !== undefined;
}

/** The string value of property `key`, or undefined when absent or not a string. */
export function getString(node: JsonNode | undefined, key: string): string | undefined {
  const v = getProp(node, key);
  return v && v.type === 'string' ? (v.value as string) : undefined;
}

/** The boolean value of property `key`, or undefined when absent or not a boolean. */
export function getBoolean(node: JsonNode | undefined, key: string): boolean | undefined {
  const v = getProp(node, key);
  return v && v.type === 'boolean' ? (v.value as boolean) : undefined;
}

/** The array value of property `key`, or undefined when absent or not an array. */
export function getArray(node: JsonNode | undefined, key: string): JsonArray | undefined {
  const v = getProp(node, key);
  return v && v.type === 'array' ? v : undefined;
}

/**
 * Build a node tree from a plain JS value (for inserting new content). Keys become props in
 * insertion order; every node gets a fresh id and no range, so the printer writes it anew in
 * the file's own indent style.
 *
 * @example fromValue({ group: 'New group', pages: [] })
 */
export function fromValue(value: unknown): JsonNode {
  if (value === null || value === undefined) return { type: 'null', id: nextId(), value: null };
  if (Array.isArray(value)) return { type: 'array', id: nextId(), items: value.map(fromValue) };
  switch (typeof value) {
    case 'string':
      return { type: 'string', id: nextId(), value };
    case 'number':
      return { type: 'number', id: nextId(), value };
    case 'boolean':
      return { type: 'boolean', id: nextId(), value };
    case 'object': {
      const props: JsonProp[] = [];
      for (const key of Object.keys(value as object)) {
        props.push({ key, value: fromValue((value as Record<string, unknown>)[key]) });
      }
      return { type: 'object', id: nextId(), props };
    }
    default:
      return { type: 'null', id: nextId(), value: null };
  }
}

/**
 * The plain JS value of a node (for display and tests). Objects are built with a null
 * prototype so keys like `__proto__` stay data. Iterative, so deep trees do not overflow.
 */
export function toValue(node: JsonNode): unknown {
  const make = (n: JsonNode): unknown =>
    n.type === 'object' ? Object.create(null) : n.type === 'array' ? new Array(n.items.length) : n.value;
  const rootValue = make(node);
  const stack: Array<[JsonNode, unknown]> = [[node, rootValue]];
  while (stack.length) {
    const [n, target] = stack.pop()!;
    if (n.type === 'object') {
      for (const p of n.props) {
        // A duplicated key keeps its first place and its last value, as JSON.parse does.
        const v = make(p.value);
        Object.defineProperty(target, p.key, { value: v, enumerable: true, writable: true, configurable: true });
        if (p.value.type === 'object' || p.value.type === 'array') stack.push([p.value, v]);
      }
    } else if (n.type === 'array') {
      n.items.forEach((item, i) => {
        const v = make(item);
        (target as unknown[])[i] = v;
        if (item.type === 'object' || item.type === 'array') stack.push([item, v]);
      });
    }
  }
  return rootValue;
}

/** Deep copy with fresh ids and no ranges (duplicate). */
export function cloneFresh(node: JsonNode): JsonNode {
  if (node.type === 'object') {
    return { type: 'object', id: nextId(), props: node.props.map((p) => ({ key: p.key, value: cloneFresh(p.value) })) };
  }
  if (node.type === 'array') return { type: 'array', id: nextId(), items: node.items.map(cloneFresh) };
  return { type: node.type, id: nextId(), value: node.value };
}

/** A short description of a node's JSON type for messages: "a string", "an array"... */
export function describeType(node: JsonNode): string {
  switch (node.type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return 'null';
  }
}
