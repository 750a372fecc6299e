import { KINDS, collectionOf, fieldOf, type CollectionKey, type KindId } from '../model/kinds';
import { labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import { heldCollections, kindArticle, topLevelSelection } from '../tree/can-drop';
import { draftObjectAt } from '../tree/draft-path';
import { OK, refuse, defineCommand, type CanRun, indexOf } from './command';
import { baseIndex } from './tree-commands';
import { propOf } from '../model/json-node';

/**
 * The conversions that mean something on a site: a group becomes a tab (its pages become the
 * tab's section) and back; an anchor becomes a dropdown item and back. Other kinds differ too
 * much (a version has no place where a group is).
 */
export const CONVERSIONS: Readonly<Partial<Record<KindId, KindId>>> = {
  group: 'tab',
  tab: 'group',
  anchor: 'dropdown',
  dropdown: 'anchor',
};

/** What a conversion does: the new kind, the renamed lists, and the fields the new kind lacks. */
export interface ConversionPlan {
  readonly from: KindId;
  readonly to: KindId;
  readonly elements: readonly NavElement[];
  readonly parent: NavElement;
  /** The parent's list that holds the elements now, and the key it gets. */
  readonly fromCollection: CollectionKey;
  readonly toCollection: CollectionKey;
  /** Child lists renamed inside each element (a tab's "groups" become a group's "pages"). */
  readonly childRenames: Readonly<Record<string, string>>;
  /** Fields of the old kind the new kind does not have: they are left out ("tag", "root"). */
  readonly dropped: readonly string[];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Plan converting elements to their counterpart kind (`CONVERSIONS`), or say why it would
 * break the nesting rules: every sibling in the list must convert together (a tab cannot sit
 * beside groups), the parent must be able to hold the new kind, and the new kind must be able
 * to hold the element's children.
 *
 * @example planConversion(index, [groupId]) // { ok: true, plan: { from: 'group', to: 'tab', dropped: ['tag'], ... } }
 */
export function planConversion(
  index: NavIndex,
  ids: readonly number[],
): { ok: true; plan: ConversionPlan } | { ok: false; reason: string } {
  const els = topLevelSelection(index, ids);
  if (els.length === 0) return { ok: false, reason: 'nothing is selected to convert' };
  const from = els[0].kind;
  const to = CONVERSIONS[from];
  if (!to)
    return {
      ok: false,
      reason: `${kindArticle(from)} cannot be converted; only groups and tabs, anchors and dropdowns convert into each other`,
    };
  if (els.some((e) => e.kind !== from))
    return { ok: false, reason: 'the selection mixes kinds; select elements of one kind to convert them' };
  const parent = index.elements.get(els[0].parent!)!;
  const fromCollection = els[0].collection!;
  if (els.some((e) => e.parent !== parent.id || e.collection !== fromCollection))
    return { ok: false, reason: 'the selected elements are in different lists; convert one list at a time' };
  const toCollection = collectionOf(to)!;
  const toTitle = KINDS[to].title.toLowerCase();
  if (fromCollection === 'pages')
    return {
      ok: false,
      reason: `'${labelOf(els[0])}' sits in a pages list, where ${toTitle}s cannot go; move it into a list of ${KINDS[from].title.toLowerCase()}s first`,
    };
  if (!(KINDS[parent.kind].children as readonly string[]).includes(toCollection)) {
    return { ok: false, reason: `${kindArticle(parent.kind)} cannot hold ${toTitle}s` };
  }
  const siblings = parent.children.filter((c) => index.elements.get(c)!.collection === fromCollection);
  const others = siblings.length - els.length;
  if (others > 0) {
    return {
      ok: false,
      reason: `${labelOf(parent) === KINDS[parent.kind].title ? 'this list' : `'${labelOf(parent)}'`} also holds ${plural(others, `other ${KINDS[from].title.toLowerCase()}`)}, and ${toTitle}s cannot sit beside ${KINDS[from].title.toLowerCase()}s; select all ${siblings.length} to convert them together`,
    };
  }
  const clash = heldCollections(parent).find((c) => c !== fromCollection && c !== 'global' && nonEmpty(parent, c));
  if (clash) return { ok: false, reason: `${kindArticle(parent.kind)} would hold both ${clash} and ${toCollection}; fix its lists first` };
  // A tab's groups become a group's pages (nested groups live in `pages`).
  const childRenames: Record<string, string> = to === 'group' ? { groups: 'pages' } : {};
  const allowed = KINDS[to].children as readonly string[];
  const dropped = new Set<string>();
  for (const el of els) {
    const held = heldCollections(el).filter((c) => nonEmpty(el, c));
    const bad = held.find((c) => !allowed.includes(childRenames[c] ?? c));
    if (bad) return { ok: false, reason: `'${labelOf(el)}' holds ${bad}, and ${kindArticle(to)} cannot; move them out first` };
    if (to === 'group' && held.includes('groups') && held.includes('pages'))
      return { ok: false, reason: `'${labelOf(el)}' holds both groups and pages, which a group keeps in one list; fix that first` };
    if (el.node.type !== 'object') return { ok: false, reason: `'${labelOf(el)}' is not an object` };
    for (const p of el.node.props) if (p.key !== KINDS[from].labelKey && fieldOf(from, p.key) && !fieldOf(to, p.key)) dropped.add(p.key);
  }
  return { ok: true, plan: { from, to, elements: els, parent, fromCollection, toCollection, childRenames, dropped: [...dropped] } };
}

function nonEmpty(el: NavElement, key: string): boolean {
  if (el.node.type !== 'object') return false;
  const v = propOf(el.node, key)?.value;
  return !!v && (v.type !== 'array' || v.items.length > 0);
}

/**
 * Convert elements to their counterpart kind, as one undo step: the label key and the parent's
 * list are renamed where they stand (so the diff is a few lines), every field the new kind
 * also has is kept, fields it lacks are left out (the label says which), and keys docsnav does
 * not know stay as they are.
 */
export const convertKindCommand = defineCommand<{ ids: number[] }>({
  id: 'convert-kind',
  label: (ws, a, ctx) => {
    const r = planConversion(indexOf(ws, ctx), a.ids);
    if (!r.ok) return 'convert';
    const { plan } = r;
    const what =
      plan.elements.length === 1
        ? `'${labelOf(plan.elements[0])}' to ${kindArticle(plan.to)}`
        : `${plan.elements.length} ${KINDS[plan.from].title.toLowerCase()}s to ${KINDS[plan.to].title.toLowerCase()}s`;
    return `convert ${what}${plan.dropped.length ? ` (drops ${plan.dropped.map((k) => `"${k}"`).join(', ')})` : ''}`;
  },
  canRun: (ws, a, ctx): CanRun => {
    const r = planConversion(indexOf(ws, ctx), a.ids);
    return r.ok ? OK : refuse(r.reason);
  },
  run: (draft, a, ctx) => {
    const r = planConversion(baseIndex(draft, ctx), a.ids);
    if (!r.ok) return;
    const { plan } = r;
    // Reach every element before renaming the list: their paths go through its old key.
    const objects = plan.elements.map((el) => draftObjectAt(draft, el.file, el.path));
    const owner = draftObjectAt(draft, plan.parent.file, plan.parent.path);
    propOf(owner, plan.fromCollection)!.key = plan.toCollection;
    const fromKey = KINDS[plan.from].labelKey!;
    const toKey = KINDS[plan.to].labelKey!;
    for (const obj of objects) {
      obj.props = obj.props.filter((p) => !plan.dropped.includes(p.key));
      for (const p of obj.props) {
        if (p.key === fromKey) p.key = toKey;
        else if (plan.childRenames[p.key]) p.key = plan.childRenames[p.key];
      }
    }
    return { select: plan.elements.map((e) => e.id) };
  },
});
