import { getProp } from './json-node';
import type { Workspace } from './workspace';
import type { NavIndex } from './nav-index';
import type { Indexed } from './indexed-element';
import type { PageLeaves } from './page-leaves';
import { BuiltNavIndex } from './built-nav-index';
import { ElementsById } from './elements-by-id';
import { indexFromScratch, indexInSlices } from './index-from-scratch';
import { updateNavIndex } from './update-nav-index';

/**
 * Build the navigation index of a workspace: every element under `navigation` of the main file,
 * following `$ref` split files that are loaded. Iterative, so a navigation nested thousands of
 * levels deep does not overflow the stack. Elements of the wrong JSON type (a number in
 * `pages`) are indexed too, with the kind their collection implies; rules report them.
 *
 * Incremental: given the index of an earlier version of the document (the editor session
 * passes the one it holds), every element whose node is the same object (immer keeps untouched
 * subtrees identical) at the same place is taken over with its whole subtree, without visiting
 * it. Only the path to each edit and what moved are built anew, so after a drop on the 2.4 MB
 * corpus config the index costs a small fraction of a full build. The result is the same as a
 * full build, whatever `previous` is (it is only a source of reusable elements): proven by
 * test/core/rules/incremental-rules.test.ts. Without `previous` (or with `null`) the index is
 * built from scratch: nothing is kept between calls.
 *
 * @example const index = buildNavIndex(ws); index.elements.get(index.rootId!)!.kind // 'navigation'
 */
export function buildNavIndex(ws: Workspace, previous?: NavIndex | null): NavIndex {
  const main = ws.files[ws.mainPath];
  const navNode = main ? getProp(main.root, 'navigation') : undefined;
  if (!main || !navNode) return new BuiltNavIndex(undefined, ElementsById.empty<Indexed, PageLeaves>());
  const prev = previous instanceof BuiltNavIndex && previous.rootId !== undefined ? previous : undefined;
  return prev ? updateNavIndex(ws, navNode, prev) : indexFromScratch(ws, navNode);
}

// Weak: an index goes with its workspace, so nothing here outlives a document.
const built = new WeakMap<Workspace, NavIndex>();

/**
 * The navigation index of a workspace, built from scratch once per workspace object (immer
 * gives every edit a new one). For a caller with a workspace and nothing else (a test, the CLI's
 * one-off tools); the editor session keeps its own index, built from the last, and hands it to
 * whatever it runs (commands get it in their context).
 */
export function navIndexOf(ws: Workspace): NavIndex {
  let idx = built.get(ws);
  if (!idx) built.set(ws, (idx = buildNavIndex(ws)));
  return idx;
}

/**
 * navIndexOf in slices: each `step` builds on until `shouldYield()` says to stop, and the last
 * gives the index, which navIndexOf then answers for this workspace. The app's open indexes a
 * large config this way before it loads it, so the session's first index (see index-field.ts)
 * is ready and no task builds it whole.
 */
export function navIndexInSlices(ws: Workspace): { step(shouldYield: () => boolean): NavIndex | undefined } {
  const ready = built.get(ws);
  const main = ws.files[ws.mainPath];
  const navNode = main ? getProp(main.root, 'navigation') : undefined;
  if (ready || !navNode) return { step: () => navIndexOf(ws) };
  const slices = indexInSlices(ws, navNode);
  return {
    step(shouldYield) {
      const idx = slices.step(shouldYield);
      if (idx && !built.has(ws)) built.set(ws, idx);
      return idx && built.get(ws);
    },
  };
}
