import { getProp } from './json-node';
import type { JsonNode } from './json-node';
import { COLLECTION_KIND, KINDS, type CollectionKey, type KindId } from './kinds';
import type { PathSegment } from './json-path';

// The navigation index as the rest of docsnav sees it, and the questions asked of it. It is
// built by build-nav-index.ts (from scratch in index-from-scratch.ts, or from the previous
// version's index in update-nav-index.ts); its elements are the classes of indexed-element.ts.

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
  /**
   * An element of an earlier version that this one stands in for: the same id at the same place
   * (parent, collection, position, file), with a subtree of the same values and ids and no
   * `$ref` below, made anew only because its nodes' offsets moved (an Enter typed in the JSON
   * pane before it: see value-copies.ts). What a check kept for that element's subtree holds for
   * this one's, but for the element and node objects it holds (RulesMemo keys by it). Always the
   * first of such a line of versions, never one that stands in for another. Undefined for most.
   */
  readonly standsFor?: NavElement;
}

/** The navigation as an index of elements by id, in document (pre-)order. */
export interface NavIndex {
  readonly rootId: number | undefined;
  readonly elements: ReadonlyMap<number, NavElement>;
  /** Element ids in pre-order (the order the tree shows them). */
  readonly order: readonly number[];
  /**
   * The node of the page entry `id` when the index keeps it without an element object (until
   * one is asked for: see page-leaves.ts), else undefined. Read page nodes through pageNodeOf.
   */
  pageNode?(id: number): JsonNode | undefined;
}

/**
 * The node of the page entry `id`, undefined when `id` is another element or none: for walks
 * over every page, which need not make each page's element (see NavIndex.pageNode).
 */
export function pageNodeOf(index: NavIndex, id: number): JsonNode | undefined {
  const node = index.pageNode?.(id);
  if (node) return node;
  const el = index.elements.get(id);
  return el && el.kind === 'page' ? el.node : undefined;
}

/**
 * The element what a check keeps per subtree is kept by: the one `el` stands in for (see
 * NavElement.standsFor), else `el` itself. RulesMemo, the OpenAPI marks and the tree's row cache
 * key by it.
 */
export function keptAs<E extends NavElement>(el: E): E | NonNullable<E['standsFor']> {
  return el.standsFor ?? el;
}

const COLLECTION_KEYS = new Set<string>(Object.keys(COLLECTION_KIND));

/** True when `key` names a child collection anywhere in the kinds table. */
export function isCollectionKey(key: string): key is CollectionKey {
  return COLLECTION_KEYS.has(key);
}

/**
 * True when `key` on an element of `kind` is judged as a list (collection-not-allowed). In
 * `global` only its own lists are: the site refuses any other key there, lists included, and
 * unknown-key reports it as it reports any unknown key there.
 */
export function isListOn(kind: KindId, key: string): key is CollectionKey {
  return isCollectionKey(key) && (kind !== 'global' || KINDS.global.siteChildren.includes(key));
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

/** The element at a path of a file, if the index has one there. */
export function elementAtPath(index: NavIndex, file: string, path: readonly PathSegment[]): NavElement | undefined {
  const key = path.join('\u0000');
  for (const el of index.elements.values()) if (el.file === file && el.path.join('\u0000') === key) return el;
  return undefined;
}
