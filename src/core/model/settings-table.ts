/**
 * The settings table: every top-level docs.json setting besides `navigation` and `theme`, with
 * the shape the site generator checks it against. docsnav's own description, written from
 * reading the generator's published validator and measured against it (test/fidelity): the
 * generator rejects the whole config when a setting has the wrong shape, and silently ignores
 * a key it does not know (except inside the few objects marked `closed`, where an unknown key is
 * rejected too). rules/invalid-setting.ts walks it; the enums beside the navigation (themes,
 * eyebrows, icon libraries) live in settings.ts and are read from there.
 */
import { EYEBROWS, ICON_LIBRARIES, ICON_STYLES } from './settings';
import { isShadowed } from './json-node';
import { siteKeepsHref, siteKeepsSecureUrl, siteKeepsSpecSource, urlScheme } from './safe-href';

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

/** One way a value differs from its shape: `wrong` (the generator rejects it) or `unknown` (a key it ignores). */
export interface SettingProblem {
  readonly kind: 'wrong' | 'unknown';
  /** The place, relative to the value checked. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const HEX = /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/;

/** "a string", "one of "light", "dark"": what a shape asks for, for messages. */
export function describeShape(s: SettingShape): string {
  switch (s.t) {
    case 'string':
      return s.says
        ? s.says
        : s.hex
          ? 'a hex colour like "#0D9373"'
          : s.url
            ? 'a URL'
            : s.prefix
              ? `a string starting with "${s.prefix}"`
              : s.nonEmpty
                ? 'a non-empty string'
                : 'a string';
    case 'enum':
      return s.values.length > 8
        ? `one of the ${s.values.length} allowed names ("${s.values[0]}", "${s.values[1]}"...)`
        : `one of ${s.values.map((v) => `"${v}"`).join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
    case 'any':
      return 'any value';
    case 'array':
      return s.max !== undefined ? `a list of ${s.min ?? 0} to ${s.max} entries` : s.min ? `a list of ${s.min} or more entries` : 'a list';
    case 'record':
      return 'an object';
    case 'object':
      return s.required?.length ? `an object with ${s.required.map((k) => `"${k}"`).join(', ')}` : 'an object';
    case 'anyOf':
      return s.of.map(describeShape).join(', or ');
  }
}

/** A JSON value as the checker sees it: the project's JSON nodes, or anything with the same shape. */
interface Node {
  readonly type: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
  readonly value?: unknown;
  readonly props?: readonly { readonly key: string; readonly value: Node }[];
  readonly items?: readonly Node[];
}

function typeName(n: Node): string {
  return n.type === 'array'
    ? 'a list'
    : n.type === 'object'
      ? 'an object'
      : n.type === 'null'
        ? 'null'
        : `${n.type === 'string' ? 'the string' : 'the ' + n.type} ${JSON.stringify(n.value)}`;
}

/**
 * How `node` differs from `shape`, as the generator's validator judges it: each place it
 * rejects (`wrong`) and each key it silently ignores (`unknown`). Where several shapes are
 * allowed, the first that fits is the one judged (and its unknown keys ignored). A key written
 * twice counts once, as its last occurrence.
 */
export function checkSetting(node: Node, shape: SettingShape, path: readonly (string | number)[] = []): SettingProblem[] {
  const out: SettingProblem[] = [];
  check(node, shape, path.slice(), out);
  return out;
}

// checkSetting runs over every setting of every config on each full check, and a valid one (the
// rule) has no problem: so no path copy, closure or list is made until a problem is found. `path`
// is a stack, each level pushing its key and popping it; a problem takes a copy.

/** Report that `node` is not `shape`, at `path`. */
function wrong(node: Node, shape: SettingShape, path: (string | number)[], out: SettingProblem[]): void {
  out.push({ kind: 'wrong', path: path.slice(), message: `must be ${describeShape(shape)}, not ${typeName(node)}` });
}

/** Add to `out` how `node` differs from `shape` (see checkSetting). */
function check(node: Node, shape: SettingShape, path: (string | number)[], out: SettingProblem[]): void {
  switch (shape.t) {
    case 'any':
      return;
    case 'string': {
      if (node.type !== 'string') return wrong(node, shape, path, out);
      const v = node.value as string;
      if (
        (shape.nonEmpty && v === '') ||
        (shape.url && urlScheme(v.trim()) === undefined) ||
        (shape.hex && !HEX.test(v)) ||
        (shape.prefix && !v.startsWith(shape.prefix)) ||
        v.length < (shape.min ?? 0) ||
        (shape.ok && !shape.ok(v))
      )
        wrong(node, shape, path, out);
      return;
    }
    case 'enum':
      if (node.type !== 'string' || !shape.values.includes(node.value as string)) wrong(node, shape, path, out);
      return;
    case 'boolean':
    case 'number':
      if (node.type !== shape.t) wrong(node, shape, path, out);
      return;
    case 'array': {
      const items = node.items ?? [];
      if (node.type !== 'array' || items.length < (shape.min ?? 0) || items.length > (shape.max ?? Infinity))
        return wrong(node, shape, path, out);
      const seen = shape.unique ? new Set<unknown>() : undefined;
      for (let i = 0; i < items.length; i++) {
        path.push(i);
        check(items[i], shape.of, path, out);
        if (seen) {
          const n = shape.unique === true ? items[i] : items[i].props?.findLast((p) => p.key === shape.unique)?.value;
          if (n?.type === 'string' && seen.size === seen.add(n.value).size)
            out.push({
              kind: 'wrong',
              path: path.slice(),
              message: 'repeats an earlier entry, and the site rejects a list with one twice',
            });
        }
        path.pop();
      }
      return;
    }
    case 'record': {
      if (node.type !== 'object') return wrong(node, shape, path, out);
      const props = node.props ?? [];
      for (let i = 0; i < props.length; i++) {
        if (isShadowed(props, i)) continue;
        path.push(props[i].key);
        if (shape.keys && !shape.keys.includes(props[i].key))
          out.push({
            kind: 'wrong',
            path: path.slice(),
            message: `is not one of the names the site knows here ("${shape.keys[0]}", "${shape.keys[1]}"...)`,
          });
        else check(props[i].value, shape.of, path, out);
        path.pop();
      }
      return;
    }
    case 'anyOf': {
      if (shape.by !== undefined && node.type === 'object') return discriminated(node, shape, shape.by, path, out);
      const mark = out.length;
      for (const option of shape.of) {
        check(node, option, path, out);
        let fits = true;
        for (let k = mark; fits && k < out.length; k++) fits = out[k].kind !== 'wrong';
        if (fits) return;
        out.length = mark;
      }
      // None fits: for an object, say what is wrong inside the object option it comes closest
      // to (fewest places wrong); when two come as close, that the object is none of them.
      let best: SettingProblem[] | undefined;
      let tie = false;
      for (const o of shape.of) {
        if (o.t !== 'object' || node.type !== 'object') continue;
        const mine = checkSetting(node, o, path);
        tie = best !== undefined && count(mine) === count(best);
        if (!best || count(mine) < count(best)) best = mine;
      }
      if (best && !tie) out.push(...best);
      else wrong(node, shape, path, out);
      return;
    }
    case 'object': {
      if (node.type !== 'object') return wrong(node, shape, path, out);
      const props = node.props ?? [];
      // Loops, not some(): a closure per required key of every object was made on every run
      // (two per redirect, and dify lists about 400 of them).
      const required = shape.required;
      if (required)
        for (let r = 0; r < required.length; r++)
          if (!hasKey(props, required[r]))
            out.push({ kind: 'wrong', path: path.slice(), message: `needs "${required[r]}", which the site requires` });
      const needs = shape.needs;
      if (needs && hasKey(props, needs[0]) && !hasKey(props, needs[1]))
        out.push({ kind: 'wrong', path: path.slice(), message: `needs "${needs[1]}" beside "${needs[0]}", which the site requires` });
      for (let i = 0; i < props.length; i++) {
        if (isShadowed(props, i)) continue;
        const key = props[i].key;
        path.push(key);
        const known = keyShape(shape.names, shape.shapes, key);
        if (known) check(props[i].value, known, path, out);
        else if (shape.closed)
          out.push({
            kind: 'wrong',
            path: path.slice(),
            message: `is not a known key here (${Object.keys(shape.keys)
              .map((k) => `"${k}"`)
              .join(', ')}), and the site rejects any other`,
          });
        else out.push({ kind: 'unknown', path: path.slice(), message: `is not a key the site knows here; it ignores it` });
        path.pop();
      }
      return;
    }
  }
}

/**
 * The shape of `key` in an object shape, or undefined. A scan with ===, not a property lookup:
 * a key read from the text is a new string each parse, which `shape.keys[key]` would first look
 * up in V8's table of internalized strings, hashing it (most of checkSetting's time on dify's
 * 400 redirects); an object shape has a few keys, a few dozen at most.
 */
function keyShape(names: readonly string[], shapes: readonly SettingShape[], key: string): SettingShape | undefined {
  for (let k = 0; k < names.length; k++) if (names[k] === key) return shapes[k];
  return undefined;
}

function hasKey(props: readonly { readonly key: string }[], key: string): boolean {
  for (let i = 0; i < props.length; i++) if (props[i].key === key) return true;
  return false;
}

/** An object checked against the option its `by` key names; when none, only that key is wrong. */
function discriminated(
  node: Node,
  shape: Extract<SettingShape, { t: 'anyOf' }>,
  by: string,
  path: (string | number)[],
  out: SettingProblem[],
): void {
  const value = node.props?.findLast((p) => p.key === by)?.value;
  const names: string[] = [];
  for (const o of shape.of) {
    const tag = o.t === 'object' ? keyShape(o.names, o.shapes, by) : undefined;
    if (tag?.t !== 'enum') continue;
    if (value?.type === 'string' && tag.values.includes(value.value as string)) return check(node, o, path, out);
    names.push(...tag.values);
  }
  path.push(by);
  if (value) wrong(value, { t: 'enum', values: names }, path, out);
  else out.push({ kind: 'wrong', path: path.slice(0, -1), message: `needs "${by}", which the site requires` });
  path.pop();
}

function count(problems: readonly SettingProblem[]): number {
  return problems.filter((p) => p.kind === 'wrong').length;
}
