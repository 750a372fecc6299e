import { upgradeNavigation } from './upgrade-navigation';
import { isRecord, listOf, own, type MintRecord } from './mint-values';

/**
 * The settings of a mint.json outside its navigation, moved to where docs.json keeps them:
 * the generator's own upgrade, key for key and in its key order, so the printed docs.json
 * equals what the generator would write. Values are plain JSON; keys a mint.json lacks stay
 * out (an undefined value is never printed).
 */

/** The settings docs.json takes whole from the mint.json, under the same name. */
const SAME = ['favicon', 'logo'] as const;

/** "github" -> "Github": a topbar link of a known kind is labelled with the kind (lodash's capitalize, as the generator). */
function capitalised(value: unknown): string {
  const text = String(value ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** `styling`: the eyebrow display and the code block mode, each mapped to docs.json's names. */
function styling(config: MintRecord): MintRecord | undefined {
  const display = own(own(config, 'eyebrow'), 'display');
  const mode = own(own(config, 'codeBlock'), 'mode');
  const eyebrows = display == undefined ? undefined : display === 'breadcrumbs' ? 'breadcrumbs' : 'section';
  const codeblocks = mode == undefined ? undefined : mode === 'dark' ? 'dark' : 'system';
  return eyebrows || codeblocks ? { eyebrows, codeblocks } : undefined;
}

/** `api`: the OpenAPI files, the playground (show/hide -> interactive/none, disableProxy -> proxy), examples and the MDX server. */
function api(config: MintRecord): MintRecord | undefined {
  const old = own(config, 'api');
  const playground = own(old, 'playground');
  const mode = own(playground, 'mode');
  const disableProxy = own(playground, 'disableProxy');
  const hasPlayground = !!mode || disableProxy !== undefined;
  const display = mode === 'show' ? 'interactive' : mode === 'hide' ? 'none' : mode;
  const proxy = disableProxy == undefined ? undefined : !disableProxy;
  const languages = own(own(own(old, 'request'), 'example'), 'languages');
  const baseUrl = own(old, 'baseUrl');
  const auth = own(old, 'auth');
  const openapi = own(config, 'openapi');
  // WARNING: auth.name alone does not make an `api` (the generator's test), though it fills `mdx` when there is one.
  if (!hasPlayground && !languages && !baseUrl && !own(auth, 'method') && !openapi) return undefined;
  return {
    ...(openapi ? { openapi } : {}),
    ...(hasPlayground ? { playground: { ...(display ? { display } : {}), ...(proxy !== undefined ? { proxy } : {}) } } : {}),
    ...(languages ? { examples: { languages } } : {}),
    ...(baseUrl || own(auth, 'method') || own(auth, 'name')
      ? {
          mdx: {
            server: baseUrl,
            ...(own(auth, 'method') || own(auth, 'name') ? { auth: { method: own(auth, 'method'), name: own(auth, 'name') } } : {}),
          },
        }
      : {}),
  };
}

/** `background`: the image, the decoration style and the background colours. */
function background(config: MintRecord): MintRecord | undefined {
  const old = own(config, 'background');
  const image = own(config, 'backgroundImage');
  const colour = own(own(config, 'colors'), 'background');
  if (!old && !image && !colour) return undefined;
  return {
    ...(image ? { image } : {}),
    decoration: own(old, 'style'),
    ...(colour ? { color: { light: own(colour, 'light'), dark: own(colour, 'dark') } } : {}),
  };
}

/** `navbar`: the topbar links and the call-to-action button (a GitHub button keeps only its url). */
function navbar(config: MintRecord): MintRecord | undefined {
  const links = own(config, 'topbarLinks');
  const cta = own(config, 'topbarCtaButton');
  if (!links && !cta) return undefined;
  const type = own(cta, 'type');
  const primary = !cta
    ? undefined
    : type === undefined || type === 'link'
      ? { type: 'button', label: own(cta, 'name'), href: own(cta, 'url') }
      : { type: 'github', href: own(cta, 'url') };
  return {
    ...(links
      ? {
          links: listOf(links).map((item) => {
            const kind = own(item, 'type');
            return { label: kind === 'link' || kind === undefined ? own(item, 'name') : capitalised(kind), href: own(item, 'url') };
          }),
        }
      : {}),
    primary,
  };
}

/** `footer.socials`: `footer.socials` or the older `footerSocials`; a list of `{ type, url }` becomes a map. */
function socials(config: MintRecord): unknown {
  const value = own(own(config, 'footer'), 'socials') ?? own(config, 'footerSocials');
  if (!Array.isArray(value)) return value;
  // Own data properties only (fromEntries): a `type` of "__proto__" stays a key.
  return Object.fromEntries(value.map((s) => [String(own(s, 'type')), own(s, 'url')]));
}

/** `footer`: its socials and its link columns (title -> header, each link's url -> href). */
function footer(config: MintRecord): MintRecord | undefined {
  const old = own(config, 'footer');
  if (!old && !own(config, 'footerSocials')) return undefined;
  const links = own(old, 'links');
  return {
    ...(own(old, 'socials') || own(config, 'footerSocials') ? { socials: socials(config) } : {}),
    ...(links
      ? {
          links: listOf(links).map((column) => ({
            header: own(column, 'title'),
            items: listOf(own(column, 'links')).map((link) => ({ label: own(link, 'label'), href: own(link, 'url') })),
          })),
        }
      : {}),
  };
}

/** `integrations`: the analytics settings as they were, with intercom and frontchat given their docs.json shape. */
function integrations(config: MintRecord): MintRecord | undefined {
  const old = own(config, 'integrations');
  const analytics = own(config, 'analytics');
  if (!old && !analytics) return undefined;
  const intercom = own(old, 'intercom');
  const frontchat = own(old, 'frontchat');
  return {
    ...(isRecord(analytics) ? analytics : {}),
    ...(intercom ? { intercom: { appId: intercom } } : {}),
    ...(frontchat ? { frontchat: { snippetId: frontchat } } : {}),
  };
}

/** One font as docs.json writes it: `url` becomes `source`. */
function fontOf(details: unknown): MintRecord {
  const { url, ...rest } = isRecord(details) ? details : {};
  return { ...rest, ...(url ? { source: url } : {}) };
}

/** `fonts`: one font for everything, or `headings` -> `heading` and `body`. */
function fonts(config: MintRecord): MintRecord | undefined {
  const font = own(config, 'font');
  if (!font) return undefined;
  if (isRecord(font) && Object.hasOwn(font, 'family')) return fontOf(font);
  const headings = own(font, 'headings');
  const body = own(font, 'body');
  return { ...(headings ? { heading: fontOf(headings) } : {}), ...(body ? { body: fontOf(body) } : {}) };
}

/**
 * The docs.json document the generator's upgrade makes from a mint.json (parsed JSON), in its
 * key order. The theme is always "mint": the upgrade as the generator runs it does not carry a
 * mint.json theme or layout over (findDroppedSettings says so).
 *
 * @example upgradeMintConfig({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] }).navigation
 * // { groups: [{ group: 'Start', pages: ['index'] }] }
 */
export function upgradeMintConfig(config: MintRecord): MintRecord {
  const colors = own(config, 'colors');
  const modeToggle = own(config, 'modeToggle');
  const prompt = own(own(config, 'search'), 'prompt');
  const metadata = own(config, 'metadata');
  const indexHidden = own(own(config, 'seo'), 'indexHiddenPages');
  const redirects = own(config, 'redirects');
  const parts: [string, unknown][] = [
    ['$schema', 'https://mintlify.com/docs.json'],
    ['theme', 'mint'],
    ['name', own(config, 'name')],
    [
      'colors',
      colors ? { primary: own(colors, 'primary'), light: own(colors, 'light'), dark: own(colors, 'dark') } : { primary: '#16A34A' },
    ],
    [SAME[0], own(config, SAME[0])],
    ['navigation', upgradeNavigation(config)],
    ['styling', styling(config)],
    [SAME[1], own(config, SAME[1])],
    ['api', api(config)],
    [
      'appearance',
      own(modeToggle, 'default') || own(modeToggle, 'isHidden') != undefined
        ? { default: own(modeToggle, 'default'), strict: own(modeToggle, 'isHidden') }
        : undefined,
    ],
    ['background', background(config)],
    ['navbar', navbar(config)],
    ['search', prompt ? { prompt } : undefined],
    [
      'seo',
      metadata || indexHidden !== undefined
        ? { ...(metadata ? { metatags: metadata } : {}), indexing: indexHidden ? 'all' : 'navigable' }
        : undefined,
    ],
    ['footer', footer(config)],
    ['integrations', integrations(config)],
    ['fonts', fonts(config)],
    ['redirects', redirects || undefined],
  ];
  return Object.fromEntries(parts.filter(([, v]) => v !== undefined));
}
