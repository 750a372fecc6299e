import type { JsonNode } from './json-node';
import { getProp, isShadowed } from './json-node';
import { COLLECTION_KIND, KINDS, childKindOf, type CollectionKey, type KindId } from './kinds';
import { refTarget, resolveRelative, type Workspace } from './workspace';
import { ElementTable } from './element-table';
import type { PathSegment } from './json-path';

export type { PathSegment } from './json-path';

/**
 * One navigation element (or page entry) as the rest of docsnav sees it: its node, kind,
 * place in the tree, and where it lives in which file.
 */
export interface NavElement {
  /** The node id: the element's object node, or the string node of a page entry. */
  readonly id: number;
  readonly node: JsonNode;
  readonly kind: KindId;
  /** Id of the parent element; undefined for the navigation root. */
  readonly parent: number | undefined;
  /** The collection of the parent that holds this element ("tabs", "pages"...). */
  readonly collection: CollectionKey | undefined;
  /** Position inside that collection. */
  readonly index: number;
  /** 0 for the navigation root, 1 for its direct children... */
  readonly depth: number;
  /** Path of the file whose tree holds `node`. */
  readonly file: string;
  /** JSON path of `node` inside that file. */
  readonly path: readonly PathSegment[];
  /** When reached through a `{ "$ref" }` object, that object's id (it lives in the parent's file). */
  readonly refNode?: number;
  /** Child elements in order, across all collections in the order the keys appear. */
  readonly children: number[];
}

/** The navigation as an index of elements by id, in document (pre-)order. */
export interface NavIndex {
  readonly rootId: number | undefined;
  readonly elements: ReadonlyMap<number, NavElement>;
  /** Element ids in pre-order (the order the tree shows them). */
  readonly order: readonly number[];
}

const COLLECTION_KEYS = new Set<string>(Object.keys(COLLECTION_KIND));

/** True when `key` names a child collection anywhere in the kinds table. */
export function isCollectionKey(key: string): key is CollectionKey {
  return COLLECTION_KEYS.has(key);
}

/**
 * Build the navigation index of a workspace: every element under `navigation` of the main file,
 * following `$ref` split files that are loaded. Iterative, so a navigation nested thousands of
 * levels deep does not overflow the stack. Elements of the wrong JSON type (a number in
 * `pages`) are indexed too, with the kind their collection implies; rules report them.
 *
 * Incremental: given the index of an earlier version of the document (the editor session
 * passes the one it holds), every element whose node is the same object (immer keeps untouched
 * subtrees identical) at the same place is taken over with its whole subtree, without visiting
 * it. Only the path to each edit and what moved are built anew, so after a drop on the 2.4 MB
 * corpus config the index costs a small fraction of a full build. The result is the same as a
 * full build, whatever `previous` is (it is only a source of reusable elements): proven by
 * test/core/rules/incremental-rules.test.ts. Without `previous` (or with `null`) the index is
 * built from scratch: nothing is kept between calls.
 *
 * @example const index = buildNavIndex(ws); index.elements.get(index.rootId!)!.kind // 'navigation'
 */
export function buildNavIndex(ws: Workspace, previous?: NavIndex | null): NavIndex {
  const main = ws.files[ws.mainPath];
  const navNode = main ? getProp(main.root, 'navigation') : undefined;
  if (!main || !navNode) return new Index(undefined, ElementTable.empty<Item>(), []);
  const prev = previous instanceof Index && previous.rootId !== undefined ? previous : undefined;
  return prev ? update(ws, navNode, prev) : fullBuild(ws, navNode);
}

// Resolve a `{ "$ref" }` object to the root of its loaded split file: [node, file, ref id].
function resolve(ws: Workspace, node: JsonNode, file: string): [JsonNode, string, number | undefined] {
  if (node.type === 'object') {
    const ref = refTarget(node);
    if (ref !== undefined) {
      const target = resolveRelative(file, ref);
      const f = ws.files[target];
      if (f) return [f.root, target, node.id];
    }
  }
  return [node, file, undefined];
}

/** Mark every ancestor of `el` as holding a `$ref` below it (so it is never reused as a whole). */
function markRefAbove(el: Item): void {
  for (let p = el.parentEl; p && !(p.flags & REF_BELOW); p = p.parentEl) p.flags |= REF_BELOW;
}

/** Every element, built from scratch in pre-order. */
function fullBuild(ws: Workspace, navNode: JsonNode): Index {
  const elements: Item[] = [];
  const order: number[] = [];
  const [rootNode, rootFile, rootRef] = resolve(ws, navNode, ws.mainPath);
  const root = new Element(rootNode, 'navigation', undefined, undefined, 0, 0, rootFile, rootRef);
  if (rootRef === undefined) root.ownPath = ['navigation'];
  const stack: Item[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    elements.push(el);
    order.push(el.id);
    if (el.parentEl) el.parentEl.children.push(el.id);
    const start = stack.length;
    pushChildren(ws, el, stack);
    // Children were pushed in order; reverse them so they pop in document order.
    for (let a = start, b = stack.length - 1; a < b; a++, b--) {
      const t = stack[a];
      stack[a] = stack[b];
      stack[b] = t;
    }
  }
  return new Index(root.id, ElementTable.of(elements), order);
}

/**
 * Create the child elements of `el` (in document order) and hand each to `out`. A child that is
 * a `$ref` object (loaded or not) marks its ancestors here, when it is created, so that the mark
 * is set whether the child is then used or an earlier index's element is taken over for it.
 */
function pushChildren(ws: Workspace, el: Item, out: { push(e: Item): unknown }): void {
  const node = el.node;
  if (node.type !== 'object' || !(el instanceof Element)) return;
  const depth = el.depth + 1;
  const props = node.props;
  for (let j = 0; j < props.length; j++) {
    const p = props[j];
    // A collection written twice is the last one to the site (JSON.parse keeps it); the earlier is
    // no element at all, only data the duplicate-key rule reports (and paths would name the last).
    if (!isCollectionKey(p.key) || isShadowed(props, j)) continue;
    const key = p.key;
    const value = p.value;
    if (key === 'global') {
      if (value.type === 'object') out.push(objectChild(ws, el, value, 'global', key, 0, depth));
      continue;
    }
    if (value.type !== 'array') continue;
    const items = value.items;
    const base = childKindOf(el.kind, key);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item.type === 'object') out.push(objectChild(ws, el, item, base, key, i, depth));
      else if (base === 'page') out.push(new PageElement(item, el, i));
      else out.push(new Element(item, base, el, key, i, depth, el.file, undefined));
    }
  }
}

/** True when `el` or one of its ancestors lives in `file` (following a `$ref` to it would loop). */
function insideFile(el: Element, file: string): boolean {
  for (let cur: Element | undefined = el; cur; cur = cur.parentEl) if (cur.file === file) return true;
  return false;
}

/** The element for an object in a collection, following it when it is a `$ref` (and marking that). */
function objectChild(ws: Workspace, parent: Element, item: JsonNode, base: KindId, key: CollectionKey, i: number, depth: number): Element {
  const ref = refTarget(item);
  let n = item;
  let file = parent.file;
  let refNode: number | undefined;
  if (ref !== undefined) {
    const target = resolveRelative(parent.file, ref);
    const f = ws.files[target];
    // A file that leads back to one this element is already inside would never end: the
    // `{ "$ref" }` object stays an element of its own, and the circular-ref rule reports it.
    if (f && !insideFile(parent, target)) {
      n = f.root;
      file = target;
      refNode = item.id;
    }
  }
  const child = new Element(n, key === 'pages' && n.type === 'object' ? 'group' : base, parent, key, i, depth, file, refNode);
  if (ref !== undefined) markRefAbove(child);
  return child;
}

/**
 * The index of an edited document from the index of an earlier version: walk down from the
 * root, building only elements whose node or place changed and taking over every other subtree
 * whole. An element may be taken over when its node is the same object, at the same place
 * (parent, collection, position, file) under a parent whose own path did not change, with no
 * `$ref` below it (a split file can change while the object pointing at it does not).
 */
function update(ws: Workspace, navNode: JsonNode, prev: Index): Index {
  const [rootNode, rootFile, rootRef] = resolve(ws, navNode, ws.mainPath);
  const oldRoot = prev.elements.get(prev.rootId!) as Element;
  // Another document (or a replaced navigation): nothing to take over.
  if (oldRoot.id !== rootNode.id) return fullBuild(ws, navNode);
  const table = prev.elements.derive();
  const built = new Set<number>();
  const candidates: Item[] = [];
  const root = new Element(rootNode, 'navigation', undefined, undefined, 0, 0, rootFile, rootRef);
  if (oldRoot.file === root.file && oldRoot.refNode === root.refNode) root.flags |= SAME_PATH;
  if (rootRef === undefined) root.ownPath = ['navigation'];

  const fresh: Item[] = [];
  const stack: Item[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    table.put(el);
    built.add(el.id);
    fresh.length = 0;
    pushChildren(ws, el, fresh);
    const start = stack.length;
    for (const child of fresh) {
      const was = prev.elements.get(child.id) as Item | undefined;
      const parent = el as Element; // only elements have children
      if (was && parent.samePath && reusable(was, child, parent)) {
        el.children.push(was.id);
        continue;
      }
      if (was && parent.samePath && child instanceof Element && samePlace(was, child)) {
        child.flags |= SAME_PATH;
        if (was instanceof Element && was.ownPath) child.ownPath = was.ownPath;
      }
      el.children.push(child.id);
      stack.push(child);
    }
    // Pushed in document order; reverse them so they pop in document order.
    for (let a = start, b = stack.length - 1; a < b; a++, b--) {
      const t = stack[a];
      stack[a] = stack[b];
      stack[b] = t;
    }
    // Old children that are not children here any more moved or were removed.
    const old = prev.elements.get(el.id) as Item | undefined;
    if (old && old.children.length) {
      const now = el.children.length > 16 ? new Set(el.children) : el.children;
      for (const c of old.children) if (!(now instanceof Set ? now.has(c) : now.includes(c))) candidates.push(prev.elements.get(c) as Item);
    }
  }
  // A candidate built elsewhere in this pass moved; otherwise it and its old subtree are gone,
  // except the parts that moved out of it (built in this pass, and handled there).
  const gone: Item[] = candidates.filter((c) => !built.has(c.id));
  while (gone.length) {
    const g = gone.pop()!;
    table.remove(g.id);
    for (const c of g.children) if (!built.has(c)) gone.push(prev.elements.get(c) as Item);
  }
  return new Index(root.id, table.seal(root.id), undefined);
}

/** May `was` (of the earlier index) stand for `child` with its whole subtree? See `update`. */
function reusable(was: Item, child: Item, parent: Element): boolean {
  return (
    was.node === child.node &&
    was.kind === child.kind &&
    was.depth === child.depth &&
    !was.refBelow &&
    samePlace(was, child) &&
    was.parentEl!.kind === parent.kind
  );
}

/** Same parent, collection, position, file and `$ref`: the element's path is unchanged when its parent's is. */
function samePlace(was: Item, el: Item): boolean {
  return (
    was.parent === el.parent &&
    was.collection === el.collection &&
    was.index === el.index &&
    was.file === el.file &&
    was.refNode === el.refNode
  );
}

const NO_CHILDREN = Object.freeze([]) as unknown as number[];

// Element.flags bits.
const REF_BELOW = 1; // a `$ref` object lies somewhere below: the subtree depends on other files
const SAME_PATH = 2; // the element's path is the one its namesake in the previous index had (see `update`)

/**
 * An element of the index. Its JSON path is computed on first use from its parent's: most
 * consumers never need it, and building 27,000 path arrays up front dominated the index. Few
 * fields, flags in one number: the 27,800 elements of the largest config are most of what a
 * full build allocates, and the garbage collector's share of the build grows with their size.
 */
class Element implements NavElement {
  declare readonly id: number;
  declare readonly children: number[];
  declare ownPath: PathSegment[] | undefined;
  declare flags: number;
  /** Pages inside the subtree (itself included), -1 until asked: see pageCount. */
  declare pages: number;

  constructor(
    readonly node: JsonNode,
    readonly kind: KindId,
    /** The parent element this one was built under (its path is this one's path's prefix). */
    readonly parentEl: Element | undefined,
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
    const chain: Element[] = [];
    let top: Element = this;
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
 * of the size of an Element: what a full build allocates, and the garbage collector copies,
 * shrinks with it. Its path is computed on each use (messages and edits ask for a few).
 */
class PageElement implements NavElement {
  // Plain fields, not getters, for what every walk reads: a getter here beside Element's fields
  // made the hottest reads polymorphic (the id table's build took 10 ms of an open in Chromium).
  readonly id: number;
  readonly kind: KindId = 'page';

  constructor(
    readonly node: JsonNode,
    readonly parentEl: Element,
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

/** What the index holds. */
type Item = Element | PageElement;

/**
 * How many page entries lie inside an element (itself included when it is one). Counted on
 * demand (rules need it for messages about pages the site loses, which valid configs never
 * produce) and remembered on each element, which later versions share while untouched.
 * Iterative post-order, so any depth is safe.
 */
export function pageCount(index: NavIndex, el: NavElement): number {
  if (el instanceof PageElement) return 1;
  if (!(el instanceof Element)) return countSlowly(index, el);
  if (el.pages >= 0) return el.pages;
  const stack: Element[] = [el];
  const next: number[] = [0];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const k = next[next.length - 1];
    if (k < top.children.length) {
      next[next.length - 1]++;
      const child = index.elements.get(top.children[k]) as Item;
      if (child instanceof Element && child.pages < 0) {
        stack.push(child);
        next.push(0);
      }
      continue;
    }
    stack.pop();
    next.pop();
    let n = top.kind === 'page' ? 1 : 0;
    for (const c of top.children) {
      const child = index.elements.get(c) as Item;
      n += child instanceof Element ? child.pages : 1;
    }
    top.pages = n;
  }
  return el.pages;
}

function countSlowly(index: NavIndex, el: NavElement): number {
  let n = 0;
  const stack = [el];
  while (stack.length) {
    const e = stack.pop()!;
    if (e.kind === 'page') n++;
    for (const c of e.children) stack.push(index.elements.get(c)!);
  }
  return n;
}

/** A NavIndex whose pre-order list is built on first use after an incremental update. */
class Index implements NavIndex {
  private list: readonly number[] | undefined;

  constructor(
    readonly rootId: number | undefined,
    readonly elements: ElementTable<Item>,
    order: readonly number[] | undefined,
  ) {
    this.list = order;
    elements.attach(() => this.order);
  }

  get order(): readonly number[] {
    if (!this.list) {
      const out: number[] = [];
      const stack = this.rootId === undefined ? [] : [this.rootId];
      while (stack.length) {
        const id = stack.pop()!;
        out.push(id);
        const c = this.elements.get(id)!.children;
        for (let k = c.length - 1; k >= 0; k--) stack.push(c[k]);
      }
      this.list = out;
    }
    return this.list;
  }
}

const built = new WeakMap<Workspace, NavIndex>();

/**
 * The navigation index of a workspace, built from scratch once per workspace object (immer
 * gives every edit a new one). For a caller with a workspace and nothing else (a test, the CLI's
 * one-off tools); the editor session keeps its own index, built from the last, and hands it to
 * whatever it runs (commands get it in their context).
 */
export function navIndexOf(ws: Workspace): NavIndex {
  let idx = built.get(ws);
  if (!idx) built.set(ws, (idx = buildNavIndex(ws)));
  return idx;
}

/** True when `id` is `ancestor` or lies inside it. */
export function isWithin(index: NavIndex, id: number, ancestor: number): boolean {
  let cur: number | undefined = id;
  while (cur !== undefined) {
    if (cur === ancestor) return true;
    cur = index.elements.get(cur)?.parent;
  }
  return false;
}

/** The label an element shows: its label key's value, the page entry, or the kind's title. */
export function labelOf(el: NavElement): string {
  if (el.kind === 'page')
    return el.node.type === 'string' ? (el.node.value as string) : String((el.node as { value?: unknown }).value ?? '');
  const spec = KINDS[el.kind];
  if (spec.labelKey) {
    const v = getProp(el.node, spec.labelKey);
    if (v && v.type === 'string') return v.value as string;
  }
  return spec.title;
}

/** The JSON pointer of an element inside its file ("/navigation/tabs/0"). */
export function pointerOf(el: Pick<NavElement, 'path'>): string {
  return el.path.length === 0 ? '' : '/' + el.path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** A readable place for messages: `navigation.tabs[0].groups[2]`, with the file when it is not docs.json. */
export function placeOf(el: Pick<NavElement, 'path' | 'file'>, mainPath = 'docs.json'): string {
  let s = '';
  for (const seg of el.path) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  const where = s || '(root)';
  return el.file === mainPath ? where : `${el.file}: ${where}`;
}

/** Ancestors of an element, nearest first (excluding itself). */
export function ancestorsOf(index: NavIndex, id: number): NavElement[] {
  const out: NavElement[] = [];
  let cur = index.elements.get(id)?.parent;
  while (cur !== undefined) {
    const el = index.elements.get(cur)!;
    out.push(el);
    cur = el.parent;
  }
  return out;
}

/** Parse a JSON pointer into path segments ("/navigation/tabs/0" -> ["navigation", "tabs", 0]). */
export function parsePointer(pointer: string): PathSegment[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** The element at a path of a file, if the index has one there. */
export function elementAtPath(index: NavIndex, file: string, path: readonly PathSegment[]): NavElement | undefined {
  const key = path.join('\u0000');
  for (const el of index.elements.values()) if (el.file === file && el.path.join('\u0000') === key) return el;
  return undefined;
}
