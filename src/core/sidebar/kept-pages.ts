import type { JsonNode } from '../model/json-node';
import type { SidebarItem } from './sidebar-types';

/**
 * The page items of a long group as last built, found again for the pages of its new list in
 * order: each at the offset the page before it was found at (or one either side), so a page
 * moved far, a block of pages added or removed, costs a walk of the two lists, not a lookup per
 * page. A page not found there is looked up by node once two in a row are missed (the lists
 * have drifted apart, as after a block was added), in a table made on that first need.
 *
 * @example
 * const kept = new KeptPages(lastList, lastItems);
 * newList.map((node, k) => kept.find(k, node) ?? makeItem(node));
 */
export class KeptPages {
  private offset = 0;
  private missed = false;
  private byNode: Map<JsonNode, number> | undefined;

  /** `list[k]` is the node `items[k]` was made for. */
  constructor(
    private readonly list: readonly JsonNode[],
    private readonly items: readonly SidebarItem[],
  ) {}

  /** The item last made for `node`, the `k`th page of the new list; undefined when there is none. */
  find(k: number, node: JsonNode): SidebarItem | undefined {
    const list = this.list;
    let j = k + this.offset;
    if (list[j] !== node) {
      if (list[j + 1] === node) j++;
      else if (list[j - 1] === node) j--;
      else if (this.missed) {
        this.byNode ??= new Map(list.map((n, at) => [n, at]));
        const at = this.byNode.get(node);
        if (at === undefined) return undefined;
        j = at;
      } else {
        this.missed = true;
        return undefined;
      }
      this.offset = j - k;
    }
    this.missed = false;
    return this.items[j];
  }
}
