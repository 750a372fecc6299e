import { COLLECTION_KIND, PRIMARY_ORDER, type CollectionKey } from '../model/kinds';
import type { Diagnostic } from './diagnostic';
import { keptForm } from '../model/site-acceptance';
import { at, kindName, pages, pagesIn, type RuleContext } from './context';

const quote = (keys: readonly string[]) => keys.map((k) => `"${k}"`).join(' and ');

/**
 * The navigation root holds exactly one primary pattern (plus an optional `global`). With two
 * or more the generator keeps the first of products > languages > versions > tabs > dropdowns
 * > anchors > groups > pages and silently drops the rest, pages and all; with none there is no
 * navigation. Codes: `multiple-primary-patterns`, `no-primary-pattern`.
 */
export function multiplePrimaryPatterns(ctx: RuleContext): Diagnostic[] {
  const root = ctx.index.rootId === undefined ? undefined : ctx.index.elements.get(ctx.index.rootId);
  if (!root || root.node.type !== 'object') return []; // missing-navigation says why
  const keys = new Set(root.node.props.map((p) => p.key));
  const present = PRIMARY_ORDER.filter((k) => keys.has(k));
  if (present.length === 0) {
    return [
      at(
        ctx,
        root,
        'error',
        'no-primary-pattern',
        `the navigation has no primary pattern; the site rejects the whole config. Add one of ${PRIMARY_ORDER.map((k) => `"${k}"`).join(', ')} (a root-level parent element is required).`,
        { site: 'rejects' },
      ),
    ];
  }
  if (present.length === 1) return [];
  // The site keeps the first list it accepts whole; with none, it rejects the config, which the
  // problems inside the lists say.
  const kept = keptForm(ctx.index, root);
  if (kept === undefined || kept === 'href') return [];
  const dropped = present.filter((k) => k !== kept);
  const refused = present.slice(0, present.indexOf(kept));
  const why = refused.length ? ` (${quote(refused)} ${refused.length === 1 ? 'holds' : 'hold'} an entry it refuses)` : '';
  const lost = dropped.reduce((sum, key: CollectionKey) => sum + pagesIn(ctx.index, root, key), 0);
  return [
    at(
      ctx,
      root,
      'error',
      'multiple-primary-patterns',
      `the navigation root holds ${quote(present)}, but only one primary pattern is allowed; the site keeps "${kept}"${why} and silently drops ${quote(dropped)} (${pages(lost)}). Move ${quote(dropped)} inside ${kindName(COLLECTION_KIND[kept])} of "${kept}", or keep only one pattern.`,
      { key: dropped[0], site: 'drops', drops: dropped.map((key) => ({ elementId: root.id, key })) },
    ),
  ];
}
