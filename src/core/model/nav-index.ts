import type { JsonNode, JsonObject } from './json-node';
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

  const resolve = (node: JsonNode, file: string, path: PathSegment[]) => {
    const ref = refTarget(node);
    if (ref !== undefined) {
      const target = resolveRelative(file, ref);
      const f = ws.files[target];
      if (f) return { node: f.root, file: target, path: [] as PathSegment[], refNode: node.id };
    }
    return { node, file, path, refNode: undefined };
  };

  const navPath: PathSegment[] = [main.root.type === 'object' ? 'navigation' : 0];
  const r = resolve(navNode, ws.mainPath, navPath);
  type Item = { node: JsonNode; kind: KindId; parent?: number; collection?: CollectionKey; index: number; depth: number; file: string; path: PathSegment[]; refNode?: number };
  const stack: Item[] = [{ ...r, kind: 'navigation', index: 0, depth: 0 }];
  while (stack.length) {
    const it = stack.pop()!;
    const el: NavElement = {
      id: it.node.id,
      node: it.node,
      kind: it.kind,
      parent: it.parent,
      collection: it.collection,
      index: it.index,
      depth: it.depth,
      file: it.file,
      path: it.path,
      refNode: it.refNode,
      children: [],
    };
    elements.set(el.id, el);
    order.push(el.id);
    if (it.parent !== undefined) elements.get(it.parent)!.children.push(el.id);
    if (it.node.type !== 'object' || it.kind === 'page') continue;
    const kids: Item[] = [];
    for (const p of (it.node as JsonObject).props) {
      if (!isCollectionKey(p.key)) continue;
      const key = p.key;
      if (key === 'global') {
        if (p.value.type === 'object') {
          const c = resolve(p.value, it.file, [...it.path, key]);
          kids.push({ ...c, kind: 'global', parent: el.id, collection: key, index: 0, depth: it.depth + 1 });
        }
        continue;
      }
      if (p.value.type !== 'array') continue;
      p.value.items.forEach((child, i) => {
        const c = resolve(child, it.file, [...it.path, key, i]);
        let kind = childKindOf(it.kind, key);
        if (key === 'pages' && c.node.type === 'object') kind = 'group';
        kids.push({ ...c, kind, parent: el.id, collection: key, index: i, depth: it.depth + 1 });
      });
    }
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
  }
  return { rootId: r.node.id, elements, order };
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
