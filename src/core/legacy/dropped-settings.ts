import { droppedNavigation } from './dropped-navigation';
import { isRecord, own, type MintRecord } from './mint-values';
import type { PathSegment } from '../model/json-path';
import type { DroppedSetting } from './dropped-setting';

export type { DroppedSetting } from './dropped-setting';

/**
 * Which parts of each top-level setting the upgrade reads: `true` for the whole value, an
 * object for the keys read (each with what is read of it), a one-item array for "each item
 * as". Keep in step with upgrade-mint-config.ts: a key read there and missing here would be
 * reported as dropped although it is carried.
 */
type Carried = true | { readonly [key: string]: Carried } | readonly [Carried];

const CARRIED: { readonly [key: string]: Carried } = {
  name: true,
  logo: true,
  favicon: true,
  redirects: true,
  metadata: true,
  analytics: true,
  openapi: true,
  backgroundImage: true,
  footerSocials: true,
  colors: { primary: true, light: true, dark: true, background: { light: true, dark: true } },
  eyebrow: { display: true },
  codeBlock: { mode: true },
  api: {
    playground: { mode: true, disableProxy: true },
    request: { example: { languages: true } },
    baseUrl: true,
    auth: { method: true, name: true },
  },
  modeToggle: { default: true, isHidden: true },
  background: { style: true },
  topbarLinks: [{ type: true, name: true, url: true }],
  topbarCtaButton: { type: true, name: true, url: true },
  search: { prompt: true },
  seo: { indexHiddenPages: true },
  footer: { socials: true, links: [{ title: true, links: [{ label: true, url: true }] }] },
  integrations: { intercom: true, frontchat: true },
};

/** Top-level keys the navigation comparison (dropped-navigation.ts) accounts for, and `$schema`, which docs.json replaces. */
const ELSEWHERE = new Set(['$schema', 'navigation', 'tabs', 'anchors', 'versions', 'topAnchor', 'primaryTab', 'font', 'theme', 'layout']);

/** The docs.json theme that took over each mint.json theme and layout (the generator's names), for the hint. */
const THEME_SUCCESSOR: Readonly<Record<string, string>> = { venus: 'palm', quill: 'willow', prism: 'mint' };
const LAYOUT_SUCCESSOR: Readonly<Record<string, string>> = { sidenav: 'maple', solidSidenav: 'willow' };
const successor = (table: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === 'string' && Object.hasOwn(table, value) ? ` (for ${JSON.stringify(value)}, that is "${table[value]}")` : '';

const NOT_CARRIED =
  'docs.json has no setting the upgrade moves it to, so it is left out; set its docs.json equivalent by hand if there is one';

/** Every key of `value` that `carried` does not read, below `path`. */
function walk(value: unknown, carried: Carried, path: PathSegment[], out: DroppedSetting[]): void {
  if (carried === true) return;
  if (Array.isArray(carried)) {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, carried[0], [...path, i], out));
    return;
  }
  if (!isRecord(value)) return;
  const spec = carried as { readonly [key: string]: Carried };
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(spec, key)) out.push({ path: [...path, key], message: NOT_CARRIED });
    else walk(value[key], spec[key], [...path, key], out);
  }
}

/** What of `font` is carried: one font whole (with `family`), else `headings` and `body` whole. */
const FONT: Carried = { headings: true, body: true };

/**
 * The settings of `mint` that `docs` (its conversion by upgradeMintConfig) does not carry,
 * in the order they appear in the mint.json: settings docs.json has no place for, parts of
 * settings the upgrade does not read, the theme and layout (the upgrade always writes
 * "mint"), and from the navigation every page, group, tab, anchor, version and field that
 * does not reach the result.
 *
 * @example findDroppedSettings({ feedback: { thumbsRating: true }, navigation: [] }, docs)
 * // [{ path: ['feedback'], message: 'docs.json has no setting ... left out; ...' }]
 */
export function findDroppedSettings(mint: MintRecord, docs: MintRecord): DroppedSetting[] {
  const out: DroppedSetting[] = [];
  for (const key of Object.keys(mint)) {
    const value = mint[key];
    if (key === 'theme') {
      if (value !== 'mint')
        out.push({
          path: [key],
          message: `the upgrade writes the theme "mint" and does not carry ${JSON.stringify(value)} over; set "theme" in docs.json to the theme you want${successor(THEME_SUCCESSOR, value)}`,
        });
    } else if (key === 'layout') {
      out.push({
        path: [key],
        message: `docs.json has no layout setting (its themes decide the layout), so it is left out; pick the theme with that layout${successor(LAYOUT_SUCCESSOR, value)}`,
      });
    } else if (key === 'font') {
      if (!(isRecord(value) && Object.hasOwn(value, 'family'))) walk(value, FONT, [key], out);
    } else if (ELSEWHERE.has(key)) continue;
    else if (!Object.hasOwn(CARRIED, key)) out.push({ path: [key], message: NOT_CARRIED });
    else walk(value, CARRIED[key], [key], out);
  }
  const auth = own(own(mint, 'api'), 'auth');
  if (own(auth, 'name') !== undefined && own(own(own(docs, 'api'), 'mdx'), 'auth') === undefined)
    out.push({
      path: ['api', 'auth', 'name'],
      message:
        'the upgrade carries the auth name only with an auth method or a base URL, so it is left out; set "api.mdx.auth.name" in docs.json',
    });
  out.push(...droppedNavigation(mint, own(docs, 'navigation')));
  return out;
}
