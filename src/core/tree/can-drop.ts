import { OK, refuse, type CanRun } from '../commands/command';
import { KINDS, childKindOf, type CollectionKey, type KindId } from '../model/kinds';
import { isCollectionKey, isWithin, labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import { getProp, isShadowed, propOf } from '../model/json-node';

/**
 * Where a drop lands: inside element `parentId`, in its collection `collection` (chosen from the
 * moved kinds when omitted), at position `index` of that collection (as it is before the move).
 */
export interface DropTarget {
  readonly parentId: number;
  readonly collection?: CollectionKey;
  readonly index: number;
}

/** A readable "a tab" / "an anchor". */
export function kindArticle(kind: KindId): string {
  const t = KINDS[kind].title.toLowerCase();
  return `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`;
}

/** The child collections an element holds now (in key order), ignoring `global`. */
export function heldCollections(el: NavElement): CollectionKey[] {
  if (el.node.type !== 'object') return [];
  const keys: CollectionKey[] = [];
  const props = el.node.props;
  for (let i = 0; i < props.length; i++) {
    const p = props[i];
    if (isCollectionKey(p.key) && p.key !== 'global' && !isShadowed(props, i)) keys.push(p.key);
  }
  return keys;
}

/**
 * The collection a set of moved kinds lands in inside `parent`: pages and groups go into a
 * group's `pages`; a group goes into a section's existing `groups` or `pages`, else `groups`;
 * every other kind into its own collection (a tab into `tabs`).
 */
export function collectionFor(parent: NavElement, kinds: readonly KindId[]): CollectionKey | undefined {
  const k = kinds[0];
  if (k === 'page')
    return parent.kind === 'group' || (KINDS[parent.kind].children as readonly string[]).includes('pages') ? 'pages' : undefined;
  if (k === 'group') {
    if (parent.kind === 'group') return 'pages';
    const held = heldCollections(parent);
    if (held.includes('groups')) return 'groups';
    if (held.includes('pages')) return 'pages';
    return 'groups';
  }
  const entry = (Object.entries(KINDS[parent.kind].children) as [string, CollectionKey][]).find(
    ([, c]) => childKindOf(parent.kind, c) === k,
  );
  return entry?.[1];
}

/** The moved elements without those inside another moved element (they move with it), in document order. */
export function topLevelSelection(index: NavIndex, ids: readonly number[]): NavElement[] {
  const present = ids.filter((id) => index.elements.has(id));
  // A single element (the common drag) needs neither the ancestor walk nor the sort.
  if (present.length <= 1) return present.map((id) => index.elements.get(id)!);
  const set = new Set(present);
  const kept = present.filter((id) => {
    let p = index.elements.get(id)!.parent;
    while (p !== undefined) {
      if (set.has(p)) return false;
      p = index.elements.get(p)!.parent;
    }
    return true;
  });
  const pos = new Map(index.order.map((id, i) => [id, i]));
  return kept.sort((a, b) => pos.get(a)! - pos.get(b)!).map((id) => index.elements.get(id)!);
}

/**
 * May these elements move to `target`? Answers with the reason a person reads when not:
 * the nesting rules of SPEC.md (one child kind per level; which collections each kind holds),
 * no drop into the moved element itself or its descendants.
 *
 * @example canDrop(index, [pageId], { parentId: groupId, index: 0 }) // { ok: true }
 */
export function canDrop(index: NavIndex, ids: readonly number[], target: DropTarget): CanRun {
  return canPlace(index, topLevelSelection(index, ids), target);
}

/**
 * May a new element of `kind` be inserted at `target`? The same nesting rules as a drop, for
 * an element that does not exist yet (an unlisted page dragged in, "Add child").
 *
 * @example canInsert(index, 'page', { parentId: groupId, index: 0 }) // { ok: true }
 */
export function canInsert(index: NavIndex, kind: KindId, target: DropTarget): CanRun {
  return canPlace(index, kind, target);
}

/**
 * The check behind `canDrop` and `canInsert`: `moving` is either the top-level moved elements
 * (from `topLevelSelection`, so a caller testing many targets computes it once) or the kind of
 * a new element.
 */
export function canPlace(index: NavIndex, moving: readonly NavElement[] | KindId, target: DropTarget): CanRun {
  const moved = typeof moving === 'string' ? [] : moving;
  if (typeof moving !== 'string' && moved.length === 0) return refuse('nothing is selected to move');
  const parent = index.elements.get(target.parentId);
  if (!parent) return refuse('the drop target no longer exists');
  if (parent.kind === 'page') return refuse('a page cannot hold other elements');
  if (parent.node.type !== 'object') return refuse(`${kindArticle(parent.kind)} that is not an object cannot hold elements`);
  for (const m of moved) {
    if (m.kind === 'navigation') return refuse('the navigation root cannot move');
    if (m.kind === 'global') return refuse('the global anchors cannot move');
    if (isWithin(index, target.parentId, m.id)) return refuse(`'${labelOf(m)}' cannot go inside itself`);
  }
  const kinds = typeof moving === 'string' ? [moving] : [...new Set(moved.map((m) => m.kind))];
  if (kinds.includes('navigation') || kinds.includes('global'))
    return refuse(`${kindArticle(kinds[0])} cannot be placed inside another element`);
  const pageLike = kinds.every((k) => k === 'page' || k === 'group');
  if (kinds.length > 1 && !pageLike) return refuse('these elements are of different kinds and cannot go into one list');
  const collection = target.collection ?? collectionFor(parent, pageLike && kinds.includes('page') ? ['page'] : kinds);
  const parentSpec = KINDS[parent.kind];
  const what = kinds.length > 1 ? 'pages and groups' : `${KINDS[kinds[0]].title.toLowerCase()}s`;
  if (!collection || !(parentSpec.children as readonly string[]).includes(collection)) {
    return refuse(`${kindArticle(parent.kind)} cannot hold ${what}${allowedText(parent.kind)}`);
  }
  for (const k of kinds) {
    const fits = collection === 'pages' ? k === 'page' || k === 'group' : childKindOf(parent.kind, collection) === k;
    if (!fits) return refuse(`${KINDS[k].title.toLowerCase()}s cannot go into "${collection}" of ${kindArticle(parent.kind)}`);
  }
  if (parent.kind === 'group' && collection === 'groups' && heldCollections(parent).includes('pages')) {
    return refuse('a group cannot hold both pages and groups');
  }
  const others = heldCollections(parent).filter((c) => c !== collection && nonEmpty(parent, c) && !movedEmpties(index, moved, parent, c));
  if (others.length) return refuse(`${kindArticle(parent.kind)} cannot hold both ${others[0]} and ${collection}`);
  if (target.index < 0 || target.index > collectionSize(parent, collection)) return refuse('that position is outside the list');
  return OK;
}

function allowedText(kind: KindId): string {
  const c = KINDS[kind].children.filter((k) => k !== 'global');
  if (!c.length) return '';
  if (kind === 'menuItem') return '; a menu item can only hold groups, pages and links';
  if (kind === 'global') return '; global can only hold anchors';
  return `; it can hold ${c.join(', ')}`;
}

/**
 * How many elements `el` holds in `collection`: every item of the list is one, and `global` is
 * one object. Read from the list itself, not by looking each child up: the drop checks run on
 * every keyboard move and menu, and a list may hold 200,000 pages.
 */
export function collectionSize(el: NavElement, collection: CollectionKey): number {
  const v = getProp(el.node, collection);
  return !v ? 0 : v.type === 'array' ? v.items.length : collection === 'global' && v.type === 'object' ? 1 : 0;
}

function nonEmpty(el: NavElement, key: CollectionKey): boolean {
  if (el.node.type !== 'object') return false;
  const v = propOf(el.node, key)?.value;
  return !!v && v.type === 'array' && v.items.length > 0;
}

// Moving every child out of a collection empties it: then it no longer counts as a second kind.
function movedEmpties(index: NavIndex, moved: readonly NavElement[], parent: NavElement, key: CollectionKey): boolean {
  const kids = parent.children.filter((c) => index.elements.get(c)!.collection === key);
  return kids.length > 0 && kids.every((c) => moved.some((m) => m.id === c));
}
