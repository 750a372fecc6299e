import type { JsonNode } from './json-node';
import { getProp } from './json-node';
import { COLLECTION_KIND, KINDS, childKindOf, type CollectionKey, type KindId } from './kinds';
import { refTarget, resolveRelative, type Workspace } from './workspace';

/** A segment of a JSON path: a property key or an array index. */
export type PathSegment = string | number;

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
 */
export function buildNavIndex(ws: Workspace): NavIndex {
  const elements = new Map<number, NavElement>();
  const order: number[] = [];
  const main = ws.files[ws.mainPath];
  const navNode = main ? getProp(main.root, 'navigation') : undefined;
  if (!main || !navNode) return { rootId: undefined, elements, order };

  // Resolve a `{ "$ref" }` object to the root of its loaded split file.
  const resolve = (node: JsonNode, file: string): [JsonNode, string, number | undefined] => {
    const ref = refTarget(node);
    if (ref !== undefined) {
      const target = resolveRelative(file, ref);
      const f = ws.files[target];
      if (f) return [f.root, target, node.id];
    }
    return [node, file, undefined];
  };

  const [rootNode, rootFile, rootRef] = resolve(navNode, ws.mainPath);
  const root = new Element(rootNode, 'navigation', undefined, undefined, 0, 0, rootFile, rootRef, elements);
  if (rootRef === undefined) root.ownPath = ['navigation'];
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    elements.set(el.id, el);
    order.push(el.id);
    if (el.parent !== undefined) elements.get(el.parent)!.children.push(el.id);
    const node = el.node;
    if (node.type !== 'object' || el.kind === 'page') continue;
    const start = stack.length;
    for (const p of node.props) {
      if (!isCollectionKey(p.key)) continue;
      const key = p.key;
      if (key === 'global') {
        if (p.value.type === 'object') {
          const [n, f, r] = resolve(p.value, el.file);
          stack.push(new Element(n, 'global', el.id, key, 0, el.depth + 1, f, r, elements));
        }
        continue;
      }
      if (p.value.type !== 'array') continue;
      const items = p.value.items;
      const base = childKindOf(el.kind, key);
      for (let i = 0; i < items.length; i++) {
        const [n, f, r] = resolve(items[i], el.file);
        const kind = key === 'pages' && n.type === 'object' ? 'group' : base;
        stack.push(new Element(n, kind, el.id, key, i, el.depth + 1, f, r, elements));
      }
    }
    // Children were pushed in order; reverse them so they pop in document order.
    for (let a = start, b = stack.length - 1; a < b; a++, b--) {
      const t = stack[a];
      stack[a] = stack[b];
      stack[b] = t;
    }
  }
  return { rootId: root.id, elements, order };
}

/**
 * An element of the index. Its JSON path is computed on first use from its parent's: most
 * consumers never need it, and building 27,000 path arrays up front dominated the index.
 */
class Element implements NavElement {
  readonly id: number;
  readonly children: number[] = [];
  ownPath: PathSegment[] | undefined;

  constructor(
    readonly node: JsonNode,
    readonly kind: KindId,
    readonly parent: number | undefined,
    readonly collection: CollectionKey | undefined,
    readonly index: number,
    readonly depth: number,
    readonly file: string,
    readonly refNode: number | undefined,
    private readonly all: Map<number, NavElement>,
  ) {
    this.id = node.id;
    // An element reached through `$ref` is the root of its file.
    if (refNode !== undefined) this.ownPath = [];
  }

  get path(): readonly PathSegment[] {
    if (this.ownPath) return this.ownPath;
    const parent = this.parent === undefined ? undefined : this.all.get(this.parent);
    const base = parent ? parent.path : [];
    this.ownPath = this.collection === 'global' ? [...base, 'global'] : [...base, this.collection!, this.index];
    return this.ownPath;
  }
}

const cache = new WeakMap<Workspace, NavIndex>();

/**
 * The navigation index of a workspace, memoised by workspace identity (immer gives every edit a
 * new workspace object and keeps it for undo, so one index per version is built at most once).
 */
export function navIndexOf(ws: Workspace): NavIndex {
  let idx = cache.get(ws);
  if (!idx) cache.set(ws, (idx = buildNavIndex(ws)));
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
  if (el.kind === 'page') return el.node.type === 'string' ? (el.node.value as string) : String((el.node as { value?: unknown }).value ?? '');
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
