import { keptAs, type NavElement, type NavIndex } from '../model/nav-index';

/**
 * What successive runs of the rules keep between them: the diagnostics of each subtree, by its
 * root element (see startRules in index.ts). The navigation index hands the same element object
 * to a later version only when nothing in its subtree changed, so what is kept for an element
 * stays right for as long as that element is in use. Owned by whoever runs the rules over
 * successive versions of one document (the editor session); a run without one checks all. The
 * unknown-icon check keeps what it found per subtree in one too (core/icons/unknown-icon.ts).
 *
 * An element that stands in for an earlier one (NavElement.standsFor: rebuilt because an Enter
 * moved its offsets, its subtree's values all kept) is kept by that one: what was kept holds
 * for it, so the rules and the icon check look at none of the thousands of elements an Enter
 * half-way down the largest config rebuilds. What is kept then holds element objects of the
 * earlier version: the checks read them for their ids, places and values only.
 *
 * A Map, not a WeakMap: an entry per element in a WeakMap slowed every garbage collection of the
 * largest config. Elements of older versions are dropped once they outnumber the live ones.
 */
export class RulesMemo {
  private readonly kept = new Map<NavElement, unknown>();
  private inputs: readonly unknown[] | undefined;
  private current: unknown;
  private limit = MIN_KEPT;

  /**
   * The generation of what is kept for these inputs (besides the index, what shapes the
   * results: the main file's path, the page files, an icon library...), compared one by one
   * with `===`: the same object while they stay the same; when one changes, `make()`'s, and
   * nothing kept before.
   */
  generation<G>(inputs: readonly unknown[], make: () => G): G {
    const was = this.inputs;
    if (!was || was.length !== inputs.length || inputs.some((x, i) => x !== was[i])) {
      this.kept.clear();
      this.limit = MIN_KEPT;
      this.inputs = inputs;
      this.current = make();
    }
    return this.current as G;
  }

  /** What was kept for this element's subtree, if anything. */
  get(el: NavElement): unknown {
    return this.kept.get(keptAs(el));
  }

  /** Keep `value` for this element's subtree. */
  set(el: NavElement, value: unknown): void {
    this.kept.set(keptAs(el), value);
  }

  /** Forget the elements `index` no longer holds (itself or by one standing in), once what is kept has grown past twice what was live after the last time. */
  prune(index: NavIndex): void {
    if (this.kept.size <= this.limit) return;
    for (const el of this.kept.keys()) {
      const now = index.elements.get(el.id);
      if (now !== el && (!now || keptAs(now) !== el)) this.kept.delete(el);
    }
    this.limit = Math.max(MIN_KEPT, 2 * this.kept.size);
  }
}

const MIN_KEPT = 1024;
