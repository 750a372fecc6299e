import type { JsonNode } from './json-node';
import { IndexedPage, type IndexedElement, type Indexed } from './indexed-element';
import type { Leaves } from './elements-by-id';

/**
 * The page entries of an index built from scratch, with no object each: the table
 * (elements-by-id.ts) makes a page's element the first time it is asked for, and keeps it. A
 * full check asks for few: the rules' walk and the duplicate-page scan read a page's node
 * through `NavIndex.pageNode`.
 *
 * Why: the build made an object per page entry (23,000 of the largest config's 27,800
 * elements, 368,000 at 16 times its size), every one of which survived, and the garbage
 * collector copied them again and again while the build went on (at 16x the build from scratch
 * took 110 ms in Node, most of it in scavenges that freed nothing).
 *
 * How: the entries of one element's list are a run (the element and the list's items); a page's
 * position is its run's start plus its place in the list, and a typed array gives the run of
 * each position (-1 for an item that is no page entry: an object in the list). Four bytes a
 * page, which the garbage collector never reads.
 */
export class PageLeaves implements Leaves<Indexed> {
  private readonly parents: IndexedElement[] = [];
  private readonly lists: (readonly JsonNode[])[] = [];
  private readonly starts: number[] = [];
  private runOf = new Int32Array(256).fill(-1);
  /** The id of the page at each position: read in order where the nodes lie all over the heap. */
  private ids = new Int32Array(256);
  /** Positions given out: the last run's start plus its list's length. */
  private size = 0;
  count = 0;
  minId = Infinity;
  maxId = -Infinity;
  /** The elements made so far, by position (allocated at the first ask; the tests count them). */
  made: (IndexedPage | undefined)[] | undefined;

  /** Positions given out (a list's objects among its pages hold one too). */
  get length(): number {
    return this.size;
  }

  /** Keep the page entry `list[index]` of `parent`'s list `list`; its id. */
  add(parent: IndexedElement, list: readonly JsonNode[], index: number): number {
    let r = this.parents.length - 1;
    if (r < 0 || this.parents[r] !== parent || this.lists[r] !== list) {
      r++;
      this.parents.push(parent);
      this.lists.push(list);
      this.starts.push(this.size);
      this.size += list.length;
      if (this.size > this.runOf.length) {
        const length = Math.max(2 * this.runOf.length, this.size);
        const grown = new Int32Array(length).fill(-1);
        grown.set(this.runOf);
        this.runOf = grown;
        const ids = new Int32Array(length);
        ids.set(this.ids);
        this.ids = ids;
      }
    }
    const k = this.starts[r] + index;
    const id = list[index].id;
    this.runOf[k] = r;
    this.ids[k] = id;
    this.count++;
    if (id < this.minId) this.minId = id;
    if (id > this.maxId) this.maxId = id;
    return id;
  }

  forEach(fn: (id: number, k: number) => void): void {
    const { runOf, ids } = this;
    for (let k = 0; k < this.size; k++) if (runOf[k] >= 0) fn(ids[k], k);
  }

  /** The node of the page at position `k`, without making its element. */
  nodeOf(k: number): JsonNode {
    const r = this.runOf[k];
    return this.lists[r][k - this.starts[r]];
  }

  element(k: number): IndexedPage {
    const made = (this.made ??= new Array(this.size));
    const r = this.runOf[k];
    return made[k] ?? (made[k] = new IndexedPage(this.lists[r][k - this.starts[r]], this.parents[r], k - this.starts[r]));
  }
}
