import { getProp, getString, type JsonNode } from '../model/json-node';
import type { NavElement } from '../model/nav-index';
import type { Workspace } from '../model/workspace';

/**
 * The icon libraries whose names docsnav knows: Font Awesome (free and Pro, the site has Pro)
 * and Lucide. Tabler's names are not shipped with docsnav, so a Tabler icon is never checked.
 */
export type CheckedLibrary = 'fontawesome' | 'lucide';

/**
 * Every name (aliases included) of the libraries loaded so far, by library. A library that is
 * missing is not checked: its list has not arrived, or could not be loaded.
 */
export type IconNameLists = Readonly<Partial<Record<CheckedLibrary, ReadonlySet<string>>>>;

/** An element's icon as the check reads it: the name, the library it is drawn from, and where the name is. */
export interface IconUse {
  readonly name: string;
  /** The icon's own `library`, else the site's `icons.library`, else `fontawesome`. */
  readonly library: string;
  /** True when the name is the `name` of an icon object, not the `icon` string itself. */
  readonly inObject: boolean;
}

const PLAIN_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The site-wide icon library: `icons.library` of docs.json, `fontawesome` when unset (as on the
 * site). A value of another type counts as unset (invalid-setting reports it).
 */
export function siteIconLibrary(ws: Workspace): string {
  const root = ws.files[ws.mainPath]?.root;
  return getString(getProp(root, 'icons'), 'library') ?? 'fontawesome';
}

/** The library whose name list checks an icon of `library`, or undefined for one docsnav cannot check (tabler, a typo). */
export function checkedLibrary(library: string): CheckedLibrary | undefined {
  return library === 'fontawesome' || library === 'lucide' ? library : undefined;
}

/**
 * True for a name a library's list can answer for: lowercase words joined by hyphens. Anything
 * else is not a library name the check may judge: a URL or a path to an image (`/icons/x.svg`,
 * which the site draws as an image), inline SVG, or a "fa-" name (invalid-icon reports that).
 */
export function isCheckableIconName(name: string): boolean {
  return PLAIN_NAME.test(name) && !name.startsWith('fa-');
}

/** The icon of an element (not a page entry), or undefined when it has none or one of another shape (wrong-type, invalid-icon report those). */
export function iconUseOf(el: NavElement, siteLibrary: string): IconUse | undefined {
  if (el.kind === 'page' || el.node.type !== 'object') return undefined;
  let icon: JsonNode | undefined;
  // The last occurrence wins, as in JSON.parse (duplicate-key reports the others).
  for (const p of el.node.props) if (p.key === 'icon') icon = p.value;
  if (!icon) return undefined;
  if (icon.type === 'string') return { name: icon.value as string, library: siteLibrary, inObject: false };
  if (icon.type !== 'object') return undefined;
  const name = getString(icon, 'name');
  const own = getProp(icon, 'library');
  if (name === undefined || (own && own.type !== 'string')) return undefined;
  return { name, library: own ? (own.value as string) : siteLibrary, inObject: true };
}
