import type { Workspace } from '../model/workspace';
import type { NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import type { Rule, RuleContext } from './context';
import { missingNavigation } from './missing-navigation';
import { multiplePrimaryPatterns } from './multiple-primary-patterns';
import { mixedChildKinds } from './mixed-child-kinds';
import { collectionNotAllowed } from './collection-not-allowed';
import { missingLabel } from './missing-label';
import { wrongType } from './wrong-type';
import { emptyCollection } from './empty-collection';
import { emptyPageEntry } from './empty-page-entry';
import { unsupportedLanguage } from './unsupported-language';
import { expandedOnTopLevelGroup } from './expanded-on-top-level-group';
import { lowercaseMethod } from './lowercase-method';
import { invalidIcon } from './invalid-icon';
import { invalidHref } from './invalid-href';
import { invalidOpenapiValue } from './invalid-openapi-value';
import { unknownKey } from './unknown-key';
import { duplicatePage } from './duplicate-page';
import { pageNotFound } from './page-not-found';
import { invalidSetting } from './invalid-setting';

/**
 * Every structure rule, in the order their diagnostics are listed (what loses pages first).
 * Each is named after what it forbids; its file in this folder has the same name.
 */
export const RULES: readonly Rule[] = [
  missingNavigation,
  multiplePrimaryPatterns,
  mixedChildKinds,
  collectionNotAllowed,
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
 * @example runRules(ws, buildNavIndex(ws), { pageFiles: new Set(['index']) })
 */
export function runRules(ws: Workspace, index: NavIndex, options: { pageFiles?: ReadonlySet<string> } = {}): Diagnostic[] {
  const ctx: RuleContext = { ws, index, pageFiles: options.pageFiles };
  const out: Diagnostic[] = [];
  for (const rule of RULES) for (const d of rule(ctx)) out.push(d);
  return out;
}

export type { Diagnostic, Fix, Severity } from './diagnostic';
export type { Rule, RuleContext } from './context';
