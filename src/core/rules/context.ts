import type { Workspace } from '../model/workspace';
import type { NavElement, NavIndex } from '../model/nav-index';
import { placeOf } from '../model/json-path';
import { pageCount } from '../model/page-count';
import { KINDS, isKnownKey, type KindId } from '../model/kinds';
import type { Diagnostic, DroppedList, Fix, Severity, SiteOutcome } from './diagnostic';

/** What every rule reads: the documents, their navigation index, and the page files when a folder is open. */
export interface RuleContext {
  readonly ws: Workspace;
  readonly index: NavIndex;
  /** Page files without extension, relative to docs.json's folder; undefined when unknown. */
  readonly pageFiles?: ReadonlySet<string>;
}

/** A rule: named after what it forbids, returns its diagnostics (never throws on odd input). */
export type Rule = (ctx: RuleContext) => Diagnostic[];

/**
 * The per-element part of a rule: appends the diagnostics of one element to `out`. runRules
 * calls it once per element that changed and caches the results by element (see index.ts),
 * so it must read nothing but the element, its subtree, its parent's kind and the context's
 * page files; a rule whose verdicts on what the site drops or rejects read more (the pages
 * beside the element, the root's other lists: see whenInvalid) is `volatile`.
 */
export type ElementCheck = (ctx: RuleContext, el: NavElement, out: Diagnostic[]) => void;

/** A rule that looks at one element at a time: its whole-index form plus its per-element check. */
export interface ElementRule extends Rule {
  check: ElementCheck;
  /** Which elements it looks at: page entries, the other elements, or all. */
  on: 'page' | 'other' | 'all';
  /**
   * Its diagnostics that say the site drops or rejects something (`site`) read beyond the
   * element's subtree (the pages beside it, the root's other lists): runRules checks the element
   * again on every run while it has one.
   */
  volatile?: boolean;
}

/**
 * Where a rule's check writes: diagnostics whose code is one the rule declared (see
 * defineRule). A check that reports a code it did not declare does not compile.
 */
export interface RuleOutput<C extends string> {
  push(d: Diagnostic & { readonly code: C }): void;
}

/** What a rule declares: the code(s) it reports, which elements it visits, and its check. */
export interface RuleSpec<C extends string> {
  /** The code of its diagnostics, or its codes (its own first: a rule may report a milder variant). */
  readonly code: C | readonly [C, ...C[]];
  /** Which elements it looks at: page entries, the other elements, or all. */
  readonly on: 'page' | 'other' | 'all';
  /**
   * Its verdicts on what the site drops or rejects read beyond the element's subtree (the pages
   * beside it, the root's other lists: see whenInvalid): an element with such a diagnostic is
   * checked again on every run (see ElementRule.volatile).
   */
  readonly volatile?: boolean;
  /**
   * Append the diagnostics of one element to `out`. runRules calls it once per element that
   * changed and keeps the results by element (see index.ts), so it must read nothing but the
   * element, its subtree, its parent's kind and the context's page files. It allocates nothing
   * for a clean element (nearly all of them): no path or message before a diagnostic exists.
   */
  check(ctx: RuleContext, el: NavElement, out: RuleOutput<C>): void;
}

/** A rule made by defineRule: an ElementRule that says which codes it reports. */
export interface DefinedRule<C extends string> extends ElementRule {
  /** Its own code (the first it declared). */
  readonly code: C;
  /** Every code it may report. */
  readonly codes: readonly C[];
}

/**
 * Declare a structure rule that looks at one element at a time: its code(s), the elements it
 * visits and its check, in one place. Its own code names it: the rule `missing-label` is
 * `missingLabel`, in missing-label.ts. The rules runner (index.ts) walks the index once and hands
 * each element to every rule that visits its kind; the result is also callable alone, as the
 * whole-index form of the rule (tests).
 *
 * @example
 * export const emptyThing = defineRule({
 *   code: 'empty-thing',
 *   on: 'other',
 *   check(ctx, el, out) {
 *     if (isEmpty(el)) out.push(at(ctx, el, 'error', 'empty-thing', 'is empty; add something.'));
 *   },
 * });
 */
export function defineRule<const C extends string>(spec: RuleSpec<C>): DefinedRule<C> {
  const codes: readonly C[] = typeof spec.code === 'string' ? [spec.code as C] : (spec.code as readonly C[]);
  const check = spec.check as ElementCheck;
  const rule = (ctx: RuleContext): Diagnostic[] => eachElement(ctx, check);
  // Named after its own code, as its file is (missing-label.ts: missingLabel): what lists and tests show.
  Object.defineProperty(rule, 'name', { value: codes[0].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) });
  return Object.assign(rule, { code: codes[0], codes, on: spec.on, volatile: spec.volatile, check });
}

/** Run a per-element check over every element of the index, in pre-order. */
export function eachElement(ctx: RuleContext, check: ElementCheck): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of elementsOf(ctx.index)) check(ctx, el, out);
  return out;
}

const ordered = new WeakMap<NavIndex, NavElement[]>();

/**
 * The index's elements in pre-order as an array, built once per index and shared by every
 * rule: 16 rules each doing 27,000 Map lookups on the largest config cost more than the rules.
 */
export function elementsOf(index: NavIndex): readonly NavElement[] {
  let list = ordered.get(index);
  if (!list) {
    list = new Array(index.order.length);
    for (let i = 0; i < index.order.length; i++) list[i] = index.elements.get(index.order[i])!;
    ordered.set(index, list);
  }
  return list;
}

/**
 * How many page entries lie inside an element (itself included when it is one). Rules need it
 * for messages about pages the site loses, which valid configs never produce, so it is counted
 * on demand and remembered per element (see pageCount in the index).
 */
export function pagesUnder(index: NavIndex, id: number): number {
  const el = index.elements.get(id);
  return el ? pageCount(index, el) : 0;
}

/** Pages inside the children of `el` that sit in collection `key`. */
export function pagesIn(index: NavIndex, el: NavElement, key: string): number {
  let n = 0;
  for (const c of el.children) if (index.elements.get(c)!.collection === key) n += pagesUnder(index, c);
  return n;
}

/**
 * True when `s` is empty or only whitespace (what `trim()` removes). Most page entries start
 * with a printable ASCII character, which settles it without building the trimmed string.
 */
export function isBlank(s: string): boolean {
  const c = s.charCodeAt(0); // NaN for ""
  if (c > 32 && c < 127) return false;
  return s.trim() === '';
}

/** "12 pages" / "1 page". */
export function pages(n: number): string {
  return `${n} page${n === 1 ? '' : 's'}`;
}

/** "a tab", "an anchor": the kind's title with its article, lower case. */
export function article(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title.toLowerCase()}`;
}

/** "a tab" for a kind id. */
export function kindName(kind: KindId): string {
  // The kinds table titles `global` "Global anchors" (a plural): name the key instead.
  if (kind === 'global') return '"global"';
  return article(KINDS[kind].title);
}

const knownKeys = new Map<KindId, Set<string>>();

/** The keys the kinds table knows for `kind` (fields, child collections, `$ref`), as a set built from the table. */
export function knownKeysOf(kind: KindId): ReadonlySet<string> {
  let s = knownKeys.get(kind);
  if (!s) {
    s = new Set(['$ref', ...KINDS[kind].fields.map((f) => f.key), ...KINDS[kind].children].filter((k) => isKnownKey(kind, k)));
    knownKeys.set(kind, s);
  }
  return s;
}

/**
 * A diagnostic about an element. The message starts with the element's place
 * (`navigation.tabs[0]: ...`); with `key`, the diagnostic's path points at that key so line
 * and column land on it.
 */
export function at<C extends string>(
  ctx: RuleContext,
  el: NavElement,
  severity: Severity,
  code: C,
  message: string,
  opts: { key?: string; fix?: Fix; site?: SiteOutcome; drops?: readonly DroppedList[]; unread?: Diagnostic['unread'] } = {},
): Diagnostic & { readonly code: C } {
  const path = opts.key !== undefined ? [...el.path, opts.key] : el.path;
  const d: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = {
    severity,
    code,
    message: `${placeOfElement(ctx, el)}: ${message}`,
    file: el.file,
    path,
    elementId: el.id,
  };
  if (opts.fix) d.fix = opts.fix;
  if (opts.site) d.site = opts.site;
  if (opts.drops?.length) d.drops = opts.drops;
  if (opts.unread?.length) d.unread = opts.unread;
  return d as Diagnostic & { readonly code: C };
}

/**
 * The place of an element for messages: `navigation.tabs[0]`, `fr.json: tabs[3]` inside a split
 * file, and `fr.json (navigation.languages[1])` for the root of a split file, whose own path
 * is empty.
 */
export function placeOfElement(ctx: RuleContext, el: NavElement): string {
  if (el.path.length > 0 || el.refNode === undefined) return placeOf(el, ctx.ws.mainPath);
  const parent = el.parent === undefined ? undefined : ctx.index.elements.get(el.parent);
  if (!parent) return el.file;
  const slot = el.collection === 'global' ? '.global' : `.${el.collection}[${el.index}]`;
  return `${el.file} (${placeOfElement(ctx, parent)}${slot})`;
}
