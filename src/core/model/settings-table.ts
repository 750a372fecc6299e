/**
 * The settings table: every top-level docs.json setting besides `navigation` and `theme`, with
 * the shape the site generator checks it against. docsnav's own description, written from
 * reading the generator's published validator and measured against it (test/fidelity): the
 * generator rejects the whole config when a setting has the wrong shape, and silently ignores
 * a key it does not know (except inside the few objects marked `closed`, where an unknown key is
 * rejected too). check-setting.ts judges a value against it, for rules/invalid-setting.ts and
 * the navigation's fields that take a setting's shape; the enums beside the navigation (themes,
 * eyebrows, icon libraries) live in settings.ts and are read from there.
 */
import { EYEBROWS, ICON_LIBRARIES, ICON_STYLES } from './settings';
import { siteKeepsHref, siteKeepsSecureUrl, siteKeepsSpecSource } from './safe-href';

/** The shape of a setting's value. */
export type SettingShape =
  | {
      readonly t: 'string';
      readonly nonEmpty?: boolean;
      readonly url?: boolean;
      readonly hex?: boolean;
      readonly prefix?: string;
      /** The fewest characters, a test the text must pass, and what they ask for in words (for messages). */
      readonly min?: number;
      readonly ok?: (text: string) => boolean;
      readonly says?: string;
    }
  | { readonly t: 'enum'; readonly values: readonly string[] }
  | { readonly t: 'boolean' }
  | { readonly t: 'number' }
  | { readonly t: 'any' }
  | {
      readonly t: 'array';
      readonly of: SettingShape;
      readonly min?: number;
      readonly max?: number;
      /** No two entries alike: the same string (`true`), or objects with the same value at this key. */
      readonly unique?: true | string;
    }
  /** An object of any keys (or only `keys`, when given), each value of shape `of`. */
  | { readonly t: 'record'; readonly of: SettingShape; readonly keys?: readonly string[] }
  /** One of several shapes; with `by`, the objects' enum at that key says which (the others are not tried). */
  | { readonly t: 'anyOf'; readonly of: readonly SettingShape[]; readonly by?: string }
  | {
      readonly t: 'object';
      readonly keys: Readonly<Record<string, SettingShape>>;
      /** The keys of `keys` and their shapes in two lists, looked through by checkSetting (see keyShape). */
      readonly names: readonly string[];
      readonly shapes: readonly SettingShape[];
      /** Keys without which the object is rejected. */
      readonly required?: readonly string[];
      /** An unknown key is rejected rather than ignored. */
      readonly closed?: boolean;
      /** A key that needs another beside it: [the key, the one it needs]. */
      readonly needs?: readonly [string, string];
    };

const str: SettingShape = { t: 'string' };
const nonEmpty: SettingShape = { t: 'string', nonEmpty: true };
const url: SettingShape = { t: 'string', url: true };
const hex: SettingShape = { t: 'string', hex: true };
const bool: SettingShape = { t: 'boolean' };
const num: SettingShape = { t: 'number' };
const oneOf = (...values: string[]): SettingShape => ({ t: 'enum', values });
const anyOf = (...of: SettingShape[]): SettingShape => ({ t: 'anyOf', of });
const arr = (of: SettingShape, min?: number, max?: number, unique?: true | string): SettingShape => ({ t: 'array', of, min, max, unique });
const rule = (ok: (text: string) => boolean, says: string): SettingShape => ({ t: 'string', ok, says });
const atLeast = (min: number): SettingShape => ({ t: 'string', min, says: `a string of ${min} or more characters` });
const obj = (
  keys: Record<string, SettingShape>,
  required: string[] = [],
  closed = false,
  needs?: readonly [string, string],
): SettingShape => ({
  t: 'object',
  keys,
  names: Object.keys(keys),
  shapes: Object.values(keys),
  required,
  closed,
  needs,
});
const noHttps: SettingShape = { t: 'string', ok: (v) => !v.startsWith('https://'), says: 'a domain without "https://"' };
const lightDark = (of: SettingShape): SettingShape => obj({ light: of, dark: of }, ['light', 'dark']);
const colorPair = obj({ light: hex, dark: hex }, [], true);
const iconName = rule((v) => !v.startsWith('fa-'), 'an icon name without "fa-"');
const icon = anyOf(iconName, obj({ name: iconName, style: oneOf(...ICON_STYLES), library: oneOf(...ICON_LIBRARIES) }, ['name']));
const href = rule(siteKeepsHref, 'a URL or a path from the site root');
/** The generator's OpenAPI and AsyncAPI sources: a path or an http(s) URL. */
const specSource = rule(siteKeepsSpecSource, 'a path or an http(s) URL');
/** A folder of the docs ("guides/v2"): no leading or trailing slash, no ".", "..", spaces, "\\", "?" or "#". */
const folder = rule((v) => v.split('/').every((s) => /^[^\s/\\?#]+$/.test(s) && s !== '.' && s !== '..'), 'a folder path like "guides/v2"');
const openapiSource = obj({ source: specSource, directory: str, overlays: arr(specSource) }, ['source'], true);
const font = obj({ family: str, weight: num, source: nonEmpty, format: oneOf('woff', 'woff2') }, ['family'], false, ['source', 'format']);

/** A GraphQL schema or SDK artifact: a path, or an https URL (any other URL the generator rejects). */
const httpsOrPath = rule((v) => siteKeepsSpecSource(v, true), 'a path or an https URL');
const folderName = rule((v) => v.trim() !== '', 'a non-blank folder name');

/** A tab's `graphql` (the generator's field, not in SPEC.md): the GraphQL schema its pages come from. */
export const GRAPHQL_SHAPE: SettingShape = anyOf(httpsOrPath, obj({ source: httpsOrPath, directory: folderName }, ['source'], true));

/** A tab's or group's `sdk` (the generator's field, not in SPEC.md): the SDK reference its pages come from. */
export const SDK_SHAPE: SettingShape = obj(
  { format: oneOf('typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc'), source: httpsOrPath, directory: folderName },
  ['format', 'source'],
  true,
);

/** The platforms `footer.socials` may name (the generator rejects any other key). */
const FOOTER_SOCIALS: readonly string[] = [
  'x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news', 'medium',
  'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky', 'threads', 'reddit', 'podcast',
]; // prettier-ignore

/** The generator's code themes for `styling.codeblocks.theme` (any string is checked against this list). */
export const CODE_THEMES: readonly string[] = [
  'andromeeda', 'aurora-x', 'ayu-dark', 'catppuccin-frappe', 'catppuccin-latte', 'catppuccin-macchiato', 'catppuccin-mocha',
  'dark-plus', 'dracula', 'dracula-soft', 'everforest-dark', 'everforest-light', 'github-dark', 'github-dark-default',
  'github-dark-dimmed', 'github-dark-high-contrast', 'github-light', 'github-light-default', 'github-light-high-contrast',
  'gruvbox-dark-hard', 'gruvbox-dark-medium', 'gruvbox-dark-soft', 'gruvbox-light-hard', 'gruvbox-light-medium',
  'gruvbox-light-soft', 'houston', 'kanagawa-dragon', 'kanagawa-lotus', 'kanagawa-wave', 'laserwave', 'light-plus',
  'material-theme', 'material-theme-darker', 'material-theme-lighter', 'material-theme-ocean', 'material-theme-palenight',
  'min-dark', 'min-light', 'monokai', 'night-owl', 'nord', 'one-dark-pro', 'one-light', 'plastic', 'poimandres', 'red',
  'rose-pine', 'rose-pine-dawn', 'rose-pine-moon', 'slack-dark', 'slack-ochin', 'snazzy-light', 'solarized-dark',
  'solarized-light', 'synthwave-84', 'tokyo-night', 'vesper', 'vitesse-black', 'vitesse-dark', 'vitesse-light', 'css-variables',
]; // prettier-ignore

/**
 * A banner: site-wide (`banner`) and per language (a language's `banner`). `content` is
 * required and may not be empty; without it the generator rejects the config.
 */
export const BANNER_SHAPE: SettingShape = obj(
  { content: nonEmpty, dismissible: bool, type: oneOf('info', 'warning', 'critical'), color: colorPair },
  ['content'],
);

const navbarLink = anyOf(
  obj({ type: { t: 'enum', values: ['github', 'discord'] }, href, label: str, icon }, ['type', 'href']),
  obj({ label: str, href, type: str, icon }, ['label', 'href']),
);

const integration = (keys: Record<string, SettingShape>, required: string[]) => obj(keys, required);

/** Every top-level setting the generator checks, by key (`navigation` and `theme` have their own rules). */
export const SETTINGS: Readonly<Record<string, SettingShape>> = {
  $schema: url,
  name: nonEmpty,
  public: bool,
  description: str,
  colors: obj({ primary: hex, light: hex, dark: hex }, ['primary'], true),
  logo: anyOf(
    { t: 'string', min: 3, says: 'a path to the logo file with its extension' },
    obj({ light: str, dark: str, href }, ['light', 'dark']),
  ),
  favicon: anyOf(str, lightDark(str)),
  api: obj({
    openapi: anyOf(specSource, arr(anyOf(specSource, openapiSource)), openapiSource),
    asyncapi: anyOf(specSource, arr(specSource), obj({ source: specSource, directory: str }, ['source'], true)),
    params: obj({ expanded: oneOf('all', 'closed'), post: arr(str) }),
    playground: obj({ display: oneOf('interactive', 'simple', 'none', 'auth'), proxy: bool, credentials: bool }),
    examples: obj({ defaults: oneOf('required', 'all'), languages: arr(str), prefill: bool, autogenerate: bool }),
    url: oneOf('full'),
    mdx: obj({ auth: obj({ method: oneOf('bearer', 'basic', 'key', 'cobo'), name: str }), server: anyOf(url, arr(url)) }),
  }),
  appearance: obj({ default: oneOf('system', 'light', 'dark'), strict: bool }),
  background: obj({ image: anyOf(str, lightDark(str)), decoration: oneOf('gradient', 'grid', 'windows'), color: colorPair }),
  navbar: obj({
    links: arr(navbarLink),
    primary: {
      t: 'anyOf',
      by: 'type',
      of: [
        obj({ type: oneOf('button'), label: str, href }, ['type', 'label', 'href']),
        obj({ type: oneOf('github', 'discord'), label: str, href }, ['type', 'href']),
      ],
    },
  }),
  footer: obj({
    socials: { t: 'record', of: rule(siteKeepsSecureUrl, 'an https URL'), keys: FOOTER_SOCIALS },
    links: arr(
      obj(
        {
          header: nonEmpty,
          items: arr(
            obj({ label: nonEmpty, href: rule((v) => siteKeepsSecureUrl(v, true), 'an https URL or a path from the site root') }, [
              'label',
              'href',
            ]),
            1,
          ),
        },
        ['items'],
      ),
      1,
      4,
    ),
  }),
  search: obj({ prompt: str }),
  seo: obj({
    metatags: { t: 'record', of: nonEmpty },
    paths: arr(obj({ path: folder, metatags: { t: 'record', of: nonEmpty } }, ['path', 'metatags']), 0, undefined, 'path'),
    organization: obj({ id: url, name: nonEmpty, legalName: nonEmpty, url, logo: url, sameAs: arr(url) }),
    indexing: oneOf('navigable', 'all'),
    trailingSlash: bool,
  }),
  fonts: anyOf(font, obj({ heading: font, body: font }, [], true)),
  icons: obj({ library: oneOf(...ICON_LIBRARIES) }, ['library']),
  styling: obj({
    eyebrows: oneOf(...EYEBROWS),
    codeblocks: anyOf(
      oneOf('system', 'dark'),
      obj({ theme: anyOf(oneOf(...CODE_THEMES), lightDark(oneOf(...CODE_THEMES))), languages: obj({ custom: arr(str) }) }),
    ),
    latex: bool,
  }),
  redirects: arr(obj({ source: str, destination: str, permanent: bool }, ['source', 'destination']), 0, undefined, 'source'),
  integrations: obj(
    {
      adobe: integration({ launchUrl: url }, ['launchUrl']),
      amplitude: integration({ apiKey: str }, ['apiKey']),
      clarity: integration({ projectId: str }, ['projectId']),
      clearbit: integration({ publicApiKey: str }, ['publicApiKey']),
      fathom: integration({ siteId: str }, ['siteId']),
      frontchat: integration({ snippetId: atLeast(6) }, ['snippetId']),
      ga4: integration({ measurementId: { t: 'string', prefix: 'G' } }, ['measurementId']),
      gtm: integration({ tagId: { t: 'string', prefix: 'G' } }, ['tagId']),
      heap: integration({ appId: str }, ['appId']),
      hightouch: integration({ writeKey: str, apiHost: str }, ['writeKey']),
      hotjar: integration({ hjid: str, hjsv: str }, ['hjid', 'hjsv']),
      intercom: integration({ appId: atLeast(6) }, ['appId']),
      koala: integration({ publicApiKey: atLeast(2) }, ['publicApiKey']),
      logrocket: integration({ appId: str }, ['appId']),
      mixpanel: integration({ projectToken: str, region: oneOf('us', 'eu', 'in') }, ['projectToken']),
      onetrust: integration(
        {
          domainScript: nonEmpty,
          categoryId: nonEmpty,
          scriptSource: { t: 'string', url: true, ok: (v) => v.startsWith('https://'), says: 'an https:// URL' },
        },
        ['domainScript'],
      ),
      pirsch: integration({ id: str }, ['id']),
      posthog: integration({ apiKey: { t: 'string', prefix: 'phc_' }, apiHost: url, sessionRecording: bool }, ['apiKey']),
      plausible: integration({ domain: noHttps, server: noHttps }, ['domain']),
      segment: integration(
        {
          key: str,
          cdnUrl: {
            t: 'string',
            url: true,
            ok: (v) => v.startsWith('https://') && !/[?#]./.test(v),
            says: 'an https:// URL without "?" or "#"',
          },
        },
        ['key'],
      ),
      telemetry: integration({ enabled: bool }, []),
      cookies: integration({ key: str, value: str }, []),
      transcend: integration(
        {
          bundleId: { t: 'string', ok: (v) => /^[\w-]+$/.test(v.trim()), says: 'letters, numbers, "-" and "_" only' },
          analyticsPurpose: nonEmpty,
        },
        ['bundleId'],
      ),
    },
    [],
    true,
  ),
  banner: BANNER_SHAPE,
  errors: obj({ '404': obj({ redirect: bool, title: str, description: str }) }, ['404']),
  contextual: obj(
    {
      options: arr(
        anyOf(
          oneOf(
            'copy',
            'assistant',
            'view',
            'download-pdf',
            'download-spec',
            'chatgpt',
            'claude',
            'perplexity',
            'grok',
            'aistudio',
            'devin',
            'windsurf',
            'mcp',
            'add-mcp',
            'cursor',
            'vscode',
            'devin-mcp',
          ),
          obj(
            {
              title: str,
              description: str,
              icon,
              href: anyOf(str, obj({ base: str, query: arr(obj({ key: str, value: str }, ['key', 'value'])) }, ['base'])),
            },
            ['title', 'description', 'href'],
          ),
        ),
        0,
        undefined,
        true,
      ),
      display: oneOf('header', 'toc'),
    },
    ['options'],
  ),
  thumbnails: obj({ appearance: oneOf('light', 'dark'), background: str, fonts: obj({ family: str }, ['family']) }),
  interaction: obj({ drilldown: bool }),
  metadata: obj({ timestamp: bool }),
  variables: { t: 'record', of: str },
  markdown: obj({ schema: bool, instructions: anyOf(str, arr(str)) }),
};

/** The shape of the setting at `key`, or undefined for a key the generator does not know (it ignores it). */
export function settingShape(key: string): SettingShape | undefined {
  return Object.hasOwn(SETTINGS, key) ? SETTINGS[key] : undefined;
}
