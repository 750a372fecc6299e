import { expect } from 'vitest';
import { FilePageItem } from '../../src/core/sidebar/file-page-item';
import type { SidebarPage } from '../../src/core/sidebar/sidebar-types';

/**
 * A FilePageItem (src/core/sidebar/file-page-item.ts) makes its key and title when read, so
 * they are not own fields, which toEqual compares. Every test compares such an item by what it
 * reads as: the fields of a page item a reader of the model sees, key and title included.
 * (Loaded for every test file: see setupFiles in vitest.config.ts.)
 */
function seen(x: unknown): unknown {
  if (!(x instanceof FilePageItem)) return x;
  const p: SidebarPage = x;
  return {
    type: p.type,
    key: p.key,
    id: p.id,
    entry: p.entry,
    title: p.title,
    address: p.address,
    form: p.form,
    generated: p.generated,
    fileStatus: p.fileStatus,
  };
}

expect.addEqualityTesters([
  function filePageItems(a: unknown, b: unknown, testers) {
    if (!(a instanceof FilePageItem) && !(b instanceof FilePageItem)) return undefined;
    return this.equals(seen(a), seen(b), testers);
  },
]);
