import { LONG_LIST, objectItems, onlyList } from '../model/changed-stretch';
import type { JsonNode } from '../model/json-node';
import { pageNodeOf, type NavElement, type NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { at, type RuleContext } from '../rules/context';
import { RulesMemo } from '../rules/rules-memo';
import type { Diagnostic } from '../rules/diagnostic';
import {
  checkedLibrary,
  iconUseOf,
  isCheckableIconName,
  siteIconLibrary,
  type CheckedLibrary,
  type IconNameLists,
  type IconUse,
} from './icon-names';

const LIBRARY_NAMES: Readonly<Record<string, { title: string; browse: string }>> = {
  fontawesome: { title: 'Font Awesome', browse: 'https://fontawesome.com/icons' },
  lucide: { title: 'Lucide', browse: 'https://lucide.dev/icons' },
};

/**
 * A warning (`unknown-icon`) for every navigation icon whose name the library it is drawn from
 * does not have: the site accepts the config but shows no icon there. Only what can be judged
 * is: a plain name (not a URL, a path or inline SVG), of Font Awesome (free and Pro names) or
 * Lucide (aliases included), whose list is in `lists`; Tabler icons and libraries not loaded
 * yet are never flagged. Not one of the structure rules: the name lists are large and load
 * lazily, and so does this check (see iconCheck), out of the app's initial JavaScript.
 *
 * Incremental, given a memo: what each subtree gave is kept by its root element, so after an
 * edit only the elements on the path to it (and what moved) are looked at again, as the rules
 * do (see startRules); the result is exactly that of a run without one
 * (test/core/icons/unknown-icon).
 *
 * @example unknownIcons(ws, index, { fontawesome: new Set(['house']) }) // a warning for "icon": "hosue"
 */
export function unknownIcons(ws: Workspace, index: NavIndex, lists: IconNameLists, memo?: RulesMemo): Diagnostic[] {
  if (!lists.fontawesome && !lists.lucide) return [];
  return [...iconsBySubtree(ws, index, lists, memo)!.diags];
}

/**
 * The libraries whose names the navigation's icons need, in a fixed order (so an unchanged
 * answer compares equal): what the app loads, lazily, for the unknown-icon check. Incremental
 * given a memo, as unknownIcons (one memo for this, another for that: their inputs differ).
 */
export function iconLibrariesNeeded(ws: Workspace, index: NavIndex, memo?: RulesMemo): CheckedLibrary[];
/** The same, stopping with undefined when `shouldYield` says so (every finished subtree kept in `memo`: call again to go on). */
export function iconLibrariesNeeded(
  ws: Workspace,
  index: NavIndex,
  memo: RulesMemo | undefined,
  shouldYield: () => boolean,
): CheckedLibrary[] | undefined;
export function iconLibrariesNeeded(
  ws: Workspace,
  index: NavIndex,
  memo?: RulesMemo,
  shouldYield?: () => boolean,
): CheckedLibrary[] | undefined {
  const kept = iconsBySubtree(ws, index, NO_LISTS, memo, shouldYield);
  if (!kept) return undefined;
  const libs = kept.libs;
  const out: CheckedLibrary[] = [];
  if (libs & FONTAWESOME) out.push('fontawesome');
  if (libs & LUCIDE) out.push('lucide');
  return out;
}

/**
 * The unknown-icon check bound to name lists: what the session runs after every edit
 * (`SessionInputs.iconCheck`), with its memo. Given `shouldYield`, it stops when that says so
 * and answers undefined: what it finished is in the memo, so the next call goes on from there
 * (the session's first check of a large document just opened, in slices).
 */
export type IconCheck = (
  ws: Workspace,
  index: NavIndex,
  memo?: RulesMemo,
  shouldYield?: () => boolean,
) => readonly Diagnostic[] | undefined;

/** The unknown-icon check over `lists`, for the session (`SessionInputs.iconCheck`). */
export function iconCheck(lists: IconNameLists): IconCheck {
  return (ws, index, memo, shouldYield) => {
    if (!lists.fontawesome && !lists.lucide) return [];
    const k = iconsBySubtree(ws, index, lists, memo, shouldYield);
    return k && [...k.diags];
  };
}

const NO_LISTS: IconNameLists = Object.freeze({});
const FONTAWESOME = 1;
const LUCIDE = 2;
const NONE: readonly never[] = Object.freeze([]);

/** What is kept for one set of inputs: `empty`, the one value of every subtree without a checkable icon (nearly all). */
interface Generation {
  readonly empty: Kept;
}

function newGeneration(): Generation {
  const g = {} as { empty: Kept };
  g.empty = { gen: g, diags: NONE, libs: 0 };
  return g;
}

/** What one subtree gave: its warnings in document order, and the libraries its icons need (bits). */
interface Kept {
  readonly gen: object;
  readonly diags: readonly Diagnostic[];
  readonly libs: number;
}

interface Frame {
  readonly el: NavElement;
  /** The items of a long list that are the element's children, one each (see open). */
  readonly items: readonly JsonNode[] | undefined;
  next: number;
  diags: Diagnostic[] | undefined;
  libs: number;
}

/** How many elements are looked at between two looks at the clock. */
const CHECK_EVERY = 1024;

/**
 * The warnings and needed libraries of the whole navigation, from what `memo` kept for the
 * subtrees this version shares with earlier ones. Iterative post-order (a navigation can nest
 * thousands of levels deep). Page entries have no icon: they are skipped, never kept. Stops
 * with undefined when `shouldYield` (asked every 1,024 elements) says so: each finished
 * subtree is in the memo by then, and a call again walks down only to what is not.
 */
function iconsBySubtree(
  ws: Workspace,
  index: NavIndex,
  lists: IconNameLists,
  memo = new RulesMemo(),
  shouldYield?: () => boolean,
): Kept | undefined {
  const site = siteIconLibrary(ws);
  // The root's id too: another document starts a new generation, which empties the memo (it
  // kept the last document's elements, and through them its whole tree, until it held 1,024).
  const gen = memo.generation([ws.mainPath, site, lists, index.rootId], newGeneration);
  const kept = (el: NavElement): Kept | undefined => {
    const k = memo.get(el) as Kept | undefined;
    return k && k.gen === gen ? k : undefined;
  };
  const root = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  if (!root) return { gen, diags: NONE, libs: 0 };
  const done = kept(root);
  if (done) return done;
  const ctx: RuleContext = { ws, index };
  const open = (el: NavElement): Frame => {
    // A long list of pages (its children are its items): only its object items can hold an icon,
    // so the others are passed over without a lookup (a move among 200,000 pages looked up all).
    const only = el.children.length >= LONG_LIST ? onlyList(el.node) : undefined;
    const items = only && only.key === 'pages' && only.items.length === el.children.length ? only.items : undefined;
    // A list with no object item (counted from the last version's count: see listCounter) is not walked at all.
    const f: Frame = { el, items, next: items && objectItems(items) === 0 ? items.length : 0, diags: undefined, libs: 0 };
    const use = iconUseOf(el, site);
    if (!use || !isCheckableIconName(use.name)) return f;
    if (use.library === 'fontawesome') f.libs = FONTAWESOME;
    else if (use.library === 'lucide') f.libs = LUCIDE;
    const library = checkedLibrary(use.library);
    const names = library && lists[library];
    if (names && !names.has(use.name)) f.diags = [warning(ctx, el, use, site)];
    return f;
  };
  const stack: Frame[] = [open(root)];
  let result: Kept | undefined;
  let left = CHECK_EVERY;
  while (stack.length) {
    if (shouldYield && --left === 0) {
      left = CHECK_EVERY;
      if (shouldYield()) return undefined;
    }
    const f = stack[stack.length - 1];
    const children = f.el.children;
    let descended = false;
    const items = f.items;
    while (f.next < children.length) {
      if (items && items[f.next].type !== 'object') {
        f.next++;
        continue;
      }
      const id = children[f.next++];
      // A page entry holds no icon: passed over by its node, its element not made (see page-leaves.ts).
      if (pageNodeOf(index, id)) continue;
      const child = index.elements.get(id)!;
      const k = kept(child);
      if (!k) {
        stack.push(open(child));
        descended = true;
        break;
      }
      f.libs |= k.libs;
      if (k.diags.length) for (const d of k.diags) (f.diags ??= []).push(d);
    }
    if (descended) continue;
    stack.pop();
    const k: Kept = f.diags || f.libs ? { gen, diags: f.diags ?? NONE, libs: f.libs } : gen.empty;
    memo.set(f.el, k);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.libs |= k.libs;
      if (k.diags.length) for (const d of k.diags) (parent.diags ??= []).push(d);
    } else result = k;
  }
  memo.prune(index);
  return result!;
}

/** The warning on an icon whose library lacks its name. */
function warning(ctx: RuleContext, el: NavElement, use: IconUse, site: string): Diagnostic {
  const { title, browse } = LIBRARY_NAMES[use.library];
  const whose = use.inObject && use.library !== site ? 'the library this icon names' : 'the icon library of this config';
  return at(
    ctx,
    el,
    'warning',
    'unknown-icon',
    `icon "${use.name}" is not a ${title} icon (${title} is ${whose}), so the site shows no icon here. Pick one with the inspector's icon picker, or find the right name at ${browse}.`,
    { key: 'icon', site: 'accepts' },
  );
}
