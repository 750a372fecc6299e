import { divide, outerKind, primaryDivision, splitByPrefix, rebuiltGroup, type DivisionKind } from './upgrade-divisions';
import { MAX_GROUP_DEPTH, TooDeepError, iconOf, isRecord, isRemoteUrl, listOf, own, type MintRecord } from './mint-values';

/**
 * A mint.json's navigation (its `navigation` groups with the `tabs`, `anchors` and `versions`
 * beside them at the root) as a docs.json `navigation` object, the way the generator's own
 * upgrade builds it, so the two results are equal JSON.
 */

/** Tabs (or anchors) that all link away become docs.json's global links instead of sections. */
function globalLinks(kind: DivisionKind, divisions: readonly unknown[]): MintRecord[] {
  if (!divisions.length || !divisions.every((d) => !own(d, 'version') && isRemoteUrl(own(d, 'url')))) return [];
  return divisions.map((d) => {
    const hidden = own(d, 'isDefaultHidden');
    if (kind === 'tabs') return { tab: own(d, 'name'), href: own(d, 'url'), ...(hidden ? { hidden } : {}) };
    const icon = own(d, 'icon');
    const color = own(d, 'color');
    return {
      anchor: own(d, 'name'),
      href: own(d, 'url'),
      ...(icon ? { icon: iconOf(icon, own(d, 'iconType')) } : {}),
      ...(typeof color === 'string' ? { color: { light: color, dark: color } } : {}),
      ...(hidden ? { hidden } : {}),
    };
  });
}

/** The name of a mint.json version entry: the string itself, or the object's `name`. */
function versionName(version: unknown): unknown {
  return typeof version === 'string' ? version : own(version, 'name');
}

/**
 * The pages of one version (or language): a group of another version is left out, and a page
 * under a url prefix that a tab or anchor of some version claims (`prefixes`: prefix -> the
 * versions claiming it) stays only in those versions.
 */
function pagesOfVersion(groups: readonly unknown[], version: unknown, prefixes: ReadonlyMap<string, unknown[]>, depth = 0): MintRecord[] {
  if (depth > MAX_GROUP_DEPTH) throw new TooDeepError(`groups are nested more than ${MAX_GROUP_DEPTH} levels deep`);
  const out: MintRecord[] = [];
  for (const group of groups) {
    const pages: unknown[] = [];
    const v = own(group, 'version');
    if (v === version || v === undefined) {
      for (const page of listOf(own(group, 'pages'))) {
        if (typeof page === 'string') {
          let claimed = false;
          let mine = false;
          for (const [prefix, names] of prefixes) {
            if (!page.startsWith(prefix)) continue;
            claimed = true;
            if (names.includes(version)) mine = true;
          }
          if (mine || !claimed) pages.push(page);
        } else pages.push(...pagesOfVersion([page], version, prefixes, depth + 1));
      }
    }
    if (pages.length) out.push(rebuiltGroup(group, pages));
  }
  return out;
}

/**
 * The docs.json navigation object of a mint.json (plain JSON values in, plain values out).
 * Values not understood are read as absent, so this never throws on malformed input except
 * TooDeepError for groups nested past MAX_GROUP_DEPTH.
 *
 * @example upgradeNavigation({ navigation: [{ group: 'Start', pages: ['index'] }] }) // { groups: [{ group: 'Start', pages: ['index'] }] }
 */
export function upgradeNavigation(config: MintRecord): MintRecord {
  const groups = listOf(own(config, 'navigation'));
  const allTabs = listOf(own(config, 'tabs'));
  const allAnchors = listOf(own(config, 'anchors'));
  const allVersions = listOf(own(config, 'versions'));
  const globalTabs = globalLinks('tabs', allTabs);
  const globalAnchors = globalLinks('anchors', allAnchors);
  // Versions that all link away are left out entirely (the generator's upgrade has no place for them).
  const versionsLinkAway = allVersions.length > 0 && allVersions.every((v) => isRecord(v) && isRemoteUrl(own(v, 'url')));
  const tabs = globalTabs.length ? [] : allTabs;
  const anchors = globalAnchors.length ? [] : allAnchors;
  const versions = versionsLinkAway ? [] : allVersions;

  /** One kind of division outside, the other nested in it, and a primary division for the pages neither takes. */
  const nest = (outer: DivisionKind, inner: DivisionKind, of: readonly unknown[], name: unknown): MintRecord => {
    const [outside, inside] = outer === 'tabs' ? [tabs, anchors] : [anchors, tabs];
    const top = divide(outer, outside, of, false, name, config, inside);
    if (top.remaining.length || inside.length) {
      if (inside.length) {
        const below = divide(inner, inside, top.remaining.length ? top.remaining : of, true, name, config);
        top.divisions.unshift({ ...primaryDivision(outer, config), [inner]: below.divisions });
      } else {
        const { matched } = splitByPrefix(top.remaining, undefined, name);
        top.divisions.unshift({ ...primaryDivision(outer, config), groups: matched });
      }
    }
    return { [outer]: top.divisions };
  };

  /** The navigation of the given groups (all of them, or one version's), or undefined when there is nothing. */
  const navigationOf = (of: readonly unknown[], name?: unknown): MintRecord | undefined => {
    const outer = outerKind(tabs, anchors);
    const [first, second]: DivisionKind[] = outer === 'anchors' ? ['anchors', 'tabs'] : ['tabs', 'anchors'];
    // Which kind the mint.json had, before links-only kinds moved to global: one moved away still counts.
    const had = (k: DivisionKind) => (k === 'tabs' ? allTabs : allAnchors).length > 0;
    if (had(first)) return nest(first, second, of, name);
    if (had(second)) return { [second]: divide(second, second === 'tabs' ? tabs : anchors, of, true, name, config).divisions };
    if (of.length) {
      const kept = of.filter((g) => own(g, 'version') === name || own(g, 'version') === undefined || !name);
      return {
        groups: kept.map((g) => {
          const icon = own(g, 'icon');
          return { group: own(g, 'group'), pages: own(g, 'pages'), ...(icon ? { icon: iconOf(icon, own(g, 'iconType')) } : {}) };
        }),
      };
    }
    return undefined;
  };

  const global =
    globalTabs.length || globalAnchors.length
      ? {
          global: {
            ...(globalTabs.length ? { tabs: globalTabs } : {}),
            ...(globalAnchors.length ? { anchors: globalAnchors } : {}),
          },
        }
      : {};

  if (!versions.length) return { ...(navigationOf(groups) ?? { groups: [] }), ...global };
  return { ...versionedNavigation(versions, groups, tabs, anchors, navigationOf), ...global };
}

/**
 * `versions` (or `languages`, when every entry has a `locale`): each entry with the navigation
 * of its own pages, or a link when it has a url.
 */
function versionedNavigation(
  versions: readonly unknown[],
  groups: readonly unknown[],
  tabs: readonly unknown[],
  anchors: readonly unknown[],
  navigationOf: (of: readonly unknown[], name?: unknown) => MintRecord | undefined,
): MintRecord {
  // Url prefixes that a tab or anchor of some version claims, with the versions claiming each.
  const prefixes = new Map<string, unknown[]>();
  for (const version of versions) {
    const name = versionName(version);
    for (const d of [...anchors, ...tabs]) {
      if (own(d, 'version') !== name || isRemoteUrl(own(d, 'url'))) continue;
      const key = String(own(d, 'url'));
      prefixes.set(key, [...(prefixes.get(key) ?? []), name]);
    }
  }
  const locales = versions.every((v) => typeof v === 'object' && own(v, 'locale'));
  const entries = versions.map((version): MintRecord => {
    const url = own(version, 'url');
    let base: MintRecord;
    if (locales && own(version, 'locale')) {
      const isDefault = own(version, 'default');
      base = { language: own(version, 'locale'), ...(isDefault ? { default: isDefault } : {}) };
      if (url) return { ...base, href: url };
    } else if (typeof version === 'object') {
      base = { version: own(version, 'name'), default: own(version, 'default') };
      if (url) return { ...base, href: url };
    } else base = { version };
    const name = locales ? own(version, 'name') : base.version;
    const mine = pagesOfVersion(groups, name, prefixes);
    // A version's divisions are built from its own pages, or from all when it has none.
    const navigation = navigationOf(
      mine.length ? mine : groups,
      typeof version === 'string' ? version : own(version, 'name') || base.language,
    );
    return navigation ? { ...base, ...navigation } : { ...base, groups: mine };
  });
  return locales ? { languages: entries } : { versions: entries };
}
