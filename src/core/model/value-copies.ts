import type { JsonNode } from './json-node';

/**
 * Trees made from another with their offsets moved and their values kept: the JSON pane's
 * whitespace edit (an Enter, an indent) keeps every value and id of the old tree, and its
 * splice edit every one outside the container it read again (src/core/session/whitespace-edit.ts,
 * splice-edit.ts). By the new root: the old root, and that container (a node of the old tree).
 * Weak: a note goes with its tree.
 */
const copies = new WeakMap<JsonNode, { readonly of: JsonNode; readonly to: number; readonly reread: JsonNode | undefined }>();

/**
 * Note that `root` is `of` with offsets moved, every value and id kept, except inside `reread`
 * (a node of `of`), when given; `to` is where the change ended in `of`'s text.
 */
export function noteValueCopy(root: JsonNode, of: JsonNode, to: number, reread?: JsonNode): void {
  if (root !== of) copies.set(root, { of, to, reread });
}

/** A tree noted as a value copy of another (see valueCopyOf). */
export interface ValueCopy {
  /** The tree it was copied from. */
  readonly of: JsonNode;
  /** True for a node of `of` whose namesake in the copy has the same value, ids included, all the way down. */
  readonly same: (old: JsonNode) => boolean;
  /** True for a node of `of` that lies after the change: its namesake and every node below it are new objects. */
  readonly after: (old: JsonNode) => boolean;
}

/**
 * When `root` was noted as a value copy of another tree: that tree, and a test of its nodes that
 * is true when the node with the same id in `root` has the same value, ids included, all the way
 * down (what the navigation index uses to let an element stand in for an earlier one's
 * subtree: see NavElement.standsFor). Undefined for any other tree.
 *
 * @example valueCopyOf(afterAnEnter)?.same(getProp(before, 'navigation')!) // true
 */
export function valueCopyOf(root: JsonNode): ValueCopy | undefined {
  const c = copies.get(root);
  if (!c) return undefined;
  const r = c.reread;
  // Past the change, and past the container read again (its nodes may be old ones); offsets of the old tree.
  const end = r ? r.end! : c.to;
  return {
    of: c.of,
    // Outside the container read again: before it, or after it.
    same: r ? (n) => n.end! <= r.start! || n.start! >= r.end! : always,
    after: (n) => n.start! >= end,
  };
}

const always = () => true;
