import type { DroppedSetting } from './dropped-setting';
import { MAX_GROUP_DEPTH, isRecord, isRemoteUrl, listOf, own, type MintRecord } from './mint-values';
import type { PathSegment } from '../model/json-path';

/**
 * What of a mint.json's navigation does not reach the docs.json: found by comparing the two
 * (every page, group, tab, anchor and version of the mint.json looked up in the result) rather
 * than by tracing the upgrade, so it holds whatever route a page took.
 */

/** The label keys of docs.json navigation elements this comparison looks up. */
type LabelKey = 'tab' | 'anchor' | 'group' | 'version' | 'language';
const LABEL_KEYS: readonly LabelKey[] = ['tab', 'anchor', 'group', 'version', 'language'];

/** The result's navigation, indexed: elements by label key and label, and how often each page occurs. */
interface ResultIndex {
  readonly elements: Map<LabelKey, Map<string, MintRecord[]>>;
  readonly pages: Map<string, number>;
}

/** A label as a map key (labels are usually strings, but a mint.json may hold anything). */
const labelKey = (label: unknown) => JSON.stringify(label ?? null);

function indexResult(navigation: unknown): ResultIndex {
  const elements = new Map<LabelKey, Map<string, MintRecord[]>>(LABEL_KEYS.map((k) => [k, new Map()]));
  const pages = new Map<string, number>();
  const stack: unknown[] = [navigation];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (isRecord(value)) {
      for (const key of LABEL_KEYS) {
        if (!Object.hasOwn(value, key)) continue;
        const byLabel = elements.get(key)!;
        const k = labelKey(value[key]);
        byLabel.set(k, [...(byLabel.get(k) ?? []), value]);
      }
      for (const page of listOf(own(value, 'pages'))) if (typeof page === 'string') pages.set(page, (pages.get(page) ?? 0) + 1);
      stack.push(...Object.values(value));
    }
  }
  return { elements, pages };
}

/** The result's elements of one kind with this label. */
const found = (index: ResultIndex, key: LabelKey, label: unknown) => index.elements.get(key)!.get(labelKey(label)) ?? [];

/** How a mint.json division field is named in docs.json, when the upgrade carries it. */
const DIVISION_FIELDS: Record<'tabs' | 'anchors', Record<string, string | null>> = {
  // null: read by the upgrade but not a field of the result (the label, the prefix, the version, the icon style).
  tabs: { name: null, url: null, version: null, isDefaultHidden: 'hidden', openapi: 'openapi' },
  anchors: {
    name: null,
    url: null,
    version: null,
    iconType: null,
    isDefaultHidden: 'hidden',
    openapi: 'openapi',
    icon: 'icon',
    color: 'color',
  },
};

/** Group keys the upgrade reads: the label, the pages, the icon (and its style) and the version. */
const GROUP_READ = new Set(['group', 'pages', 'icon', 'iconType', 'version']);

/** The end of a message: how to put the part back. */
const addBack = (where: string) => `add it ${where} if it should stay`;

/**
 * Every part of `mint`'s navigation (groups, tabs, anchors, versions, topAnchor, primaryTab)
 * that `navigation` (the upgraded docs.json navigation) does not hold.
 */
export function droppedNavigation(mint: MintRecord, navigation: unknown): DroppedSetting[] {
  const out: DroppedSetting[] = [];
  const index = indexResult(navigation);
  const versions = listOf(own(mint, 'versions'));
  const versionNames = new Set(versions.map((v) => (typeof v === 'string' ? v : own(v, 'name'))));
  const unknownVersion = (v: unknown) => versions.length > 0 && v !== undefined && !versionNames.has(v);
  const remaining = new Map(index.pages);

  const visitGroup = (group: unknown, path: PathSegment[], outerVersion: unknown, depth: number) => {
    if (!isRecord(group) || depth > MAX_GROUP_DEPTH) return;
    const version = unknownVersion(own(group, 'version')) ? own(group, 'version') : outerVersion;
    const label = own(group, 'group');
    for (const key of Object.keys(group)) {
      if (GROUP_READ.has(key)) continue;
      const same = JSON.stringify(group[key]);
      if (!found(index, 'group', label).some((g) => Object.hasOwn(g, key) && JSON.stringify(g[key]) === same))
        out.push({
          path: [...path, key],
          message: `the upgrade does not carry "${key}" of a group over; ${addBack('to the group in docs.json')}`,
        });
    }
    const pages = listOf(own(group, 'pages'));
    if (!pages.length && !found(index, 'group', label).length)
      out.push({
        path,
        message: `the group ${JSON.stringify(label)} has no pages, so the upgrade leaves it out; ${addBack('to docs.json')}`,
      });
    pages.forEach((page, i) => {
      if (typeof page !== 'string') return visitGroup(page, [...path, 'pages', i], version, depth + 1);
      const left = remaining.get(page) ?? 0;
      if (left > 0) return void remaining.set(page, left - 1);
      const why =
        version !== undefined
          ? `its group's version ${JSON.stringify(version)} is not one of "versions"`
          : 'no tab, anchor or version of the result takes it';
      out.push({
        path: [...path, 'pages', i],
        message: `the page ${JSON.stringify(page)} is left out: ${why}; ${addBack("to docs.json's navigation")}`,
      });
    });
  };
  listOf(own(mint, 'navigation')).forEach((g, i) => visitGroup(g, ['navigation', i], undefined, 0));

  for (const kind of ['tabs', 'anchors'] as const) {
    const labelOf: LabelKey = kind === 'tabs' ? 'tab' : 'anchor';
    listOf(own(mint, kind)).forEach((division, i) => {
      if (!isRecord(division)) return;
      const made = found(index, labelOf, own(division, 'name'));
      if (!made.length) {
        const version = own(division, 'version');
        const why = unknownVersion(version)
          ? `its version ${JSON.stringify(version)} is not one of "versions"`
          : `no page of the navigation is under its url ${JSON.stringify(own(division, 'url') ?? '')} and it has no OpenAPI file`;
        out.push({ path: [kind, i], message: `the upgrade makes no ${labelOf} of it: ${why}; ${addBack('to docs.json')}` });
        return;
      }
      const fields = DIVISION_FIELDS[kind];
      for (const key of Object.keys(division)) {
        const to = Object.hasOwn(fields, key) ? fields[key] : undefined;
        if (to === null || (to !== undefined && (!division[key] || made.some((m) => Object.hasOwn(m, to))))) continue;
        out.push({
          path: [kind, i, key],
          message: `the upgrade does not carry "${key}" of ${kind === 'tabs' ? 'a tab' : 'an anchor'} over; ${addBack(`to the ${labelOf} in docs.json`)}`,
        });
      }
    });
  }

  if (versions.length && versions.every((v) => isRecord(v) && isRemoteUrl(own(v, 'url'))))
    out.push({
      path: ['versions'],
      message: `every version links to another site, and the upgrade has no place for such links, so they are left out; add them to docs.json as versions with "href" if they should stay`,
    });
  else
    versions.forEach((v, i) => {
      if (!isRecord(v)) return;
      for (const key of Object.keys(v))
        if (!['name', 'url', 'default', 'locale'].includes(key))
          out.push({
            path: ['versions', i, key],
            message: `the upgrade does not carry "${key}" of a version over; ${addBack('to the version in docs.json')}`,
          });
    });

  const primaries = [
    ['topAnchor', 'anchor', ['name', 'icon', 'iconType'], 'every page sits under an anchor of its own, so the upgrade makes no top anchor'],
    ['primaryTab', 'tab', ['name', 'isDefaultHidden'], 'every page sits under a tab of its own, so the upgrade makes no primary tab'],
  ] as const;
  for (const [key, labelOf, read, why] of primaries) {
    const value = own(mint, key);
    if (!isRecord(value)) continue;
    const label = own(value, 'name') || (key === 'topAnchor' ? 'Documentation' : undefined);
    if (!found(index, labelOf, label).length) out.push({ path: [key], message: `${why}, and this is left out` });
    else
      for (const k of Object.keys(value))
        if (!(read as readonly string[]).includes(k))
          out.push({ path: [key, k], message: `the upgrade does not carry "${k}" over; ${addBack(`to the ${labelOf} in docs.json`)}` });
  }
  return out;
}
