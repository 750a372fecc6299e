import { COLLECTION_KIND, KINDS, type CollectionKey, type KindId } from '../model/kinds';
import { keptForm } from '../model/site-acceptance';
import type { NavElement, NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, defineRule, kindName, pages, pagesIn, type RuleContext, type RuleOutput } from './context';
import { isShadowed } from '../model/json-node';

/**
 * One child kind per level (SPEC nesting rule 2). An element below the root that holds two
 * child lists the site reads (a tab with "anchors" and "groups", a dropdown with "groups" and
 * "pages") keeps one and silently drops the others, pages and all. Which one it keeps is the
 * generator's rule (model/site-acceptance.ts keptForm): the first in the kind's `siteChildren`
 * order whose entries it all accepts, so an invalid entry in the first list makes it keep the
 * next. The root is multiple-primary-patterns'; a list the kind cannot hold at all is
 * collection-not-allowed's; a link beside lists is href-with-children's.
 */
export const mixedChildKinds = defineRule({
  code: 'mixed-child-kinds',
  on: 'other',
  check(ctx, el, out) {
    // `global` keeps every list it holds: each is links shown beside the site's own selectors.
    if (el.kind === 'page' || el.kind === 'navigation' || el.kind === 'global' || el.node.type !== 'object') return;
    const read = KINDS[el.kind].siteChildren as readonly string[];
    // Fast path: count the lists the site reads (arrays, even empty: the generator sees the key).
    let n = 0;
    for (const p of el.node.props) if (p.value.type === 'array' && read.includes(p.key)) n++;
    if (n >= 2) mixedLists(ctx, el, read, out);
  },
});

/**
 * The diagnostic of an element holding two or more lists the site reads, if it keeps one. Apart
 * from the check because of its closures: V8 allocates the context they share on every call of
 * the function that holds them, and the check is called for every element.
 */
function mixedLists(ctx: RuleContext, el: NavElement, read: readonly string[], out: RuleOutput<'mixed-child-kinds'>): void {
  if (el.node.type !== 'object') return;
  // A key written twice is one collection to the site (the last one; duplicate-key reports the other).
  const props = el.node.props;
  const held = read.filter((k) =>
    props.some((p, i) => p.key === k && p.value.type === 'array' && !isShadowed(props, i)),
  ) as CollectionKey[];
  if (held.length < 2) return;
  const kept = keptForm(ctx.index, el);
  // No list accepted: each is dropped for what is wrong inside it, reported there.
  if (kept === undefined || kept === 'href') return;
  const dropped = held.filter((k) => k !== kept);
  const refused = held.slice(0, held.indexOf(kept));
  out.push(mixed(ctx, el, held, kept, dropped, refused));
}

function mixed(
  ctx: RuleContext,
  el: NavElement,
  held: CollectionKey[],
  kept: CollectionKey,
  dropped: CollectionKey[],
  refused: CollectionKey[],
): Diagnostic & { readonly code: 'mixed-child-kinds' } {
  const lost = dropped.reduce((s, k) => s + pagesIn(ctx.index, el, k), 0);
  const dup = lost > 0 && dropped.every((k) => alsoListed(ctx.index, el, k, kept)) ? `, all also listed under "${kept}"` : '';
  const title = KINDS[el.kind].title.toLowerCase();
  const them = dropped.length === 1 && lost === 1 && dropped[0] === 'pages' ? 'it' : 'them';
  const advice =
    el.kind === 'tab' && kept === 'anchors'
      ? `Move ${them} into an anchor or a new tab.`
      : `Move ${them} into ${kindName(childKind(kept))} of ${them === 'it' ? 'its' : 'their'} own, or into a new ${title}.`;
  // Empty lists dropped lose nothing: worth saying, not blocking.
  const entries = dropped.reduce((s, k) => s + el.children.filter((c) => ctx.index.elements.get(c)!.collection === k).length, 0);
  // The site keeps a later list when it refuses an earlier one (what is wrong there is reported there).
  const why = refused.length ? `keep "${kept}", since ${refused.map((k) => refusal(el, k)).join(' and ')}, and ` : '';
  const splitTab = el.kind === 'tab' && kept === 'anchors' && dropped.length === 1 && dropped[0] === 'groups';
  return at(
    ctx,
    el,
    entries ? 'error' : 'warning',
    'mixed-child-kinds',
    `${kindName(el.kind)} cannot hold both ${held.map((k) => `"${k}"`).join(' and ')} at the same level; the site would ${why}drop ${dropped.map((k) => `"${k}"`).join(' and ')} (${pages(lost)}${dup}). ${advice}`,
    {
      key: dropped[0],
      site: 'drops',
      drops: dropped.map((key) => ({ elementId: el.id, key })),
      fix: splitTab ? { title: 'Move the groups into a new anchor', command: 'split-mixed-tab', args: { id: el.id } } : undefined,
    },
  );
}

/** Why the site refuses list `key` of `el`: empty where it may not be, or an entry it refuses. */
function refusal(el: NavElement, key: CollectionKey): string {
  const empty =
    el.node.type === 'object' && el.node.props.some((p) => p.key === key && p.value.type === 'array' && p.value.items.length === 0);
  return empty ? `"${key}" is empty` : `"${key}" holds an entry it refuses`;
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
