import { LONG_LIST, objectItems } from '../../core/model/changed-stretch';
import { collectionSize } from '../../core/tree/can-drop';
import { KINDS } from '../../core/model/kinds';
import { keptAs, labelOf, type NavElement, type NavIndex } from '../../core/model/nav-index';
import { pageFilePath, parsePageEntry } from '../../core/model/page-entry';
import { getProp, type JsonNode } from '../../core/model/json-node';
import { languageName } from '../../core/model/languages';
import type { Row } from './row';
import { LazyRows, RowBuilder, RowList } from './row-builder';

export type { Row } from './row';
export { RowList } from './row-builder';

/** The rows the tree shows, read by place (see RowList). */
export type Rows = RowList<Row>;

/** A page's title by its path (src/core/sidebar/page-title: the preview's own rule). */
export type PageTitles = (path: string) => string;

/** The method of the operation a page file binds by its front matter `openapi` (SPEC rule 7), if any. */
export type PageMethods = (path: string) => string | undefined;

import { generatedRows, sameGenerated, type GeneratedChildren, type GeneratedPage } from './generated-rows';
export {
  generatedFrom,
  generatedId,
  generatedPageRowIds,
  sameGenerated,
  type GeneratedChildren,
  type GeneratedPage,
} from './generated-rows';

/**
 * Rows by node identity: immer keeps every untouched node the same object, so after an edit
 * the untouched rows are the same Row objects (their memoised components skip rendering), and
 * the rows of an untouched open subtree are taken over whole (no row copied: see RowList)
 * instead of walked again. An element standing in for an earlier one is looked up by that one's
 * node (see keptAs in src/core/model/nav-index.ts).
 */
export interface RowCache {
  readonly rows: WeakMap<JsonNode, Row>;
  /**
   * The last Row of each element id: an edited element's ancestors get new nodes but look the
   * same. WARNING: a row's label is a slice of the parsed text, so a row kept here keeps that
   * document's whole text alive; `visibleRows` prunes it (see pruneRows).
   */
  readonly byId: Map<number, Row>;
  readonly spans: WeakMap<JsonNode, Span>;
  /** The navigation root the rows in `byId` were drawn for: a new one is a new document. */
  root?: number;
}

/** The rows of an element and everything open below it, valid for one open-state map. */
interface Span {
  readonly rows: Rows;
  readonly depth: number;
  readonly open: ReadonlyMap<number, boolean>;
  /** The expansions the rows drew, by element: the span is valid while each is the same. */
  readonly gens: readonly GenUse[];
}

/** An element that sets `openapi` and what it generated when the rows were drawn. */
type GenUse = readonly [id: number, pages: readonly GeneratedPage[] | undefined];

/**
 * Forget the rows no document shown needs: all of them when another document is shown (ids are
 * never shared between documents), else, once deleted elements' rows outnumber the document's,
 * every row whose element (or, for a generated row, whose owner) is gone. A heap snapshot showed
 * each earlier open of the 2.4 MB corpus config kept alive through this map (4.7 MB each).
 */
function pruneRows(cache: RowCache, index: NavIndex): void {
  if (cache.root !== index.rootId) {
    cache.byId.clear();
    cache.root = index.rootId;
    return;
  }
  // Generated rows count too (they may far outnumber the elements): the slack keeps this rare.
  if (cache.byId.size <= 2 * index.elements.size + 256) return;
  for (const [id, row] of cache.byId) {
    const owner = id >= 0 ? id : row.ownerId;
    if (owner === undefined || !index.elements.has(owner)) cache.byId.delete(id);
  }
}

/** An empty cache, kept by the tree for as long as it lives. */
export function createRowCache(): RowCache {
  return { rows: new WeakMap(), byId: new Map(), spans: new WeakMap() };
}

/** Elements open by default: the sections and top-level groups, so a first look shows the structure. */
export function defaultOpen(index: NavIndex, id: number): boolean {
  const el = index.elements.get(id);
  // Not an element: a generated group, open until closed (it holds a few pages at most a level down).
  return el ? el.depth < 3 : true;
}

/**
 * The open-state map with `ids` open, or the same map when they already are: a new map makes
 * the next walk start over (the row cache's subtree copies are valid for one map only), so a
 * drop into an open group must not make one.
 */
export function withOpen(open: Map<number, boolean>, index: NavIndex, ids: Iterable<number>): Map<number, boolean> {
  let next: Map<number, boolean> | undefined;
  for (const id of ids) {
    if (!index.elements.has(id) || (open.get(id) ?? defaultOpen(index, id))) continue;
    (next ??= new Map(open)).set(id, true);
  }
  return next ?? open;
}

/** Does the element set `openapi` (so it may generate pages)? */
function hasOpenapi(el: NavElement): boolean {
  return el.kind !== 'page' && el.node.type === 'object' && getProp(el.node, 'openapi') !== undefined;
}

/** The title of a page entry that names a file (none for operations, links and non-pages). */
function titleOfPage(el: NavElement, titles: PageTitles | undefined): string | undefined {
  if (!titles || el.kind !== 'page' || el.node.type !== 'string') return undefined;
  const path = pageFilePath(el.node.value as string);
  return path === undefined ? undefined : titles(path);
}

// The badges of the rows that have none (nearly every page): one list, not one each.
const NO_BADGES: readonly string[] = Object.freeze([]);

function makeRow(
  el: NavElement,
  depth: number,
  hasChildren: boolean,
  expanded: boolean,
  size: number,
  titles?: PageTitles,
  methods?: PageMethods,
): Row {
  const label = labelOf(el);
  let badges: string[] | undefined;
  let method: string | undefined;
  // A page file's title (none for operations, links and other elements), and the method of the
  // operation its front matter binds it to.
  let title: string | undefined;
  if (el.kind === 'page' && el.node.type === 'string') {
    const value = el.node.value as string;
    const entry = parsePageEntry(value);
    if (entry.form === 'operation') method = entry.method;
    else if (titles) {
      const path = pageFilePath(value, entry);
      if (path !== undefined) {
        title = titles(path);
        method = methods?.(path);
      }
    }
  }
  if (el.kind === 'language') (badges ??= []).push(languageName(label) ?? 'unsupported code');
  if (el.node.type === 'object') {
    // One pass over the fields, the last of a repeated key winning (as getProp and the site read
    // them): six lookups per element were a third of the tree's first walk at 16x.
    let tag: JsonNode | undefined, root: JsonNode | undefined, expanded: JsonNode | undefined;
    let icon: JsonNode | undefined, openapi: JsonNode | undefined;
    for (const p of el.node.props) {
      const k = p.key;
      if (k === 'tag') tag = p.value;
      else if (k === 'root') root = p.value;
      else if (k === 'expanded') expanded = p.value;
      else if (k === 'icon') icon = p.value;
      else if (k === 'openapi') openapi = p.value;
    }
    if (tag?.type === 'string') (badges ??= []).push(String(tag.value));
    if (root?.type === 'string') (badges ??= []).push(`root: ${root.value}`);
    if (expanded?.type === 'boolean' && expanded.value) (badges ??= []).push('expanded');
    if (icon?.type === 'string') (badges ??= []).push(`icon: ${icon.value}`);
    if (openapi) (badges ??= []).push('openapi');
  }
  return {
    id: el.id,
    depth,
    kind: el.kind,
    label,
    hasChildren,
    expanded,
    badges: badges ?? NO_BADGES,
    method,
    pos: el.index + 1,
    size,
    title,
  };
}

function sameRow(a: Row, b: Row): boolean {
  return (
    a.id === b.id &&
    a.depth === b.depth &&
    a.kind === b.kind &&
    a.label === b.label &&
    a.hasChildren === b.hasChildren &&
    a.expanded === b.expanded &&
    a.method === b.method &&
    a.pos === b.pos &&
    a.size === b.size &&
    a.generated === b.generated &&
    a.ownerId === b.ownerId &&
    a.note === b.note &&
    a.genIndex === b.genIndex &&
    a.title === b.title &&
    a.badges.length === b.badges.length &&
    a.badges.every((x, i) => x === b.badges[i])
  );
}

/**
 * The rows the tree shows: a pre-order walk that skips the children of closed elements and,
 * with a filter, keeps matching elements (by label, or a page by its title) with their
 * ancestors. Pass a `cache` to reuse the Row of every unchanged node, `generated` to show the
 * pages OpenAPI bindings generate, `titles` to title page files and `methods` to mark the ones
 * bound to an operation. A cache holds the rows of one `titles` and `methods`: use a new cache
 * with others.
 */
export function visibleRows(
  index: NavIndex,
  open: ReadonlyMap<number, boolean>,
  filter = '',
  opts: { cache?: RowCache; generated?: GeneratedChildren; titles?: PageTitles; methods?: PageMethods } = {},
): Rows {
  const { cache, generated, titles, methods } = opts;
  if (cache) pruneRows(cache, index);
  // Lists of rows (an untouched subtree's, a long list's) are kept whole: the result reads through them (RowList).
  const rows = new RowBuilder<Row>();
  const q = filter.trim().toLowerCase();
  let keep: Set<number> | undefined;
  const keepUp = (id: number) => {
    for (let cur: number | undefined = id; cur !== undefined && !keep!.has(cur); cur = index.elements.get(cur)!.parent) keep!.add(cur);
  };
  if (q) {
    keep = new Set();
    for (const id of index.order) {
      const el = index.elements.get(id)!;
      if (labelOf(el).toLowerCase().includes(q) || titleOfPage(el, titles)?.toLowerCase().includes(q)) keepUp(id);
      else if (
        generated &&
        hasOpenapi(el) &&
        generated(id)?.some((g) => [g.label, g.title, g.group].some((t) => t?.toLowerCase().includes(q)))
      )
        keepUp(id);
    }
  }
  const root = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  if (!root) return RowList.empty();
  // Spans are only valid without a filter (a filter keeps a different set of rows).
  const spans = keep ? undefined : cache?.spans;
  // Subtrees reached through `$ref` come from another file: their node identity says nothing
  // about that file, so a subtree holding one is never reused.
  let refs = 0;
  // What each element that sets `openapi` generated, in walk order: a span records its share.
  const uses: GenUse[] = [];
  const reuse = (row: Row): Row => {
    const last = cache?.byId.get(row.id);
    if (last && sameRow(last, row)) return last;
    cache?.byId.set(row.id, row);
    return row;
  };
  // Element ids; generated rows waiting under their element; ends of open subtrees to record.
  type Entry = number | { generatedRows: Row[] } | { node: JsonNode; start: number; depth: number; refs: number; uses: number };
  const stack: Entry[] = [...root.children].reverse();
  while (stack.length) {
    const top = stack.pop()!;
    if (typeof top !== 'number') {
      if ('generatedRows' in top) rows.append(top.generatedRows);
      else if (refs === top.refs) spans!.set(top.node, { rows: rows.from(top.start), depth: top.depth, open, gens: uses.slice(top.uses) });
      continue;
    }
    const id = top;
    if (keep && !keep.has(id)) continue;
    const el = index.elements.get(id)!;
    const refsBefore = refs;
    if (el.refNode !== undefined) refs++;
    const depth = el.depth - 1;
    // Its place among its siblings can change while its node does not (a sibling was removed).
    const pos = el.index + 1;
    const size = el.parent === undefined ? 1 : collectionSize(index.elements.get(el.parent)!, el.collection!);
    const span = spans?.get(keptAs(el).node);
    if (
      span &&
      span.open === open &&
      span.depth === depth &&
      span.rows.get(0)!.pos === pos &&
      span.rows.get(0)!.size === size &&
      span.gens.every(([g, pages]) => sameGenerated(pages, generated?.(g)))
    ) {
      rows.append(span.rows);
      for (const u of span.gens) uses.push(u);
      continue;
    }
    const usesBefore = uses.length;
    // Only an element that sets `openapi` generates pages: the others need no question.
    const withOpenapi = hasOpenapi(el);
    const gen = withOpenapi ? generated?.(id) : undefined;
    if (withOpenapi) uses.push([id, gen]);
    const hasChildren = el.children.length > 0 || !!gen?.length;
    const isOpen = keep ? true : (open.get(id) ?? defaultOpen(index, id));
    rows.push(rowOf(el, depth, hasChildren, isOpen, pos, size, cache, titles, methods));
    if (!isOpen || !hasChildren) continue;
    if (!keep && !gen?.length && isLongList(el)) {
      // A long list of pages: its rows are made when the tree reads them (the ones in view).
      const start = rows.length - 1;
      rows.append(new PageRows(index, el, depth + 1, open, cache, titles, methods));
      if (spans && refs === refsBefore) spans.set(keptAs(el).node, { rows: rows.from(start), depth, open, gens: uses.slice(usesBefore) });
      continue;
    }
    if (spans) stack.push({ node: keptAs(el).node, start: rows.length - 1, depth, refs: refsBefore, uses: usesBefore });
    // Generated pages follow the element's own children: pushed first, they pop last.
    if (gen?.length)
      stack.push({ generatedRows: generatedRows(id, gen, depth + 1, open, q, !q || labelOf(el).toLowerCase().includes(q), reuse) });
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return rows.rows();
}

/** The row of an element, the cached one when it is still right (see RowCache). */
function rowOf(
  el: NavElement,
  depth: number,
  hasChildren: boolean,
  isOpen: boolean,
  pos: number,
  size: number,
  cache: RowCache | undefined,
  titles: PageTitles | undefined,
  methods: PageMethods | undefined,
): Row {
  let row = cache?.rows.get(keptAs(el).node);
  if (
    !row ||
    row.id !== el.id ||
    row.depth !== depth ||
    row.hasChildren !== hasChildren ||
    row.expanded !== isOpen ||
    row.pos !== pos ||
    row.size !== size
  ) {
    row = makeRow(el, depth, hasChildren, isOpen, size, titles, methods);
    const last = cache?.byId.get(el.id);
    if (last && sameRow(last, row)) row = last;
    cache?.rows.set(keptAs(el).node, row);
    cache?.byId.set(el.id, row);
  }
  return row;
}

/** Does the element hold only a long list of pages (LONG_LIST entries or more, no group among them)? */
function isLongList(el: NavElement): boolean {
  const pages = el.kind === 'page' ? undefined : getProp(el.node, 'pages');
  if (!pages || pages.type !== 'array' || pages.items.length < LONG_LIST || el.children.length !== pages.items.length) return false;
  // Counted from the last version's count and what the move changed (see listCounter).
  return objectItems(pages.items) === 0;
}

/**
 * The page rows of a long list (see isLongList), each made when the tree first reads it: the
 * walk itself makes none, so opening a group of 200,000 pages, or a move among them, costs the
 * rows in view rather than a row (and two cache entries) per page. A row is the one the walk
 * would make for that page (rowOf, with the same cache), so untouched pages keep their Row.
 */
class PageRows extends LazyRows<Row> {
  private readonly size: number;

  constructor(
    private readonly index: NavIndex,
    private readonly owner: NavElement,
    private readonly depth: number,
    private readonly open: ReadonlyMap<number, boolean>,
    private readonly cache: RowCache | undefined,
    private readonly titles: PageTitles | undefined,
    private readonly methods: PageMethods | undefined,
  ) {
    super(owner.children.length);
    const first = index.elements.get(owner.children[0])!;
    this.size = collectionSize(owner, first.collection!);
  }

  protected make(k: number): Row {
    const { index } = this;
    const child = index.elements.get(this.owner.children[k])!;
    const isOpen = this.open.get(child.id) ?? defaultOpen(index, child.id);
    return rowOf(child, this.depth, false, isOpen, child.index + 1, this.size, this.cache, this.titles, this.methods);
  }

  placeOf(id: number, a: number, b: number): number {
    const child = this.index.elements.get(id);
    if (!child || child.parent !== this.owner.id) return -1;
    const k = child.index;
    return k >= a && k < b && this.owner.children[k] === id ? k : -1;
  }
}

/** Where a row is in the visible rows, by element id. */
export interface RowLookup {
  get(id: number): number | undefined;
  has(id: number): boolean;
}

/**
 * Row positions found by a scan that starts where the last answer was: a few lookups per
 * render, each nearly free, instead of a 27,000-entry Map built on every keystroke (it cost
 * about 2 ms per edit on the largest config, fully expanded).
 */
export function rowLookup(rows: Rows): RowLookup {
  let hint = 0;
  const get = (id: number): number | undefined => {
    let i = rows.placeOf(id, rowId, hint);
    if (i < 0) i = rows.placeOf(id, rowId, 0, hint);
    return i < 0 ? undefined : (hint = i);
  };
  return { get, has: (id) => get(id) !== undefined };
}

const rowId = (row: Row) => row.id;

/** The kind's title for screen readers and tooltips ("Tab", "Global anchor"). */
export function kindTitle(kind: string): string {
  return (KINDS as Record<string, { title: string }>)[kind]?.title ?? kind;
}
