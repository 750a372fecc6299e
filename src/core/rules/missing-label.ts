import { KINDS } from '../model/kinds';
import { at, defineRule, kindName } from './context';
import { consequenceOf, whenInvalid } from './site-outcome';

/**
 * Every element but a page and the root needs its label (`tab`, `group`, `anchor`...), and
 * the label may not be the empty string. The generator rejects the whole config when such an
 * element sits at the navigation root, and below it silently drops the whole list it fails
 * (see whenInvalid), so the message counts the pages that list holds. A label of only
 * whitespace (`"group": " "`, a common way to show a group without a heading) is accepted by
 * the generator: an info, `blank-label`, says so. A label of the wrong type is wrong-type's.
 */
export const missingLabel = defineRule({
  code: ['missing-label', 'blank-label'],
  on: 'other',
  // Its messages count the pages of the list the element is in (see consequenceOf).
  volatile: true,
  check(ctx, el, out) {
    const labelKey = KINDS[el.kind].labelKey;
    if (!labelKey || el.node.type !== 'object') return;
    let label;
    for (const p of el.node.props) if (p.key === labelKey) label = p; // the last one, as the site reads it
    if (label && (label.value.type !== 'string' || (label.value.value as string).trim() !== '')) return;
    if (!label && el.refNode === undefined && el.node.props.some((p) => p.key === '$ref')) return; // an unloaded split file, reported on load
    const title = KINDS[el.kind].title.toLowerCase();
    if (label && (label.value as { value: unknown }).value !== '') {
      out.push(
        at(
          ctx,
          el,
          'info',
          'blank-label',
          `the "${labelKey}" label is only whitespace; the site accepts it and shows this ${title} without a ${el.kind === 'group' ? 'heading' : 'name'}.`,
          { key: labelKey, site: 'accepts' },
        ),
      );
      return;
    }
    const outcome = whenInvalid(ctx, el);
    out.push(
      label
        ? at(
            ctx,
            el,
            'error',
            'missing-label',
            `the "${labelKey}" label is empty, which the site rejects; ${consequenceOf(ctx, el, outcome)} Give this ${title} a name.`,
            { key: labelKey, ...outcome },
          )
        : at(
            ctx,
            el,
            'error',
            'missing-label',
            `${kindName(el.kind)} needs a "${labelKey}" label; ${consequenceOf(ctx, el, outcome)} Add "${labelKey}": "..." or remove the ${title}.`,
            outcome,
          ),
    );
  },
});
