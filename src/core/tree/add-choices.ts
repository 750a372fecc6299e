import { KINDS, childKindOf, type CollectionKey, type KindId } from '../model/kinds';
import { LANGUAGE_CODES } from '../model/languages';
import { getProp } from '../model/json-node';
import type { NavElement, NavIndex } from '../model/nav-index';
import { canInsert, collectionFor } from './can-drop';

/** One way to add an element: what to insert where, ready for the `insert` command. */
export interface AddChoice {
  readonly kind: KindId;
  /** "Group", "Page", "Global anchor": what the menu item names. */
  readonly title: string;
  readonly parentId: number;
  readonly collection: CollectionKey;
  readonly index: number;
  /** The plain JSON value of the new element. */
  readonly value: unknown;
}

/** The label key and starting label of each kind a person can add. */
const NEW_LABEL: Partial<Record<KindId, string>> = {
  version: 'New version',
  product: 'New product',
  tab: 'New tab',
  dropdown: 'New dropdown',
  anchor: 'New anchor',
  globalAnchor: 'New anchor',
  menuItem: 'New item',
  group: 'New group',
};

/** The entry a new page starts with; the tree opens it for renaming at once. */
export const NEW_PAGE = 'new-page';

/**
 * The JSON value of a new element of `kind`: its label key with a starting label, plus what the
 * site requires (a global anchor's `href`; a group's `pages`). A new language takes the first
 * supported code its siblings do not use yet.
 *
 * @example newElementValue('group') // { group: 'New group', pages: [] }
 */
export function newElementValue(kind: KindId, usedLanguages: readonly string[] = []): unknown {
  if (kind === 'page') return NEW_PAGE;
  if (kind === 'language') return { language: LANGUAGE_CODES.find((c) => !usedLanguages.includes(c)) ?? LANGUAGE_CODES[0] };
  const key = KINDS[kind].labelKey;
  if (!key) throw new Error(`${kind} elements cannot be added`);
  const value: Record<string, unknown> = { [key]: NEW_LABEL[kind] ?? KINDS[kind].title };
  // Required by the site: a global anchor is a link; a group lists pages (empty is accepted).
  if (kind === 'globalAnchor') value.href = 'https://example.com';
  if (kind === 'group') value.pages = [];
  return value;
}

/** The kinds the kinds table lets `parent` hold, groups and pages in `pages` included. */
function holdableKinds(parent: NavElement): KindId[] {
  const kinds: KindId[] = [];
  for (const c of KINDS[parent.kind].children) {
    if (c === 'global') continue;
    const k = childKindOf(parent.kind, c);
    if (!kinds.includes(k)) kinds.push(k);
    if (c === 'pages' && !kinds.includes('group')) kinds.push('group');
  }
  return kinds;
}

function choiceAt(index: NavIndex, parent: NavElement, kind: KindId, at: number | 'end'): AddChoice | undefined {
  const collection = collectionFor(parent, [kind]);
  if (!collection) return undefined;
  let size = 0;
  const used: string[] = [];
  for (const c of parent.children) {
    const child = index.elements.get(c)!;
    if (child.collection !== collection) continue;
    size++;
    const code = getProp(child.node, 'language');
    if (code && code.type === 'string') used.push(code.value as string);
  }
  const target = { parentId: parent.id, collection, index: at === 'end' ? size : Math.min(at, size) };
  if (!canInsert(index, kind, target).ok) return undefined;
  return { kind, title: KINDS[kind].title, ...target, value: newElementValue(kind, used) };
}

/**
 * What can be added inside element `parentId` (the navigation root included): one choice per
 * kind that the kinds table allows there AND that the nesting rules allow now (a tab holding
 * anchors offers anchors, not groups). Each lands at the end of its list.
 *
 * @example addChildChoices(index, tabId).map((c) => c.kind) // ['anchor'] for a tab of anchors
 */
export function addChildChoices(index: NavIndex, parentId: number): AddChoice[] {
  const parent = index.elements.get(parentId);
  if (!parent || parent.kind === 'page' || parent.node.type !== 'object') return [];
  const out: AddChoice[] = [];
  for (const kind of holdableKinds(parent)) {
    const c = choiceAt(index, parent, kind, 'end');
    if (c) out.push(c);
  }
  return out;
}

/**
 * What can be added right after element `id`, in the same list: the same kind, and in a
 * `pages` list both a page and a group.
 *
 * @example addSiblingChoices(index, pageId).map((c) => c.kind) // ['page', 'group']
 */
export function addSiblingChoices(index: NavIndex, id: number): AddChoice[] {
  const el = index.elements.get(id);
  if (!el || el.parent === undefined || el.kind === 'global') return [];
  const parent = index.elements.get(el.parent)!;
  const kinds: KindId[] = el.collection === 'pages' ? ['page', 'group'] : [el.kind];
  const out: AddChoice[] = [];
  for (const kind of kinds) {
    const collection = el.collection!;
    const target = { parentId: parent.id, collection, index: el.index + 1 };
    if (!canInsert(index, kind, target).ok) continue;
    const used =
      kind === 'language'
        ? parent.children
            .map((c) => getProp(index.elements.get(c)!.node, 'language'))
            .flatMap((n) => (n && n.type === 'string' ? [n.value as string] : []))
        : [];
    out.push({ kind, title: KINDS[kind].title, ...target, value: newElementValue(kind, used) });
  }
  return out;
}
