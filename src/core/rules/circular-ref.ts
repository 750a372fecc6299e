import { getString } from '../model/json-node';
import type { NavElement } from '../model/nav-index';
import { resolveRelative } from '../model/workspace';
import { at, defineRule } from './context';

/**
 * A `$ref` split file that leads back to a file the element is already inside (a.json refers
 * to b.json, which refers to a.json): the navigation would contain itself, which no site can
 * build. docsnav does not follow it (the index would never end) and keeps it as written; an
 * error naming the loop.
 */
export const circularRef = defineRule({
  code: 'circular-ref',
  on: 'other',
  check(ctx, el, out) {
    if (el.refNode !== undefined || el.node.type !== 'object') return;
    const ref = getString(el.node, '$ref');
    if (ref === undefined) return;
    const target = resolveRelative(el.file, ref);
    if (!ctx.ws.files[target]) return; // not loaded: reported when the project is opened
    const files: string[] = [];
    for (let cur: NavElement | undefined = el; cur; cur = cur.parent === undefined ? undefined : ctx.index.elements.get(cur.parent)) {
      if (files[0] !== cur.file) files.unshift(cur.file);
    }
    const from = files.indexOf(target);
    if (from === -1) return;
    const loop = [...files.slice(from), target].join(' → ');
    out.push(
      at(
        ctx,
        el,
        'error',
        'circular-ref',
        `"$ref": "${ref}" leads back to ${target}, which this element is already inside (${loop}); the navigation would contain itself, so the site cannot build it. Point it at another file, or remove it.`,
        {
          key: '$ref',
        },
      ),
    );
  },
});
