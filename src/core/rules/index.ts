import type { Workspace } from '../model/workspace';
import type { NavIndex } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { createContext, type Rule } from './context';
import { primaryPattern } from './primary-pattern';
import { mixedChildKinds } from './mixed-child-kinds';
import { elementShape } from './element-shape';
import { emptyCollection } from './empty-collection';
import { unsupportedLanguage } from './unsupported-language';
import { expandedOnTopLevelGroup } from './expanded-on-top-level-group';
import { lowercaseMethod } from './lowercase-method';
import { iconName } from './icon-name';
import { invalidHref } from './invalid-href';
import { unknownKey } from './unknown-key';
import { duplicatePage } from './duplicate-page';
import { pageNotFound } from './page-not-found';
import { invalidOpenapiValue } from './invalid-openapi-value';
import { topLevelSettings } from './top-level-settings';

/** Every structure rule, in the order their diagnostics are listed. */
export const RULES: readonly Rule[] = [
  primaryPattern,
  mixedChildKinds,
  elementShape,
  emptyCollection,
  unsupportedLanguage,
  expandedOnTopLevelGroup,
  lowercaseMethod,
  iconName,
  invalidHref,
  invalidOpenapiValue,
  unknownKey,
  duplicatePage,
  pageNotFound,
  topLevelSettings,
];

/**
 * Run every structure rule over a workspace. Pure and synchronous; `pageFiles` (page paths
 * without extension) enables the page-existence check.
 *
 * @example runRules(ws, buildNavIndex(ws), { pageFiles: new Set(['index']) })
 */
export function runRules(ws: Workspace, index: NavIndex, options: { pageFiles?: ReadonlySet<string> } = {}): Diagnostic[] {
  const ctx = createContext(ws, index, options.pageFiles);
  const main = ws.files[ws.mainPath];
  if (!main || main.root.type !== 'object' || !index.elements.size) return primaryPattern(ctx).concat(main && main.root.type === 'object' ? topLevelSettings(ctx) : []);
  const out: Diagnostic[] = [];
  for (const rule of RULES) for (const d of rule(ctx)) out.push(d);
  return out;
}

export type { Diagnostic } from './diagnostic';
