import { LONG_LIST, shortStretch } from '../model/changed-stretch';
import { pageNodeOf, type NavElement } from '../model/nav-index';
import type { JsonNode } from '../model/json-node';
import type { Diagnostic } from './diagnostic';
import { at, elementsOf, isBlank, placeOfElement, type RuleContext } from './context';
import { FirstEntries } from '../model/first-entries';

/**
 * The same page entry twice in one section (the nearest tab, anchor, version... above it,
 * whatever groups lie between): the sidebar shows it twice and its breadcrumbs follow the
 * first. A warning on each later copy; the fix removes that copy. A leading "/" is ignored.
 */
export function duplicatePage(ctx: RuleContext): Diagnostic[] {
  // Each section's check takes the duplicates of the sections nested in it, found before it:
  // in reverse document order, every section below one comes first.
  const found = new Map<number | undefined, Diagnostic[]>();
  const els = elementsOf(ctx.index);
  for (let k = els.length - 1; k >= 0; k--) {
    const el = els[k];
    if (el.kind === 'group' || el.kind === 'page') continue;
    const out: Diagnostic[] = [];
    duplicatePage.inSection(ctx, el, (sub) => found.get(sub.id)!, out).step();
    found.set(el.id, out);
  }
  return found.get(ctx.index.rootId) ?? [];
}

/** A section's duplicate check under way (see duplicatePage.inSection). */
export interface SectionScan {
  /**
   * Check on; true once the whole section is checked (its diagnostics are then all in `out`),
   * false when `shouldYield`, asked every 4,096 entries, said to stop: call again to go on.
   */
  step(shouldYield?: () => boolean): boolean;
}

/** How many entries a section scan visits between two questions to `shouldYield` (a question reads the clock). */
const SCAN_EVERY = 4096;

/**
 * The same rule for one section, as runRules caches it: the duplicates of the section's own
 * pages (reached through groups) and, in document order among them, those of the sections
 * nested in it, which `nested` gives (runRules has them from its cache). Its result depends on
 * the section's subtree only, so an untouched section keeps it across edits. In steps: a
 * section of 200,000 pages took 60-90 ms in one go in the browser, though the rest of the
 * rules' first run stops every few dozen elements to let the page draw. Only one scan of a
 * run's context may be under way at a time (they share its table and stack).
 */
duplicatePage.inSection = (
  ctx: RuleContext,
  section: NavElement,
  nested: (el: NavElement) => readonly Diagnostic[],
  out: Diagnostic[],
  kept?: Map<number, readonly JsonNode[]>,
  stringPages?: (group: NavElement) => readonly JsonNode[] | undefined,
): SectionScan => {
  // A long section found free of duplicates last time, holding the same page nodes in another
  // order (a move among its pages): still free of them, and only the nested sections' count.
  let nodes: readonly JsonNode[] | undefined;
  if (kept) {
    const subs: NavElement[] = [];
    nodes = sectionNodes(ctx, section, subs, stringPages);
    const before = kept.get(section.id);
    if (nodes.length < LONG_LIST) kept.delete(section.id);
    else if (before && samePages(before, nodes)) {
      kept.set(section.id, nodes);
      for (const el of subs) for (const d of nested(el)) out.push(d);
      return DONE;
    }
  }
  // One table operation per page, which gives the entry's first place at once (see FirstEntries).
  let found = false;
  const { firsts, stack } = scratchOf(ctx);
  firsts.clear();
  // The entries of the section in document order (through its groups), each nested section
  // (any other element below it) handed to `nested` where it comes. `stack` is the run's, its
  // room kept from section to section (written by index, never popped: pop gives room back, and
  // a stack per section grew anew to the size of its lists).
  let top = 0;
  for (let k = section.children.length - 1; k >= 0; k--) stack[top++] = section.children[k];
  return {
    step(shouldYield) {
      let t = top;
      let left = SCAN_EVERY;
      while (t > 0) {
        if (shouldYield && --left === 0) {
          left = SCAN_EVERY;
          if (shouldYield()) {
            top = t;
            return false;
          }
        }
        const id = stack[--t];
        // A page entry by its node: elements are made only for the duplicates (see page-leaves.ts).
        const page = pageNodeOf(ctx.index, id);
        if (page) {
          if (page.type !== 'string') continue;
          const raw = page.value as string;
          if (isBlank(raw)) continue; // empty-page-entry
          const first = firsts.firstOf(raw.charCodeAt(0) === 47 ? raw.slice(1) : raw, id);
          if (first === undefined) continue;
          found = true;
          report(ctx, ctx.index.elements.get(id)!, raw, ctx.index.elements.get(first)!, out);
          continue;
        }
        const el = ctx.index.elements.get(id)!;
        if (el.kind === 'group') {
          for (let k = el.children.length - 1; k >= 0; k--) stack[t++] = el.children[k];
        } else for (const d of nested(el)) out.push(d); // a nested section (pages were read above)
      }
      top = 0;
      if (kept && nodes && nodes.length >= LONG_LIST) {
        if (found) kept.delete(section.id);
        else kept.set(section.id, nodes);
      }
      return true;
    },
  };
};

const DONE: SectionScan = { step: () => true };

// One table and one walk stack per run of the rules (its context), emptied for each section: a
// table per section allocated more than every other rule together, and the garbage collector
// then copied the whole new tree sooner. Weak, so they go with the run.
const scratches = new WeakMap<RuleContext, { readonly firsts: FirstEntries<number>; readonly stack: number[] }>();

function scratchOf(ctx: RuleContext): { readonly firsts: FirstEntries<number>; readonly stack: number[] } {
  let s = scratches.get(ctx);
  if (!s) scratches.set(ctx, (s = { firsts: new FirstEntries(), stack: [] }));
  return s;
}

/**
 * True when `next` holds the same page nodes as `before`, moved within a short stretch: the
 * lists agree but for one window of at most 64 entries each side, holding the same nodes.
 * Nodes never change, so the same nodes are the same entries.
 */
function samePages(before: readonly JsonNode[], next: readonly JsonNode[]): boolean {
  const n = next.length;
  if (before.length !== n) return false;
  const c = shortStretch(before, next);
  if (!c) return false;
  const { start: lo, endAfter: hi } = c;
  const left = before.slice(lo, hi);
  for (let k = lo; k < hi; k++) {
    const at = left.indexOf(next[k]);
    if (at < 0) return false;
    left[at] = undefined as unknown as JsonNode;
  }
  return true;
}

/**
 * The string page entries' nodes of a section in document order (through its groups), with each
 * nested section handed to `subs`, as inSection's scan visits them. A group whose items are all
 * string pages (`stringPages`, from the rules' walk) gives its items at once, not one lookup per
 * page.
 */
function sectionNodes(
  ctx: RuleContext,
  section: NavElement,
  subs: NavElement[],
  stringPages?: (group: NavElement) => readonly JsonNode[] | undefined,
): readonly JsonNode[] {
  // Runs of nodes in order: pages one by one, and long lists whole (joined at the end, and not
  // at all for a section that is one long list: that list itself is its nodes).
  const parts: (readonly JsonNode[])[] = [];
  let loose: JsonNode[] | undefined;
  const stack: number[] = [];
  for (let k = section.children.length - 1; k >= 0; k--) stack.push(section.children[k]);
  while (stack.length) {
    const id = stack.pop()!;
    const page = pageNodeOf(ctx.index, id);
    if (page) {
      if (page.type === 'string') {
        if (!loose) parts.push((loose = []));
        loose.push(page);
      }
      continue;
    }
    const el = ctx.index.elements.get(id)!;
    if (el.kind === 'group') {
      const all = stringPages?.(el);
      if (all) {
        parts.push(all);
        loose = undefined;
      } else for (let k = el.children.length - 1; k >= 0; k--) stack.push(el.children[k]);
    } else subs.push(el);
  }
  // A section whose pages are one long list's is that list, which the notes of the edit that
  // made it compare with the last version's at once (see noteChange).
  return parts.length === 1 ? parts[0] : ([] as JsonNode[]).concat(...parts);
}

/** The warning on a later copy `el` of the entry first listed at `first`. */
function report(ctx: RuleContext, el: NavElement, raw: string, first: NavElement, out: Diagnostic[]): void {
  out.push(
    at(
      ctx,
      el,
      'warning',
      'duplicate-page',
      `"${raw}" is already listed in this section at ${placeOfElement(ctx, first)}; readers see it twice and its breadcrumbs follow the first. Remove one of them.`,
      {
        fix: { title: 'Remove this duplicate', command: 'remove-element', args: { id: el.id } },
      },
    ),
  );
}
