import type { ElementsById } from './elements-by-id';
import type { Indexed } from './indexed-element';
import type { JsonNode } from './json-node';
import type { NavIndex } from './nav-index';
import type { PageLeaves } from './page-leaves';

/**
 * A NavIndex whose pre-order list of ids is made by a walk on first use. Nothing in a check
 * (parse, index, every rule) asks for it, nor the app's open of a config without OpenAPI
 * documents (their pages' expansion walks it): a build from scratch that kept one as it went
 * (every id pushed, pages too) spent a fifth of its time and allocation on it on the largest
 * corpus config (scratch/coreprof.mts: index 1.8-2.0 -> 1.3-1.7 ms).
 */
export class BuiltNavIndex implements NavIndex {
  private list: readonly number[] | undefined;

  constructor(
    readonly rootId: number | undefined,
    readonly elements: ElementsById<Indexed, PageLeaves>,
  ) {
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
