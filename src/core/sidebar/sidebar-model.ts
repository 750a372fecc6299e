import { getBoolean, getProp, getString } from '../model/json-node';
import { isGlobalLink, sectionKindOf, type CollectionKey } from '../model/kinds';
import { keptForm } from '../model/site-acceptance';
import { languageName } from '../model/languages';
import { labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { ItemBuilder, iconOf } from './sidebar-items';
import { siteBehaviour, type BehaviourOverrides } from './theme-defaults';
import { PageLocations } from './page-locations';
import type { SectionKind, SectionLevel, SectionOption, SidebarItem, SidebarModel, SidebarSources } from './sidebar-types';

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
  const options: OptionMemo = new WeakMap();
  return (ws, index, input = {}) => buildModel(ws, index, input, builder.use(input.sources ?? none), options);
}

/** The rendered navigation for the chosen sections, without memoisation (tests, the CLI). */
export function buildSidebar(ws: Workspace, index: NavIndex, input: SidebarInput = {}): SidebarModel {
  return buildModel(ws, index, input, new ItemBuilder().use(input.sources ?? {}));
}

/**
 * Each section's option by its element, while the element lives: an element an edit did not
 * touch is the same object in the next index, with the same subtree, so its option is the same.
 * At 16x the largest corpus config, the 389 versions' options were made again after every move:
 * 5.1 ms of one drop (Chromium profile, bench/browser-bench.ts --scale=16x).
 */
type OptionMemo = WeakMap<NavElement, SectionOption>;

function buildModel(ws: Workspace, index: NavIndex, input: SidebarInput, builder: ItemBuilder, memo?: OptionMemo): SidebarModel {
  const option = (el: NavElement): SectionOption => {
    const kept = memo?.get(el);
    if (kept) return kept;
    const made = optionOf(index, el);
    memo?.set(el, made);
    return made;
  };
  const root = ws.files[ws.mainPath]?.root;
  const behaviour = siteBehaviour(root, input.overrides);
  const levels: SectionLevel[] = [];
  const active: number[] = [];
  const globalAnchors: SectionOption[] = [];
  const globalLinks: [SectionKind, SectionOption][] = [];
  let banner: SidebarModel['banner'];
  let items: SidebarItem[] = [];
  let pendingOpenapi: string | undefined;
  let cur = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  const trailLabels: string[] = [];
  while (cur) {
    for (const [kind, link] of globalLinksOf(index, cur, option)) {
      if (kind === 'anchor') globalAnchors.push(link);
      else globalLinks.push([kind, link]);
    }
    const primary = primaryCollection(index, cur);
    const kind = primary ? sectionKindOf(primary) : undefined;
    if (!primary || !kind) {
      ({ items, pendingOpenapi } = builder.sectionItems(index, cur));
      break;
    }
    const options = cur.children
      .map((c) => index.elements.get(c)!)
      .filter((c) => c && c.collection === primary && getBoolean(c.node, 'hidden') !== true)
      .map(option);
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
  // The site adds global links to the selector of their kind (a global tab to the tab bar), on every page.
  for (const [kind, link] of globalLinks) {
    const at = levels.findIndex((l) => l.kind === kind);
    if (at >= 0) levels[at] = { ...levels[at], options: [...levels[at].options, link] };
    else levels.push({ containerId: link.id, kind, options: [link], activeId: undefined });
  }
  return { behaviour, levels, active, globalAnchors, banner, items, pendingOpenapi, pages: new PageLocations(items, trailLabels) };
}

/**
 * The child list the site keeps on an element, as the generator decides (model/site-acceptance:
 * the first list of the kind's precedence it accepts; a tab with `menu` and `groups` keeps its
 * groups). None for a link (a valid `href` wins over every list), a group or a page.
 */
function primaryCollection(index: NavIndex, el: NavElement): CollectionKey | undefined {
  if (el.node.type !== 'object' || el.kind === 'group' || el.kind === 'page') return undefined;
  const kept = keptForm(index, el);
  return kept === 'href' ? undefined : kept;
}

function optionOf(index: NavIndex, el: NavElement): SectionOption {
  const code = el.kind === 'language' ? getString(el.node, 'language') : undefined;
  return {
    id: el.id,
    kind: el.kind,
    label: labelOf(el),
    icon: iconOf(el.node),
    tag: getString(el.node, 'tag'),
    description: getString(el.node, 'description'),
    // A link, unless the site keeps a list of it instead (its href is then dropped). An href it
    // refuses on a section with nothing else stays shown, refused, with the rule's message.
    href: isGlobalLink(el.kind) || linkOrNothing(index, el) ? getString(el.node, 'href') : undefined,
    languageName: code ? languageName(code) : undefined,
    isDefault: getBoolean(el.node, 'default') === true,
  };
}

function linkOrNothing(index: NavIndex, el: NavElement): boolean {
  const kept = keptForm(index, el);
  return kept === 'href' || kept === undefined;
}

/** The links of an element's `global`, each with the selector the site shows it in. */
function globalLinksOf(index: NavIndex, el: NavElement, option: (el: NavElement) => SectionOption): [SectionKind, SectionOption][] {
  const g = el.children.map((c) => index.elements.get(c)!).find((c) => c && c.kind === 'global');
  if (!g) return [];
  // Each list of `global` adds its links to the selector of its own kind (`tabs` to the tab bar).
  const out: [SectionKind, SectionOption][] = [];
  for (const c of g.children) {
    const a = index.elements.get(c);
    const level = a && isGlobalLink(a.kind) ? sectionKindOf(a.collection!) : undefined;
    if (a && level && a.node.type === 'object' && getBoolean(a.node, 'hidden') !== true) out.push([level, option(a)]);
  }
  return out;
}
