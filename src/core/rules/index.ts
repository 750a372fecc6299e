import type { Workspace } from '../model/workspace';
import { pageNodeOf, type NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import type { ElementRule, Rule, RuleContext } from './context';
import type { NavElement } from '../model/nav-index';
import type { JsonNode } from '../model/json-node';
import { changedStretch, LONG_LIST, onlyList } from '../model/changed-stretch';
import { RulesMemo } from './rules-memo';
import { missingNavigation } from './missing-navigation';
import { multiplePrimaryPatterns } from './multiple-primary-patterns';
import { mixedChildKinds } from './mixed-child-kinds';
import { collectionNotAllowed } from './collection-not-allowed';
import { duplicateKey } from './duplicate-key';
import { circularRef } from './circular-ref';
import { unsafeRef } from './unsafe-ref';
import { sharedRef } from './shared-ref';
import { missingLabel } from './missing-label';
import { wrongType } from './wrong-type';
import { emptyCollection } from './empty-collection';
import { emptyPageEntry } from './empty-page-entry';
import { unsupportedLanguage } from './unsupported-language';
import { expandedOnTopLevelGroup } from './expanded-on-top-level-group';
import { lowercaseMethod } from './lowercase-method';
import { invalidIcon } from './invalid-icon';
import { invalidHref } from './invalid-href';
import { hrefWithChildren } from './href-with-children';
import { invalidOpenapiValue } from './invalid-openapi-value';
import { unknownKey } from './unknown-key';
import { duplicatePage, type SectionScan } from './duplicate-page';
import { pageNotFound } from './page-not-found';
import { invalidSetting, type SettingsMemo } from './invalid-setting';
import { ONLY_EXPANDED, PLAIN, PLAIN_GROUP_RULES, PLAIN_PAGE_RULES, plainOther, plainPage } from './plain-elements';

/**
 * Every structure rule, in the order their diagnostics are listed (what loses pages first).
 * Each is named after what it forbids; its file in this folder has the same name.
 */
export const RULES: readonly Rule[] = [
  missingNavigation,
  multiplePrimaryPatterns,
  mixedChildKinds,
  hrefWithChildren,
  collectionNotAllowed,
  duplicateKey,
  circularRef,
  unsafeRef,
  missingLabel,
  wrongType,
  emptyCollection,
  emptyPageEntry,
  unsupportedLanguage,
  invalidOpenapiValue,
  invalidHref,
  invalidIcon,
  expandedOnTopLevelGroup,
  lowercaseMethod,
  sharedRef,
  unknownKey,
  duplicatePage,
  pageNotFound,
  invalidSetting,
];

/**
 * Run every structure rule over a workspace and its navigation index. Pure and synchronous;
 * `pageFiles` (page paths without extension, relative to docs.json's folder) enables the
 * page-existence check. Never throws on odd input: every shape of JSON gives diagnostics.
 *
 * Incremental, given a memo: the diagnostics of each subtree are kept in it by the subtree's
 * root element (the index keeps an untouched subtree's element objects across edits, see
 * buildNavIndex), so after an edit only the elements on the path to it, and what moved, are
 * checked again. The result is exactly that of running every rule over the whole index, in the
 * same order: each rule's diagnostics in document order, the rules in RULES order
 * (test/core/rules/incremental-rules). Without a memo every element is checked.
 *
 * @example runRules(ws, buildNavIndex(ws), { pageFiles: new Set(['index']) })
 */
export function runRules(ws: Workspace, index: NavIndex, options: RulesOptions = {}): Diagnostic[] {
  return startRules(ws, index, options).step()!;
}

/** What a run of the rules reads besides the workspace and its index. */
export interface RulesOptions {
  /** Page files without extension, relative to docs.json's folder: enables page-not-found. */
  readonly pageFiles?: ReadonlySet<string>;
  /** What earlier runs over earlier versions of the same document kept (see RulesMemo). */
  readonly memo?: RulesMemo;
}

/** A run of the rules that can stop between elements and go on later: see startRules. */
export interface RulesRun {
  /**
   * Check on until done or until `shouldYield` says stop (asked every few dozen elements);
   * the diagnostics when done (then on every later call), else undefined.
   */
  step(shouldYield?: () => boolean): Diagnostic[] | undefined;
}

/**
 * runRules in steps, for a caller that must not hold its thread for the whole first run over a
 * large document (about 20 ms on the 2.4 MB corpus config, against 0.3 ms for a run after an
 * edit): each step checks elements until `shouldYield` says stop, and what it finished is kept
 * by element as a whole run keeps it, so a later run (or step) starts from there. The result
 * is exactly runRules' for the same inputs. A run abandoned for a newer document costs
 * nothing: start another; the subtrees the two share are not checked again.
 *
 * @example
 * const run = startRules(ws, index);
 * let out; while (!(out = run.step(() => performance.now() > end))) await nextTask();
 */
export function startRules(ws: Workspace, index: NavIndex, options: RulesOptions = {}): RulesRun {
  const ctx: RuleContext = { ws, index, pageFiles: options.pageFiles };
  const root = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  const memo = options.memo ?? new RulesMemo();
  // The root's id too: another document starts a new generation, so the clean pages and long
  // sections kept for the last one (their nodes, and through them its text) are let go.
  const gen = memo.generation([ws.mainPath, options.pageFiles, index.rootId], newGeneration);
  // A run with no memo of its own keeps nothing for a next run, so it notes no clean pages.
  const walk = root ? new AggregateWalk(ctx, root, gen, memo, options.memo !== undefined) : undefined;
  let out: Diagnostic[] | undefined;
  return {
    step(shouldYield) {
      if (out) return out;
      const agg = walk ? walk.run(shouldYield) : gen.empty;
      if (!agg) return undefined;
      out = assemble(ctx, agg);
      memo.prune(index);
      if (walk) keepClean(gen, walk.longPages);
      return out;
    },
  };
}

/** Every rule's diagnostics in RULES order, from the whole navigation's aggregate. */
function assemble(ctx: RuleContext, agg: Aggregate): Diagnostic[] {
  const buckets: Diagnostic[][] = RULES.map(() => []);
  for (const kept of agg.entries) {
    // A volatile entry's messages read beyond its subtree (the pages beside it, the root's other
    // lists: see whenInvalid), which an edit elsewhere may change: checked again on every run.
    // Rare (only elements the site fails), so this costs nothing on a valid config.
    // Checked on this version's element: the kept one may be an earlier version's (see RulesMemo).
    const e = kept.volatile ? sameOr(kept, entryOf(ctx, ctx.index.elements.get(kept.el.id) ?? kept.el)) : kept;
    if (!e) continue;
    for (let k = 0; k < e.diags.length; k++) buckets[e.rules[k]].push(e.diags[k]);
  }
  const out: Diagnostic[] = [];
  RULES.forEach((rule, r) => {
    const found =
      rule === duplicatePage ? agg.dups : rule === invalidSetting ? invalidSetting(ctx, agg.gen) : 'check' in rule ? buckets[r] : rule(ctx);
    for (const d of found) out.push(d);
  });
  return out;
}

/**
 * The kept entry when a fresh check of its element says the same (the usual case): the panels
 * follow a problem by identity (the one selected, the one a quick fix came from).
 */
function sameOr(kept: Entry, fresh: Entry | undefined): Entry | undefined {
  if (!fresh || fresh.diags.length !== kept.diags.length) return fresh;
  for (let k = 0; k < fresh.diags.length; k++) {
    const a = fresh.diags[k];
    const b = kept.diags[k];
    if (fresh.rules[k] !== kept.rules[k] || a.message !== b.message || a.site !== b.site) return fresh;
    if (JSON.stringify(a.drops) !== JSON.stringify(b.drops)) return fresh;
  }
  return kept;
}

/** The diagnostics of one element: which rule (index in RULES) gave each. */
interface Entry {
  readonly el: NavElement;
  readonly diags: readonly Diagnostic[];
  readonly rules: readonly number[];
  /** Some message counts pages beside the element: recompute when its parent changes. */
  readonly volatile: boolean;
}

/**
 * The diagnostics of a subtree: its elements' entries in pre-order, and (for a section) its
 * duplicate pages; kept with the subtree's root element for the generation it was made in.
 */
interface Aggregate {
  readonly gen: Generation;
  readonly entries: readonly Entry[];
  readonly dups: readonly Diagnostic[];
}

const NONE: readonly never[] = Object.freeze([]);

// The per-element checks, split by the elements they look at, as flat lists: this loop runs
// once per element (27,800 on the largest config), so no objects or iterators in it.
const ELEMENT_RULES = RULES.map((rule, r) => ({ rule, r })).filter((x): x is { rule: ElementRule; r: number } => 'check' in x.rule);
const PAGE_RULES = ELEMENT_RULES.filter((x) => x.rule.on !== 'other');
const OTHER_RULES = ELEMENT_RULES.filter((x) => x.rule.on !== 'page');
const PAGE_CHECKS = PAGE_RULES.map((x) => x.rule.check);
const PAGE_INDEX = PAGE_RULES.map((x) => x.r);
const OTHER_CHECKS = OTHER_RULES.map((x) => x.rule.check);
const OTHER_INDEX = OTHER_RULES.map((x) => x.r);
// The one check of a group plain but for a top-level "expanded" (plainGroup's ONLY_EXPANDED).
const EXPANDED_RULES = OTHER_RULES.filter((x) => x.rule === expandedOnTopLevelGroup);
const EXPANDED_CHECKS = EXPANDED_RULES.map((x) => x.rule.check);
const EXPANDED_INDEX = EXPANDED_RULES.map((x) => x.r);
const VOLATILE = RULES.map((rule) => 'check' in rule && !!(rule as ElementRule).volatile);

/** Whether entryOf passes over plain page entries (see plainPage): true while the page checks are the ones it knows. */
export const PLAIN_PAGES = sameRules(PAGE_RULES, PLAIN_PAGE_RULES);
/** Whether entryOf passes over plain groups and sections (see plainOther): true while the other checks are the ones they know. */
export const PLAIN_GROUPS = sameRules(OTHER_RULES, PLAIN_GROUP_RULES);

function sameRules(used: readonly { rule: ElementRule }[], known: readonly ElementRule[]): boolean {
  return used.length === known.length && used.every((x) => known.includes(x.rule));
}

// Where the checks write; emptied after each. Never shared across calls: checks do not recurse.
const scratch: Diagnostic[] = [];

/** Run the per-element checks on one element; undefined when it is clean (nearly always). */
function entryOf(ctx: RuleContext, el: NavElement): Entry | undefined {
  const page = el.kind === 'page';
  let checks = page ? PAGE_CHECKS : OTHER_CHECKS;
  let which = page ? PAGE_INDEX : OTHER_INDEX;
  // Nearly every element is one no check can report: see plain-elements.ts.
  if (page) {
    if (PLAIN_PAGES && plainPage(ctx, el.node)) return undefined;
  } else if (PLAIN_GROUPS) {
    const plain = plainOther(ctx, el);
    if (plain === PLAIN) return undefined;
    if (plain === ONLY_EXPANDED) {
      checks = EXPANDED_CHECKS;
      which = EXPANDED_INDEX;
    }
  }
  let diags: Diagnostic[] | undefined;
  let rules: number[] | undefined;
  let volatile = false;
  for (let k = 0; k < checks.length; k++) {
    checks[k](ctx, el, scratch);
    if (scratch.length === 0) continue;
    diags ??= [];
    rules ??= [];
    for (const d of scratch) {
      diags.push(d);
      rules.push(which[k]);
      // Only a verdict on what the site drops or rejects reads beyond the subtree (see ElementRule.volatile).
      if (VOLATILE[which[k]] && (d.site === 'drops' || d.site === 'rejects')) volatile = true;
    }
    scratch.length = 0;
  }
  return diags ? { el, diags, rules: rules!, volatile } : undefined;
}

/**
 * What is kept for one set of inputs beside the index that shape the messages (the main file's
 * path and the page files): besides the subtrees' aggregates in the memo, the settings'
 * diagnostics (SettingsMemo).
 */
interface Generation extends SettingsMemo {
  /** The aggregate of a clean subtree (nearly every one), shared. */
  readonly empty: Aggregate;
  /**
   * Page entries of long lists (LONG_LIST pages or more under one element) that every page check
   * found clean, by node. A page's checks read only its own node and the generation's inputs,
   * and a node never changes, so a list that changed (one page moved among 200,000) checks only
   * the pages it did not hold before: without this, each move in a flat list looked all its
   * pages up in the page files again. Short lists, nearly all of them, are checked whole (a set
   * entry per page would cost more than the check).
   */
  readonly clean: Set<JsonNode>;
  /** Past this size, `clean` is emptied (it keeps nodes of older versions too): see keepClean. */
  cleanLimit: number;
  /** The page nodes of long sections found free of duplicates, by section id (see duplicatePage.inSection). */
  readonly sections: Map<number, readonly JsonNode[]>;
  /** What the last walk of each long list of pages found, by element id (see PageList). */
  readonly lists: Map<number, PageList>;
}

/**
 * A long list of pages (LONG_LIST or more, the element's only child list, no group among them)
 * as the last walk over it found it: its items and the entries of its pages with their places.
 * A page's entry depends on its node, its element and the generation's inputs, so a later
 * version of the list that differs in one stretch (a move among its pages, one added or
 * removed) checks the pages of that stretch, and keeps every other entry whose element is still
 * the index's: one move among 200,000 pages looks at a few, not at all of them.
 */
interface PageList {
  readonly items: readonly JsonNode[];
  readonly entries: readonly Entry[];
  /** The place of each entry's page in `items`. */
  readonly at: readonly number[];
  /** Every item is a string (a page entry the duplicate check reads: see pagesOf). */
  readonly strings: boolean;
}

function newGeneration(): Generation {
  const empty: { gen?: Generation; entries: readonly Entry[]; dups: readonly Diagnostic[] } = { entries: NONE, dups: NONE };
  const g: Generation = {
    empty: empty as Aggregate,
    byValue: new Map(),
    clean: new Set(),
    cleanLimit: MIN_CLEAN,
    sections: new Map(),
    lists: new Map(),
  };
  empty.gen = g;
  return g;
}

function keptAggregate(memo: RulesMemo, el: NavElement, gen: Generation): Aggregate | undefined {
  const k = memo.get(el) as Aggregate | undefined;
  return k && k.gen === gen ? k : undefined;
}

interface Frame {
  readonly el: NavElement;
  next: number;
  /** Where the subtree's entries start in the walk's `entries` (a subtree's entries lie together, in pre-order). */
  readonly start: number;
  /** The element holds a long list: its clean pages are kept in the generation's `clean`. */
  readonly long: boolean;
  /** A long list of pages only (so far): its items, and the entries of its pages from `first` on with their places (see PageList). */
  list: readonly JsonNode[] | undefined;
  readonly first: number;
  /** The places of the entries from `first` on, for a long list only (NO_PLACES, never written, for any other element). */
  readonly at: number[];
  strings: boolean;
  /** A section's duplicate check once begun, and where it writes. */
  scan?: SectionScan;
  dups?: Diagnostic[];
}

const NO_PLACES = NONE as unknown as number[];

/** How many children make a long list (see Generation.clean). */
const MIN_CLEAN = 4096;

/**
 * Forget the clean pages once they outnumber twice the pages of the long lists just walked
 * (`live`): nodes of older versions accumulate there, one per page renamed.
 */
function keepClean(gen: Generation, live: number): void {
  gen.cleanLimit = Math.max(gen.cleanLimit, 2 * live);
  if (gen.clean.size > gen.cleanLimit) {
    gen.clean.clear();
    gen.cleanLimit = Math.max(MIN_CLEAN, 2 * live);
  }
}

// How many frames a walk steps through between two questions to `shouldYield`: asking costs a
// clock read, and a frame with a thousand pages is still well under a millisecond.
const YIELD_EVERY = 32;
// Within one element's children, the walk asks before each 1,024th it checks in one call.
const PAGES_PER_ASK = 1024;

/**
 * The aggregate of `top`'s subtree, kept from an earlier run where the subtree is untouched.
 * Iterative post-order (a navigation can nest thousands of levels deep), and resumable: `run`
 * may stop between frames and go on at the next call (startRules). Page entries are checked
 * with their parent rather than kept one by one: that costs less than keeping them.
 */
class AggregateWalk {
  private readonly stack: Frame[] = [];
  /**
   * The entries of every open frame, one after the other: a subtree's entries are one stretch of
   * it (pre-order), copied out only for a subtree that has some (rare). An array per frame was
   * most of what a first run allocated besides the checks' own garbage.
   */
  private readonly entries: Entry[] = [];
  private done: Aggregate | undefined;
  /** How many children the long lists walked so far hold (see keepClean). */
  longPages = 0;

  constructor(
    private readonly ctx: RuleContext,
    top: NavElement,
    private readonly gen: Generation,
    private readonly memo: RulesMemo,
    private readonly keepsClean: boolean,
  ) {
    this.done = keptAggregate(memo, top, gen);
    if (!this.done) this.stack.push(this.open(top));
  }

  private open(el: NavElement): Frame {
    const own = entryOf(this.ctx, el);
    const long = this.keepsClean && el.children.length >= LONG_LIST;
    if (long) this.longPages += el.children.length;
    const only = long ? onlyList(el.node) : undefined;
    const list = only && only.key === 'pages' && only.items.length === el.children.length ? only.items : undefined;
    const start = this.entries.length;
    if (own) this.entries.push(own);
    const f: Frame = { el, next: 0, start, long, list, first: this.entries.length, at: list ? [] : NO_PLACES, strings: true };
    const kept = list && this.gen.lists.get(el.id);
    if (kept && this.fromKept(f, kept)) f.next = el.children.length;
    return f;
  }

  /**
   * The entries of a long list of pages from what the last walk over it found (see PageList),
   * checking only the pages of the stretch where the list changed; false (and nothing done) when
   * that stretch is most of the list or holds anything but pages: the list is then walked.
   */
  private fromKept(f: Frame, kept: PageList): boolean {
    const { ctx, gen, entries } = this;
    const list = f.list!;
    const { start, endBefore, endAfter } = changedStretch(kept.items, list);
    if (endAfter - start > list.length / 2) return false;
    const children = f.el.children;
    for (let k = start; k < endAfter; k++) if (ctx.index.elements.get(children[k])?.kind !== 'page') return false;
    // A kept entry of a page that is now another element (moved by an insertion before it) is made again.
    const keep = (e: Entry, place: number) => {
      const cur = ctx.index.elements.get(e.el.id)!;
      const now = cur === e.el ? e : entryOf(ctx, cur);
      if (!now) return;
      entries.push(now);
      f.at.push(place);
    };
    let k = 0;
    for (; k < kept.at.length && kept.at[k] < start; k++) keep(kept.entries[k], kept.at[k]);
    let strings = kept.strings;
    for (let p = start; p < endAfter; p++) {
      const child = ctx.index.elements.get(children[p])!;
      if (child.node.type !== 'string') strings = false;
      if (gen.clean.has(child.node)) continue;
      const e = entryOf(ctx, child);
      if (e) {
        entries.push(e);
        f.at.push(p);
      } else gen.clean.add(child.node);
    }
    for (; k < kept.at.length; k++) if (kept.at[k] >= endBefore) keep(kept.entries[k], kept.at[k] + endAfter - endBefore);
    f.strings = strings;
    return true;
  }

  /** Walk on; the subtree's aggregate when done, undefined when `shouldYield` stopped it first. */
  run(shouldYield?: () => boolean): Aggregate | undefined {
    const { ctx, gen, stack, memo, entries } = this;
    const nested = (el: NavElement) => keptAggregate(memo, el, gen)?.dups ?? NONE;
    let steps = 0;
    while (stack.length) {
      if (shouldYield && ++steps % YIELD_EVERY === 0 && shouldYield()) return undefined;
      const f = stack[stack.length - 1];
      const children = f.el.children;
      let descended = false;
      let checked = 0;
      while (f.next < children.length) {
        // Inside a long list too (200,000 pages took 25 ms in the browser): the frame keeps its place.
        if (shouldYield && ++checked % PAGES_PER_ASK === 0 && shouldYield()) return undefined;
        const id = children[f.next++];
        // A page entry by its node: its element is made only for a page a check reports (see
        // page-leaves.ts), as nearly every page is plain.
        const node = pageNodeOf(ctx.index, id);
        if (node) {
          if (f.list && node.type !== 'string') f.strings = false;
          if (f.long && gen.clean.has(node)) continue;
          const e = PLAIN_PAGES && plainPage(ctx, node) ? undefined : entryOf(ctx, ctx.index.elements.get(id)!);
          if (e) {
            entries.push(e);
            if (f.list) f.at.push(f.next - 1);
          } else if (f.long) gen.clean.add(node);
          continue;
        }
        const child = ctx.index.elements.get(id)!;
        f.list = undefined;
        let agg = keptAggregate(memo, child, gen);
        if (!agg) {
          stack.push(this.open(child));
          descended = true;
          break;
        }
        // The child is untouched but its parent changed: messages that count its siblings' pages may
        // differ. By id: what is kept may hold the element an earlier version had here (see RulesMemo).
        const first = agg.entries[0];
        if (first && first.el.id === child.id && first.volatile) {
          const own = entryOf(ctx, child);
          agg = { gen, entries: own ? [own, ...agg.entries.slice(1)] : agg.entries.slice(1), dups: agg.dups };
          memo.set(child, agg);
        }
        for (const e of agg.entries) entries.push(e);
      }
      if (descended) continue;
      // A section's duplicate check, which may stop too: the frame stays on the stack until it ends.
      let dups: Diagnostic[] | undefined;
      if (f.el.kind !== 'group') {
        f.scan ??= duplicatePage.inSection(ctx, f.el, nested, (f.dups = []), this.keepsClean ? gen.sections : undefined, (g) =>
          stringPages(gen, g),
        );
        if (!f.scan.step(shouldYield)) return undefined;
        dups = f.dups;
      }
      stack.pop();
      if (f.list) gen.lists.set(f.el.id, { items: f.list, entries: entries.slice(f.first), at: f.at, strings: f.strings });
      else gen.lists.delete(f.el.id);
      const found = entries.length > f.start;
      const done: Aggregate =
        found || dups?.length ? { gen, entries: found ? entries.slice(f.start) : NONE, dups: dups ?? NONE } : gen.empty;
      // A run with no memo of its own keeps nothing for a later run: it needs the aggregates only
      // for the nested sections' duplicates (nested) and a shared split file met again, and a
      // clean one is what keptAggregate's absence gives those (a shared clean file is walked again).
      if (this.keepsClean || done !== gen.empty) memo.set(f.el, done);
      if (!stack.length) this.done = done;
    }
    return this.done ?? gen.empty;
  }
}

/** The items of a long list of string pages as the walk found them (see PageList), when they are still the element's. */
function stringPages(gen: Generation, el: NavElement): readonly JsonNode[] | undefined {
  const kept = gen.lists.get(el.id);
  return kept && kept.strings && kept.items === onlyList(el.node)?.items ? kept.items : undefined;
}

export type { Diagnostic, Fix, Severity } from './diagnostic';
export type { ElementCheck, ElementRule, Rule, RuleContext } from './context';
export { RulesMemo } from './rules-memo';
