import { COLLECTION_KIND, KINDS, PRIMARY_ORDER, type CollectionKey } from '../model/kinds';
import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, pages, type RuleContext } from './context';

const RANK = new Map<string, number>([...PRIMARY_ORDER, 'menu'].map((k, i) => [k, i]));

/**
 * One child kind per level (SPEC nesting rule 2). An element below the root that holds two
 * child collections (a tab with "anchors" and "groups", a group with "pages" and "groups")
 * keeps the first by the generator's precedence and silently drops the other, pages and all.
 * A collection the kind may not hold at all (a menu item with "tabs") is dropped too.
 */
export function mixedChildKinds(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.kind === 'page' || el.kind === 'navigation' || el.node.type !== 'object') continue;
    const spec = KINDS[el.kind];
    // Cheap first look: most elements hold one allowed collection and nothing else.
    let collections = 0;
    let foreign = false;
    for (const p of el.node.props) {
      if (!RANK.has(p.key) && p.key !== 'global') continue;
      collections++;
      if (!(spec.children as readonly string[]).includes(p.key)) foreign = true;
    }
    if (collections < 2 && !foreign) continue;
    const held = new Map<CollectionKey, number>();
    for (const c of el.children) {
      const child = ctx.index.elements.get(c)!;
      held.set(child.collection!, (held.get(child.collection!) ?? 0) + ctx.pagesUnder(c));
    }
    // Empty arrays hold nothing but still count as a second kind for the generator.
    for (const p of el.node.props) if (RANK.has(p.key) && !held.has(p.key as CollectionKey) && p.value.type === 'array') held.set(p.key as CollectionKey, 0);
    const allowed = [...held.keys()].filter((k) => k !== 'global' && (spec.children as readonly string[]).includes(k));
    for (const k of held.keys()) {
      if (k === 'global' && spec.children.includes('global')) continue;
      if (!(spec.children as readonly string[]).includes(k)) {
        out.push(notAllowed(ctx, el, k, held.get(k)!));
      }
    }
    if (allowed.length < 2) continue;
    const sorted = [...allowed].sort((a, b) => RANK.get(a)! - RANK.get(b)!);
    const [kept, ...dropped] = el.kind === 'group' ? orderForGroup(sorted) : sorted;
    const lost = dropped.reduce((s, k) => s + held.get(k)!, 0);
    const what = `${article(spec.title)} cannot hold both ${sorted.map((k) => `"${k}"`).join(' and ')} at the same level`;
    const advice =
      el.kind === 'group'
        ? `Move the nested groups into "pages" (a group object is a valid page entry).`
        : el.kind === 'tab' && kept === 'anchors'
          ? 'Move them into an anchor or a new tab.'
          : `Move them into ${article(KINDS[childKind(kept)].title)} of their own, or into a new ${spec.title.toLowerCase()}.`;
    out.push(
      at(ctx, el, 'error', 'mixed-child-kinds', `${what}; the site would drop ${dropped.map((k) => `"${k}"`).join(' and ')} (${pages(lost)}). ${advice}`, {
        key: dropped[0],
        fix: el.kind === 'tab' && kept === 'anchors' && dropped.length === 1 && dropped[0] === 'groups' ? { title: 'Move the groups into a new anchor', command: 'split-mixed-tab', args: { id: el.id } } : undefined,
      }),
    );
  }
  return out;
}

// A group keeps "pages" over "groups" (REFERENCE.md).
function orderForGroup(keys: CollectionKey[]): CollectionKey[] {
  return [...keys].sort((a, b) => (a === 'pages' ? -1 : b === 'pages' ? 1 : 0));
}

function childKind(key: CollectionKey) {
  return key === 'pages' ? 'group' : COLLECTION_KIND[key];
}

function notAllowed(ctx: RuleContext, el: NavElement, key: CollectionKey, lost: number): Diagnostic {
  const spec = KINDS[el.kind];
  const can = spec.children.length ? `it can only hold ${spec.children.map((k) => `"${k}"`).join(', ')}` : 'it cannot hold child elements';
  return at(ctx, el, 'error', 'collection-not-allowed', `${article(spec.title)} cannot hold "${key}"; ${can}. The site would drop "${key}" (${pages(lost)}). Move them to an element that can hold them.`, { key });
}

export function article(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title.toLowerCase()}`;
}
