import { produce } from 'immer';
import { isShadowed, type JsonNode, type JsonScalar } from '../model/json-node';
import type { PathSegment } from '../model/json-path';
import { fastParse } from '../parse/fast-parse';
import { printWithEdits } from '../parse/print-json';
import { composeEdits, editBetween, piece } from '../parse/text-edits';
import type { Edit } from 'jsonc-parser';
import { nodeAt } from '../tree/draft-path';
import type { PrintedText } from './printed-text';

/** One scalar of a file changed to `value`, of the type it had (see scalarEditOf). */
export interface ScalarEdit {
  readonly path: readonly PathSegment[];
  readonly value: JsonScalar['value'];
  /** The file's tree the edit was found in, and that tree with the value set, as printed to check it. */
  readonly base: JsonNode;
  readonly root: JsonNode;
}

/**
 * The JSON pane's new text for a file as the change of one scalar value, when it is only that:
 * the text differs from the file's printed text inside one string, number, boolean or null
 * (a page name, a label typed in the pane), the changed value has the same type, and printing
 * the file with that value changed gives the new text byte for byte (so an escape or a number
 * format the printer would spell otherwise is not one). Else undefined, and the caller parses
 * the whole text.
 *
 * Why: the whole way (parse, match ids, replace the file) costs 100-200 ms a pause in typing
 * on the largest corpus config (2.4 MB), and replacing the file re-indexes the whole
 * navigation. One scalar changed is an edit like the inspector's: the tree, the index and the
 * rules keep everything but the path to it. Found from the printed text's layout, so it holds
 * after earlier edits too, not only for the text as parsed.
 *
 * @example scalarEditOf(session.getSnapshot().text('docs.json')!, typed) // { path: ['navigation', 'pages', 3], value: 'intro' }
 */
export function scalarEditOf(printed: PrintedText, text: string, e = editBetween(printed.text, text)): ScalarEdit | undefined {
  if (!e) return undefined;
  const from = e.offset;
  const to = e.offset + e.length;
  const path: PathSegment[] = [];
  let node: JsonNode = printed.doc.root;
  while (node.type === 'object' || node.type === 'array') {
    const k = node.type === 'object' ? propHolding(printed, node, path, from, to) : itemHolding(printed, node, path, from, to);
    if (k === undefined) return undefined;
    path.push(k);
    node = nodeAt(node, [k])!;
  }
  const r = printed.rangeOfPath(path);
  if (!r.exact || r.valueStart === undefined || from < r.valueStart || to > r.end) return undefined; // the key, or around the value
  // The value as typed, from the printed text: `text` is read nowhere here (see sameChange).
  const was = printed.text;
  const raw = was.slice(r.valueStart, from) + e.content + was.slice(to, r.end);
  const parsed = fastParse(raw);
  if (!parsed || parsed.type !== node.type || parsed.start !== 0 || parsed.end !== raw.length) return undefined;
  const value = (parsed as JsonScalar).value;
  // The printer writes a changed scalar as JSON.stringify does; the print below checks the rest.
  if (JSON.stringify(value) !== raw) return undefined;
  const root = produce(printed.doc.root, (d) => {
    (nodeAt(d as JsonNode, path) as { value: unknown }).value = value;
  });
  // printWithEdits, not printJson: the session prints this tree next, and takes this print.
  const next = printWithEdits(printed.doc.source, root);
  if (!sameChange(was, e, composeEdits(printed.doc.source.text, printed.sourceEdits, next.edits))) return undefined;
  // The same text: made the same string, so that the JSON pane, which compares the session's
  // text with its own after the edit, finds them one.
  Object.defineProperty(next, 'text', { value: text });
  return { path, value, base: printed.doc.root, root };
}

/**
 * True when the edits `d` make of `text` what `e` makes of it. The new print is compared with
 * the typed text this way, by the edits each makes of the text printed before, not as texts:
 * the typed text is made of pieces of that one (edit-within.ts textOf), and comparing the
 * two joined both and read them whole, 2.4 MB each on the largest corpus config, in the task of
 * each pause in typing. `d` is trimmed (composeEdits): the same change is one edit.
 */
export function sameChange(text: string, e: Edit, d: readonly Edit[]): boolean {
  if (d.length !== 1) return false;
  const x = d[0];
  const from = Math.min(x.offset, e.offset);
  const to = Math.max(x.offset + x.length, e.offset + e.length);
  return x.content.length - x.length === e.content.length - e.length && piece(text, d, 0, 1, from, to) === piece(text, [e], 0, 1, from, to);
}

/** The key of the property of `obj` (at `path`) whose text holds [from, to); undefined when none, or when its key is written twice. */
function propHolding(
  printed: PrintedText,
  obj: JsonNode & { type: 'object' },
  path: PathSegment[],
  from: number,
  to: number,
): string | undefined {
  for (let i = 0; i < obj.props.length; i++) {
    const key = obj.props[i].key;
    const r = printed.rangeOfPath([...path, key]);
    if (r.exact && r.start <= from && to <= r.end) return isShadowed(obj.props, i) ? undefined : key;
  }
  return undefined;
}

/** The index of the item of `arr` (at `path`) whose text holds [from, to), found by halving (the items are in text order). */
function itemHolding(
  printed: PrintedText,
  arr: JsonNode & { type: 'array' },
  path: PathSegment[],
  from: number,
  to: number,
): number | undefined {
  let lo = 0;
  let hi = arr.items.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = printed.rangeOfPath([...path, mid]);
    if (!r.exact) return undefined;
    if (r.end < from) lo = mid + 1;
    else if (r.start > to) hi = mid - 1;
    else return r.start <= from && to <= r.end ? mid : undefined;
  }
  return undefined;
}
