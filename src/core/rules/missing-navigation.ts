import { describeType, getProp } from '../model/json-node';
import type { Diagnostic } from './diagnostic';
import type { RuleContext } from './context';

/**
 * docs.json must be a JSON object with a `navigation` object: without one the site has no
 * sidebar at all. (A file that is not JSON never gets this far: the parser reports it with
 * line and column.) Codes: `not-an-object` (the file or `navigation` has the wrong type),
 * `missing-navigation`.
 */
export function missingNavigation(ctx: RuleContext): Diagnostic[] {
  const file = ctx.ws.mainPath;
  const root = ctx.ws.files[file]?.root;
  if (!root) return [];
  if (root.type !== 'object') {
    return [
      {
        severity: 'error',
        code: 'not-an-object',
        file,
        path: [],
        message: `(root): ${file} holds ${describeType(root)}, but a docs.json must be a JSON object with a "navigation" key. Open the docs.json of your documentation site.`,
      },
    ];
  }
  const nav = getProp(root, 'navigation');
  if (!nav) {
    return [
      {
        severity: 'error',
        code: 'missing-navigation',
        file,
        path: [],
        message: `(root): ${file} has no "navigation" object, so the site has no sidebar. Add "navigation": { "groups": [ ... ] }, or check that this is the docs.json of a documentation site.`,
      },
    ];
  }
  const el = ctx.index.rootId === undefined ? undefined : ctx.index.elements.get(ctx.index.rootId);
  const node = el?.node ?? nav;
  if (node.type !== 'object') {
    return [
      {
        severity: 'error',
        code: 'not-an-object',
        file: el?.file ?? file,
        path: el?.path ?? ['navigation'],
        message: `navigation: must be an object holding one primary pattern such as { "tabs": [ ... ] } or { "groups": [ ... ] }, not ${describeType(node)}. The site rejects the config.`,
      },
    ];
  }
  return [];
}
