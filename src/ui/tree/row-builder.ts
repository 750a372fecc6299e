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
 * A stretch may also be a LazyRows block, whose rows are made when first read: a long list's
 * page rows (src/ui/tree/rows.ts), so opening 200,000 pages makes the fifty rows in view.
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
    /** The arrays (or lazy blocks) the stretches are in (shared, never changed where a stretch lies). */
    private readonly arrays: readonly Block<T>[],
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
    return read(this.arrays[k], this.offsets[k] + i - starts[k]);
  }

  /** Rows `from` .. `to` - 1 as a new array (a few rows: a test, a neighbour). */
  slice(from = 0, to = this.length): T[] {
    const out: T[] = [];
    this.each(from, to, (arr, a, b) => {
      for (let j = a; j < b; j++) out.push(read(arr, j));
    });
    return out;
  }

  /**
   * The first place in `from` .. `to` - 1 of the row whose `keyOf` is `key`, or -1. A lazy block
   * answers for its stretch without making its rows (LazyRows.placeOf).
   */
  placeOf(key: number, keyOf: (row: T) => number, from = 0, to = this.length): number {
    let found = -1;
    let place = Math.max(0, from);
    this.each(from, to, (arr, a, b) => {
      if (arr instanceof LazyRows) {
        const j = arr.placeOf(key, a, b);
        if (j >= 0) {
          found = place + j - a;
          return false;
        }
        place += b - a;
        return;
      }
      for (let j = a; j < b; j++, place++)
        if (keyOf(arr[j]) === key) {
          found = place;
          return false;
        }
    });
    return found;
  }

  /**
   * The same rows in fewer stretches: the arrays' stretches between two lazy blocks copied into
   * one array each, the lazy blocks kept as they are (copying them would make all their rows).
   */
  compact(): RowList<T> {
    const arrays: Block<T>[] = [];
    const offsets: number[] = [];
    const starts = [0];
    let own: T[] | undefined;
    this.each(0, this.length, (arr, a, b) => {
      if (arr instanceof LazyRows) {
        if (own) starts.push(starts[starts.length - 1] + own.length);
        own = undefined;
        arrays.push(arr);
        offsets.push(a);
        starts.push(starts[starts.length - 1] + b - a);
        return;
      }
      if (!own) {
        own = [];
        arrays.push(own);
        offsets.push(0);
      }
      for (let j = a; j < b; j++) own.push(arr[j]);
    });
    if (own) starts.push(starts[starts.length - 1] + own.length);
    return arrays.length ? new RowList(arrays, offsets, starts) : RowList.NONE;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let k = 0; k < this.arrays.length; k++) {
      const arr = this.arrays[k];
      for (let j = this.offsets[k], end = j + this.starts[k + 1] - this.starts[k]; j < end; j++) yield read(arr, j);
    }
  }

  /** How many stretches the rows lie in. */
  get blocks(): number {
    return this.arrays.length;
  }

  /**
   * Call `fn` with each stretch's array (or lazy block) and the positions in it of the rows
   * `from` .. `to` - 1, in order, until it returns false.
   */
  each(from: number, to: number, fn: (arr: Block<T>, a: number, b: number) => boolean | void): void {
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
  private readonly arrays: Block<T>[] = [];
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
  append(list: RowList<T> | readonly T[] | LazyRows<T>): void {
    if (list.length === 0) return;
    const rows = list instanceof RowList ? list : list instanceof LazyRows ? new RowList([list], [0], [0, list.length]) : RowList.of(list);
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
   * fewer (RowList.compact): a list edited a thousand times would otherwise be read through thousands.
   */
  rows(): RowList<T> {
    const list = this.from(0);
    return list.blocks > MAX_BLOCKS && list.blocks * 64 > list.length ? list.compact() : list;
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

/**
 * A stretch of rows made when first read, each once (kept afterwards): what a long list of pages
 * is in the tree's rows, so that the rows nobody scrolls to are never made.
 */
export abstract class LazyRows<T> {
  private readonly kept = new Map<number, T>();

  constructor(readonly length: number) {}

  /** The row at place `j` (0 .. length - 1), made now if it was not before. */
  get(j: number): T {
    let row = this.kept.get(j);
    if (row === undefined) {
      row = this.make(j);
      this.kept.set(j, row);
    }
    return row;
  }

  /** Make the row at place `j`. */
  protected abstract make(j: number): T;

  /** The place in `a` .. `b` - 1 of the row whose key (see RowList.placeOf) is `key`, found without making rows; -1 when none. */
  abstract placeOf(key: number, a: number, b: number): number;
}

/** An array, or rows made when read. */
type Block<T> = readonly T[] | LazyRows<T>;

function read<T>(block: Block<T>, j: number): T {
  return block instanceof LazyRows ? block.get(j) : block[j];
}
