import type { JsonNode } from '../model/json-node';
import type { ElementRule, RuleContext } from './context';
import { isBlank } from './context';
import { wrongType } from './wrong-type';
import { emptyPageEntry } from './empty-page-entry';
import { lowercaseMethod } from './lowercase-method';
import { pageNotFound } from './page-not-found';
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
 * character other than a space (so not blank: empty-page-entry), holds no space (so no
 * operation, with a lowercase method or not: lowercase-method, and page-not-found, which passes
 * over operations) and names a page file when they are known (page-not-found). wrong-type
 * reports only entries that are not strings.
 */
export function plainPage(ctx: RuleContext, node: JsonNode): boolean {
  if (node.type !== 'string') return false;
  const s = node.value as string;
  const c = s.charCodeAt(0); // NaN for ""
  return c > 32 && c < 127 && s.indexOf(' ') === -1 && (ctx.pageFiles === undefined || ctx.pageFiles.has(s));
}

/** The checks of the other elements plainGroup was written for. */
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
 * string and not blank (missing-label, wrong-type), and besides it at most "pages" as an array
 * (wrong-type; a group may hold it empty: empty-collection; it is the one list a group holds:
 * mixed-child-kinds, collection-not-allowed) and "icon" as a string without the "fa-" prefix
 * (invalid-icon, wrong-type), each key once (duplicate-key). Any other key (`$ref`, `expanded`,
 * `root`, `openapi`, `href`, one unknown...) has a check of its own: such a group is checked.
 */
export function plainGroup(node: JsonNode): boolean {
  if (node.type !== 'object') return false;
  const props = node.props;
  let label = false;
  let pages = false;
  let icon = false;
  for (let i = 0; i < props.length; i++) {
    const key = props[i].key;
    const v = props[i].value;
    if (key === 'group' && !label) {
      if (v.type !== 'string' || isBlank(v.value as string)) return false;
      label = true;
    } else if (key === 'pages' && !pages) {
      if (v.type !== 'array') return false;
      pages = true;
    } else if (key === 'icon' && !icon) {
      if (v.type !== 'string' || (v.value as string).startsWith('fa-')) return false;
      icon = true;
    } else return false;
  }
  return label;
}
