import { propOf, type JsonNode } from '../model/json-node';
import type { PathSegment } from '../model/json-path';
import type { PathRange } from './range-of-path';
import { lineStartsOf, type SourceFile } from './source-file';

/**
 * Where the printer put one node in the text it printed. `keyStart` is where its property's key
 * starts when it is a property's value (else `start`). A node copied whole from the source
 * (`src` set) holds its subtree as the source has it, re-indented from `from` to `to`: the
 * nodes inside are found through their source ranges.
 */
interface Placed {
  readonly start: number;
  readonly keyStart: number;
  readonly end: number;
  readonly src?: number;
  readonly from?: string;
  readonly to?: string;
}

/** A stretch of the source the printer copied whole as items of one array (see PrintLayout.placeRun). */
interface Run {
  readonly start: number;
  readonly src: number;
  readonly srcEnd: number;
}

/**
 * Where each node of one print sits in the printed text: what the printer wrote itself, by
 * node, and for a subtree it copied from the source, the copy's place (the nodes inside it are
 * then found from their source ranges). So a JSON path is found in the printed text without
 * parsing it: the path is walked through the printed tree, as `rangeOfPath` walks a parsed one.
 *
 * Filled by the printer (`printWithEdits`); read through `rangeOfPath`.
 */
export class PrintLayout {
  private readonly placed = new Map<JsonNode, Placed>();
  /** Stretches of an array's items the printer copied as one slice of the source (see placeRun). */
  private readonly runs = new Map<JsonNode, Run[]>();

  constructor(private readonly source: SourceFile) {}

  /** Record where the printer put `node` (the printer's part). */
  place(node: JsonNode, start: number, keyStart: number, end: number, copy?: { src: number; from: string; to: string }): void {
    this.placed.set(node, copy ? { start, keyStart, end, src: copy.src, from: copy.from, to: copy.to } : { start, keyStart, end });
  }

  /**
   * Record that the printer copied the source [src, srcEnd) whole, at `start` of its output, as
   * items of `array` in their places: those items are not placed one by one, and are found by
   * their source ranges (a long list printed after one move costs a few records, not one each).
   */
  placeRun(array: JsonNode, start: number, src: number, srcEnd: number): void {
    let list = this.runs.get(array);
    if (!list) this.runs.set(array, (list = []));
    list.push({ start, src, srcEnd });
  }

  /** The copied stretch of `array`'s items that holds the source offset `at`, if any. */
  private runAt(array: JsonNode, at: number): Run | undefined {
    const list = this.runs.get(array);
    if (!list) return undefined;
    // Appended in output order; after a move that is not source order: sorted once, on first use.
    if (!Object.isFrozen(list)) Object.freeze(list.sort((a, b) => a.src - b.src));
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].srcEnd <= at) lo = mid + 1;
      else hi = mid;
    }
    const r = list[lo];
    return r && r.src <= at ? r : undefined;
  }

  /**
   * The range of a JSON path in the printed text of `root` (the tree that was printed), as
   * `rangeOfPath` gives it for a parsed text: a property from its key to the end of its value,
   * an item as itself, the nearest existing ancestor (with `exact: false`) for a path that
   * does not exist; with `valueStart`, where the value itself starts when the path exists.
   */
  rangeOfPath(root: JsonNode, path: readonly PathSegment[]): PathRange {
    const top = this.placed.get(root);
    if (!top) return { start: 0, end: 0, exact: false };
    let copy: Placed | undefined = top.src !== undefined ? top : undefined;
    let start = top.start;
    let end = top.end;
    let valueStart = start;
    let node = root;
    for (const seg of path) {
      let child: JsonNode | undefined;
      let keyAt: number | undefined;
      if (node.type === 'object' && typeof seg === 'string') {
        const prop = propOf(node, seg);
        child = prop?.value;
        keyAt = prop?.keyStart;
      } else if (node.type === 'array' && typeof seg === 'number' && seg >= 0 && seg < node.items.length) child = node.items[seg];
      if (!child) return { start, end, exact: false };
      if (copy) {
        // Inside a copied subtree every node is the parser's, with its source range.
        if (child.start === undefined) return { start, end, exact: false };
        start = this.mapCopied(copy, keyAt ?? child.start);
        valueStart = keyAt === undefined ? start : this.mapCopied(copy, child.start);
        end = this.mapCopied(copy, child.end!);
      } else {
        const p = this.placed.get(child);
        const run = p || child.start === undefined ? undefined : this.runAt(node, child.start);
        if (run) {
          // An item copied with its neighbours: from here down, source offsets map as in a copy.
          copy = { start: run.start, keyStart: run.start, end: run.start + (run.srcEnd - run.src), src: run.src, from: '', to: '' };
          start = valueStart = this.mapCopied(copy, child.start!);
          end = this.mapCopied(copy, child.end!);
        } else {
          if (!p) return { start, end, exact: false };
          start = p.keyStart;
          valueStart = p.start;
          end = p.end;
          if (p.src !== undefined) copy = p;
        }
      }
      node = child;
    }
    return { start, end, exact: true, valueStart };
  }

  /** A source offset inside a copied subtree, as an offset of the printed text. */
  private mapCopied(copy: Placed, offset: number): number {
    let at = copy.start + (offset - copy.src!);
    const grow = copy.to!.length - copy.from!.length;
    if (grow === 0) return at;
    // Re-indenting changed the start of each line after the copy's first that began with
    // `from` (see reindent in print-json.ts): count those up to `offset`.
    const text = this.source.text;
    const starts = lineStartsOf(this.source);
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= copy.src!) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < starts.length && starts[k] <= offset; k++) if (text.startsWith(copy.from!, starts[k])) at += grow;
    return at;
  }
}
