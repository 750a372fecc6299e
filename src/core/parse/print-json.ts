import type { JsonArray, JsonNode, JsonObject } from '../model/json-node';
import type { Edit } from 'jsonc-parser';
import { lineIndentAt, type SourceFile } from './source-file';
import { PrintLayout } from './print-layout';
import { changedStretch, LONG_LIST } from '../model/changed-stretch';

/** How a print treats long arrays; for tests that compare the two ways. */
export interface PrintOptions {
  /**
   * How many items make an array long (LONG_LIST by default): such an array, edited within one
   * stretch, is printed by that stretch alone (see Printer.emitWithOrigin). Infinity prints every
   * item, 1 takes the stretch's way for every array: the same text, edits and layout either way.
   */
  readonly longList?: number;
}

/**
 * Print a (possibly edited) node tree back to text, keeping every untouched byte.
 *
 * How: a node that is the very object the parser made (immer keeps untouched subtrees
 * identical) is copied from the original text. A changed container is written again from its
 * original pieces: each child keeps the whitespace that led up to it and followed it, so blank
 * lines and one-line arrays survive, and only the changed children are written anew. A child
 * that moved from elsewhere is re-indented to its new depth; new nodes are written in the
 * file's own indent unit and line ending. With no edit at all the result is the input, byte
 * for byte.
 *
 * @example
 * const { file } = parseJson(text);
 * const edited = produce(file.root, draft => { ... });
 * printJson(file, edited); // only the edited lines differ from `text`
 */
export function printJson(file: SourceFile, root: JsonNode, opts: PrintOptions = {}): string {
  if (root === file.root) return file.text;
  return concatenated(print(file, root, new Printer(file, undefined, opts.longList)).out);
}

/** What `printWithEdits` gives: the printed text, the edits that made it from the source, and where its nodes are. */
export interface PrintResult {
  readonly text: string;
  /**
   * The edits that turn the source text into `text` (jsonc-parser's `Edit`): in the source's
   * offsets, ascending, never overlapping nor touching. Everything between them is the source's
   * own text, reused by the printer.
   */
  readonly edits: readonly Edit[];
  /** Where each JSON path of `root` sits in `text`. */
  readonly layout: PrintLayout;
}

/**
 * `printJson`, telling what it did: the text, the edits it made to the source text (each part it
 * reused is the source's own bytes, each part it wrote is an edit), and the layout of the nodes
 * in the new text. Costs a little more than `printJson`; for those that apply or place what
 * changed (the editor session's printed text, the JSON pane's edit, the problems' lines).
 *
 * @example
 * const { text, edits } = printWithEdits(file, edited);
 * applyEdits(file.text, edits) === text; // true
 */
export function printWithEdits(file: SourceFile, root: JsonNode, opts: PrintOptions = {}): PrintResult {
  const last = opts.longList === undefined ? lastPrint.get(root) : undefined;
  if (last?.file === file) return last.result;
  const result = printAnew(file, root, opts);
  if (opts.longList === undefined) {
    lastPrint = new WeakMap();
    lastPrint.set(root, { file, result });
  }
  return result;
}

/**
 * The last print `printWithEdits` made, by its root: the JSON pane's in-place edit prints the
 * edited tree to check it (scalarEditOf), and the session then shows that same tree; the
 * second print was 7 ms a pause in typing on the largest corpus config, in Chromium. One entry
 * (a new map each time), held weakly: a version's print lives no longer than its tree.
 */
let lastPrint = new WeakMap<JsonNode, { file: SourceFile; result: PrintResult }>();

function printAnew(file: SourceFile, root: JsonNode, opts: PrintOptions): PrintResult {
  const printer = new Printer(file, new PrintLayout(file), opts.longList);
  if (root === file.root && root.start !== undefined) {
    // Untouched: the source itself, every node where the parser found it.
    printer.layout!.place(root, root.start, root.start, root.end!, { src: root.start, from: '', to: '' });
    return { text: file.text, edits: [], layout: printer.layout! };
  }
  print(file, root, printer);
  printer.finish();
  // The text is joined on first use: after a drop the session needs the edits and the layout at
  // once, and the 8 MB text of a 200,000-page list only when autosave or Export asks.
  const out = printer.out;
  let text: string | undefined;
  return {
    get text() {
      return (text ??= concatenated(out));
    },
    edits: printer.edits!,
    layout: printer.layout!,
  };
}

/**
 * The printed pieces as one string, made by `+`, not `join`. A join writes every character into
 * one new block the size of the document (2.3 MB on the largest corpus config), memory the
 * process has not touched yet; `+` of two long strings makes a node that points at both (the
 * engine's rope), and the characters are copied once, by whatever first reads them (a write to
 * disk or to a Blob, the JSON pane): the same one copy, made where the text is used rather than
 * in the printer. Where first touch of memory is dear (a virtual machine that hands freed memory
 * back to its host: 13 µs per 4 KB page, see bench/machine.ts), the join of 2.3 MB took 14 ms
 * against 4 ms for JSON.stringify of the same document, which returns such a rope as well.
 */
function concatenated(parts: readonly string[]): string {
  let s = '';
  for (let i = 0; i < parts.length; i++) s += parts[i];
  return s;
}

function print(file: SourceFile, root: JsonNode, printer: Printer): Printer {
  if (!file.root || file.root.start === undefined) {
    printer.emit(root);
    printer.write(file.eol);
    return printer;
  }
  printer.copy(0, file.root.start);
  printer.emit(root);
  printer.copy(file.root.end!, file.text.length);
  return printer;
}

/** Replace the indent `from` by `to` at the start of every line after the first. */
function reindent(s: string, from: string, to: string): string {
  if (from === to || s.indexOf('\n') === -1) return s;
  return s
    .split('\n')
    .map((line, i) => (i > 0 && line.startsWith(from) ? to + line.slice(from.length) : line))
    .join('\n');
}

/** The lead trimmed to its last line break: "\n\n    " -> "\n    " (a template for new children). */
function normalizeLead(lead: string): string {
  const i = lead.lastIndexOf('\n');
  if (i === -1) return lead;
  const cr = i > 0 && lead[i - 1] === '\r' ? 1 : 0;
  return lead.slice(i - cr);
}

/** A stretch of whitespace for the printer: a range of the source text (re-indented when copied), or text of its own. */
type Trivia = readonly [number, number] | string;

/**
 * Writes a tree out. Everything goes through `copy` (a range of the source text, unchanged) or
 * `write` (text of its own); with a layout, it also keeps the edits those make to the source
 * (`srcPos` is how far the source is accounted for) and where each node goes.
 */
class Printer {
  out: string[] = [];
  private indent = '';
  /** Length of the output so far. */
  private length = 0;
  readonly edits: Edit[] | undefined;
  /** The source text before this offset is accounted for by the output so far (reused or replaced). */
  private srcPos = 0;
  /** What was written since the last reuse of the source: the content of the next edit. */
  private pending: string[] = [];
  /**
   * Above 0 while printing what moved here (or a new container): its text, even where copied
   * from the source, is new at this place, so the edits say "removed there, inserted here"
   * instead of skipping the source from here to where the moved part came from.
   */
  private moving = 0;

  constructor(
    private readonly file: SourceFile,
    readonly layout?: PrintLayout,
    private readonly longList = LONG_LIST,
  ) {
    this.edits = layout ? [] : undefined;
  }

  private push(s: string): void {
    this.out.push(s);
    this.length += s.length;
    const nl = s.lastIndexOf('\n');
    if (nl !== -1) {
      let j = nl + 1;
      while (j < s.length && (s[j] === ' ' || s[j] === '\t')) j++;
      this.indent = s.slice(nl + 1, j);
    }
  }

  /** Output the source's own text [a, b). In source order it is reused; out of order (a move) it is new text to the edits. */
  copy(a: number, b: number): void {
    if (a >= b) {
      // Nothing to output, but the source is known to continue here: what was written since the
      // last reuse replaces the source up to this point (so a bracket after it can be reused).
      if (a === b && this.edits && a > this.srcPos && this.moving === 0) {
        this.close(a);
        this.srcPos = a;
      }
      return;
    }
    const s = this.file.text.slice(a, b);
    this.push(s);
    if (!this.edits) return;
    if (a >= this.srcPos && this.moving === 0) {
      this.close(a);
      this.srcPos = b;
    } else this.pending.push(s);
  }

  /** Output text of the printer's own. Equal to what the source has next (a bracket, a comma), it counts as reused. */
  write(s: string): void {
    if (!s) return;
    this.push(s);
    if (!this.edits) return;
    if (this.moving === 0 && this.file.text.startsWith(s, this.srcPos)) {
      this.close(this.srcPos);
      this.srcPos += s.length;
    } else this.pending.push(s);
  }

  /** Close the edit that replaces the source from `srcPos` to `at` by what was written meanwhile. */
  private close(at: number): void {
    if (at === this.srcPos && this.pending.length === 0) return;
    this.edits!.push({ offset: this.srcPos, length: at - this.srcPos, content: this.pending.join('') });
    this.pending.length = 0;
  }

  /** The last edit: the rest of the source is replaced by what was written since the last reuse. */
  finish(): void {
    this.close(this.file.text.length);
    this.srcPos = this.file.text.length;
  }

  /** A source range re-indented from `from` to `to` (copied as it is when that changes nothing), or text as given. */
  private trivia(t: Trivia, from: string, to: string): void {
    if (typeof t === 'string') return this.write(t);
    const [a, b] = t;
    const nl = from === to ? -1 : this.file.text.indexOf('\n', a);
    if (nl === -1 || nl >= b) this.copy(a, b);
    else this.write(reindent(this.file.text.slice(a, b), from, to));
  }

  /** Print a node; `keyStart`, for a property's value, is where its key began in the output. */
  emit(node: JsonNode, keyStart = -1): void {
    const start = this.length;
    const o = this.file.origin.get(node.id);
    if (o && o.node === node && node.start !== undefined) {
      const from = lineIndentAt(this.file.text, node.start);
      const to = this.indent;
      this.trivia([node.start, node.end!], from, to);
      this.layout?.place(node, start, keyStart < 0 ? start : keyStart, this.length, { src: node.start, from, to });
      return;
    }
    if (node.type === 'object' || node.type === 'array') {
      const orig = o?.node;
      if (orig && orig.type === node.type && orig.start !== undefined) this.emitWithOrigin(node, orig as typeof node);
      else this.emitFresh(node);
    } else if (o && o.node.type === node.type && (o.node as { value: unknown }).value === node.value && o.node.start !== undefined) {
      // A scalar equal to its original (e.g. restored by undo, which clones patch values) keeps
      // its original spelling: escapes and number formats stay as the user wrote them.
      this.copy(o.node.start, o.node.end!);
    } else this.write(JSON.stringify(node.value));
    this.layout?.place(node, start, keyStart < 0 ? start : keyStart, this.length);
  }

  private emitFresh(node: JsonObject | JsonArray): void {
    const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
    const count = node.type === 'object' ? node.props.length : node.items.length;
    if (count === 0) {
      this.write(open + close);
      return;
    }
    const base = this.indent;
    const lead = this.file.eol + base + this.file.indentUnit;
    this.moving++;
    this.write(open);
    for (let i = 0; i < count; i++) {
      this.write(lead);
      if (node.type === 'array') this.emit(node.items[i]);
      else {
        const keyStart = this.length;
        this.write(JSON.stringify(node.props[i].key) + ': ');
        this.emit(node.props[i].value, keyStart);
      }
      if (i < count - 1) this.write(',');
    }
    this.write(this.file.eol + base + close);
    this.moving--;
  }

  private emitWithOrigin(node: JsonObject | JsonArray, orig: JsonObject | JsonArray): void {
    const text = this.file.text;
    const oStart = orig.start!;
    const oEnd = orig.end!;
    const from = lineIndentAt(text, oStart);
    const to = this.indent;
    const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
    const n = orig.type === 'object' ? orig.props.length : orig.items.length;
    const startOf = (j: number) => (orig.type === 'object' ? orig.props[j].keyStart! : orig.items[j].start!);
    const endOf = (j: number) => (orig.type === 'object' ? orig.props[j].value.end! : orig.items[j].end!);

    // An array not re-indented copies each stretch of items still in their places as one slice of
    // the source: each with its lead, its tail and its comma (see inPlace). A long flat list of
    // pages with one item moved is then a few copies, not one printing step per item.
    const runs = node.type === 'array' && orig.type === 'array' && from === to;
    // A long one edited within one stretch matches only that stretch's items (see stretchOf).
    const stretch = runs && n >= this.longList ? this.stretchOf(node as JsonArray, orig as JsonArray) : undefined;
    let commas: ArrayLike<number>;
    if (stretch) commas = stretch.shape.commas;
    else {
      const list: number[] = [];
      for (let j = 0; j < n - 1; j++) list.push(text.indexOf(',', endOf(j)));
      commas = list;
    }
    const leadOf = (j: number): Trivia => [j === 0 ? oStart + 1 : commas[j - 1] + 1, startOf(j)];
    const tailOf = (j: number): Trivia => (j < n - 1 ? [endOf(j), commas[j]] : '');
    const hasBreak = (t: Trivia) => (typeof t === 'string' ? t.includes('\n') : text.slice(t[0], t[1]).includes('\n'));

    const count = node.type === 'object' ? node.props.length : node.items.length;
    if (count === 0) {
      // Empty as it was (a copy of the original, as undo makes): its own spelling ("[\n    ]"),
      // else an edit and its undo would not give the original bytes back.
      if (n === 0) this.trivia([oStart, oEnd], from, to);
      else this.write(open + close);
      return;
    }
    let defaultLead: string;
    let closeTrivia: Trivia;
    if (n === 0) {
      defaultLead = this.file.eol + to + this.file.indentUnit;
      closeTrivia = this.file.eol + to;
    } else {
      // The second child's lead is the separator style ("\n    " or " "); the first child's lead of
      // a one-line container is "" (right after the bracket), so a lone child implies " ".
      const [a, b] = (n > 1 ? leadOf(1) : leadOf(0)) as [number, number];
      const sample = text.slice(a, b);
      defaultLead = n > 1 || sample.includes('\n') ? reindent(normalizeLead(sample), from, to) : ' ';
      closeTrivia = [endOf(n - 1), oEnd - 1];
    }

    // Which original child each new child was (by id for items, by key for properties), and which
    // kept their order among the original's (the others moved: here from elsewhere in this
    // container, or from another one).
    let origIndex: (i: number) => number;
    let kept: ((i: number) => boolean) | undefined;
    if (stretch) {
      const { start, endBefore, endAfter, local, localKept } = stretch;
      origIndex = (i) => (i < start ? i : i >= endAfter ? i - endAfter + endBefore : local[i - start]);
      kept = this.edits ? (i) => i < start || i >= endAfter || localKept[i - start] : undefined;
    } else {
      const all = this.matchChildren(node, orig);
      const keptAll = this.edits ? keptInOrder(all) : undefined;
      origIndex = (i) => all[i];
      kept = keptAll && ((i) => keptAll[i]);
    }
    let separator = ': ';
    if (orig.type === 'object' && orig.props.length) {
      const p = orig.props[0];
      separator = text.slice(p.keyEnd!, p.value.start!);
    }
    // Does the lead of original item j hold a line break (so a copy of it starts a line)?
    const leadBreaks = stretch
      ? (j: number) => stretch.shape.nextWithout(j) !== j
      : (j: number) => {
          for (let c = commas[j - 1] + 1; c < startOf(j); c++) if (text.charCodeAt(c) === 10) return true;
          return false;
        };
    // Whether item `i` of an array (originally item `j`) prints as the source has it, from after
    // the comma before it to its own comma: the parser's very node, kept in order, neither first
    // nor last (their leads and tails have cases of their own), on a line of its own (so the
    // indent the printer tracks is the source's when it is copied).
    const inPlace = (i: number, j: number) =>
      i > 0 &&
      i < count - 1 &&
      j > 0 &&
      j < n - 1 &&
      (node as JsonArray).items[i] === (orig as JsonArray).items[j] &&
      (!kept || kept(i)) &&
      leadBreaks(j);

    this.write(open);
    for (let i = 0; i < count; i++) {
      const j = origIndex(i);
      if (runs && inPlace(i, j)) {
        let k = i + 1;
        while (k < count) {
          const jk = j + (k - i);
          if (stretch && (k < stretch.start || k >= stretch.endAfter) && origIndex(k) === jk) {
            // Outside the stretch every item is the source's own in its place: the run goes on
            // to the stretch (or the end), short of the last item and of a lead on the same line.
            const end = k < stretch.start ? stretch.start : count;
            const stop = Math.min(end, count - 1, k + (n - 1 - jk), k + (stretch.shape.nextWithout(jk) - jk));
            if (stop > k) {
              k = stop;
              continue;
            }
          }
          if (origIndex(k) === jk && inPlace(k, jk)) k++;
          else break;
        }
        const src = commas[j - 1] + 1;
        const srcEnd = commas[j + (k - i) - 1] + 1;
        this.layout?.placeRun(node, this.length, src, srcEnd);
        this.copy(src, srcEnd);
        i = k - 1;
        continue;
      }
      const child = node.type === 'array' ? node.items[i] : node.props[i].value;
      const moved = kept !== undefined && (j < 0 ? this.file.origin.has(child.id) : !kept(i));
      if (moved) this.moving++;
      this.trivia(this.leadFor(i, j, leadOf, hasBreak, defaultLead, n), from, to);
      if (node.type === 'array') this.emit(node.items[i]);
      else {
        const keyStart = this.length;
        if (j >= 0) {
          // The key and its separator as written (escapes, spacing).
          const op = (orig as JsonObject).props[j];
          this.copy(op.keyStart!, op.keyEnd!);
          this.copy(op.keyEnd!, op.value.start!);
        } else this.write(JSON.stringify(node.props[i].key) + separator);
        this.emit(node.props[i].value, keyStart);
      }
      if (i < count - 1) {
        if (j >= 0) this.trivia(tailOf(j), from, to);
        this.write(',');
      }
      if (moved) this.moving--;
    }
    this.trivia(closeTrivia, from, to);
    this.write(close);
  }

  /**
   * Where a long array differs from its original as one stretch (see changedStretch), with the
   * original place of each item in it and which of those kept their order: the items before and
   * after it are the source's own, in their places, so a move among 200,000 pages matches a few
   * items, not a map of all of them. Undefined when an item of the stretch stands elsewhere in
   * the original too (the same item twice): then every item is matched.
   */
  private stretchOf(node: JsonArray, orig: JsonArray): ArrayStretch | undefined {
    const { start, endBefore, endAfter } = changedStretch(orig.items, node.items);
    const pos = new Map<number, number>();
    for (let j = start; j < endBefore; j++) pos.set(orig.items[j].id, j);
    const local: number[] = [];
    for (let i = start; i < endAfter; i++) {
      const id = node.items[i].id;
      const j = pos.get(id);
      if (j === undefined && this.file.origin.parentOf(id) === orig.id) return undefined;
      local.push(j ?? -1);
    }
    return { start, endBefore, endAfter, local, localKept: keptInOrder(local), shape: shapeOf(this.file.text, orig) };
  }

  /**
   * The whitespace before the child now at position `i` (originally at `j`, -1 when new here).
   * The first position keeps the container's first lead ("" right after the bracket of a
   * one-line array); a child that leaves the first position takes the separator style instead.
   */
  private leadFor(
    i: number,
    j: number,
    leadOf: (j: number) => Trivia,
    hasBreak: (t: Trivia) => boolean,
    defaultLead: string,
    n: number,
  ): Trivia {
    if (i === 0 && n > 0) return j > 0 && hasBreak(leadOf(j)) ? leadOf(j) : leadOf(0);
    if (j > 0) return leadOf(j);
    if (j === 0) return hasBreak(leadOf(0)) ? leadOf(0) : defaultLead;
    return defaultLead;
  }

  private matchChildren(node: JsonObject | JsonArray, orig: JsonObject | JsonArray): number[] {
    if (node.type === 'array') {
      const origArr = orig as JsonArray;
      const pos = new Map<number, number>();
      origArr.items.forEach((it, j) => pos.set(it.id, j));
      return node.items.map((it) => pos.get(it.id) ?? -1);
    }
    const origObj = orig as JsonObject;
    const used = new Set<number>();
    return node.props.map((p) => {
      for (let j = 0; j < origObj.props.length; j++) {
        if (!used.has(j) && origObj.props[j].key === p.key && origObj.props[j].keyStart !== undefined) {
          used.add(j);
          return j;
        }
      }
      return -1;
    });
  }
}

/**
 * Which children kept their order: the longest run of original positions (`-1`: not from this
 * container) that increases, as the children now stand. Those are reused in place; the others
 * moved.
 */
function keptInOrder(origIndex: readonly number[]): boolean[] {
  // Patience sorting: tails[k] is the child ending the best increasing run of length k + 1.
  const tails: number[] = [];
  const prev = new Array<number>(origIndex.length).fill(-1);
  for (let i = 0; i < origIndex.length; i++) {
    const v = origIndex[i];
    if (v < 0) continue;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (origIndex[tails[mid]] < v) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const kept = new Array<boolean>(origIndex.length).fill(false);
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = prev[i]) kept[i] = true;
  return kept;
}

/** A long array's stretch that changed (see Printer.stretchOf). */
interface ArrayStretch {
  readonly start: number;
  readonly endBefore: number;
  readonly endAfter: number;
  /** The original position of each item of the stretch (-1: not from this array). */
  readonly local: readonly number[];
  /** Which of them kept their order (keptInOrder of `local`). */
  readonly localKept: readonly boolean[];
  readonly shape: ArrayShape;
}

/** Where the commas of a source array are, and which of its items' leads hold no line break. */
interface ArrayShape {
  /** The offset of the comma after each item but the last. */
  readonly commas: Int32Array;
  /** The first position from `j` on (from 1) whose item's lead has no line break, or the array's length. */
  nextWithout(j: number): number;
}

// Per array of a source file: its text never changes, so neither does its shape. Weak: it goes
// with the source file's nodes.
const shapes = new WeakMap<JsonArray, ArrayShape>();

/** The shape of a source array, found once by a walk of its text (the first print of a move among its items). */
function shapeOf(text: string, orig: JsonArray): ArrayShape {
  let shape = shapes.get(orig);
  if (shape) return shape;
  const n = orig.items.length;
  const commas = new Int32Array(Math.max(0, n - 1));
  const without: number[] = [];
  for (let j = 0; j < n; j++) {
    if (j < n - 1) commas[j] = text.indexOf(',', orig.items[j].end!);
    if (j === 0) continue;
    let c = commas[j - 1] + 1;
    const end = orig.items[j].start!;
    while (c < end && text.charCodeAt(c) !== 10) c++;
    if (c === end) without.push(j);
  }
  shape = {
    commas,
    nextWithout(j) {
      let lo = 0;
      let hi = without.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (without[mid] < j) lo = mid + 1;
        else hi = mid;
      }
      return lo < without.length ? without[lo] : n;
    },
  };
  shapes.set(orig, shape);
  return shape;
}
