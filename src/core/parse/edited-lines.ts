import type { Edit } from 'jsonc-parser';
import { lastAtOrBefore, type Position } from './source-file';

/**
 * A stretch of a text's line starts: `values[a..b)` moved by `shift`. Its first start is that of
 * line `line` (0-based) of the text, and is `first`.
 */
interface Run {
  readonly values: ArrayLike<number>;
  readonly a: number;
  readonly b: number;
  readonly shift: number;
  readonly line: number;
  readonly first: number;
}

/** Past this many runs, a version's starts are copied into one array (see EditedLines.after). */
export const MAX_RUNS = 4096;

/**
 * The line starts of a text, as runs of another version's starts and the line breaks of edits,
 * not as one array: the line starts after an edit are made in the time of the edit, not of the
 * text. After a move in a config of 368,000 pages (800,000 lines), copying and shifting every
 * start into a new array took 18-29 ms of the drop in Chromium, most of it writing 3.2 MB of
 * memory new to the page (see bench/machine.ts); the runs of a version are a handful more than
 * the last one's. Reading the start of a line, or the line of an offset, is two binary
 * searches (over the runs, then within one). No chain of versions is kept: a run points into
 * the first version's array or into an edit's own starts, never into another EditedLines.
 *
 * @example EditedLines.of([0, 4]).after([{ offset: 2, length: 0, content: 'x\n' }]).toArray() // [0, 4, 6]
 */
export class EditedLines implements Iterable<number> {
  /** How many lines the text has (starts, the first being 0). */
  readonly length: number;
  /** Each run's first start, and its first line: what the reads search. */
  private readonly firsts: number[];
  private readonly lines: number[];

  private constructor(private readonly runs: readonly Run[]) {
    const last = runs[runs.length - 1];
    this.length = last ? last.line + last.b - last.a : 0;
    this.firsts = runs.map((r) => r.first);
    this.lines = runs.map((r) => r.line);
  }

  /** How many runs the starts are kept in (one once copied into an array). */
  get runCount(): number {
    return this.runs.length;
  }

  /** The starts of a text as given: one run over the array (which must not change after). */
  static of(starts: ArrayLike<number>): EditedLines {
    return new EditedLines(starts.length ? [{ values: starts, a: 0, b: starts.length, shift: 0, line: 0, first: starts[0] }] : []);
  }

  /** The start of line `i` (0-based). */
  at(i: number): number {
    const r = this.runs[this.runOfLine(i)];
    return r.values[r.a + i - r.line] + r.shift;
  }

  /** The line (0-based) holding `offset`: the last whose start is at or before it (0 before every start). */
  lineAt(offset: number): number {
    if (!this.runs.length) return 0;
    const r = this.runs[lastAtOrBefore(this.firsts, offset)];
    // The last start of the run at or before the offset (its first is).
    return r.line + lastAtOrBefore(r.values, offset - r.shift, r.a, r.b - 1) - r.a;
  }

  /** 1-based line and column of an offset, as positionInText gives them from one array. */
  positionAt(offset: number): Position {
    const line = this.lineAt(offset);
    return { line: line + 1, column: offset - this.at(line) + 1 };
  }

  /**
   * The starts of the text after `edits` (in this text's offsets, ascending, neither overlapping
   * nor touching): lines before each edit keep their start, lines the edit removed go, the edit's
   * own line breaks start lines, and every later start moves by the edit's change of length.
   */
  after(edits: readonly Edit[]): EditedLines {
    const out: Run[] = [];
    let line = 0;
    const push = (values: ArrayLike<number>, a: number, b: number, shift: number) => {
      if (b <= a) return;
      const last = out[out.length - 1];
      // The next stretch of the same run, moved alike (the lines between two edits that cancel): one run.
      if (last && last.values === values && last.b === a && last.shift === shift) out[out.length - 1] = { ...last, b };
      else out.push({ values, a, b, shift, line, first: values[a] + shift });
      line += b - a;
    };
    // Lines [from, to) of this text, moved by `shift`.
    const keep = (from: number, to: number, shift: number) => {
      for (let i = from, k = from < to ? this.runOfLine(from) : 0; i < to; k++) {
        const r = this.runs[k];
        const end = Math.min(to, r.line + r.b - r.a);
        push(r.values, r.a + i - r.line, r.a + end - r.line, r.shift + shift);
        i = end;
      }
    };
    let kept = 0;
    let shift = 0;
    for (const e of edits) {
      // A start inside (offset, offset + length] follows a line break the edit removed.
      const from = this.lineAt(e.offset) + 1;
      const to = this.lineAt(e.offset + e.length) + 1;
      keep(kept, from, shift);
      const own: number[] = [];
      for (let p = e.content.indexOf('\n'); p !== -1; p = e.content.indexOf('\n', p + 1)) own.push(e.offset + shift + p + 1);
      push(own, 0, own.length, 0);
      kept = Math.max(kept, to);
      shift += e.content.length - e.length;
    }
    keep(kept, this.length, shift);
    const next = new EditedLines(out);
    // Thousands of edits later, reads would search many runs: one array again.
    return out.length > MAX_RUNS ? EditedLines.of(next.toArray()) : next;
  }

  /** Every start, in one new array. */
  toArray(): Int32Array {
    const all = new Int32Array(this.length);
    for (const r of this.runs) for (let k = r.a; k < r.b; k++) all[r.line + k - r.a] = r.values[k] + r.shift;
    return all;
  }

  *[Symbol.iterator](): Iterator<number> {
    for (const r of this.runs) for (let k = r.a; k < r.b; k++) yield r.values[k] + r.shift;
  }

  /** The run holding line `i`. */
  private runOfLine(i: number): number {
    return lastAtOrBefore(this.lines, i);
  }
}
