import { lastAtOrBefore } from '../../core/parse/source-file';

/**
 * The tree's rows as `visibleRows` gives them: stretches of arrays (an untouched subtree's rows
 * from the last walk, a long list's, the rows made this time), read by place and never joined
 * into one array.
 *
 * Why not one array: after a move in the largest corpus config at 16x, expanded (444,000 rows),
 * joining the kept blocks into one new array was three quarters of `visibleRows` (16 ms of 22
 * per move in Node; 16-23 ms of a 68 ms drop in Chromium, most of it writing 3.5 MB of memory
 * new to the page), and recording each open subtree's rows for the next walk copied them again.
 * Here a move costs a list of the stretches: the tree reads the fifty rows it draws by place.
 *
 * Unlike `Array.prototype.at`, `get(-1)` is no row: the tree's code asks for `rowIndex.get(id)
 * ?? -1` and expects nothing back.
 */
export class RowList<T> implements Iterable<T> {
  private static readonly NONE = new RowList<never>([], [], [0]);

  /** How many rows in all. */
  readonly length: number;
  /** The block read last: the tree reads neighbours (the rows in view, the next row). */
  private last = 0;

  /** Use `of`, `empty` or RowBuilder: the three arrays must agree (see RowBuilder.rows). */
  constructor(
    /** The arrays the stretches are in (shared, never changed where a stretch lies). */
    private readonly arrays: readonly (readonly T[])[],
    /** Where each stretch starts in its array. */
    private readonly offsets: readonly number[],
    /** Where each stretch starts among all rows, and one past the last row. */
    private readonly starts: readonly number[],
  ) {
    this.length = starts[starts.length - 1];
  }

  static empty<T>(): RowList<T> {
    return RowList.NONE;
  }

  /** The rows of one array (kept, not copied: it must not change afterwards). */
  static of<T>(rows: readonly T[]): RowList<T> {
    return rows.length ? new RowList([rows], [0], [0, rows.length]) : RowList.NONE;
  }

  /** The row at place `i`; undefined outside 0 .. length - 1. */
  get(i: number): T | undefined {
    if (!(i >= 0 && i < this.length)) return undefined;
    const { starts } = this;
    let k = this.last;
    if (!(starts[k] <= i && i < starts[k + 1])) this.last = k = lastAtOrBefore(starts, i, 0, starts.length - 1);
    return this.arrays[k][this.offsets[k] + i - starts[k]];
  }

  /** Rows `from` .. `to` - 1 as a new array (a few rows: a test, a neighbour). */
  slice(from = 0, to = this.length): T[] {
    const out: T[] = [];
    this.each(from, to, (arr, a, b) => {
      for (let j = a; j < b; j++) out.push(arr[j]);
    });
    return out;
  }

  /** Rows `from` .. `to` - 1 as a list over the same arrays: no row is copied. */
  part(from: number, to = this.length): RowList<T> {
    const arrays: (readonly T[])[] = [];
    const offsets: number[] = [];
    const starts = [0];
    this.each(from, to, (arr, a, b) => {
      arrays.push(arr);
      offsets.push(a);
      starts.push(starts[starts.length - 1] + b - a);
    });
    return arrays.length ? new RowList(arrays, offsets, starts) : RowList.NONE;
  }

  /** The first place in `from` .. `to` - 1 whose row passes `test`, or -1. */
  findIndex(test: (row: T) => boolean, from = 0, to = this.length): number {
    let found = -1;
    let place = Math.max(0, from);
    this.each(from, to, (arr, a, b) => {
      for (let j = a; j < b; j++, place++)
        if (test(arr[j])) {
          found = place;
          return false;
        }
    });
    return found;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let k = 0; k < this.arrays.length; k++) {
      const arr = this.arrays[k];
      for (let j = this.offsets[k], end = j + this.starts[k + 1] - this.starts[k]; j < end; j++) yield arr[j];
    }
  }

  /** How many stretches the rows lie in. */
  get blocks(): number {
    return this.arrays.length;
  }

  /**
   * Call `fn` with each stretch's array and the positions in it of the rows `from` .. `to` - 1,
   * in order, until it returns false.
   */
  each(from: number, to: number, fn: (arr: readonly T[], a: number, b: number) => boolean | void): void {
    from = Math.max(0, from);
    to = Math.min(this.length, to);
    if (from >= to) return;
    const { starts, offsets, arrays } = this;
    for (let k = lastAtOrBefore(starts, from, 0, starts.length - 1); k < arrays.length && starts[k] < to; k++) {
      const a = offsets[k] + Math.max(from, starts[k]) - starts[k];
      const b = offsets[k] + Math.min(to, starts[k + 1]) - starts[k];
      if (fn(arrays[k], a, b) === false) return;
    }
  }
}

/**
 * Collects the rows of one walk: single rows and whole lists (an untouched subtree's, a long
 * list's), kept as they come. `from` gives the rows after an earlier place, and `rows` all of
 * them, as RowLists over the same arrays: the cost is the number of stretches, not of rows.
 */
export class RowBuilder<T> {
  private readonly arrays: (readonly T[])[] = [];
  private readonly offsets: number[] = [];
  /** Where each closed stretch starts, and where the next one starts. */
  private readonly starts: number[] = [0];
  /** The array single rows go to (the last of `arrays` while open): a new one after each kept list. */
  private own: T[] | undefined;

  /** How many rows so far: a place to take the rows after it from (`from`). */
  get length(): number {
    return this.starts[this.starts.length - 1] + (this.own?.length ?? 0);
  }

  /** One row. */
  push(row: T): void {
    if (!this.own) {
      this.own = [];
      this.arrays.push(this.own);
      this.offsets.push(0);
    }
    this.own.push(row);
  }

  /** Rows kept as they are: a list's stretches are taken over; an array must not change afterwards. */
  append(list: RowList<T> | readonly T[]): void {
    if (list.length === 0) return;
    const rows = list instanceof RowList ? list : RowList.of(list);
    // A few rows go to the array of single rows: a stretch each would make reading slower.
    if (rows.length < 16) {
      for (const row of rows) this.push(row);
      return;
    }
    this.close();
    rows.each(0, rows.length, (arr, a, b) => {
      this.arrays.push(arr);
      this.offsets.push(a);
      this.starts.push(this.starts[this.starts.length - 1] + b - a);
    });
  }

  /** The rows from place `at` (a `length` taken earlier) to the last. */
  from(at: number): RowList<T> {
    const n = this.length;
    if (at >= n) return RowList.empty();
    const starts = this.own ? [...this.starts, n] : this.starts;
    const k = lastAtOrBefore(starts, at, 0, starts.length - 1);
    const s = [0];
    for (let j = k + 1; j < starts.length; j++) s.push(starts[j] - at);
    const offsets = this.offsets.slice(k);
    offsets[0] += at - starts[k];
    return new RowList(this.arrays.slice(k), offsets, s);
  }

  /**
   * Every row. Past MAX_BLOCKS stretches, and more than one per 64 rows, they are copied into
   * one array: a long list edited a thousand times would otherwise be read through thousands.
   */
  rows(): RowList<T> {
    const list = this.from(0);
    return list.blocks > MAX_BLOCKS && list.blocks * 64 > list.length ? RowList.of(list.slice()) : list;
  }

  /** Close the array of single rows: its rows so far are a stretch, and the next row starts another. */
  private close(): void {
    if (!this.own) return;
    this.starts.push(this.length);
    this.own = undefined;
  }
}

/** See RowBuilder.rows. */
const MAX_BLOCKS = 4096;
