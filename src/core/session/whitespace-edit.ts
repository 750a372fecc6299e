import type { JsonNode, JsonProp } from '../model/json-node';
import { detectEol, detectIndentUnit, indentScan, LineMap, OriginTable, type SourceFile } from '../parse/source-file';
import { editBetween } from '../parse/text-edits';
import { noteValueCopy } from '../model/value-copies';
import { madeBy, type PrintedText } from './printed-text';

/**
 * The JSON pane's new text for a file as its source with whitespace changed between two tokens
 * only (a line broken with Enter, an indent, a blank line taken out), when the file is still its
 * source's tree (no tree edit since the text was parsed): the new source file, whose tree is
 * the old one with the offsets after the change moved. Every node keeps its id, and every node
 * before the change is the same object. Else undefined, and the caller parses the whole text.
 *
 * Why: whitespace must become the file's source (or the pane would get its own text back
 * without it), which took the whole way: a parse and the matching of the new tree's ids to the
 * old one (reconcileIds), about 50 ms a pause in Chromium on the largest corpus config (2.4 MB)
 * with an Enter half-way down. The values did not change, so neither is needed.
 *
 * @example whitespaceEditOf(session.getSnapshot().text('docs.json')!, typedWithANewLine)?.text // typedWithANewLine
 */
export function whitespaceEditOf(printed: PrintedText, text: string, edit = sourceEdit(printed, text)): SourceFile | undefined {
  if (!edit) return undefined;
  const { source, root, from, to, content } = edit;
  if (from === 0) return undefined; // before a byte order mark, it would be one no more
  if (!blank(source.text, from, to) || !blank(content, 0, content.length)) return undefined;
  // Whitespace inside a string or a key is its value; between a number's digits, a new token.
  if (inToken(root, from) || inToken(root, to)) return undefined;
  const moved = movedAfter(root, from, to, content.length - (to - from));
  // Every value kept: the index lets the rebuilt elements stand in for the old ones (see NavElement.standsFor).
  noteValueCopy(moved, root, to);
  return retexted(source, text, moved, edit);
}

/** The one stretch [from, to) of the file's source that the pane's text replaces with `content`. */
export interface SourceEdit {
  readonly source: SourceFile;
  readonly root: JsonNode;
  readonly from: number;
  readonly to: number;
  readonly content: string;
}

/**
 * How the JSON pane's text differs from the file's source, when the file is still its source's
 * tree (no tree edit since the text was parsed: the edits here move that tree's offsets); else
 * undefined. Printed from its source with no edit, the file's text is the source's text itself,
 * so `e`, the edit from the printed text, is the edit from the source: editText finds it once
 * a pause for the scalar, whitespace and splice edits.
 */
export function sourceEdit(printed: PrintedText, text: string, e = editBetween(printed.text, text)): SourceEdit | undefined {
  const { source, root } = printed.doc;
  if (!e || root !== source.root || root.start === undefined) return undefined;
  return { source, root, from: e.offset, to: e.offset + e.length, content: e.content };
}

/**
 * The file's source as `text` (its old text with `edit` made), with `root`: the old tree with
 * its offsets moved (every id it kept lies in the old table's range). Its line ending and
 * indent unit are the source's when the edit comes after all that decided them (see
 * `decidedBy`): reading them from `text`, made of pieces of the old text (edit-within.ts
 * textOf), joined it, 2.4 MB of memory written in the task of each pause in typing on the
 * largest corpus config. It is joined later, by autosave once typing stops, or by the next
 * pause. For the same reason its print states `edit` rather than comparing texts (see madeBy).
 */
export function retexted(source: SourceFile, text: string, root: JsonNode, edit: SourceEdit): SourceFile {
  const d = decidedBy(source);
  const sameEol = d.firstBreak !== -1 && edit.from > d.firstBreak;
  const sameIndent = edit.from >= d.indentEnd;
  const next: SourceFile = {
    ...source,
    text,
    root,
    origin: new OriginTable(root, source.origin),
    eol: sameEol ? source.eol : detectEol(text),
    indentUnit: sameIndent ? source.indentUnit : detectIndentUnit(text),
    lines: editedLines(source.lines, text, edit),
  };
  // Nothing before the edit moved: the same places decide for the new text.
  if (sameEol && sameIndent) decided.set(next, d);
  madeBy.delete(source);
  madeBy.set(next, { from: source, edit: { offset: edit.from, length: edit.to - edit.from, content: edit.content } });
  return next;
}

/**
 * Where a source's text decides its line ending (the first line break: detectEol) and its
 * indent unit (indentScan's end), read once per source, and for a source retexted made,
 * taken over from the one before without reading its text.
 */
function decidedBy(source: SourceFile): { readonly firstBreak: number; readonly indentEnd: number } {
  let d = decided.get(source);
  if (!d) decided.set(source, (d = { firstBreak: source.text.indexOf('\n'), indentEnd: indentScan(source.text).end }));
  return d;
}

const decided = new WeakMap<SourceFile, { readonly firstBreak: number; readonly indentEnd: number }>();

/**
 * The line map of `text`, the old text with `edit` made: from the old map's starts when they
 * were computed (a copy of 50,000 numbers, where finding them again reads all 2.4 MB of the
 * largest corpus config), else computed on first use. Here, not in source-file.ts: the page
 * loads this module with the JSON pane, not before.
 */
export function editedLines(lines: LineMap, text: string, { from, to, content }: Pick<SourceEdit, 'from' | 'to' | 'content'>): LineMap {
  const old = lines.computed;
  if (!old) return new LineMap(text);
  const out: number[] = [];
  let k = 0;
  // Starts at or before the change stay; those inside it go, the content's own come instead,
  // and the ones after it move by the change in length.
  for (; k < old.length && old[k] <= from; k++) out.push(old[k]);
  for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) out.push(from + i + 1);
  while (k < old.length && old[k] <= to) k++;
  const delta = content.length - (to - from);
  for (; k < old.length; k++) out.push(old[k] + delta);
  return new LineMap(text, out);
}

/** True when text[from, to) is JSON whitespace only (space, tab, line feed, carriage return). */
function blank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}

/** True when offset `p` lies strictly inside a key or a scalar value of the tree (between two of its characters). */
function inToken(root: JsonNode, p: number): boolean {
  let n: JsonNode | undefined = root;
  while (n) {
    if (n.type === 'object') {
      let next: JsonNode | undefined;
      for (const prop of n.props) {
        if (prop.keyStart! < p && p < prop.keyEnd!) return true;
        if (prop.value.start! < p && p < prop.value.end!) next = prop.value;
      }
      n = next;
    } else if (n.type === 'array') {
      // Items are in text order: the last one that starts before `p`.
      const items = n.items;
      let lo = 0;
      let hi = items.length - 1;
      let at = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (items[mid].start! < p) {
          at = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      n = at >= 0 && p < items[at].end! ? items[at] : undefined;
    } else return true; // a scalar whose range holds `p` strictly
  }
  return false;
}

/**
 * The tree with every offset at or after `to` moved by `delta`: the nodes that end at or before
 * `from` are the same objects; the others are copies (containers frozen, as the parser makes
 * them), but for `swap[0]`, which is `swap[1]` (see splice-edit.ts).
 */
export function movedAfter(n: JsonNode, from: number, to: number, delta: number, swap?: readonly [JsonNode, JsonNode]): JsonNode {
  if (n.end! <= from) return n;
  if (swap && n === swap[0]) return swap[1];
  const start = n.start! >= to ? n.start! + delta : n.start!;
  // A node's first and last characters are no whitespace: it starts before the change or after
  // it, and (ending after `from`) ends after it.
  const end = n.end! + delta;
  if (n.type === 'object') {
    const props = n.props.map((p): JsonProp =>
      p.value.end! <= from
        ? p
        : {
            key: p.key,
            keyStart: p.keyStart! >= to ? p.keyStart! + delta : p.keyStart,
            keyEnd: p.keyEnd! >= to ? p.keyEnd! + delta : p.keyEnd,
            value: movedAfter(p.value, from, to, delta, swap),
          },
    );
    return Object.freeze({ type: 'object', id: n.id, start, end, props });
  }
  if (n.type === 'array')
    return Object.freeze({ type: 'array', id: n.id, start, end, items: n.items.map((it) => movedAfter(it, from, to, delta, swap)) });
  return { type: n.type, id: n.id, start, end, value: n.value } as JsonNode;
}
