/** What the table needs of an element: its id, and its children's (to walk from the root). */
interface Keyed {
  readonly id: number;
  readonly children: readonly number[];
}

/**
 * The navigation index's elements by id, shared between versions of the document (see
 * index-from-scratch.ts and update-nav-index.ts, its only users): a base that is never changed once built (the
 * elements in an array, found by id through a typed array of positions indexed from the
 * smallest id when the ids lie close together, as after a parse, else through a Map) and a
 * small overlay of what later versions added, replaced or removed. An edit copies only the
 * overlay; when the overlay grows past a sixteenth of the base, the next version gets a fresh
 * base. Iteration follows the pre-order the index gives it (`attach`).
 *
 * Generic, so that it needs none of the index's element types.
 */
export class ElementsById<T extends Keyed> implements ReadonlyMap<number, T> {
  private order: (() => readonly number[]) | undefined;

  private constructor(
    /** The base: elements in `items`, found by id through `slots` (position + 1, 0 when none) ... */
    private readonly items: readonly T[],
    private readonly slots: Int32Array | undefined,
    private readonly min: number,
    /** ... or, when the ids are spread out, through a Map. */
    private readonly map: Map<number, T> | undefined,
    private readonly baseSize: number,
    private readonly over: Map<number, T | null>,
    private count: number,
  ) {}

  static empty<T extends Keyed>(): ElementsById<T> {
    return new ElementsById([], undefined, 0, new Map(), 0, new Map(), 0);
  }

  static of<T extends Keyed>(items: readonly T[]): ElementsById<T> {
    if (items.length === 0) return ElementsById.empty<T>();
    let min = Infinity;
    let max = -Infinity;
    for (const e of items) {
      const id = e.id;
      if (id < min) min = id;
      if (id > max) max = id;
    }
    if (max - min > 4 * items.length + 64) {
      const map = new Map<number, T>();
      for (const e of items) map.set(e.id, e);
      return new ElementsById(items, undefined, 0, map, map.size, new Map(), map.size);
    }
    // A typed array of positions rather than a holey array of elements: a third of the cost.
    const slots = new Int32Array(max - min + 1);
    let n = 0;
    for (let k = 0; k < items.length; k++) {
      const at = items[k].id - min;
      if (slots[at] === 0) n++;
      slots[at] = k + 1;
    }
    return new ElementsById(items, slots, min, undefined, n, new Map(), n);
  }

  get size(): number {
    return this.count;
  }

  get(id: number): T | undefined {
    if (this.over.size) {
      const o = this.over.get(id);
      if (o !== undefined) return o ?? undefined;
    }
    if (this.slots) {
      const k = this.slots[id - this.min]; // undefined outside the range
      return k ? this.items[k - 1] : undefined;
    }
    return this.map!.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  /** A copy to change for the next version: shares the base, copies the overlay. */
  derive(): ElementsById<T> {
    return new ElementsById(this.items, this.slots, this.min, this.map, this.baseSize, new Map(this.over), this.count);
  }

  /** Add or replace an element (only on a table from `derive`, before `seal`). */
  put(el: T): void {
    if (this.get(el.id) === undefined) this.count++;
    this.over.set(el.id, el);
  }

  /** Remove an element (only on a table from `derive`, before `seal`). */
  remove(id: number): void {
    if (this.get(id) !== undefined) this.count--;
    this.over.set(id, null);
  }

  /** The finished table: the same, or a fresh base (every element reachable from the root) when the overlay has grown large. */
  seal(rootId: number): ElementsById<T> {
    if (this.over.size <= Math.max(256, this.baseSize / 16)) return this;
    const all: T[] = [];
    const stack = [rootId];
    while (stack.length) {
      const el = this.get(stack.pop()!) as T;
      all.push(el);
      for (const c of el.children) stack.push(c);
    }
    return ElementsById.of(all);
  }

  /** Connect the table to its index's pre-order, which the iterators follow. */
  attach(order: () => readonly number[]): void {
    this.order = order;
  }

  *keys(): MapIterator<number> {
    yield* this.order ? this.order() : [];
  }

  *values(): MapIterator<T> {
    for (const id of this.keys()) yield this.get(id)!;
  }

  *entries(): MapIterator<[number, T]> {
    for (const id of this.keys()) yield [id, this.get(id)!];
  }

  [Symbol.iterator](): MapIterator<[number, T]> {
    return this.entries();
  }

  forEach(fn: (value: T, key: number, map: ReadonlyMap<number, T>) => void, thisArg?: unknown): void {
    for (const [k, v] of this.entries()) fn.call(thisArg, v, k, this);
  }
}
