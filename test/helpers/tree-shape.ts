import type { JsonNode } from '../../src/core/model/json-node';

/**
 * A tree as the parser gives it, ids aside: kinds, keys, values, offsets and key offsets. Two
 * trees with equal shapes print the same and place every node at the same offsets (for the
 * tests of edits that move a tree's offsets instead of parsing its text again).
 */
export function treeShape(n: JsonNode): unknown {
  return n.type === 'object'
    ? { s: n.start, e: n.end, props: n.props.map((p) => [p.key, p.keyStart, p.keyEnd, treeShape(p.value)]) }
    : n.type === 'array'
      ? { s: n.start, e: n.end, items: n.items.map(treeShape) }
      : { s: n.start, e: n.end, t: n.type, v: n.value };
}
