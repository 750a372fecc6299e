import type { JsonNode } from './json-node';
import type { CollectionKey, KindId } from './kinds';
import type { PathSegment } from './json-path';
import type { NavElement } from './nav-index';

/** The one (frozen) child list of every element that has no children: most are page entries. */
const NO_CHILDREN = Object.freeze([]) as unknown as number[];

/** IndexedElement.flags: a `$ref` object lies somewhere below, so the subtree depends on other files. */
export const REF_BELOW = 1;
/** IndexedElement.flags: the element's path is its namesake's in the previous index (see update-nav-index.ts). */
export const SAME_PATH = 2;

/**
 * An element of the index. Its JSON path is computed on first use from its parent's: most
 * consumers never need it, and building 27,000 path arrays up front dominated the index. Few
 * fields, flags in one number: the 27,800 elements of the largest config are most of what a
 * full build allocates, and the garbage collector's share of the build grows with their size.
 */
export class IndexedElement implements NavElement {
  declare readonly id: number;
  declare readonly children: number[];
  declare ownPath: PathSegment[] | undefined;
  declare flags: number;
  /** Pages inside the subtree (itself included), -1 until asked: see pageCount. */
  declare pages: number;
  /** See NavElement.standsFor: set by update-nav-index.ts. */
  declare standsFor: IndexedElement | undefined;

  constructor(
    readonly node: JsonNode,
    readonly kind: KindId,
    /** The parent element this one was built under (its path is this one's path's prefix). */
    readonly parentEl: IndexedElement | undefined,
    readonly collection: CollectionKey | undefined,
    readonly index: number,
    readonly depth: number,
    readonly file: string,
    readonly refNode: number | undefined,
  ) {
    this.id = node.id;
    // Most elements are page entries, which never have children: one shared (frozen) list.
    this.children = kind === 'page' ? NO_CHILDREN : [];
    // An element reached through `$ref` is the root of its file.
    this.ownPath = refNode !== undefined ? [] : undefined;
    this.flags = 0;
    this.pages = -1;
    this.standsFor = undefined;
  }

  get parent(): number | undefined {
    return this.parentEl?.id;
  }

  get refBelow(): boolean {
    return (this.flags & REF_BELOW) !== 0;
  }

  get samePath(): boolean {
    return (this.flags & SAME_PATH) !== 0;
  }

  get path(): readonly PathSegment[] {
    if (this.ownPath) return this.ownPath;
    // Iterative: a navigation nested thousands of levels deep must not overflow the stack.
    const chain: IndexedElement[] = [];
    let top: IndexedElement = this;
    while (!top.ownPath && top.parentEl) {
      chain.push(top);
      top = top.parentEl;
    }
    let base: PathSegment[] = top.ownPath ?? [];
    for (let k = chain.length - 1; k >= 0; k--) {
      const el = chain[k];
      el.ownPath = el.collection === 'global' ? [...base, 'global'] : [...base, el.collection!, el.index];
      base = el.ownPath;
    }
    return this.ownPath!;
  }
}

/**
 * A page entry of the index: most elements (23,000 of the 27,800 of the largest config), and
 * the simplest, so it keeps five fields and derives the rest from its parent element. A third
 * of the size of an IndexedElement: what a full build allocates, and the garbage collector copies,
 * shrinks with it. Its path is computed on each use (messages and edits ask for a few).
 */
export class IndexedPage implements NavElement {
  // Plain fields, not getters, for what every walk reads: a getter here beside IndexedElement's fields
  // made the hottest reads polymorphic (the id table's build took 10 ms of an open in Chromium).
  readonly id: number;
  readonly kind: KindId = 'page';

  constructor(
    readonly node: JsonNode,
    readonly parentEl: IndexedElement,
    readonly index: number,
  ) {
    this.id = node.id;
  }

  get parent(): number {
    return this.parentEl.id;
  }

  get collection(): CollectionKey {
    return 'pages';
  }

  get depth(): number {
    return this.parentEl.depth + 1;
  }

  get file(): string {
    return this.parentEl.file;
  }

  get refNode(): undefined {
    return undefined;
  }

  get children(): number[] {
    return NO_CHILDREN;
  }

  get refBelow(): boolean {
    return false;
  }

  get path(): readonly PathSegment[] {
    return [...this.parentEl.path, 'pages', this.index];
  }
}

/** What the index holds: an element or a page entry. */
export type Indexed = IndexedElement | IndexedPage;
