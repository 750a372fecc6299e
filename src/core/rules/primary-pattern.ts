import { getProp } from '../model/json-node';
import { PRIMARY_ORDER } from '../model/kinds';
import type { Diagnostic } from './diagnostic';
import { at, pages, type RuleContext } from './context';

/**
 * The navigation root holds exactly one primary pattern (plus an optional `global`). With two
 * or more the generator keeps the first of products > languages > versions > tabs > dropdowns
 * > anchors > groups > pages and silently drops the rest; with none there is no navigation.
 * Also: docs.json that is not an object, or has no `navigation` object.
 */
export function primaryPattern(ctx: RuleContext): Diagnostic[] {
  const main = ctx.ws.files[ctx.ws.mainPath];
  const base = { file: ctx.ws.mainPath };
  if (main.root.type !== 'object') {
    return [{ ...base, severity: 'error', code: 'not-an-object', path: [], message: 'docs.json must be a JSON object with a "navigation" key; this file holds ' + (main.root.type === 'array' ? 'an array' : 'a ' + main.root.type) + '. Open the docs.json of your documentation site.' }];
  }
  const nav = getProp(main.root, 'navigation');
  if (!nav) {
    return [{ ...base, severity: 'error', code: 'missing-navigation', path: [], message: '(root): docs.json has no "navigation" object, so the site has no sidebar. Add "navigation": { "groups": [...] }, or check that this is the docs.json of a documentation site.' }];
  }
  const root = ctx.index.rootId !== undefined ? ctx.index.elements.get(ctx.index.rootId) : undefined;
  if (!root || root.node.type !== 'object') {
    return [{ ...base, severity: 'error', code: 'wrong-type', path: ['navigation'], message: 'navigation: must be an object holding one primary pattern such as "tabs" or "groups".' }];
  }
  const present = PRIMARY_ORDER.filter((k) => root.node.type === 'object' && root.node.props.some((p) => p.key === k));
  if (present.length === 0) {
    return [at(ctx, root, 'error', 'no-primary-pattern', `the navigation has no primary pattern; add one of ${PRIMARY_ORDER.map((k) => `"${k}"`).join(', ')} (a root-level parent element is required).`)];
  }
  if (present.length === 1) return [];
  const [kept, ...dropped] = present;
  const lost = dropped.reduce((sum, key) => sum + root.children.filter((c) => ctx.index.elements.get(c)!.collection === key).reduce((s, c) => s + ctx.pagesUnder(c), 0), 0);
  return [
    at(
      ctx,
      root,
      'error',
      'multiple-primary-patterns',
      `the navigation root holds ${present.map((k) => `"${k}"`).join(' and ')}; the site keeps only "${kept}" and silently drops ${dropped.map((k) => `"${k}"`).join(' and ')} (${pages(lost)}). Keep one primary pattern: move the others inside it (for example the groups into a tab).`,
      { key: dropped[0] },
    ),
  ];
}
