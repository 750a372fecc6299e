import type { JsonNode } from '../model/json-node';
import { noteValueCopy } from '../model/value-copies';
import { FastParser } from '../parse/fast-parse';
import { reconcileValue } from '../parse/reconcile-ids';
import type { SourceFile } from '../parse/source-file';
import type { PrintedText } from './printed-text';
import { movedAfter, retexted, sourceEdit } from './whitespace-edit';

/**
 * The JSON pane's new text for a file as a change inside one object or array below the root
 * (a page entry typed into a list, a key renamed, a group's property added), when the file is
 * still its source's tree (no tree edit since the text was parsed): the new source file, whose
 * tree is the old one with that container read again from the new text, its ids matched to the
 * old container's (as reconcileIds matches a whole tree), and the offsets after it moved. Every
 * node before the container is the same object, and every node outside it keeps its id. Else
 * undefined (the change reaches the root's own brackets, the container does not read as JSON
 * alone, or changes kind), and the caller parses the whole text.
 *
 * Why: the whole way parses all of the text and matches the ids of the whole tree. A new page
 * entry typed half-way down the largest corpus config (2.4 MB) took 40-44 ms that way in Node
 * (scratch/entrycost.mts), most of it on the 40,000 values the entry did not touch.
 *
 * The text outside the container is as it was, and the container reads alone as JSON, so the
 * whole text is JSON and a whole parse would give this tree (test/core/session/splice-edit.test.ts
 * compares the two on random edits).
 *
 * @example spliceEditOf(session.getSnapshot().text('docs.json')!, textWithANewPage)?.root
 */
export function spliceEditOf(printed: PrintedText, text: string, edit = sourceEdit(printed, text)): SourceFile | undefined {
  if (!edit) return undefined;
  const { source, root, from, to } = edit;
  const delta = edit.content.length - (to - from);
  const found = containerAround(root, from, to);
  if (!found || found.node === root) return undefined;
  const old = found.node;
  const parser = new FastParser(text, { from: old.start!, to: old.end! + delta, depth: found.depth });
  parser.run(never);
  const fresh = parser.root;
  // The parser refuses what it cannot end by the span's end; what it gives must span the container.
  if (!fresh || fresh.type !== old.type || fresh.start !== old.start || fresh.end !== old.end! + delta) return undefined;
  const kept = reconcileValue(old, fresh, source, from);
  if (!kept) return undefined;
  const moved = movedAfter(root, from, to, delta, [old, kept]);
  // Every value outside the container kept (see NavElement.standsFor).
  noteValueCopy(moved, root, to, old);
  return retexted(source, text, moved, edit);
}

const never = () => false;

/**
 * The innermost object or array whose brackets hold [from, to) strictly inside them (the
 * change touches neither bracket), with how many containers hold it; undefined when the root's
 * brackets do not.
 */
function containerAround(root: JsonNode, from: number, to: number): { node: JsonNode; depth: number } | undefined {
  const inside = (n: JsonNode) => (n.type === 'object' || n.type === 'array') && n.start! < from && to < n.end!;
  if (!inside(root)) return undefined;
  let node = root;
  let depth = 0;
  for (;;) {
    let next: JsonNode | undefined;
    if (node.type === 'object') {
      for (const p of node.props) if (inside(p.value)) next = p.value;
    } else if (node.type === 'array') {
      // Items are in text order: the last one that starts before `from`.
      const items = node.items;
      let lo = 0;
      let hi = items.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (items[mid].start! < from) lo = mid + 1;
        else hi = mid - 1;
      }
      if (hi >= 0 && inside(items[hi])) next = items[hi];
    }
    if (!next) return { node, depth };
    node = next;
    depth++;
  }
}
