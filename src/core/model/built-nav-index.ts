import type { ElementsById } from './elements-by-id';
import type { Indexed } from './indexed-element';
import type { NavIndex } from './nav-index';

/**
 * A NavIndex whose pre-order list of ids is built on first use: from the elements in pre-order
 * when the build has them (a build from scratch), else by a walk (after an incremental update).
 */
export class BuiltNavIndex implements NavIndex {
  private list: readonly number[] | undefined;

  constructor(
    readonly rootId: number | undefined,
    readonly elements: ElementsById<Indexed>,
    order: readonly number[] | undefined,
    // Not the ids: a build from scratch collected its elements in pre-order anyway, and a second
    // list of 27,800 ids pushed beside it (grown, copied, then garbage) was 4% of what a build
    // allocated; the ids are read off this list, exactly sized, when first asked for.
    private inOrder?: readonly Indexed[],
  ) {
    this.list = order;
    elements.attach(() => this.order);
  }

  get order(): readonly number[] {
    if (!this.list && this.inOrder) {
      const els = this.inOrder;
      const ids: number[] = new Array(els.length);
      for (let k = 0; k < els.length; k++) ids[k] = els[k].id;
      this.list = ids;
      this.inOrder = undefined;
    }
    if (!this.list) {
      const out: number[] = [];
      const stack = this.rootId === undefined ? [] : [this.rootId];
      while (stack.length) {
        const id = stack.pop()!;
        out.push(id);
        const c = this.elements.get(id)!.children;
        for (let k = c.length - 1; k >= 0; k--) stack.push(c[k]);
      }
      this.list = out;
    }
    return this.list;
  }
}
