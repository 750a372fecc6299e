import { COLLECTION_KIND, KINDS, PRIMARY_ORDER, type CollectionKey, type KindId } from '../model/kinds';
import type { NavElement, NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, defineRule, kindName, pages, pagesIn, type RuleContext } from './context';
import { isShadowed } from '../model/json-node';

// The generator's precedence: it keeps the first collection in this order. `menu` is last:
// the generator's tab forms list it after the navigation collections.
const RANK = new Map<string, number>([...PRIMARY_ORDER, 'menu'].map((k, i) => [k, i]));

/**
 * One child kind per level (SPEC nesting rule 2). An element below the root that holds two
 * child collections (a tab with "anchors" and "groups", a group with "pages" and "groups")
 * keeps one and silently drops the other, pages and all: the generator keeps the first by
 * PRIMARY_ORDER, except that a group keeps "pages" (REFERENCE.md). The root is checked by
 * multiple-primary-patterns; collections a kind may not hold at all by collection-not-allowed.
 */
export const mixedChildKinds = defineRule({
  code: 'mixed-child-kinds',
  on: 'other',
  check(ctx, el, out) {
    if (el.kind === 'page' || el.kind === 'navigation' || el.node.type !== 'object') return;
    const allowed = KINDS[el.kind].children as readonly string[];
    // Fast path: count the allowed collections (arrays, even empty: the generator sees the key).
    let n = 0;
    for (const p of el.node.props) if (RANK.has(p.key) && p.value.type === 'array' && allowed.includes(p.key)) n++;
    if (n < 2) return;
    // A key written twice is one collection to the site (the last one; duplicate-key reports the other).
    const props = el.node.props;
    const held = props
      .filter((p, i) => RANK.has(p.key) && p.value.type === 'array' && allowed.includes(p.key) && !isShadowed(props, i))
      .map((p) => p.key as CollectionKey)
      .sort((a, b) => RANK.get(a)! - RANK.get(b)!);
    if (el.kind === 'group') held.sort((a, b) => (a === 'pages' ? -1 : b === 'pages' ? 1 : 0));
    if (held.length < 2) return;
    const [kept, ...dropped] = held;
    out.push(mixed(ctx, el, held, kept, dropped));
  },
});

function mixed(
  ctx: RuleContext,
  el: NavElement,
  held: CollectionKey[],
  kept: CollectionKey,
  dropped: CollectionKey[],
): Diagnostic & { readonly code: 'mixed-child-kinds' } {
  const lost = dropped.reduce((s, k) => s + pagesIn(ctx.index, el, k), 0);
  const dup = lost > 0 && dropped.every((k) => alsoListed(ctx.index, el, k, kept)) ? `, all also listed under "${kept}"` : '';
  const title = KINDS[el.kind].title.toLowerCase();
  const them = dropped.length === 1 && lost === 1 && dropped[0] === 'pages' ? 'it' : 'them';
  const advice =
    el.kind === 'group'
      ? 'Move the nested groups into "pages" (a group object is a valid page entry).'
      : el.kind === 'tab' && kept === 'anchors'
        ? `Move ${them} into an anchor or a new tab.`
        : `Move ${them} into ${kindName(childKind(kept))} of ${them === 'it' ? 'its' : 'their'} own, or into a new ${title}.`;
  const splitTab = el.kind === 'tab' && kept === 'anchors' && dropped.length === 1 && dropped[0] === 'groups';
  return at(
    ctx,
    el,
    'error',
    'mixed-child-kinds',
    `${kindName(el.kind)} cannot hold both ${held.map((k) => `"${k}"`).join(' and ')} at the same level; the site would drop ${dropped.map((k) => `"${k}"`).join(' and ')} (${pages(lost)}${dup}). ${advice}`,
    {
      key: dropped[0],
      site: 'drops',
      drops: dropped.map((key) => ({ elementId: el.id, key })),
      fix: splitTab ? { title: 'Move the groups into a new anchor', command: 'split-mixed-tab', args: { id: el.id } } : undefined,
    },
  );
}

/** True when every page entry under collection `key` of `el` also appears under collection `kept`. */
function alsoListed(index: NavIndex, el: NavElement, key: CollectionKey, kept: CollectionKey): boolean {
  const collect = (k: CollectionKey) => {
    const out = new Set<string>();
    const stack = el.children.filter((c) => index.elements.get(c)!.collection === k);
    while (stack.length) {
      const e = index.elements.get(stack.pop()!)!;
      if (e.kind === 'page' && e.node.type === 'string') out.add(e.node.value as string);
      stack.push(...e.children);
    }
    return out;
  };
  const keptPages = collect(kept);
  for (const p of collect(key)) if (!keptPages.has(p)) return false;
  return true;
}

function childKind(key: CollectionKey): KindId {
  return key === 'pages' ? 'group' : COLLECTION_KIND[key];
}
