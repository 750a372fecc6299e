import type { JsonNode } from '../model/json-node';

/** Where a node sat in the original text: the node itself and the id of its container. */
export interface Origin {
  readonly node: JsonNode;
  readonly parent: number | undefined;
}

/**
 * Where each node of one parse sat: its node and its container's id, for the printer (an
 * edited node keeps its id, so its original is found by id). Built on first use by one walk
 * of the parsed tree, or beforehand in slices (`prepare`, which the app's open calls), not
 * while parsing: checking a file never prints it, and on the 2.4 MB corpus config filling the
 * table cost a tenth of the parse. The ids of one parse
 * lie close together, so the table is two flat arrays indexed from the smallest id rather than
 * a Map of small objects (which spent most of a parse in the garbage collector). A tree whose
 * ids are spread out (reconcileIds mixes old and fresh ids) keeps those in the range of the
 * table it was matched to (`near`) in the flat arrays, and the others (the nodes new in this
 * version: few, most often) through a Map; with no such range, all of them through the Map.
 */
export class OriginTable {
  private nodes: (JsonNode | undefined)[] | undefined;
  /** The parent's id of each slot, 0 for none (ids start at 1). */
  private parents: Int32Array | undefined;
  /** The flat part: ids from `base` to `base + size - 1` sit at `id - base`. */
  private base = 0;
  private size = 0;
  /** The slots of ids outside the flat part (after it in the arrays). */
  private sparse: Map<number, number> | undefined;
  /** Where prepare() left off, while the table is built in slices (see Walk). */
  private walk: Walk | undefined;
  /** The flat range of the table this tree's ids were matched to, when that one was built. */
  private readonly near: { readonly base: number; readonly size: number } | undefined;

  /**
   * @param root the parsed tree (undefined when the text was not JSON: then nothing has an origin).
   * @param near the table of the version this tree's ids were matched to (see reconcileIds): its
   *   flat range (or, when it is not built, the one it had from the table before it) is where
   *   most ids lie. Only the range is kept: a table that held the last one would hold every
   *   version typed before it while none is built.
   */
  constructor(
    private readonly root: JsonNode | undefined,
    near?: OriginTable,
  ) {
    // Not built (the JSON pane's whole-way pauses build none while typing goes on: see Reuse in
    // reconcile-ids.ts): the range it had from the table before it, the ids being the same ones.
    this.near = near?.nodes && near.size ? { base: near.base, size: near.size } : near?.near;
  }

  /** Whether the table is built (by a first lookup, or by `prepare` to its end). */
  get built(): boolean {
    return this.nodes !== undefined;
  }

  get(id: number): Origin | undefined {
    const k = this.slot(id);
    if (k < 0) return undefined;
    const p = this.parents![k];
    return { node: this.nodes![k]!, parent: p === 0 ? undefined : p };
  }

  has(id: number): boolean {
    return this.slot(id) >= 0;
  }

  /** The node of this id as parsed, or undefined. */
  nodeOf(id: number): JsonNode | undefined {
    const k = this.slot(id);
    return k < 0 ? undefined : this.nodes![k];
  }

  /** The id of the container that held this node when parsed. */
  parentOf(id: number): number | undefined {
    const k = this.slot(id);
    if (k < 0) return undefined;
    const p = this.parents![k];
    return p === 0 ? undefined : p;
  }

  /** Where the node of `id` sits in the arrays, or -1. */
  private slot(id: number): number {
    if (!this.nodes) this.build();
    const k = id - this.base;
    if (k >= 0 && k < this.size && this.nodes![k] !== undefined) return k;
    return this.sparse?.get(id) ?? -1;
  }

  private build(): void {
    this.prepare(() => false);
  }

  /**
   * Build the table now, in slices: false while `shouldYield()` stopped the walk (call again),
   * true once it is built. The app's open builds it in the open's own slices, so that the first
   * print after an edit (the problems list's line numbers, autosave) does not: at 16x the
   * largest corpus config that first print spent 60-86 ms building it, inside the next drop.
   */
  prepare(shouldYield: () => boolean): boolean {
    if (this.nodes) return true;
    const root = this.root;
    if (!root) {
      this.nodes = [];
      this.parents = new Int32Array(0);
      return true;
    }
    // Two walks: the first counts the nodes and the range of their ids, which decides between
    // flat arrays (a parse numbers its nodes consecutively) and a Map (reconcileIds mixes old and
    // fresh ids); the second fills tables made to that size. One walk gathering the nodes in
    // growing lists first made twice the memory (the lists, then the tables), and memory new to
    // the process is what a first print after an open paid for most (see bench/machine.ts).
    const w = (this.walk ??= {
      second: false,
      stack: [root],
      stackUp: [0],
      min: root.id,
      max: root.id,
      count: 0,
      inNear: 0,
      near: this.near,
    });
    const { stack, stackUp } = w;
    let n = 0;
    for (;;) {
      while (stack.length) {
        if (++n === CHECK_EVERY) {
          n = 0;
          if (shouldYield()) return false;
        }
        const node = stack.pop()!;
        const up = stackUp.pop()!;
        if (!w.second) {
          w.count++;
          if (node.id < w.min) w.min = node.id;
          if (node.id > w.max) w.max = node.id;
          if (w.near && node.id - w.near.base >= 0 && node.id - w.near.base < w.near.size) w.inNear++;
        } else {
          let at = node.id - this.base;
          if (at < 0 || at >= this.size) this.sparse!.set(node.id, (at = this.size + w.count++));
          w.nodes![at] = node;
          this.parents![at] = up;
        }
        if (node.type === 'object') {
          for (const p of node.props) {
            stack.push(p.value);
            stackUp.push(node.id);
          }
        } else if (node.type === 'array') {
          for (const it of node.items) {
            stack.push(it);
            stackUp.push(node.id);
          }
        }
      }
      if (w.second) break;
      // Flat over the ids' range when they lie close together; else over the range of the table
      // they were matched to when most lie there, the others after it; else all through the Map.
      const dense = (size: number, count: number) => size <= 4 * count + 64;
      let outside = 0;
      if (dense(w.max - w.min + 1, w.count)) {
        this.base = w.min;
        this.size = w.max - w.min + 1;
      } else if (w.near && w.inNear >= w.count / 2 && dense(w.near.size, w.inNear)) {
        this.base = w.near.base;
        this.size = w.near.size;
        outside = w.count - w.inNear;
      } else outside = w.count;
      if (outside) this.sparse = new Map();
      // Sized before they are filled: writing a plain array far past its end turns it into a slow dictionary.
      w.nodes = new Array(this.size + outside).fill(undefined);
      this.parents = new Int32Array(this.size + outside);
      w.second = true;
      w.count = 0;
      stack.push(root);
      stackUp.push(0);
    }
    this.nodes = w.nodes;
    this.walk = undefined;
    return true;
  }
}

/** Where OriginTable.prepare stands between slices: in the first walk (counting) or the second (filling). */
interface Walk {
  second: boolean;
  readonly stack: JsonNode[];
  readonly stackUp: number[];
  min: number;
  max: number;
  /** Nodes counted by the first walk; in the second, nodes placed outside the flat part so far. */
  count: number;
  /** Of those counted, the ids in `near`'s flat range. */
  inNear: number;
  readonly near: { readonly base: number; readonly size: number } | undefined;
  nodes?: (JsonNode | undefined)[];
}

/** Nodes walked between two looks at the clock in OriginTable.prepare. */
const CHECK_EVERY = 4096;

/**
 * The original text of one file and everything the printer needs to reuse it: the node of
 * each id as parsed (so "unchanged" is an identity check), the file's line ending and indent
 * unit (so new parts are written in the file's own style).
 *
 * WARNING: a SourceFile is frozen and must never be drafted by immer; the store keeps it
 * beside the edited root, not inside it.
 */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
  readonly root: JsonNode | undefined;
  readonly origin: OriginTable;
  readonly eol: '\n' | '\r\n';
  readonly indentUnit: string;
  /** Offsets where lines start, for offset -> line/column. Built on first use. */
  readonly lines: LineMap;
}

/**
 * The offsets where each line of a text starts, computed on first use (opening and checking a
 * file rarely needs them) and kept: a SourceFile is frozen, so its lazily built parts live in
 * an object of their own, as the OriginTable does.
 */
export class LineMap {
  constructor(
    private readonly text: string,
    /** The starts once computed (read by editedLines in src/core/session/whitespace-edit.ts). */
    public computed?: number[],
  ) {}

  get starts(): number[] {
    return (this.computed ??= computeLineStarts(this.text));
  }
}

/** A position for messages: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

/** Offsets where each line of the file's text starts, computed once per file. */
export function lineStartsOf(file: SourceFile): number[] {
  return file.lines.starts;
}

/** 1-based line and column of an offset in the file's text. */
export function positionAt(file: SourceFile, offset: number): Position {
  return positionInText(lineStartsOf(file), offset);
}

/** 1-based line and column of an offset, given the line starts of the text. */
export function positionInText(starts: ArrayLike<number>, offset: number): Position {
  const lo = lastAtOrBefore(starts, offset);
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/**
 * The index of the last of ascending `starts` (the first is at or before `offset`) that is at
 * or before `offset`: the line, or the piece of a text, that holds it. Within `[lo, hi]` when
 * given (a stretch of a larger array: see EditedLines).
 *
 * @example lastAtOrBefore([0, 10, 20], 15) // 1
 */
export function lastAtOrBefore(starts: ArrayLike<number>, offset: number, lo = 0, hi = starts.length - 1): number {
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Offsets where each line of `text` starts. */
export function computeLineStarts(text: string): number[] {
  const starts = [0];
  let i = text.indexOf('\n');
  while (i !== -1) {
    starts.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  return starts;
}

/** The whitespace at the start of the line that contains `offset`. */
export function lineIndentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let end = lineStart;
  while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++;
  return text.slice(lineStart, Math.min(end, offset));
}

/** Detect the file's line ending: CRLF when its first line break is CRLF. */
export function detectEol(text: string): '\n' | '\r\n' {
  const i = text.indexOf('\n');
  return i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * Detect the file's indent unit: the smallest non-empty leading whitespace among the first
 * lines that have any (tabs win when the first indented line uses one). Defaults to 2 spaces.
 */
export function detectIndentUnit(text: string): string {
  return indentScan(text).unit;
}

/**
 * detectIndentUnit's answer, and where its reading stopped: only the text before `end` (whole
 * lines, their line breaks included) decides the answer, so a text changed at or after `end`
 * has the same one. Infinity when the reading went to the end of the text (a line added at the
 * end could still decide).
 */
export function indentScan(text: string): { readonly unit: string; readonly end: number } {
  let best: string | undefined;
  let seen = 0;
  let pos = 0;
  while (pos < text.length && seen < 200) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    let j = pos;
    while (j < end && (text[j] === ' ' || text[j] === '\t')) j++;
    if (j > pos && j < end) {
      const ws = text.slice(pos, j);
      if (ws[0] === '\t') return { unit: '\t', end: nl === -1 ? Infinity : nl + 1 };
      if (!best || ws.length < best.length) best = ws;
      seen++;
    }
    if (nl === -1) break;
    pos = nl + 1;
  }
  // Stopped at 200 indented lines: what follows them cannot change the answer.
  return { unit: best ?? '  ', end: seen >= 200 ? pos : Infinity };
}
