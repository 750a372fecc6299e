/**
 * The first element listed under each page entry of one section, for duplicate-page (rules/): a hash
 * table of its own, reused from section to section, rather than a Set or Map of strings.
 *
 * Why: on the 2.4 MB corpus config duplicate-page was half of the rules' first run (1.0x of the
 * JSON.parse floor, profile and A/B in scratch). A new Set per section (a thousand of them) grew
 * and was rehashed a few times each, and that garbage made the collector copy the whole new tree
 * sooner; and a Set of strings makes V8 hash every character of each entry, a new string per
 * parse. Here nothing is allocated per section (see clear), and the hash reads the length and
 * at most a dozen characters (the last eight, where page paths differ most, and four spread
 * over the rest); two entries are compared whole only when those agree.
 *
 * Entries that agree on every sampled character (a list written to defeat the sample, or one
 * generated so) would make one long probe run: past a few such false matches per entry the
 * table moves what it holds into a Map and goes on with that, so the cost stays linear.
 */
export class FirstEntries<T> {
  /** Open addressing, linear probing: the entry (index into `keys`) of each slot whose mark is `mark`. */
  private slots = new Int32Array(64);
  /** The section each slot was last written in: a slot of an earlier one is empty. */
  private marks = new Int32Array(64);
  private mark = 1;
  private count = 0;
  // The entries of the current section, from 0 to `count`; what lies past it is an earlier one's.
  private readonly hashes: number[] = [];
  private readonly keys: string[] = [];
  private readonly firsts: T[] = [];
  /** Where everything goes once too many entries share a sampled hash (see class doc). */
  private fallback: Map<string, T> | undefined;
  /** Entries compared whole that turned out different. */
  private misses = 0;

  /**
   * Forget every entry, for the next section. Nothing is cleared or allocated (a config has a
   * thousand sections, most of a few dozen pages): each slot carries the section it was
   * written in, and the next section's mark makes every slot empty.
   */
  clear(): void {
    this.count = 0;
    this.fallback = undefined;
    this.misses = 0;
    if (++this.mark === 0x40000000) {
      this.marks.fill(0);
      this.mark = 1;
    }
  }

  /**
   * The element first listed under `key` since the last `clear`, or undefined when `key` is new
   * (then `el` is its first). Keys are compared as strings, exactly: the sampled hash only
   * picks the candidates.
   */
  firstOf(key: string, el: T): T | undefined {
    if (this.fallback) return this.fromMap(this.fallback, key, el);
    const h = sampledHash(key);
    const { slots, marks, mark } = this;
    const mask = slots.length - 1;
    let at = h & mask;
    for (; marks[at] === mark; at = (at + 1) & mask) {
      const k = slots[at];
      if (this.hashes[k] !== h) continue;
      if (this.keys[k] === key) return this.firsts[k];
      if (++this.misses > 64 + 4 * this.count) {
        const map = (this.fallback = new Map());
        for (let j = 0; j < this.count; j++) map.set(this.keys[j], this.firsts[j]);
        return this.fromMap(map, key, el);
      }
    }
    const k = this.count++;
    this.hashes[k] = h;
    this.keys[k] = key;
    this.firsts[k] = el;
    if (2 * this.count > slots.length) this.grow();
    else {
      marks[at] = mark;
      slots[at] = k;
    }
    return undefined;
  }

  private fromMap(map: Map<string, T>, key: string, el: T): T | undefined {
    const first = map.get(key);
    if (first === undefined) map.set(key, el);
    return first;
  }

  /** Twice the slots, every entry of the section placed again (its hash is kept, not computed again). */
  private grow(): void {
    const size = this.slots.length * 2;
    const mask = size - 1;
    const slots = (this.slots = new Int32Array(size));
    const marks = (this.marks = new Int32Array(size));
    const mark = this.mark;
    for (let k = 0; k < this.count; k++) {
      let at = this.hashes[k] & mask;
      while (marks[at] === mark) at = (at + 1) & mask;
      marks[at] = mark;
      slots[at] = k;
    }
  }
}

/**
 * A hash of a string's length and at most twelve of its characters: the last eight and four
 * spread over the rest. Exported for the tests, which build keys that share it.
 *
 * @example sampledHash('guides/intro') === sampledHash('guides/intro') // true
 */
export function sampledHash(s: string): number {
  const n = s.length;
  let h = Math.imul(n, 0x9e3779b1);
  const stop = n > 8 ? n - 8 : 0;
  for (let i = n - 1; i >= stop; i--) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  if (stop > 0) {
    h = Math.imul(h ^ s.charCodeAt(0), 0x01000193);
    h = Math.imul(h ^ s.charCodeAt(stop >> 2), 0x01000193);
    h = Math.imul(h ^ s.charCodeAt(stop >> 1), 0x01000193);
    h = Math.imul(h ^ s.charCodeAt((3 * stop) >> 2), 0x01000193);
  }
  return h ^ (h >>> 16);
}
