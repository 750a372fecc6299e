import type { NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { at, elementsOf, type RuleContext } from '../rules/context';
import type { Diagnostic } from '../rules/diagnostic';
import { checkedLibrary, iconUseOf, isCheckableIconName, siteIconLibrary, type IconNameLists } from './icon-names';

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
 * @example unknownIcons(ws, index, { fontawesome: new Set(['house']) }) // a warning for "icon": "hosue"
 */
export function unknownIcons(ws: Workspace, index: NavIndex, lists: IconNameLists): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!lists.fontawesome && !lists.lucide) return out;
  const ctx: RuleContext = { ws, index };
  const site = siteIconLibrary(ws);
  for (const el of elementsOf(index)) {
    const use = iconUseOf(el, site);
    if (!use || !isCheckableIconName(use.name)) continue;
    const library = checkedLibrary(use.library);
    const names = library && lists[library];
    if (!names || names.has(use.name)) continue;
    const { title, browse } = LIBRARY_NAMES[use.library];
    const whose = use.inObject && use.library !== site ? 'the library this icon names' : 'the icon library of this config';
    out.push(
      at(
        ctx,
        el,
        'warning',
        'unknown-icon',
        `icon "${use.name}" is not a ${title} icon (${title} is ${whose}), so the site shows no icon here. Pick one with the inspector's icon picker, or find the right name at ${browse}.`,
        { key: 'icon', site: 'accepts' },
      ),
    );
  }
  return out;
}

/** The unknown-icon check bound to name lists: what the session runs after every edit (`SessionInputs.iconCheck`). */
export type IconCheck = (ws: Workspace, index: NavIndex) => readonly Diagnostic[];

/** The unknown-icon check over `lists`, for the session (`SessionInputs.iconCheck`). */
export function iconCheck(lists: IconNameLists): IconCheck {
  return (ws, index) => unknownIcons(ws, index, lists);
}
