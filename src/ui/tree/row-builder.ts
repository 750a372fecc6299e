/**
 * The tree's rows as `visibleRows` collects them: single rows and whole blocks of rows (an
 * untouched subtree's, a long list's) kept as they come and joined once at the end.
 *
 * Why not push each row onto one array: after a move in the largest corpus config at 16x,
 * expanded (444,000 rows), the walk copies almost every row from the blocks it kept, and
 * pushing them one by one onto a growing array took 18 ms per move in Node, nearly all of
 * `visibleRows`; a concat per block copied every row before it again. Joined by one concat of
 * all the blocks, the same rows take 3-4 ms (scratch benchmark, 444,000 rows in blocks of 5-55).
 */
export class RowBuilder<T> {
  /** Blocks, in order; the last is `own` once it holds a row. */
  private readonly blocks: (readonly T[])[] = [];
  /** Where each block starts among all rows. */
  private readonly starts: number[] = [];
  /** The block single rows go to: a new one after each kept block. */
  private own: T[] | undefined;
  private count = 0;

  /** How many rows so far: a place to take the rows after it from (`from`). */
  get length(): number {
    return this.count;
  }

  /** One row. */
  push(row: T): void {
    if (!this.own) {
      this.own = [];
      this.blocks.push(this.own);
      this.starts.push(this.count);
    }
    this.own.push(row);
    this.count++;
  }

  /** A block of rows, kept as it is: it must not change afterwards. */
  append(list: readonly T[]): void {
    if (list.length === 0) return;
    // A few rows go to the block of single rows: a block each would make the join slower.
    if (list.length < 16) {
      for (let i = 0; i < list.length; i++) this.push(list[i]);
      return;
    }
    this.own = undefined;
    this.blocks.push(list);
    this.starts.push(this.count);
    this.count += list.length;
  }

  /** The rows from place `at` (a `length` taken earlier) to the last, as one new array. */
  from(at: number): T[] {
    let k = this.blocks.length - 1;
    while (k > 0 && this.starts[k] > at) k--;
    if (k < 0) return [];
    const first = this.blocks[k].slice(at - this.starts[k]);
    return k === this.blocks.length - 1 ? first : joined(first, this.blocks, k + 1);
  }

  /** Every row, as one array. */
  rows(): T[] {
    return this.blocks.length === 1 ? this.blocks[0].slice() : joined([], this.blocks, 0);
  }
}

/** How many blocks one concat takes: far below the engines' limits on a call's arguments. */
const BATCH = 8192;

/** `head` followed by the rows of `blocks` from index `k`, by concat in batches of blocks. */
function joined<T>(head: T[], blocks: readonly (readonly T[])[], k: number): T[] {
  let out = head;
  for (let i = k; i < blocks.length; i += BATCH) out = out.concat(...blocks.slice(i, i + BATCH));
  return out;
}
