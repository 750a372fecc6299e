import { FilePageItem } from './file-page-item';
import type { PageLocation, SidebarItem, SidebarPage } from './sidebar-types';

/**
 * Every page of a sidebar's items by key, with its groups and breadcrumb trail, found when
 * asked rather than indexed up front. The preview asks for one or two pages per edit (the open
 * one, the first one); indexing all of them made an object and a map entry per page, 1.4 s of
 * one move in a 200,000-page group. `get` walks the items until it finds the key (comparing
 * keys, allocating nothing on the way) and remembers the answer; the first page is the first
 * the walk meets; iterating (tests, the generated pages) builds the whole index once.
 */
export class PageLocations implements ReadonlyMap<string, PageLocation> {
  private all: Map<string, PageLocation> | undefined;
  private readonly found = new Map<string, PageLocation | null>();

  constructor(
    private readonly items: readonly SidebarItem[],
    private readonly sectionTrail: readonly string[],
  ) {}

  get(key: string): PageLocation | undefined {
    if (this.all) return this.all.get(key);
    let hit = this.found.get(key);
    if (hit === undefined) {
      // A FilePageItem makes its key when read (e<id>): it is matched by id, making no key.
      const id = idOfKey(key);
      this.found.set(key, (hit = this.search((p) => (p instanceof FilePageItem ? p.id === id : p.key === key)) ?? null));
    }
    return hit ?? undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** The first page in document order (what the site opens for a section), without walking further. */
  first(): PageLocation | undefined {
    return this.search(() => true);
  }

  get size(): number {
    return this.index().size;
  }

  entries(): MapIterator<[string, PageLocation]> {
    return this.index().entries();
  }

  keys(): MapIterator<string> {
    return this.index().keys();
  }

  values(): MapIterator<PageLocation> {
    return this.index().values();
  }

  forEach(fn: (value: PageLocation, key: string, map: ReadonlyMap<string, PageLocation>) => void): void {
    this.index().forEach((v, k) => fn(v, k, this));
  }

  [Symbol.iterator](): MapIterator<[string, PageLocation]> {
    return this.entries();
  }

  /**
   * The first page (or group root) whose key matches, in the order the full index would list
   * it: depth first, a group's root before its children. Iterative: groups may nest deeply.
   */
  private search(match: (page: SidebarPage) => boolean): PageLocation | undefined {
    const stack: { list: readonly SidebarItem[]; at: number; group?: SidebarItem & { type: 'group' } }[] = [{ list: this.items, at: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.at >= top.list.length) {
        stack.pop();
        continue;
      }
      const it = top.list[top.at++];
      if (it.type === 'page') {
        if (match(it)) return { page: it, ...this.path(stack) };
      } else if (it.type === 'group') {
        stack.push({ list: it.children, at: 0, group: it });
        if (it.root && match(it.root)) return { page: it.root, ...this.path(stack) };
      }
    }
    return undefined;
  }

  /** The groups and trail of the innermost frame of a search. */
  private path(stack: readonly { group?: SidebarItem & { type: 'group' } }[]): { groups: string[]; trail: string[] } {
    const groups: string[] = [];
    const trail = [...this.sectionTrail];
    for (const f of stack)
      if (f.group) {
        groups.push(f.group.key);
        trail.push(f.group.label);
      }
    return { groups, trail };
  }

  private index(): Map<string, PageLocation> {
    if (this.all) return this.all;
    const out = new Map<string, PageLocation>();
    const walk = (list: readonly SidebarItem[], groups: string[], trail: string[]) => {
      for (const it of list) {
        if (it.type === 'page') {
          if (!out.has(it.key)) out.set(it.key, { page: it, groups, trail });
        } else if (it.type === 'group') {
          const g = [...groups, it.key];
          const t = [...trail, it.label];
          if (it.root) out.set(it.root.key, { page: it.root, groups: g, trail: t });
          walk(it.children, g, t);
        }
      }
    };
    walk(this.items, [], [...this.sectionTrail]);
    return (this.all = out);
  }
}

/** The element id of an entry's page key ("e12" -> 12); NaN for any other key (no id equals it). */
function idOfKey(key: string): number {
  return /^e(0|[1-9]\d*)$/.test(key) ? Number(key.slice(1)) : NaN;
}
