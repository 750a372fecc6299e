import { getBoolean, getProp, getString } from '../model/json-node';
import { PRIMARY_ORDER, type CollectionKey } from '../model/kinds';
import { languageName } from '../model/languages';
import { labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { ItemBuilder, iconOf } from './sidebar-items';
import { siteBehaviour, type BehaviourOverrides } from './theme-defaults';
import { PageLocations } from './page-locations';
import type { SectionKind, SectionLevel, SectionOption, SidebarItem, SidebarModel, SidebarSources } from './sidebar-types';

/** The section collections, each a selector level of the rendered site. */
const SECTION_COLLECTIONS: Partial<Record<CollectionKey, SectionKind>> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  menu: 'menuItem',
};

/** What the reader chose: for a container element id, the id of the chosen child section. */
export type SectionChoices = ReadonlyMap<number, number>;

export interface SidebarInput {
  readonly choices?: SectionChoices;
  readonly sources?: SidebarSources;
  readonly overrides?: BehaviourOverrides;
}

/**
 * A sidebar builder that remembers group items between calls (memoised by node identity, and by
 * the identity of each source a group read: see ItemBuilder), so a preview that rebuilds on
 * every edit only rebuilds what changed. Its answer always equals `buildSidebar`'s for the same
 * input. Use one builder per preview.
 *
 * @example
 * const build = createSidebarBuilder();
 * const model = build(ws, navIndexOf(ws), { choices: new Map([[rootId, tabId]]) });
 */
export function createSidebarBuilder(): (ws: Workspace, index: NavIndex, input?: SidebarInput) => SidebarModel {
  const builder = new ItemBuilder();
  const none: SidebarSources = {};
  return (ws, index, input = {}) => buildModel(ws, index, input, builder.use(input.sources ?? none));
}

/** The rendered navigation for the chosen sections, without memoisation (tests, the CLI). */
export function buildSidebar(ws: Workspace, index: NavIndex, input: SidebarInput = {}): SidebarModel {
  return buildModel(ws, index, input, new ItemBuilder().use(input.sources ?? {}));
}

function buildModel(ws: Workspace, index: NavIndex, input: SidebarInput, builder: ItemBuilder): SidebarModel {
  const root = ws.files[ws.mainPath]?.root;
  const behaviour = siteBehaviour(root, input.overrides);
  const levels: SectionLevel[] = [];
  const active: number[] = [];
  const globalAnchors: SectionOption[] = [];
  let banner: SidebarModel['banner'];
  let items: SidebarItem[] = [];
  let pendingOpenapi: string | undefined;
  let cur = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  const trailLabels: string[] = [];
  while (cur) {
    globalAnchors.push(...globalAnchorsOf(index, cur));
    const primary = primaryCollection(cur);
    const kind = primary ? SECTION_COLLECTIONS[primary] : undefined;
    if (!primary || !kind) {
      ({ items, pendingOpenapi } = builder.sectionItems(index, cur));
      break;
    }
    const options = cur.children
      .map((c) => index.elements.get(c)!)
      .filter((c) => c && c.collection === primary && getBoolean(c.node, 'hidden') !== true)
      .map(optionOf);
    const chosen = input.choices?.get(cur.id);
    const selectable = options.filter((o) => o.href === undefined);
    const activeId = (selectable.find((o) => o.id === chosen) ?? selectable.find((o) => o.isDefault) ?? selectable[0])?.id;
    levels.push({ containerId: cur.id, kind, options, activeId });
    if (activeId === undefined) break;
    active.push(activeId);
    cur = index.elements.get(activeId);
    if (!cur) break;
    // Languages and versions partition the site; they are not part of the reader's path.
    if (kind !== 'language' && kind !== 'version') trailLabels.push(labelOf(cur));
    if (kind === 'language') {
      const b = getProp(cur.node, 'banner');
      const content = getString(b, 'content');
      if (content) banner = { languageId: cur.id, content, dismissible: getBoolean(b, 'dismissible') === true };
    }
  }
  return { behaviour, levels, active, globalAnchors, banner, items, pendingOpenapi, pages: new PageLocations(items, trailLabels) };
}

/** The primary collection the site keeps on an element: the first present in PRIMARY_ORDER (a tab's `menu` first). */
function primaryCollection(el: NavElement): CollectionKey | undefined {
  if (el.node.type !== 'object' || el.kind === 'group' || el.kind === 'page') return undefined;
  const order: CollectionKey[] = el.kind === 'tab' ? ['menu', ...PRIMARY_ORDER] : [...PRIMARY_ORDER];
  for (const key of order) {
    const v = getProp(el.node, key);
    if (v && v.type === 'array' && v.items.length > 0) return key;
  }
  return undefined;
}

function optionOf(el: NavElement): SectionOption {
  const code = el.kind === 'language' ? getString(el.node, 'language') : undefined;
  return {
    id: el.id,
    kind: el.kind,
    label: labelOf(el),
    icon: iconOf(el.node),
    tag: getString(el.node, 'tag'),
    description: getString(el.node, 'description'),
    href: getString(el.node, 'href'),
    languageName: code ? languageName(code) : undefined,
    isDefault: getBoolean(el.node, 'default') === true,
  };
}

function globalAnchorsOf(index: NavIndex, el: NavElement): SectionOption[] {
  const g = el.children.map((c) => index.elements.get(c)!).find((c) => c && c.kind === 'global');
  if (!g) return [];
  return g.children
    .map((c) => index.elements.get(c)!)
    .filter((a) => a && a.node.type === 'object' && getBoolean(a.node, 'hidden') !== true)
    .map(optionOf);
}
