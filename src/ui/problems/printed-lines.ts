import type { JsonNode } from '../../core/model/json-node';
import type { PathSegment } from '../../core/model/nav-index';
import type { DocFile } from '../../core/model/workspace';
import { parseJson } from '../../core/parse/parse-json';
import { printJson } from '../../core/parse/print-json';
import { rangeOfPath } from '../../core/parse/range-of-path';
import { computeLineStarts, positionInText, type SourceFile } from '../../core/parse/source-file';

/** A text and a parse of it: the ranges of `root` are offsets in `text`. */
interface Parsed {
  readonly text: string;
  readonly root: JsonNode;
  starts?: number[];
}

/**
 * The text a file prints now, against a parsed baseline: `base.text[p, e0)` became `inserted`
 * (at `p` of the new text, where it ends at `e1`), and `container` is the smallest container of
 * the baseline around that change, parsed again from the new text.
 */
interface Printed {
  readonly base: Parsed;
  readonly p: number;
  readonly e0: number;
  readonly e1: number;
  readonly inserted: string;
  /** Line breaks the change added (negative: removed). */
  readonly nlDelta: number;
  /** The path to that container, what `rangeOfPath` finds at it in the baseline, and the container parsed again. */
  readonly container?: { readonly path: readonly PathSegment[]; readonly start: number; readonly inner: JsonNode; readonly offset: number };
}

/** A re-parsed container larger than this share of the file is not worth it: parse all and start afresh. */
const WHOLE_SHARE = 0.25;

/** Each opened file's source as a baseline (its text and tree are the file's own: nothing more is kept). */
const sources = new WeakMap<SourceFile, Parsed>();
/**
 * The last whole parse of each file, when an edit needed one: the next edits are compared with
 * it instead of the source. Held weakly: a second tree of a large file (10 MB for the 2.4 MB
 * corpus config) lasts through a burst of typing, not for as long as the file is open.
 */
const reparsed = new WeakMap<SourceFile, WeakRef<Parsed>>();
/** What each version of a file (its root) prints, against which baseline; the baseline weakly when it is a re-parse. */
const printed = new WeakMap<JsonNode, Printed | WeakRef<Printed>>();

/**
 * The 1-based line of each JSON path in the text a file prints now (what the JSON pane shows
 * and an export writes), the line of the path's start as `rangeOfPath` finds it: a property's
 * key, an item itself, the nearest existing ancestor for a path that does not exist.
 *
 * Why not print and parse the file again: on the 2.4 MB corpus config that was ~13 ms and a
 * garbage collection on every keystroke. An edit changes one place of the printed text, so the
 * text is compared with a parsed baseline (the source, or the last whole parse while it is
 * kept), and only the smallest container around the change is parsed again; everything before
 * the change keeps its offsets, everything after shifts by the change's length and line count.
 * Exact, through the printer and parser alone: no knowledge of how the printer lays text out.
 */
export function printedLines(doc: DocFile, paths: readonly (readonly PathSegment[])[]): number[] {
  const info = printedOf(doc);
  if (!info) return paths.map(() => 0);
  return paths.map((path) => lineAt(info, startOf(info, path)));
}

function sourceBase(source: SourceFile): Parsed | undefined {
  let b = sources.get(source);
  if (!b && source.root) sources.set(source, (b = { text: source.text, root: source.root }));
  return b;
}

function printedOf(doc: DocFile): Printed | undefined {
  const hit = printed.get(doc.root);
  const kept = hit instanceof WeakRef ? hit.deref() : hit;
  if (kept) return kept;
  const base = reparsed.get(doc.source)?.deref() ?? sourceBase(doc.source);
  if (!base) return undefined;
  const text = doc.root === doc.source.root ? doc.source.text : printJson(doc.source, doc.root);
  const info = compare(base, text) ?? whole(doc.source, text);
  if (info) printed.set(doc.root, info.base.root === doc.source.root ? info : new WeakRef(info));
  return info;
}

/** Parse the whole text and make it the file's baseline (the next edits are compared with it). */
function whole(source: SourceFile, text: string): Printed | undefined {
  const root = parseJson(text, source.path).file.root;
  if (!root) return undefined;
  const base: Parsed = { text, root };
  reparsed.set(source, new WeakRef(base));
  return { base, p: text.length, e0: text.length, e1: text.length, inserted: '', nlDelta: 0 };
}

/** The change from the baseline to `text`, with its container parsed again; undefined when only a whole parse will do. */
function compare(base: Parsed, text: string): Printed | undefined {
  const old = base.text;
  if (old === text) return { base, p: text.length, e0: text.length, e1: text.length, inserted: '', nlDelta: 0 };
  const p = commonPrefix(old, text);
  const s = commonSuffix(old, text, p);
  const e0 = old.length - s;
  const e1 = text.length - s;
  const around = containerAround(base.root, p, e0);
  if (!around) return undefined;
  const [cs, ce] = around.node.range!;
  // The walk below goes by `rangeOfPath`: its path must lead to this very container (not, say,
  // to a later property of the same key), which its end offset tells.
  const at = rangeOfPath(base.root, around.path);
  if (!at.exact || at.end !== ce) return undefined;
  const end = ce + (e1 - e0);
  if (end - cs > text.length * WHOLE_SHARE) return undefined;
  // The container's brackets lie outside the change, but the new text between them may pair
  // them differently ("[1, 2]" -> "[1], [2]"): only a slice that parses as one container counts.
  const slice = text.slice(cs, end);
  const { file, errors } = parseJson(slice, 'slice.json');
  const inner = file.root;
  if (errors.length || !inner) return undefined;
  const inserted = text.slice(p, e1);
  const nlDelta = countLineBreaks(inserted, 0, inserted.length) - countLineBreaks(old, p, e0);
  return { base, p, e0, e1, inserted, nlDelta, container: { path: around.path, start: at.start, inner, offset: cs } };
}

/** The deepest container whose brackets both lie outside `[p, e0)` while it holds that range, and its path. */
function containerAround(root: JsonNode, p: number, e0: number): { node: JsonNode; path: PathSegment[] } | undefined {
  const holds = (n: JsonNode) => (n.type === 'object' || n.type === 'array') && !!n.range && n.range[0] < p && e0 <= n.range[1] - 1;
  if (!holds(root)) return undefined;
  let node = root;
  const path: PathSegment[] = [];
  for (;;) {
    const kids: readonly JsonNode[] = node.type === 'object' ? node.props.map((x) => x.value) : node.type === 'array' ? node.items : [];
    // Children lie in text order: the last one starting before p is the only candidate.
    let lo = 0;
    let hi = kids.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((kids[mid].range?.[0] ?? Infinity) < p) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (at < 0 || !holds(kids[at])) return { node, path };
    path.push(node.type === 'object' ? node.props[at].key : at);
    node = kids[at];
  }
}

/**
 * The start offset, in the printed text, of what `rangeOfPath` finds for `path` (a property's
 * key, an item, or the nearest existing ancestor). A path that does not go through the
 * re-parsed container walks the same nodes in the baseline as in the new text, whose offsets
 * only shift after the change; one that does is walked on from the container parsed again.
 */
function startOf(info: Printed, path: readonly PathSegment[]): number {
  const c = info.container;
  if (c && c.path.length <= path.length && c.path.every((seg, i) => seg === path[i])) {
    const rest = path.slice(c.path.length);
    if (rest.length) {
      const r = rangeOfPath(c.inner, rest);
      // Not found at the first step: the walk stops at the container itself, as in the baseline.
      if (r.exact || r.start !== 0) return r.start + c.offset;
    }
    return c.start;
  }
  const start = rangeOfPath(info.base.root, path).start;
  return start < info.p ? start : start + (info.e1 - info.e0);
}

/** The 1-based line of an offset of the printed text. */
function lineAt(info: Printed, offset: number): number {
  const base = info.base;
  const starts = (base.starts ??= computeLineStarts(base.text));
  if (offset < info.p) return positionInText(starts, offset).line;
  if (offset >= info.e1) return positionInText(starts, offset - (info.e1 - info.e0)).line + info.nlDelta;
  return positionInText(starts, info.p).line + countLineBreaks(info.inserted, 0, offset - info.p);
}

function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Compared in blocks first: string equality of two slices is a memory compare, far faster than a loop of char codes. */
const BLOCK = 4096;

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i + BLOCK <= n && a.slice(i, i + BLOCK) === b.slice(i, i + BLOCK)) i += BLOCK;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The common tail's length, not reaching into the first `p` characters of either text. */
function commonSuffix(a: string, b: string, p: number): number {
  const n = Math.min(a.length, b.length) - p;
  let s = 0;
  while (s + BLOCK <= n && a.slice(a.length - s - BLOCK, a.length - s) === b.slice(b.length - s - BLOCK, b.length - s)) s += BLOCK;
  while (s < n && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return s;
}
