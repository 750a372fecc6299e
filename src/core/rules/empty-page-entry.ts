import { at, defineRule, isBlank } from './context';

/** An empty string in `pages` points at no page: the site shows a broken entry. The fix removes it. */
export const emptyPageEntry = defineRule({
  code: 'empty-page-entry',
  on: 'page',
  check(ctx, el, out) {
    if (el.kind !== 'page' || el.node.type !== 'string' || !isBlank(el.node.value as string)) return;
    out.push(
      at(ctx, el, 'error', 'empty-page-entry', 'this page entry is empty; write the page path (without extension) or remove the entry.', {
        fix: { title: 'Remove the empty entry', command: 'remove-element', args: { id: el.id } },
      }),
    );
  },
});
