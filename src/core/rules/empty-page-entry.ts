import type { Fix } from './diagnostic';
import { at, isBlank, defineRule } from './context';
import { invalidAt } from './site-outcome';

/**
 * A page entry with no path. The empty string is refused by the generator (the whole list it is
 * in, or the config at the root: see whenInvalid), an error. One of only spaces it accepts, and
 * its build keeps it as a page whose file does not exist: readers get a nameless entry that
 * leads nowhere, a warning (`blank-page-entry`). The fix removes the entry.
 */
export const emptyPageEntry = defineRule({
  code: ['empty-page-entry', 'blank-page-entry'],
  on: 'page',
  // Its messages count the pages of the list the entry is in (see consequenceOf).
  volatile: true,
  check(ctx, el, out) {
    if (el.kind !== 'page' || el.node.type !== 'string' || !isBlank(el.node.value as string)) return;
    const fix: Fix = { title: 'Remove the empty entry', command: 'remove-element', args: { id: el.id } };
    if (el.node.value !== '') {
      out.push(
        at(
          ctx,
          el,
          'warning',
          'blank-page-entry',
          'this page entry is only spaces; the site accepts it, but no page file has that name, so readers get an entry without a title that leads nowhere (the build warns that the file does not exist). Write the page path (without extension) or remove the entry.',
          { fix, site: 'accepts' },
        ),
      );
      return;
    }
    out.push(
      invalidAt(
        ctx,
        el,
        'empty-page-entry',
        (then) => `this page entry is empty, which the site refuses; ${then} Write the page path (without extension) or remove the entry.`,
        { fix },
      ),
    );
  },
});
