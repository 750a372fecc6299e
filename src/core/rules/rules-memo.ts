import type { NavElement, NavIndex } from '../model/nav-index';

/**
 * What successive runs of the rules keep between them: the diagnostics of each subtree, by its
 * root element (see startRules in index.ts). The navigation index hands the same element object
 * to a later version only when nothing in its subtree changed, so what is kept for an element
 * stays right for as long as that element is in use. Owned by whoever runs the rules over
 * successive versions of one document (the editor session); a run without one checks all. The
 * unknown-icon check keeps what it found per subtree in one too (core/icons/unknown-icon.ts).
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
    return this.kept.get(el);
  }

  /** Keep `value` for this element's subtree. */
  set(el: NavElement, value: unknown): void {
    this.kept.set(el, value);
  }

  /** Forget the elements `index` no longer holds, once what is kept has grown past twice what was live after the last time. */
  prune(index: NavIndex): void {
    if (this.kept.size <= this.limit) return;
    for (const el of this.kept.keys()) if (index.elements.get(el.id) !== el) this.kept.delete(el);
    this.limit = Math.max(MIN_KEPT, 2 * this.kept.size);
  }
}

const MIN_KEPT = 1024;
