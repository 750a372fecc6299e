import { LONG_LIST, noteChange, nonStringItems, replaceStretch, shortStretch } from '../model/changed-stretch';
import { getBoolean, getProp, getString, toValue, type JsonNode } from '../model/json-node';
import type { NavElement, NavIndex } from '../model/nav-index';
import { isLinkEntry, parsePageEntry, withoutLeadingSlashes, type PageEntry } from '../model/page-entry';
import { keptForm } from '../model/site-acceptance';
import { pageTitle, titleFromPath } from './page-title';
import { KeptPages } from './kept-pages';
import { FilePageItem, plainFileEntry } from './file-page-item';
import type { GeneratedPage, IconRef, SidebarGroup, SidebarItem, SidebarPage, SidebarSources } from './sidebar-types';

/** The fields of `SidebarSources` a built group read, as bits (see `ItemBuilder`). */
const FRONT_MATTER = 1;
const PAGE_FILES = 2;
const GENERATED = 4;
const OPERATION_TITLE = 8;
const PAGE_OPERATION = 16;
const FIELDS: readonly [number, keyof SidebarSources][] = [
  [FRONT_MATTER, 'frontMatter'],
  [PAGE_FILES, 'pageFiles'],
  [GENERATED, 'generatedPages'],
  [OPERATION_TITLE, 'operationTitle'],
  [PAGE_OPERATION, 'pageOperation'],
];

/** A built group, with what it read of the sources, to know when it is still right. */
interface CacheEntry {
  readonly group: SidebarItem;
  /** FRONT_MATTER | PAGE_FILES | ...: the fields it and every group inside it read. */
  readonly reads: number;
  readonly sources: SidebarSources;
}

/**
 * Builds the groups and pages under a section. Group items are memoised by node identity (and
 * the OpenAPI document in scope, which changes operation titles): after an edit, immer keeps
 * every untouched group the same object, so only the edited path is rebuilt and the preview
 * re-renders only what changed.
 *
 * A group is also a function of the sources it read: the OpenAPI analysis (generated pages,
 * operation titles) is rebuilt after every edit and may answer differently for the same node
 * (a conversion elsewhere, a document that loaded), and the front matter changes with the
 * project. So each cached group remembers which source fields it and its subgroups read, and is
 * reused only while each of those is the same object. A group of plain page files survives a
 * new analysis; one that lists operations is rebuilt with it. (Keying the whole cache on the
 * sources object instead, as before, made the preview hold groups built from an analysis of an
 * older version of the document: generated groups beside the explicit ones after a conversion.)
 */
export class ItemBuilder {
  private readonly cache = new Map<string, WeakMap<JsonNode, CacheEntry>>();
  /**
   * Page items by node, under the same rule as groups: an edit in a list of 20,000 pages
   * rebuilds that group, and rebuilding each page's item (its title made from the path) cost
   * 5 µs a page where a kept one costs a lookup.
   */
  private readonly pages = new WeakMap<JsonNode, CacheEntry & { readonly id: number }>();
  /**
   * The pages of long groups (LONG_LIST entries or more, all strings, no `openapi`) by element
   * id: the list they were built from and its items. Such a group changed by a move among its
   * pages keeps every item outside the stretch that differs, instead of looking each of its
   * 200,000 entries up again (see longChildren).
   */
  private readonly long = new Map<number, LongGroup>();
  /** The navigation root the long groups were kept for. */
  private longRoot: number | undefined;
  private sources: SidebarSources = {};
  /** The source fields read by the group being built (and its content so far). */
  private reads = 0;

  /** Use these sources from now on (a new OpenAPI analysis, new front matter). */
  use(sources: SidebarSources): this {
    this.sources = sources;
    return this;
  }

  /** The items of a section (or of the navigation root when it holds groups or pages directly). */
  sectionItems(index: NavIndex, section: NavElement): { items: SidebarItem[]; pendingOpenapi?: string } {
    // Long groups are kept by element id: another document's would keep that document (and the
    // sources they read, its OpenAPI analysis and index) alive.
    if (index.rootId !== this.longRoot) {
      this.long.clear();
      this.longRoot = index.rootId;
    }
    const scope = openapiScope(index, section);
    const kids = contentChildren(index, section);
    const items = kids.map((k) => this.itemOf(index, k, true, scope)).filter((x): x is SidebarItem => !!x);
    const pendingOpenapi = this.appendGenerated(section, items, kids.length === 0, true);
    return { items, pendingOpenapi };
  }

  /**
   * Generated content is appended after an element's own content (REFERENCE.md, OpenAPI
   * expansion 3): every element with its own `openapi` asks the analysis, which knows whether a
   * descendant lists an operation of that document (then nothing is generated). Returns the
   * document to name while it loads, for an element that shows nothing else meanwhile.
   */
  private appendGenerated(el: NavElement, items: SidebarItem[], empty: boolean, topLevel: boolean): string | undefined {
    const openapi = getProp(el.node, 'openapi');
    if (!openapi) return undefined;
    this.reads |= GENERATED;
    const gen = this.sources.generatedPages?.(el.id);
    if (gen) items.push(...generatedItems(gen, el.id, topLevel));
    // Undefined is also the answer of an element whose entries list operations: say "loading"
    // only where there is nothing else to show.
    return !gen && empty ? describeOpenapi(openapi) : undefined;
  }

  /** The item of element `id` (see item), a page entry kept without an element read off its node. */
  private itemOf(index: NavIndex, id: number, topLevel: boolean, scope: string): SidebarItem | undefined {
    const node = index.pageNode?.(id);
    if (node) return this.pageEntry(id, node);
    const el = index.elements.get(id);
    return el && this.item(index, el, topLevel, scope);
  }

  /**
   * The item of page entry `id` (its node `node`): a string (no "hidden" to read); anything else
   * shows nothing. The kept item is looked up first: this runs for every page of an edited list.
   */
  private pageEntry(id: number, node: JsonNode): SidebarItem | undefined {
    if (node.type !== 'string') return undefined;
    const hit = this.pages.get(node);
    if (hit && hit.id === id && sameReads(hit, this.sources)) {
      this.reads |= hit.reads;
      return hit.group;
    }
    const before = this.reads;
    this.reads = 0;
    const made = this.page(id, node.value as string);
    this.pages.set(node, { group: made, reads: this.reads, sources: readOf(this.reads, this.sources), id });
    this.reads |= before;
    return made;
  }

  private item(index: NavIndex, el: NavElement, topLevel: boolean, scope: string): SidebarItem | undefined {
    if (el.kind === 'page') return this.pageEntry(el.id, el.node);
    if (getBoolean(el.node, 'hidden') === true) return undefined;
    if (el.kind !== 'group' || el.node.type !== 'object') return undefined;
    const own = getProp(el.node, 'openapi');
    const inner = own ? JSON.stringify(toValue(own)) : scope;
    const cacheKey = `${topLevel ? 't' : 'n'}${inner}`;
    let byNode = this.cache.get(cacheKey);
    if (!byNode) this.cache.set(cacheKey, (byNode = new WeakMap()));
    // A long list of string pages holds no `$ref` (asked first: one lookup per page of 200,000
    // otherwise), nor does a page entry the index keeps without an element (index.pageNode).
    const list = longList(index, el);
    const cacheable =
      (list !== undefined && list.length === el.children.length) ||
      !el.children.some((c) => index.pageNode?.(c) === undefined && index.elements.get(c)?.refNode !== undefined);
    const hit = cacheable ? byNode.get(el.node) : undefined;
    if (hit && sameReads(hit, this.sources)) {
      this.reads |= hit.reads;
      return hit.group;
    }
    const outer = this.reads;
    this.reads = 0;
    const group = this.group(index, el, topLevel, inner, list);
    if (cacheable) byNode.set(el.node, { group, reads: this.reads, sources: readOf(this.reads, this.sources) });
    this.reads |= outer;
    return group;
  }

  /** The item of page entry `entry` of element `id`, made anew; what it read goes into `reads`. */
  private page(id: number, entry: string): SidebarItem {
    if (isLinkEntry(entry)) return { type: 'link', key: `e${id}`, id, label: entry, href: entry };
    if (plainFileEntry(entry)) {
      // Most entries: an item that makes its key and title when read (see FilePageItem).
      this.reads |= FRONT_MATTER | PAGE_FILES | PAGE_OPERATION;
      const path = withoutLeadingSlashes(entry);
      if (!this.sources.pageOperation?.(path))
        return new FilePageItem(id, entry, path, fileStatusOf(this.sources, path), this.sources.frontMatter);
    }
    const parsed = parsePageEntry(entry);
    this.reads |= parsed.form === 'file' ? FRONT_MATTER | PAGE_FILES | PAGE_OPERATION : OPERATION_TITLE;
    return pageItemOf(parsed, entry, id, this.sources, `e${id}`);
  }

  private group(index: NavIndex, el: NavElement, topLevel: boolean, scope: string, list: readonly JsonNode[] | undefined): SidebarGroup {
    let children = list && this.longChildren(index, el, list, scope);
    let empty = false;
    if (!children) {
      const outer = this.reads;
      this.reads = 0;
      children = [];
      if (list) {
        // A long list's pages (all strings) are kept with the list (this.long), not one by one
        // by node as item() keeps them: the first build of a group of 200,000 pages spent half
        // its 0.7 s keeping each page's item in a WeakMap. A change longChildren does not patch
        // (a page moved far, many pages at once) takes each page's item from the last build.
        // Read off the list's nodes (each page's id is its node's): no page element is made.
        const kept = this.keptPages(el.id, scope);
        for (const n of list) {
          if (n.type !== 'string') continue; // none: longList holds strings only
          const it = kept?.find(children.length, n);
          children.push(it && it.id === n.id ? it : this.page(n.id, n.value as string));
        }
        this.long.set(el.id, { list, children, scope, reads: this.reads, sources: readOf(this.reads, this.sources) });
      } else {
        const kids = contentChildren(index, el);
        for (const k of kids) {
          const it = this.itemOf(index, k, false, scope);
          if (it) children.push(it);
        }
        empty = kids.length === 0;
      }
      this.reads |= outer;
    }
    const pendingOpenapi = this.appendGenerated(el, children, empty, false);
    const rootEntry = getString(el.node, 'root');
    if (rootEntry) this.reads |= readsOf(rootEntry);
    const root = rootEntry ? pageItem(rootEntry, undefined, this.sources, `r${el.id}`) : undefined;
    return {
      type: 'group',
      key: `e${el.id}`,
      id: el.id,
      label: getString(el.node, 'group') ?? 'Group',
      icon: iconOf(el.node),
      tag: getString(el.node, 'tag'),
      topLevel,
      expanded: getBoolean(el.node, 'expanded'),
      root,
      firstPage: root?.key ?? firstPageOf(children),
      children,
      generated: false,
      pendingOpenapi,
    };
  }

  /**
   * The page items of the long group `id` as last built, to find by node (see KeptPages),
   * when they read the same sources and were built for the same OpenAPI scope; else
   * undefined. What they read counts as read.
   */
  private keptPages(id: number, scope: string): KeptPages | undefined {
    const was = this.long.get(id);
    if (!was || was.scope !== scope || !sameReads(was, this.sources) || was.list.length !== was.children.length) return undefined;
    this.reads |= was.reads;
    return new KeptPages(was.list, was.children);
  }

  /**
   * The items of a long group's pages from the last ones built for it, when the list differs
   * from the one they were built from only in one stretch of at most 64 entries each side (a
   * move, an added or removed page) and the sources they read are the same; else undefined.
   */
  private longChildren(index: NavIndex, el: NavElement, list: readonly JsonNode[], scope: string): SidebarItem[] | undefined {
    const was = this.long.get(el.id);
    if (!was || was.scope !== scope || !sameReads(was, this.sources)) return undefined;
    const c = shortStretch(was.list, list);
    if (!c) return undefined;
    const { start: lo, endBefore: hb, endAfter: hl } = c;
    const middle: SidebarItem[] = [];
    const outer = this.reads;
    this.reads = was.reads;
    for (let k = lo; k < hl; k++) {
      const page = index.elements.get(list[k].id);
      const it = page && page.node === list[k] ? this.item(index, page, false, scope) : undefined;
      if (!it) {
        this.reads = outer;
        return undefined;
      }
      middle.push(it);
    }
    const children = replaceStretch(was.children, lo, hb, middle);
    // Noted, so the preview counts its rows from the last version's (see rowsOf).
    noteChange(was.children, children, lo, was.children.length - hb);
    this.long.set(el.id, { list, children, scope, reads: this.reads, sources: readOf(this.reads, this.sources) });
    this.reads |= outer;
    return children;
  }
}

/** The pages of a long group (see ItemBuilder.long): its kept `pages`, LONG_LIST or more, all strings, and no `openapi`. */
function longList(index: NavIndex, el: NavElement): readonly JsonNode[] | undefined {
  const pages = getProp(el.node, 'pages');
  if (!pages || pages.type !== 'array' || pages.items.length < LONG_LIST || getProp(el.node, 'openapi')) return undefined;
  if (keptForm(index, el) !== 'pages') return undefined;
  // Counted from the last version's count and what the move changed (see listCounter).
  return nonStringItems(pages.items) === 0 ? pages.items : undefined;
}

/** The pages of a long group as last built (see ItemBuilder.long). */
interface LongGroup {
  readonly list: readonly JsonNode[];
  readonly children: readonly SidebarItem[];
  readonly scope: string;
  readonly reads: number;
  readonly sources: SidebarSources;
}

/** Which source fields `pageItem` reads for an entry. */
function readsOf(entry: string): number {
  return parsePageEntry(entry).form === 'file' ? FRONT_MATTER | PAGE_FILES | PAGE_OPERATION : OPERATION_TITLE;
}

/** True when every source field the entry read is still the same object. */
const NOTHING_READ: SidebarSources = Object.freeze({});

/**
 * The fields of `sources` a built group read, the rest left out: an entry kept for a group that
 * read none would hold the whole sources object, and with it an OpenAPI analysis and the index
 * of the document it was made for, long after another document opened.
 */
function readOf(reads: number, sources: SidebarSources): SidebarSources {
  if (reads === 0) return NOTHING_READ;
  const kept: { -readonly [K in keyof SidebarSources]?: SidebarSources[K] } = {};
  for (const [bit, key] of FIELDS) if (reads & bit) (kept as Record<string, unknown>)[key] = sources[key];
  return kept;
}

function sameReads(entry: { readonly reads: number; readonly sources: SidebarSources }, now: SidebarSources): boolean {
  for (const [bit, key] of FIELDS) if (entry.reads & bit && entry.sources[key] !== now[key]) return false;
  return true;
}

/**
 * The content children of an element as the site keeps them (model/site-acceptance keptForm):
 * for a group, its `pages` (never its `groups`, which the site drops); for a section, the one of
 * `groups` and `pages` it keeps, none when it is a link.
 */
function contentChildren(index: NavIndex, el: NavElement): number[] {
  const kept = keptForm(index, el);
  if (kept !== 'groups' && kept !== 'pages') return [];
  // One pass, one array: this runs over every entry of an edited list. A page entry kept without
  // an element (index.pageNode) is one of a `pages` list, and is not made one here.
  const out: number[] = [];
  for (const c of el.children) if (index.pageNode?.(c) ? kept === 'pages' : index.elements.get(c)?.collection === kept) out.push(c);
  return out;
}

/** The nearest `openapi` on the element or its ancestors, as a cache key ('' when none). */
function openapiScope(index: NavIndex, el: NavElement): string {
  for (let cur: NavElement | undefined = el; cur; cur = cur.parent === undefined ? undefined : index.elements.get(cur.parent)) {
    const o = getProp(cur.node, 'openapi');
    if (o) return JSON.stringify(toValue(o));
  }
  return '';
}

function describeOpenapi(node: JsonNode): string {
  if (node.type === 'string') return node.value as string;
  if (node.type === 'array') return node.items[0] ? describeOpenapi(node.items[0]) : 'an OpenAPI document';
  return getString(node, 'source') ?? 'an OpenAPI document';
}

/** A page item for an entry of docs.json (or a group's `root`). */
export function pageItem(entry: string, id: number | undefined, sources: SidebarSources, key = `e${id}`): SidebarPage {
  return pageItemOf(parsePageEntry(entry), entry, id, sources, key);
}

/** pageItem, for an entry already parsed. */
function pageItemOf(parsed: PageEntry, entry: string, id: number | undefined, sources: SidebarSources, key: string): SidebarPage {
  if (parsed.form === 'operation') {
    const title = (id !== undefined ? sources.operationTitle?.(entry, id) : undefined) ?? parsed.path;
    return {
      type: 'page',
      key,
      id,
      entry,
      title,
      address: entry,
      form: 'operation',
      method: parsed.method,
      opPath: parsed.path,
      generated: false,
      fileStatus: 'openapi',
    };
  }
  if (parsed.form === 'webhook') {
    const title = (id !== undefined ? sources.operationTitle?.(entry, id) : undefined) ?? parsed.name;
    return {
      type: 'page',
      key,
      id,
      entry,
      title,
      address: entry,
      form: 'webhook',
      method: 'WEBHOOK',
      generated: false,
      fileStatus: 'openapi',
    };
  }
  const path = withoutLeadingSlashes(entry);
  const fileStatus = fileStatusOf(sources, path);
  // A page bound to an operation by its front matter (SPEC rule 7): an API page, with its method.
  const op = sources.pageOperation?.(path);
  const title = pageTitle(path, sources.frontMatter, op?.summary);
  // Two literals, not one with a spread of the operation's fields: this runs for every page.
  return op
    ? { type: 'page', key, id, entry, title, address: path, form: 'file', method: op.method, opPath: op.path, generated: false, fileStatus }
    : { type: 'page', key, id, entry, title, address: path, form: 'file', generated: false, fileStatus };
}

/** Whether a page file exists, when the project's files are known. */
function fileStatusOf(sources: SidebarSources, path: string): SidebarPage['fileStatus'] {
  return sources.pageFiles ? (sources.pageFiles.has(path) ? 'exists' : 'missing') : 'unknown';
}

/** Generated pages as items: pages with a `group` go into one generated group per name, in first-seen order. */
function generatedItems(gen: readonly GeneratedPage[], ownerId: number, topLevel: boolean): SidebarItem[] {
  const slots: Array<SidebarPage | string> = [];
  const groups = new Map<string, SidebarPage[]>();
  gen.forEach((g, i) => {
    const address = g.address ?? (g.method && g.path ? `${g.method.toUpperCase()} ${g.path}` : `page-${i}`);
    const page: SidebarPage = {
      type: 'page',
      key: `g${ownerId}:${i}`,
      entry: address,
      title: g.title || titleFromPath(address),
      address,
      form: g.method ? 'operation' : 'file',
      method: g.method?.toUpperCase(),
      opPath: g.path,
      generated: true,
      fileStatus: 'openapi',
    };
    if (!g.group) return void slots.push(page);
    if (!groups.has(g.group)) {
      groups.set(g.group, []);
      slots.push(g.group);
    }
    groups.get(g.group)!.push(page);
  });
  return slots.map((s): SidebarItem => {
    if (typeof s !== 'string') return s;
    const children = groups.get(s)!;
    return { type: 'group', key: `g${ownerId}:group:${s}`, label: s, topLevel, children, firstPage: children[0]?.key, generated: true };
  });
}

/** The key of the first page inside items, depth first (a group's root counts first). */
export function firstPageOf(items: readonly SidebarItem[]): string | undefined {
  for (const it of items) {
    if (it.type === 'page') return it.key;
    if (it.type === 'group') {
      const k = it.firstPage;
      if (k) return k;
    }
  }
  return undefined;
}

/** The icon of an element: a string name or `{ name, library, style }`. */
export function iconOf(node: JsonNode): IconRef | undefined {
  const icon = getProp(node, 'icon');
  if (!icon) return undefined;
  if (icon.type === 'string') return { name: icon.value as string };
  const name = getString(icon, 'name');
  return name ? { name, library: getString(icon, 'library'), style: getString(icon, 'style') } : undefined;
}
