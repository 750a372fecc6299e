import {
  MAX_GROUP_DEPTH,
  TooDeepError,
  asFolder,
  iconOf,
  isAbsoluteUrl,
  isRemoteUrl,
  listOf,
  own,
  textOf,
  withLeadingSlash,
  type MintRecord,
} from './mint-values';

/**
 * How a mint.json's tabs and anchors become docs.json tabs and anchors.
 *
 * In a mint.json the navigation is one flat list of groups, and a tab or anchor only names a
 * url prefix: the pages whose path starts with it are shown under it. docs.json nests instead.
 * So each division takes, in order, the pages under its prefix (leaving those under a longer
 * prefix of a sibling to the sibling), and what no division takes goes to a "primary" division
 * put first. The rules (and their quirks, kept because the result must equal the generator's
 * own upgrade) are the generator's; the code is docsnav's.
 */

/** The two kinds of mint.json division, by their key at the root of mint.json and docs.json. */
export type DivisionKind = 'tabs' | 'anchors';

/** Pages under a prefix, rebuilt as docs.json groups, and the rest of each group kept as it was for the next division. */
interface PagesSplit {
  readonly matched: MintRecord[];
  readonly unmatched: unknown[];
}

/** A group belongs to the version being built when it names none, names that one, or no version is being built. */
export function inVersion(group: unknown, versionName: unknown): boolean {
  const v = own(group, 'version');
  return v === versionName || v === undefined || !versionName;
}

/** A docs.json group from a mint.json group: its label, its icon, and the pages given. */
export function rebuiltGroup(group: unknown, pages: unknown[]): MintRecord {
  const icon = own(group, 'icon');
  return { group: own(group, 'group'), ...(icon ? { icon: iconOf(icon, own(group, 'iconType')) } : {}), pages };
}

/**
 * Split `groups` by a division's url prefix: the pages under `prefix` (and not under one of
 * `ignored`, the longer prefixes of sibling divisions) become rebuilt groups; the rest stay in
 * copies of their groups. No prefix takes every page; a remote prefix takes none. A nested
 * group with any page left over is kept whole in the rest (the generator's rule: its matched
 * pages can then be taken again by a later division).
 */
export function splitByPrefix(
  groups: readonly unknown[],
  prefix: string | undefined,
  versionName: unknown,
  ignored: readonly string[] = [],
  depth = 0,
): PagesSplit {
  if (depth > MAX_GROUP_DEPTH) throw new TooDeepError(`groups are nested more than ${MAX_GROUP_DEPTH} levels deep`);
  if (isRemoteUrl(prefix)) return { matched: [], unmatched: [...groups] };
  const matched: MintRecord[] = [];
  const unmatched: unknown[] = [];
  const under = prefix ? asFolder(prefix) : undefined;
  const skip = ignored.map(asFolder);
  for (const group of groups) {
    const taken: unknown[] = [];
    const left: unknown[] = [];
    if (inVersion(group, versionName)) {
      for (const page of listOf(own(group, 'pages'))) {
        if (typeof page === 'string') {
          const path = asFolder(page);
          if ((!under || path.startsWith(under)) && !skip.some((s) => path.startsWith(s))) taken.push(page);
          else left.push(page);
        } else {
          const inner = splitByPrefix([page], prefix, versionName, ignored, depth + 1);
          taken.push(...inner.matched);
          if (inner.unmatched.length) left.push(page);
        }
      }
    }
    if (taken.length) matched.push(rebuiltGroup(group, taken));
    if (left.length) unmatched.push({ ...(group as MintRecord), pages: left });
  }
  return { matched, unmatched };
}

/**
 * Which kind of division goes outside when a mint.json has both: tabs when every tab's url
 * extends some anchor's, else anchors when every anchor's extends a tab's, else the kind with
 * more such members (anchors on a tie). With no tabs the answer is anchors, with no anchors
 * tabs (the caller then checks which kind it really has).
 */
export function outerKind(tabs: readonly unknown[], anchors: readonly unknown[]): DivisionKind {
  if (!tabs.length) return 'anchors';
  if (!anchors.length) return 'tabs';
  const url = (d: unknown) => withLeadingSlash(textOf(own(d, 'url')));
  const tabsInside = tabs.filter((t) => anchors.some((a) => url(t).startsWith(url(a)))).length;
  const anchorsInside = anchors.filter((a) => tabs.some((t) => url(a).startsWith(url(t)))).length;
  if (tabsInside === tabs.length) return 'tabs';
  if (anchorsInside === anchors.length) return 'anchors';
  return tabsInside > anchorsInside ? 'tabs' : 'anchors';
}

/**
 * The division put first to hold the pages no other division takes: `topAnchor` (or
 * "Documentation" with a book icon) for anchors, `primaryTab` (or "Documentation") for tabs.
 */
export function primaryDivision(kind: DivisionKind, config: MintRecord): MintRecord {
  if (kind === 'anchors') {
    const top = own(config, 'topAnchor');
    const name = own(top, 'name');
    const icon = own(top, 'icon');
    return {
      ...(name ? { anchor: name } : { anchor: 'Documentation', icon: 'book-open' }),
      ...(icon ? { icon: iconOf(icon, own(top, 'iconType')) } : {}),
    };
  }
  const primary = own(config, 'primaryTab');
  if (!primary) return { tab: 'Documentation' };
  const hidden = own(primary, 'isDefaultHidden');
  return { tab: own(primary, 'name'), ...(hidden !== undefined ? { hidden } : {}) };
}

/** The docs.json element of one division, before its children: label, href, hidden, openapi, and for anchors icon and colour. */
function baseOf(kind: DivisionKind, division: unknown): MintRecord {
  const url = own(division, 'url');
  const spec = own(division, 'openapi');
  const hidden = own(division, 'isDefaultHidden');
  const base: MintRecord = {
    [kind === 'tabs' ? 'tab' : 'anchor']: own(division, 'name'),
    href: url,
    ...(hidden ? { hidden } : {}),
    // A local division's OpenAPI pages are generated under its url, as they were in mint.json.
    ...(spec ? { openapi: isRemoteUrl(url) ? spec : { source: spec, directory: url } } : {}),
  };
  if (kind === 'anchors') {
    const icon = own(division, 'icon');
    if (icon) base.icon = iconOf(icon, own(division, 'iconType'));
    const color = own(division, 'color');
    if (color) {
      const one = typeof color === 'string' ? color : own(color, 'from');
      base.color = { light: one, dark: one };
    }
  }
  return base;
}

/** `element` without its href (a division that holds pages or children links nowhere). */
function withoutHref(element: MintRecord): MintRecord {
  const { href: _href, ...rest } = element;
  return rest;
}

/** What dividing the groups gave: the docs.json divisions, and the groups no division took. */
export interface Divided {
  readonly divisions: MintRecord[];
  readonly remaining: unknown[];
}

/**
 * Turn the mint.json divisions of one kind into docs.json elements, each taking its pages
 * from `groups` in order. `others` (the divisions of the other kind) nest under a division
 * whose prefix they extend. With `addPrimary`, the pages no division took go to a primary
 * division put first. A division of another version is skipped; one that ends up with no
 * pages, no url of its own and no OpenAPI is left out.
 */
export function divide(
  kind: DivisionKind,
  divisions: readonly unknown[],
  groups: readonly unknown[],
  addPrimary: boolean,
  versionName: unknown,
  config: MintRecord,
  others: readonly unknown[] = [],
): Divided {
  let remaining: unknown[] = groups.filter((g) => inVersion(g, versionName));
  const otherKind: DivisionKind = kind === 'tabs' ? 'anchors' : 'tabs';
  const out: MintRecord[] = [];
  for (const division of divisions) {
    const version = own(division, 'version');
    if (version !== versionName && versionName && version) continue;
    const url = own(division, 'url');
    const path = textOf(url);
    const base = baseOf(kind, division);
    // Siblings with a longer prefix keep their own pages.
    const ignored = divisions
      .filter((d) => {
        const u = own(d, 'url');
        return u && withLeadingSlash(textOf(u)).startsWith(withLeadingSlash(path)) && u !== url;
      })
      .map((d) => textOf(own(d, 'url')));
    const inner = others.filter((d) => withLeadingSlash(textOf(own(d, 'url'))).startsWith(withLeadingSlash(path)));
    const nested = inner.length ? divide(otherKind, inner, groups, false, versionName, config).divisions : [];
    const split = splitByPrefix(remaining, path, versionName, ignored);
    remaining = split.unmatched;
    if (nested.length) out.push({ ...withoutHref(base), [otherKind]: nested });
    else if (split.matched.length) out.push({ ...withoutHref(base), groups: split.matched });
    else if (!isAbsoluteUrl(url) && !own(division, 'openapi')) continue;
    else if (own(division, 'openapi') && !isRemoteUrl(url)) out.push(withoutHref(base));
    else out.push(base);
  }
  if (remaining.length && addPrimary) {
    const { matched } = splitByPrefix(remaining, undefined, versionName);
    out.unshift({ ...primaryDivision(kind, config), groups: matched });
  }
  return { divisions: out, remaining };
}
