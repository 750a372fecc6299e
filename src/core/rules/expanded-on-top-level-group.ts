import { at, defineRule } from './context';

/**
 * `expanded` only affects nested groups (SPEC.md): a top-level group, one that is a direct
 * child of a section rather than inside another group, is always expanded, so the key does
 * nothing. A warning with a fix that removes it.
 */
export const expandedOnTopLevelGroup = defineRule({
  code: 'expanded-on-top-level-group',
  on: 'other',
  check(ctx, el, out) {
    if (el.kind !== 'group' || el.node.type !== 'object') return;
    // A loop, not some(): its callback was a closure allocated for every group checked.
    let expanded = false;
    for (const p of el.node.props) if (p.key === 'expanded') expanded = true;
    if (!expanded) return;
    const parent = el.parent === undefined ? undefined : ctx.index.elements.get(el.parent);
    if (parent?.kind === 'group') return;
    out.push(
      at(
        ctx,
        el,
        'warning',
        'expanded-on-top-level-group',
        '"expanded" has no effect on a top-level group: top-level groups are always expanded. Remove it, or nest the group inside another group.',
        {
          key: 'expanded',
          fix: { title: 'Remove "expanded"', command: 'remove-field', args: { file: el.file, path: el.path, key: 'expanded' } },
        },
      ),
    );
  },
});
