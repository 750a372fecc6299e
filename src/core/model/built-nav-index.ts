import type { ElementsById } from './elements-by-id';
import type { Indexed } from './indexed-element';
import type { NavIndex } from './nav-index';

/** A NavIndex whose pre-order list is built on first use after an incremental update. */
export class BuiltNavIndex implements NavIndex {
  private list: readonly number[] | undefined;

  constructor(
    readonly rootId: number | undefined,
    readonly elements: ElementsById<Indexed>,
    order: readonly number[] | undefined,
  ) {
    this.list = order;
    elements.attach(() => this.order);
  }

  get order(): readonly number[] {
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
