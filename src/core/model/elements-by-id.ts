/** What the table needs of an element: its id, and its children's (to walk from the root). */
interface Keyed {
  readonly id: number;
  readonly children: readonly number[];
}

/**
 * Elements a table holds without an object each until one is asked for (the index's page
 * entries: see page-leaves.ts): `forEach` gives each leaf's id and position `k`, and
 * `element(k)` makes its element on the first ask and keeps it, so every ask gives the same object.
 * `count`, `minId` and `maxId` say what `forEach` would find (Infinity and -Infinity when none),
 * so that a table is made in one pass over them (at 16 times the largest corpus config, each
 * pass over 368,000 leaves cost 9 ms in Node).
 */
export interface Leaves<T> {
  readonly count: number;
  readonly minId: number;
  readonly maxId: number;
  forEach(fn: (id: number, k: number) => void): void;
  element(k: number): T;
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
 * A derived table whose overlay passes that size while it is filled goes dense (see `densify`):
 * a copy of the base's array and positions, written in place. An Enter in the JSON pane half-way
 * down the largest corpus config rebuilds 16,000 elements; hashing each into the overlay, then
 * walking them all into a fresh base, cost 4 times a build from scratch (measured in Node with
 * scratch/wsindex.mts: 11 ms against 2.5 ms).
 *
 * A base may also hold leaves (`Leaves`): elements with no object until asked for, found by id
 * through the same positions (negative ones). 23,000 of the largest config's 27,800 elements
 * are page entries; an object for each, all surviving the build, made the garbage collector
 * copy them again and again (at 16 times that config, a build from scratch took 110 ms in Node,
 * most of it scavenges freeing nothing).
 *
 * Generic, so that it needs none of the index's element types.
 */
export class ElementsById<T extends Keyed, L extends Leaves<T> = Leaves<T>> implements ReadonlyMap<number, T> {
  private order: (() => readonly number[]) | undefined;
  /** True once this table has its own copy of the base to write in (dense: see densify). */
  private dense = false;

  private constructor(
    /** The base: elements in `items`, found by id through `slots` (position + 1, 0 when none) ... */
    private items: readonly (T | undefined)[],
    private slots: Int32Array | undefined,
    private readonly min: number,
    /** ... or, when the ids are spread out, through a Map. */
    private readonly map: Map<number, T> | undefined,
    private readonly baseSize: number,
    private readonly over: Map<number, T | null>,
    private count: number,
    /** The base's leaves (see `leaf`), found through negative positions in `slots` (-1 - k for leaf k). */
    readonly leaves: L | undefined,
  ) {}

  static empty<T extends Keyed, L extends Leaves<T> = Leaves<T>>(): ElementsById<T, L> {
    return new ElementsById<T, L>([], undefined, 0, new Map(), 0, new Map(), 0, undefined);
  }

  /** The table of `items` and, when given, of `leaves` (an id held by both is the item's). */
  static of<T extends Keyed, L extends Leaves<T> = Leaves<T>>(items: readonly T[], leaves?: L): ElementsById<T, L> {
    let min = leaves?.minId ?? Infinity;
    let max = leaves?.maxId ?? -Infinity;
    const nLeaves = leaves?.count ?? 0;
    for (const e of items) {
      const id = e.id;
      if (id < min) min = id;
      if (id > max) max = id;
    }
    if (items.length + nLeaves === 0) return ElementsById.empty<T, L>();
    if (max - min > 4 * (items.length + nLeaves) + 64) {
      // Ids spread out (rare): every leaf made an element, in a Map.
      const map = new Map<number, T>();
      leaves?.forEach((id, k) => map.set(id, leaves.element(k)));
      for (const e of items) map.set(e.id, e);
      return new ElementsById<T, L>(items, undefined, 0, map, map.size, new Map(), map.size, undefined);
    }
    // A typed array of positions rather than a holey array of elements: a third of the cost.
    const slots = new Int32Array(max - min + 1);
    let n = 0;
    leaves?.forEach((id, k) => {
      const at = id - min;
      if (slots[at] === 0) n++;
      slots[at] = -1 - k;
    });
    for (let k = 0; k < items.length; k++) {
      const at = items[k].id - min;
      if (slots[at] === 0) n++;
      slots[at] = k + 1;
    }
    return new ElementsById<T, L>(items, slots, min, undefined, n, new Map(), n, leaves);
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
      return k > 0 ? this.items[k - 1] : k < 0 ? this.leaves!.element(-1 - k) : undefined;
    }
    return this.map!.get(id);
  }

  /**
   * The position in `leaves` of the leaf `id` when this table holds it as one (made an element
   * or not), else -1: what a walk over many elements asks, to read a leaf without making it.
   */
  leaf(id: number): number {
    if (!this.slots) return -1;
    if (this.over.size && this.over.has(id)) return -1;
    const k = this.slots[id - this.min];
    return k < 0 ? -1 - k : -1;
  }

  /**
   * True when the table holds `id`, without making a leaf's element (`get` makes it): `put`
   * and `remove` ask this of every element an edit rebuilt. An Enter in the JSON pane half-way
   * down the largest corpus config rebuilds 16,000 elements, most of them page entries held as
   * leaves, and each leaf was made an element only to be replaced at once.
   */
  has(id: number): boolean {
    return this.leaf(id) >= 0 || this.get(id) !== undefined;
  }

  /** A copy to change for the next version: shares the base, copies the overlay. */
  derive(): ElementsById<T, L> {
    return new ElementsById<T, L>(this.items, this.slots, this.min, this.map, this.baseSize, new Map(this.over), this.count, this.leaves);
  }

  /** Add or replace an element (only on a table from `derive`, before `seal`). */
  put(el: T): void {
    if (!this.has(el.id)) this.count++;
    if (!this.write(el.id, el)) this.over.set(el.id, el);
    if (!this.dense && this.over.size > this.overlayLimit()) this.densify();
  }

  /** Remove an element (only on a table from `derive`, before `seal`). */
  remove(id: number): void {
    if (!this.has(id)) return;
    this.count--;
    if (!this.write(id, undefined)) this.over.set(id, null);
  }

  /** Once dense, put `el` in place of the element of `id` when the base's range holds the id; false when not. */
  private write(id: number, el: T | undefined): boolean {
    const at = id - this.min;
    if (!this.dense || at < 0 || at >= this.slots!.length) return false;
    const items = this.items as (T | undefined)[];
    const k = this.slots![at];
    if (k > 0) items[k - 1] = el;
    else if (el) this.slots![at] = items.push(el);
    else this.slots![at] = 0; // a leaf removed
    return true;
  }

  /** The overlay's size past which the next version gets a fresh base (and a table being filled goes dense). */
  private overlayLimit(): number {
    return Math.max(256, this.baseSize / 16);
  }

  /**
   * Go on in a copy of the base written in place: the overlay's entries move into it, but for ids
   * outside the base's range, which stay in the overlay. Only a base found through positions
   * (`slots`: the ids lie close together, as after a parse) goes dense.
   */
  private densify(): void {
    if (!this.slots) return;
    this.items = this.items.slice();
    this.slots = this.slots.slice();
    this.dense = true;
    for (const [id, el] of this.over) if (this.write(id, el ?? undefined)) this.over.delete(id);
  }

  /** The finished table: the same, or a fresh base (every element reachable from the root) when the overlay has grown large. */
  seal(rootId: number): ElementsById<T, L> {
    if (this.dense && this.over.size <= this.overlayLimit()) {
      // The dense copy is the fresh base, with no walk (what update-nav-index.ts took out is
      // removed, so it holds what the root reaches; a removed element leaves a hole in its
      // array, which reads as absent). Ids outside its range (new nodes: few, most often) stay
      // in the overlay.
      return new ElementsById<T, L>(this.items, this.slots, this.min, undefined, this.count, this.over, this.count, this.leaves);
    }
    if (!this.dense && this.over.size <= this.overlayLimit()) return this;
    const all: T[] = [];
    const stack = [rootId];
    while (stack.length) {
      const el = this.get(stack.pop()!) as T;
      all.push(el);
      for (const c of el.children) stack.push(c);
    }
    // Every element made an object here, leaves too: the fresh base holds them as items.
    return ElementsById.of<T, L>(all);
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
