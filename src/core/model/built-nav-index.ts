import type { ElementsById } from './elements-by-id';
import type { Indexed } from './indexed-element';
import type { JsonNode } from './json-node';
import type { NavIndex } from './nav-index';
import type { PageLeaves } from './page-leaves';

/**
 * A NavIndex whose pre-order list of ids is the build's (from scratch), else made by a walk on
 * first use (after an incremental update).
 */
export class BuiltNavIndex implements NavIndex {
  private list: readonly number[] | undefined;

  constructor(
    readonly rootId: number | undefined,
    readonly elements: ElementsById<Indexed, PageLeaves>,
    order: readonly number[] | undefined,
  ) {
    this.list = order;
    elements.attach(() => this.order);
  }

  pageNode(id: number): JsonNode | undefined {
    const k = this.elements.leaf(id);
    return k < 0 ? undefined : this.elements.leaves!.nodeOf(k);
  }

  get order(): readonly number[] {
    if (!this.list) {
      const out: number[] = [];
      const stack = this.rootId === undefined ? [] : [this.rootId];
      while (stack.length) {
        const id = stack.pop()!;
        out.push(id);
        // A page entry has no children (and its element need not be made to say so).
        if (this.elements.leaf(id) >= 0) continue;
        const c = this.elements.get(id)!.children;
        for (let k = c.length - 1; k >= 0; k--) stack.push(c[k]);
      }
      this.list = out;
    }
    return this.list;
  }
}
