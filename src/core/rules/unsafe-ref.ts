import { getString } from '../model/json-node';
import type { NavElement } from '../model/nav-index';
import { refProblem } from '../model/ref-problem';
import { resolveRelative } from '../model/workspace';
import type { Diagnostic } from './diagnostic';
import { at, eachElement, type RuleContext } from './context';

/**
 * A `$ref` whose value is not a plain relative path under the config's folder: a backslash, a
 * percent-escaped dot or slash, a scheme, a leading `//`, a control character, or a path that
 * climbs out (see refProblem). docsnav never reads or fetches it, so a shared config cannot
 * make the browser fetch from another host or show a file from above its folder as its own.
 */
export function unsafeRef(ctx: RuleContext): Diagnostic[] {
  return eachElement(ctx, unsafeRef.check);
}

unsafeRef.on = 'other' as const;
unsafeRef.check = (ctx: RuleContext, el: NavElement, out: Diagnostic[]): void => {
  if (el.refNode !== undefined || el.node.type !== 'object') return;
  const ref = getString(el.node, '$ref');
  if (ref === undefined) return;
  const why = refProblem(ref, resolveRelative(el.file, ref));
  if (!why) return;
  out.push(
    at(ctx, el, 'error', 'unsafe-ref', `"$ref": ${JSON.stringify(ref)} ${why}. docsnav does not follow it.`, {
      key: '$ref',
    }),
  );
};
