import { getProp } from '../model/json-node';
import { isWithin, labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import { placeOf } from '../model/json-path';
import { isLinkEntry, parsePageEntry } from '../model/page-entry';
import type { Workspace } from '../model/workspace';
import { titleFromPath } from '../sidebar/page-title';
import type { OpenapiAnalysisDetails } from './analyse-openapi';

/** One page of the expanded navigation. */
export interface ExpandedPage {
  /** The page's address on the site (a file path without extension, or a generated address). */
  readonly address: string;
  readonly title: string;
  /** The entry as written in docs.json; absent for generated pages. */
  readonly entry?: string;
  readonly method?: string;
  /** The operation's path, or the webhook's name. */
  readonly path?: string;
  /** True for pages generated from an OpenAPI file. */
  readonly generated: boolean;
  /** `x-hidden`: the page exists, the navigation does not list it. */
  readonly hidden?: boolean;
  /** An operation entry that matches no operation (or whose document did not load): a file path to the site. */
  readonly unresolved?: boolean;
  /** The group's `root` page (selecting the group's title opens it). */
  readonly root?: boolean;
}

/** An element with pages after expansion (or a group the expansion creates), with its label path. */
export interface ExpandedElement {
  /** Labels from the outermost section to this element (a generated group's name last). */
  readonly labels: readonly string[];
  /** Where it is in docs.json ("navigation.tabs[1].groups[0]"). */
  readonly place: string;
  /** True for a group the expansion creates (one per tag). */
  readonly generatedGroup?: boolean;
  readonly pages: readonly ExpandedPage[];
}

/**
 * The navigation as the site will build it: for every element that has pages after OpenAPI
 * expansion, its label path and its pages (address, title, method and path for operations,
 * generated or not). Generated pages come as one group per tag after the element's own
 * content (REFERENCE.md, OpenAPI expansion 3). What `docsnav expand --json` prints.
 *
 * @example expandNavigation(ws, index, analysis)[0] // { labels: ['Guides', 'Get started'], pages: [{ address: 'index', title: 'Index', generated: false }] }
 */
export function expandNavigation(
  ws: Workspace,
  index: NavIndex,
  analysis: OpenapiAnalysisDetails,
  frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>,
  pageFiles?: ReadonlySet<string>,
): ExpandedElement[] {
  const out: ExpandedElement[] = [];
  const files: PageFiles = { frontMatter, pageFiles };
  const labels = new Map<number, readonly string[]>();
  // Generated groups come after everything the element holds, nested groups included, so they
  // wait here until the walk leaves the element's subtree (pre-order: its descendants come next).
  const pending: { id: number; groups: ExpandedElement[] }[] = [];
  const flushUntilWithin = (id: number | undefined) => {
    while (pending.length && (id === undefined || !isWithin(index, id, pending[pending.length - 1].id))) out.push(...pending.pop()!.groups);
  };
  for (const id of index.order) {
    flushUntilWithin(id);
    const el = index.elements.get(id)!;
    const parentLabels = el.parent === undefined ? [] : (labels.get(el.parent) ?? []);
    const own = el.kind === 'navigation' || el.kind === 'page' ? parentLabels : [...parentLabels, labelOf(el)];
    labels.set(id, own);
    if (el.kind === 'page' || el.node.type !== 'object') continue;
    const place = placeOf(el, ws.mainPath);
    const pages: ExpandedPage[] = [];
    const root = el.kind === 'group' ? getProp(el.node, 'root') : undefined;
    if (root?.type === 'string') pages.push({ ...filePage(root.value as string, analysis, files), root: true });
    for (const c of contentChildren(index, el)) {
      if (c.kind !== 'page' || c.node.type !== 'string') continue;
      pages.push(entryPage(c, analysis, files));
    }
    if (pages.length) out.push({ labels: own, place, pages });
    const generated = analysis.allGeneratedPages(id);
    if (!generated?.length) continue;
    const groups = new Map<string, ExpandedPage[]>();
    for (const g of generated) {
      const list = groups.get(g.group) ?? [];
      if (!groups.has(g.group)) groups.set(g.group, list);
      // A page file at a generated page's address replaces it (keeping its titles unless it
      // sets its own), as the site's page scan does.
      const file = files.pageFiles?.has(g.address) ? filePage(g.address, analysis, files) : undefined;
      list.push({
        address: g.address,
        title: file?.title ?? g.title,
        ...(file ? (file.method ? { method: file.method, path: file.path } : {}) : { method: g.method, path: g.path }),
        generated: true,
        ...(g.hidden ? { hidden: true } : {}),
      });
    }
    pending.push({ id, groups: [...groups].map(([name, list]) => ({ labels: [...own, name], place, generatedGroup: true, pages: list })) });
  }
  flushUntilWithin(undefined);
  return withoutReplacedHidden(out);
}

/**
 * The `x-hidden` pages as the site keeps them: a hidden page whose address a listed page also
 * has was replaced by it (the generator names hidden pages without reserving the name), and of
 * two hidden pages at one address the last one stays.
 */
function withoutReplacedHidden(elements: ExpandedElement[]): ExpandedElement[] {
  const listed = new Set<string>();
  const lastHidden = new Map<string, ExpandedPage>();
  for (const el of elements)
    for (const p of el.pages)
      if (p.hidden) lastHidden.set(p.address, p);
      else listed.add(p.address);
  if (lastHidden.size === 0) return elements;
  return elements.map((el) =>
    el.pages.some((p) => p.hidden && (listed.has(p.address) || lastHidden.get(p.address) !== p))
      ? { ...el, pages: el.pages.filter((p) => !p.hidden || (!listed.has(p.address) && lastHidden.get(p.address) === p)) }
      : el,
  );
}

/** What docsnav knows of the project's page files (nothing before a folder is open). */
interface PageFiles {
  readonly frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  readonly pageFiles?: ReadonlySet<string>;
}

/**
 * The page a file entry (or a group's `root`) shows, as the site decorates its navigation: the
 * entry's segments without empty ones ("/guides//intro/" is "guides/intro") name a page file
 * or a generated page; a page file's title is its front matter `title`, else the title of the
 * operation its front matter `openapi` names, else that of a generated page at the same
 * address, else its name as a title; the sidebar shows `sidebarTitle` first. An entry that names
 * no page is shown as written (its title from its last segment), as the site does while it
 * warns that the file does not exist.
 */
function filePage(entry: string, analysis: OpenapiAnalysisDetails, files: PageFiles): ExpandedPage {
  if (isLinkEntry(entry)) return { address: entry, title: titleFromPath(entry), entry, generated: false };
  const cleaned = entry
    .split(/[\\/]/)
    .filter((s) => s !== '')
    .join('/');
  const known = files.pageFiles;
  const key = !known ? cleaned : known.has(cleaned) ? cleaned : known.has(entry) ? entry : undefined;
  const generated = analysis.pageAt(cleaned) ?? analysis.pageAt(entry);
  if (key === undefined) {
    if (generated)
      return {
        address: generated.address,
        title: generated.title,
        entry,
        method: generated.method,
        path: generated.path,
        generated: false,
      };
    return { address: entry.replace(/^\//, ''), title: titleFromPath(entry), entry, generated: false };
  }
  const fm = files.frontMatter?.get(key);
  const op = fm?.openapi ? analysis.pageOperation(key) : undefined;
  const title = fm?.title || generated?.heading || generated?.title || op?.summary || titleFromPath(key);
  const sidebar = fm?.sidebarTitle || (generated?.heading !== undefined ? generated.title : undefined) || title;
  return { address: key, title: sidebar, entry, ...(op ? { method: op.method, path: op.path } : {}), generated: false };
}

/** The page a `pages` entry stands for. */
function entryPage(el: NavElement, analysis: OpenapiAnalysisDetails, files: PageFiles): ExpandedPage {
  const entry = (el.node as { value: unknown }).value as string;
  const parsed = parsePageEntry(entry);
  if (parsed.form === 'file') return filePage(entry, analysis, files);
  const page = analysis.entryPage(el.id);
  const method = parsed.form === 'operation' ? parsed.method : 'WEBHOOK';
  const path = parsed.form === 'operation' ? parsed.path : parsed.name;
  if (!page) return { address: entry, title: entry, entry, method, path, generated: false, unresolved: true };
  if (files.pageFiles?.has(page.address)) return { ...filePage(page.address, analysis, files), entry };
  // The operation the page shows (the document's path, not the entry's spelling of it).
  return { address: page.address, title: page.title, entry, method: page.method, path: page.path, generated: false };
}

/** A group's pages (its `groups` are dropped when both exist); a section's groups before pages. */
function contentChildren(index: NavIndex, el: NavElement): NavElement[] {
  const all = el.children.map((c) => index.elements.get(c)!).filter(Boolean);
  if (el.kind === 'group') return getProp(el.node, 'pages') ? all.filter((c) => c.collection === 'pages') : [];
  return all.filter((c) => c.collection === 'pages');
}
