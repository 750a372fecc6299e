import { looksLikeOperation } from '../model/page-entry';
import { at, defineRule } from './context';

/**
 * `get /users` reads like an operation, but operations are matched case-sensitively with an
 * uppercase method (SPEC.md), so the site treats it as a file path. (The real generator
 * tolerates lowercase; docsnav follows the specification and says so.) Fix: uppercase it.
 */
export const lowercaseMethod = defineRule({
  code: 'lowercase-method',
  on: 'page',
  check(ctx, el, out) {
    if (el.kind !== 'page' || el.node.type !== 'string') return;
    const text = el.node.value as string;
    // Fast path: an operation needs a space and a slash; most entries are plain paths.
    if (text.indexOf(' ') === -1 || text.indexOf('/') === -1) return;
    const fixed = looksLikeOperation(text);
    if (!fixed) return;
    out.push(
      at(
        ctx,
        el,
        'warning',
        'lowercase-method',
        `"${text}" is treated as a file path because its method is not uppercase; the specification matches operations case-sensitively. Write "${fixed}".`,
        {
          fix: { title: `Write "${fixed}"`, command: 'set-page-entry', args: { file: el.file, path: el.path, value: fixed } },
        },
      ),
    );
  },
});
