import type { Diagnostic } from './diagnostic';
import { at, elementsOf, type RuleContext } from './context';

/**
 * `expanded` only affects nested groups (SPEC.md): a top-level group, one that is a direct
 * child of a section rather than inside another group, is always expanded, so the key does
 * nothing. A warning with a fix that removes it.
 */
export function expandedOnTopLevelGroup(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of elementsOf(ctx.index)) {
    if (el.kind !== 'group' || el.node.type !== 'object') continue;
    if (!el.node.props.some((p) => p.key === 'expanded')) continue;
    const parent = el.parent === undefined ? undefined : ctx.index.elements.get(el.parent);
    if (parent?.kind === 'group') continue;
    out.push(
      at(ctx, el, 'warning', 'expanded-on-top-level-group', '"expanded" has no effect on a top-level group: top-level groups are always expanded. Remove it, or nest the group inside another group.', {
        key: 'expanded',
        fix: { title: 'Remove "expanded"', command: 'remove-field', args: { file: el.file, path: el.path, key: 'expanded' } },
      }),
    );
  }
  return out;
}
