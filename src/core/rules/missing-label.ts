import { KINDS } from '../model/kinds';
import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, eachElement, kindName, pages, pagesIn, type RuleContext } from './context';

/**
 * Every element but a page and the root needs its label (`tab`, `group`, `anchor`...), and
 * the label may not be empty. The generator rejects the whole config when such an element sits
 * at the navigation root, and below it silently drops the whole list the element is in
 * (REFERENCE.md), so the message counts the pages that list holds. A label of the wrong type
 * is reported by wrong-type.
 */
export function missingLabel(ctx: RuleContext): Diagnostic[] {
  return eachElement(ctx, missingLabel.check);
}

missingLabel.on = 'other' as const;
// Its messages count the pages of the list the element is in (see consequence).
missingLabel.volatile = true;
missingLabel.check = (ctx: RuleContext, el: NavElement, out: Diagnostic[]): void => {
  const labelKey = KINDS[el.kind].labelKey;
  if (!labelKey || el.node.type !== 'object') return;
  let label;
  for (const p of el.node.props) {
    if (p.key === labelKey) {
      label = p;
      break;
    }
  }
  if (label && (label.value.type !== 'string' || (label.value.value as string).trim() !== '')) return;
  if (!label && el.refNode === undefined && el.node.props.some((p) => p.key === '$ref')) return; // an unloaded split file, reported on load
  const title = KINDS[el.kind].title.toLowerCase();
  out.push(
    label
      ? at(
          ctx,
          el,
          'error',
          'missing-label',
          `the "${labelKey}" label is empty, which the site rejects; ${consequence(ctx, el)} Give this ${title} a name.`,
          { key: labelKey },
        )
      : at(
          ctx,
          el,
          'error',
          'missing-label',
          `${kindName(el.kind)} needs a "${labelKey}" label; ${consequence(ctx, el)} Add "${labelKey}": "..." or remove the ${title}.`,
        ),
  );
};

/** What the generator does with an invalid element: rejects the config at the root, drops the list when nested. */
export function consequence(ctx: RuleContext, el: NavElement): string {
  const parent = el.parent === undefined ? undefined : ctx.index.elements.get(el.parent);
  if (!parent || parent.kind === 'navigation') return 'the site rejects the whole config.';
  return `the site would silently drop the whole "${el.collection}" list it is in (${pages(pagesIn(ctx.index, parent, el.collection!))}).`;
}
