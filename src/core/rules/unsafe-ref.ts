import { getString } from '../model/json-node';
import { refProblem } from '../model/ref-problem';
import { resolveRelative } from '../model/workspace';
import { at, defineRule } from './context';

/**
 * A `$ref` whose value is not a plain relative path under the config's folder: a backslash, a
 * percent-escaped dot or slash, a scheme, a leading `//`, a control character, or a path that
 * climbs out (see refProblem). docsnav never reads or fetches it, so a shared config cannot
 * make the browser fetch from another host or show a file from above its folder as its own.
 */
export const unsafeRef = defineRule({
  code: 'unsafe-ref',
  on: 'other',
  check(ctx, el, out) {
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
  },
});
