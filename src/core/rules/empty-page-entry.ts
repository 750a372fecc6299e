import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, eachElement, isBlank, type RuleContext } from './context';

/** An empty string in `pages` points at no page: the site shows a broken entry. The fix removes it. */
export function emptyPageEntry(ctx: RuleContext): Diagnostic[] {
  return eachElement(ctx, emptyPageEntry.check);
}

emptyPageEntry.on = 'page' as const;
emptyPageEntry.check = (ctx: RuleContext, el: NavElement, out: Diagnostic[]): void => {
  if (el.kind !== 'page' || el.node.type !== 'string' || !isBlank(el.node.value as string)) return;
  out.push(
    at(ctx, el, 'error', 'empty-page-entry', 'this page entry is empty; write the page path (without extension) or remove the entry.', {
      fix: { title: 'Remove the empty entry', command: 'remove-element', args: { id: el.id } },
    }),
  );
};
