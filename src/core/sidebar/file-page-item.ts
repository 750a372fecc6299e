import { pageTitle } from './page-title';
import type { SidebarPage, SidebarSources } from './sidebar-types';

/**
 * The sidebar item of a page entry that names a file as written (see plainFileEntry) and binds
 * no operation: its key and title are made each time they are read, not when the item is.
 *
 * Why: the preview builds its model for the whole active section when a config opens, and a
 * group of 200,000 pages (the bench's flat config) made 200,000 keys and titles in that one
 * task, before the sidebar draws any of them (it draws 200 rows a frame afterwards, in short
 * tasks: see use-row-budget.ts in src/ui/preview). The build took 100 ms in Node
 * (scratch measure), 40% of it the garbage collector moving the new strings, and was most of
 * the open's longest task in Chromium. A key or title is cheap to make again for a row drawn.
 *
 * The getters and the fields every such item shares live on the prototype: code that copies an
 * item's own fields (a spread, JSON.stringify) would lose them, and none does; items are read.
 * Tests compare such items through test/helpers/sidebar-equality.ts, which reads them.
 */
export class FilePageItem implements SidebarPage {
  // The same for every such item: on the prototype (below), not in each of 200,000 objects.
  declare readonly type: 'page';
  declare readonly form: 'file';
  declare readonly generated: false;

  constructor(
    readonly id: number,
    readonly entry: string,
    readonly address: string,
    readonly fileStatus: SidebarPage['fileStatus'],
    private readonly frontMatter: SidebarSources['frontMatter'],
  ) {}

  get key(): string {
    return `e${this.id}`;
  }

  get title(): string {
    return pageTitle(this.address, this.frontMatter);
  }
}

Object.assign(FilePageItem.prototype, { type: 'page', form: 'file', generated: false });

/**
 * True when `entry` is a page file as written (parsePageEntry's 'file' form, with `entry` as
 * its path): printable ASCII with no space, so neither an operation, a webhook nor anything
 * trim() changes. A link is not asked here (see isLinkEntry).
 */
export function plainFileEntry(entry: string): boolean {
  if (entry.length === 0) return false;
  for (let i = 0; i < entry.length; i++) {
    const c = entry.charCodeAt(i);
    if (c <= 32 || c >= 127) return false;
  }
  return true;
}
