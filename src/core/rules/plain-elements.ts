import type { JsonNode } from '../model/json-node';
import type { NavElement } from '../model/nav-index';
import { KINDS, type FieldSpec } from '../model/kinds';
import { HTTP_METHODS } from '../model/page-entry';
import type { ElementRule, RuleContext } from './context';
import { isBlank } from './context';
import { wrongType } from './wrong-type';
import { emptyPageEntry } from './empty-page-entry';
import { lowercaseMethod } from './lowercase-method';
import { hasPageFile, pageKey, pageNotFound } from './page-not-found';
import { mixedChildKinds } from './mixed-child-kinds';
import { hrefWithChildren } from './href-with-children';
import { collectionNotAllowed } from './collection-not-allowed';
import { duplicateKey } from './duplicate-key';
import { circularRef } from './circular-ref';
import { unsafeRef } from './unsafe-ref';
import { missingLabel } from './missing-label';
import { emptyCollection } from './empty-collection';
import { unsupportedLanguage } from './unsupported-language';
import { invalidOpenapiValue } from './invalid-openapi-value';
import { invalidHref } from './invalid-href';
import { invalidIcon } from './invalid-icon';
import { expandedOnTopLevelGroup } from './expanded-on-top-level-group';
import { unknownKey } from './unknown-key';
import { plainField, plainSection } from './plain-sections';

// The two kinds of element that make nearly all of a navigation (23,000 page entries and 3,800
// groups of the 27,800 elements of the largest corpus config) in the one shape no check reports,
// said once here so that the rules' walk (index.ts entryOf) passes over them without calling the
// checks: 20 calls per group and 4 per page. Each predicate is written against the checks listed
// beside it; another rule that looks at those elements turns the shortcut off (index.ts
// PLAIN_PAGES, PLAIN_GROUPS) until the predicate is taught what that rule reports.
// test/core/rules/plain-elements.test.ts holds both to the checks on elements built on every edge.

/** The page checks plainPage was written for. */
export const PLAIN_PAGE_RULES: readonly ElementRule[] = [wrongType, emptyPageEntry, lowercaseMethod, pageNotFound];

/**
 * True for a page entry none of the page checks reports: a string that starts with a printable
 * character other than a space (so not blank: empty-page-entry), and either holds no space and
 * names a page file when they are known (hasPageFile, as page-not-found looks it up), or is an
 * operation with an uppercase method (plainOperation: lowercase-method and page-not-found pass
 * over those). wrong-type reports only entries that are not strings.
 */
export function plainPage(ctx: RuleContext, node: JsonNode): boolean {
  if (node.type !== 'string') return false;
  const s = node.value as string;
  const c = s.charCodeAt(0); // NaN for ""
  if (!(c > 32 && c < 127)) return false;
  const space = s.indexOf(' ');
  if (space !== -1) return plainOperation(s, space);
  // The whole lookup only when the entry is not a file as written: a missing page's full check
  // (page-not-found) makes it again, and a config with hundreds of those paid it twice.
  return ctx.pageFiles === undefined || ctx.pageFiles.has(s) || (pageKey(s) !== s && hasPageFile(ctx.pageFiles, s));
}

/**
 * True when `s` (its first space at `space`) is "METHOD /path" or "file METHOD /path" with an
 * uppercase method, each part printable ASCII without spaces and one space between them: what
 * the operation pattern of model/page-entry.ts matches, with nothing around it that trim()
 * would remove. On a third of dify's pages (its API reference), each of which cost two runs of
 * that pattern and three of page-not-found's, when checked.
 */
function plainOperation(s: string, space: number): boolean {
  const last = s.lastIndexOf(' ');
  if (s.charCodeAt(last + 1) !== 47) return false; // the path starts with "/"
  const from = last === space ? 0 : space + 1;
  if (!isMethod(s, from, last)) return false;
  // The method holds no space (it is one), so spaces elsewhere than at `space` and `last` fail here.
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c <= 32 || c >= 127) && i !== space && i !== last) return false;
  }
  return true;
}

/** True when s[from, to) is an HTTP method in upper case: no substring made for it. */
function isMethod(s: string, from: number, to: number): boolean {
  for (let k = 0; k < HTTP_METHODS.length; k++) {
    const m = HTTP_METHODS[k];
    if (m.length === to - from && s.startsWith(m, from)) return true;
  }
  return false;
}

/** The checks of the other elements plainGroup and plainSection were written for. */
export const PLAIN_GROUP_RULES: readonly ElementRule[] = [
  mixedChildKinds,
  hrefWithChildren,
  collectionNotAllowed,
  duplicateKey,
  circularRef,
  unsafeRef,
  missingLabel,
  wrongType,
  emptyCollection,
  unsupportedLanguage,
  invalidOpenapiValue,
  invalidHref,
  invalidIcon,
  expandedOnTopLevelGroup,
  unknownKey,
  pageNotFound,
];

/**
 * True for a group none of those checks reports: an object holding a "group" label that is a
 * string and not blank (missing-label, wrong-type), and besides it, each key once (duplicate-key):
 * "pages" as an array (wrong-type; a group may hold it empty: empty-collection; it is the one
 * list a group holds: mixed-child-kinds, collection-not-allowed); "icon" as a string without the
 * "fa-" prefix (invalid-icon, wrong-type); "expanded" as a boolean in a group nested in another
 * (expanded-on-top-level-group); "root" naming a page file when they are known (page-not-found)
 * and not empty; "openapi" as a string the site accepts (invalid-openapi-value); and the
 * group's other fields of the kinds table whose value is of their type (a string, a boolean, a
 * number, one of an enum's values: wrong-type). Any other key (`$ref`, `href`, one unknown...)
 * or value has a check of its own: such a group is checked. ONLY_EXPANDED for a group plain but
 * for a boolean "expanded" at the top level, which expanded-on-top-level-group alone reports.
 */
export function plainGroup(ctx: RuleContext, el: NavElement): Plain {
  const node = el.node;
  if (node.type !== 'object') return NOT_PLAIN;
  const props = node.props;
  let label = false;
  let pages = false;
  let expandedOnTop = false;
  // The fields seen, one bit each by their place in the kinds table: a second one is a duplicate key.
  let seen = 0;
  for (let i = 0; i < props.length; i++) {
    const key = props[i].key;
    const v = props[i].value;
    if (key === 'pages') {
      if (pages || v.type !== 'array') return NOT_PLAIN;
      pages = true;
      continue;
    }
    const at = fieldAt(key);
    if (at === -1 || seen & (1 << at)) return NOT_PLAIN;
    seen |= 1 << at;
    if (key === 'group') {
      if (v.type !== 'string' || isBlank(v.value as string)) return NOT_PLAIN;
      label = true;
    } else if (!plainField(ctx, el, GROUP_FIELDS[at], v)) {
      // A boolean there fails plainField only on a top-level group. Many configs write it on
      // every top-level group (36 of dify's), and each such group cost all sixteen checks.
      if (key === 'expanded' && v.type === 'boolean') expandedOnTop = true;
      else return NOT_PLAIN;
    }
  }
  return label ? (expandedOnTop ? ONLY_EXPANDED : PLAIN) : NOT_PLAIN;
}

/** What plainGroup and plainOther found: NOT_PLAIN, PLAIN or ONLY_EXPANDED. */
export type Plain = 0 | 1 | 2;
/** Some check may report the element: run them all. */
export const NOT_PLAIN = 0;
/** No check reports the element. */
export const PLAIN = 1;
/** Only expanded-on-top-level-group may report the group: run that check alone. */
export const ONLY_EXPANDED = 2;

// The fields of a group as the kinds table lists them (fewer than 32: one bit each in plainGroup).
const GROUP_FIELDS: readonly FieldSpec[] = KINDS.group.fields;

/** The place of a group field in GROUP_FIELDS, or -1 for any other key. */
function fieldAt(key: string): number {
  for (let k = 0; k < GROUP_FIELDS.length; k++) if (GROUP_FIELDS[k].key === key) return k;
  return -1;
}

/**
 * PLAIN for an element other than a page entry that none of PLAIN_GROUP_RULES reports: a plain
 * group, or a plain section, global link or `global` (plain-sections.ts). Never the root.
 * ONLY_EXPANDED as plainGroup gives it; else NOT_PLAIN.
 */
export function plainOther(ctx: RuleContext, el: NavElement): Plain {
  return el.kind === 'group' ? plainGroup(ctx, el) : plainSection(ctx, el) ? PLAIN : NOT_PLAIN;
}
