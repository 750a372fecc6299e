/**
 * Seeded, reproducible mutations of real configs, for the differential test against the
 * generator's validator: each case is a small copy of a corpus config (every list cut to its
 * first three entries) with one thing broken or odd, at any depth. `mutateConfig(seed, sources)`
 * always gives the same config and description for the same seed and sources, so a failing
 * case can be replayed alone (FIDELITY_SEED=<seed>).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
type Path = (string | number)[];

/** A small fast PRNG (mulberry32): the same seed, the same cases. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLLECTIONS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];
const LABEL: Record<string, string> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  groups: 'group',
  pages: 'group',
  menu: 'item',
};

/** A corpus config made small: every array cut to its first three entries. */
export function shrink(v: Json): Json {
  if (Array.isArray(v)) return v.slice(0, 3).map(shrink);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shrink(x)]));
  return v;
}

/** An element of the navigation: its object, the list it sits in and its label key. */
interface Place {
  readonly obj: Obj;
  readonly path: Path;
  readonly labelKey: string | undefined;
  readonly collection: string | undefined;
}

function elements(config: Obj): Place[] {
  const out: Place[] = [];
  const nav = config.navigation;
  if (!nav || typeof nav !== 'object' || Array.isArray(nav)) return out;
  const walk = (obj: Obj, path: Path, collection: string | undefined, labelKey: string | undefined) => {
    out.push({ obj, path, labelKey, collection });
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'global' && v && typeof v === 'object' && !Array.isArray(v)) walk(v, [...path, k], 'global', undefined);
      if (!COLLECTIONS.includes(k) || !Array.isArray(v)) continue;
      v.forEach((item, i) => {
        if (item && typeof item === 'object' && !Array.isArray(item))
          walk(item, [...path, k, i], k, collection === 'global' ? 'anchor' : LABEL[k]);
      });
    }
  };
  walk(nav, ['navigation'], undefined, undefined);
  return out;
}

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

const WRONG_VALUES: Json[] = [5, true, null, 'yes', [], {}];
const UNKNOWN_KEYS = ['colour', 'isDefaultOpen', 'defaultOpen', 'sidebarTitle', 'mode', 'url', 'anchor'];
const BAD_LANGUAGES: Json[] = [
  'xx',
  'en-US',
  'EN',
  'english',
  5,
  '',
  'ja',
  'da',
  'uk',
  'zh',
  'zh-CN',
  'zh-TW',
  'pt',
  'fr-CA',
  'ca',
  'fi',
  'hu',
];
const FIELDS: [string, Json[]][] = [
  ['expanded', ['yes', 1, 'true']],
  ['hidden', ['no', 0]],
  [
    'icon',
    [5, 'fa-house', { name: 5 }, { name: 'house', library: 'material' }, { name: 'house', style: 'bold' }, { style: 'solid' }, 'house'],
  ],
  ['tag', [3, true, 'New']],
  ['root', [7, '', 'intro']],
  ['boost', ['2', 2]],
  ['public', ['x', true]],
  ['default', ['yes', true]],
  ['description', [5, 'A description']],
  [
    'href',
    [
      5,
      'not a url',
      'ftp://x.example.com',
      'javascript:alert(1)',
      'https://example.com',
      '/guides/intro',
      'guides/intro',
      '#top',
      'mailto:a@b.c',
    ],
  ],
  [
    'openapi',
    [
      5,
      '',
      'ftp://x.example.com/o.json',
      { source: 5 },
      {},
      { source: 'openapi.json', directory: 5 },
      ['a.json', 'b.json'],
      'openapi.json',
    ],
  ],
  ['color', ['#fff', 'red', { light: '#ffffff' }, { light: 'red' }, 5]],
  ['directory', ['accordion', 'tree', 5]],
  ['searchable', ['yes', true]],
  ['align', ['start', 'middle']],
  ['name', ['Display', 5]],
];
const SETTINGS: [Path, Json][] = [
  [['api', 'playground', 'proxy'], 'yes'],
  [['api', 'playground', 'proxy'], false],
  [['api', 'playground', 'display'], 'fancy'],
  [['api', 'playground', 'display'], 'simple'],
  [['api', 'mdx', 'server'], 5],
  [['api', 'examples', 'languages'], 'curl'],
  [['api', 'examples', 'defaults'], 'all'],
  [['api', 'openapi'], 5],
  [['styling', 'eyebrows'], 5],
  [['styling', 'eyebrows'], 'section'],
  [['styling', 'codeblocks'], 'dark'],
  [['styling', 'unknownThing'], true],
  [['interaction', 'drilldown'], 'no'],
  [['interaction', 'drilldown'], true],
  [['theme'], 'classic'],
  [['colors', 'primary'], 'red'],
  [['colors', 'light'], '#ffffff'],
  [['colors'], 'red'],
  [['name'], 5],
  [['name'], ''],
  [['banner'], { content: 5 }],
  [['banner'], { dismissible: 'yes' }],
  [['banner'], { dismissible: true }],
  [['banner'], { content: 'Hello', dismissible: true }],
  [['banner'], 'Hello'],
  [['navbar', 'links'], 'x'],
  [['navbar', 'links'], [{ label: 'Blog', href: 'https://blog.example.com' }]],
  [['navbar', 'links'], [{ href: 'https://blog.example.com' }]],
  [['navbar', 'primary'], { type: 'button', label: 'Go', href: 'https://x.example.com' }],
  [['navbar', 'primary'], { type: 'rocket' }],
  [['search', 'prompt'], 5],
  [['fonts', 'family'], 5],
  [['fonts', 'heading'], { family: 'Inter' }],
  [['logo'], 5],
  [['logo'], '/logo.svg'],
  [['logo'], { light: '/l.svg' }],
  [['favicon'], 5],
  [['appearance', 'default'], 'night'],
  [['appearance', 'strict'], 'yes'],
  [['icons', 'library'], 'material'],
  [['icons', 'library'], 'lucide'],
  [['seo', 'indexing'], 'some'],
  [['seo', 'metatags'], 5],
  [['footer', 'socials'], 'x'],
  [['footer', 'socials'], { twitter: 'https://x.com/a' }],
  [['footer', 'links'], [{ header: 'H', items: [{ label: 'A', href: '/a' }] }]],
  [['redirects'], [{ source: '/a', destination: '/b' }]],
  [['redirects'], [{ source: '/a' }]],
  [['integrations', 'ga4', 'measurementId'], 5],
  [['integrations', 'unknownService'], { id: 'x' }],
  [
    ['contextual', 'options'],
    ['copy', 'teleport'],
  ],
  [['errors', '404', 'redirect'], 'yes'],
  [['metadata', 'timestamp'], 'yes'],
  [['description'], 5],
  [['background', 'decoration'], 'stars'],
  [['thumbnails', 'appearance'], 'bright'],
  [['analytics'], { ga4: { measurementId: 'G-1' } }],
  [['topbarLinks'], []],
  [['feedback'], { thumbsRating: true }],
];

function setAt(root: Obj, path: Path, value: Json): void {
  let cur: Obj = root;
  for (const key of path.slice(0, -1)) {
    const next = cur[key as string];
    if (!next || typeof next !== 'object' || Array.isArray(next)) cur[key as string] = {};
    cur = cur[key as string] as Obj;
  }
  cur[path[path.length - 1] as string] = value;
}

function childKeys(obj: Obj): string[] {
  return Object.keys(obj).filter((k) => COLLECTIONS.includes(k) && Array.isArray(obj[k]));
}

/** One mutation: what it did (for the failure message) after changing `config` in place. */
type Mutation = (r: () => number, config: Obj, places: Place[]) => string;

const where = (p: Place) => p.path.join('.');
const labelled = (places: Place[]) => places.filter((p) => p.labelKey !== undefined);

const MUTATIONS: Record<string, Mutation> = {
  'remove label': (r, _c, ps) => {
    const p = pick(r, labelled(ps));
    if (!p) return 'nothing';
    delete p.obj[p.labelKey!];
    return `removed "${p.labelKey}" at ${where(p)}`;
  },
  'blank label': (r, _c, ps) => {
    const p = pick(r, labelled(ps));
    if (!p) return 'nothing';
    const v = pick(r, ['', ' ', '\t', '  \n']);
    p.obj[p.labelKey!] = v;
    return `set "${p.labelKey}" to ${JSON.stringify(v)} at ${where(p)}`;
  },
  'label of the wrong type': (r, _c, ps) => {
    const p = pick(r, labelled(ps));
    if (!p) return 'nothing';
    const v = pick(r, WRONG_VALUES);
    p.obj[p.labelKey!] = v;
    return `set "${p.labelKey}" to ${JSON.stringify(v)} at ${where(p)}`;
  },
  'field value': (r, _c, ps) => {
    const p = pick(r, ps);
    const [key, values] = pick(r, FIELDS);
    const v = pick(r, values);
    p.obj[key] = v;
    return `set "${key}" to ${JSON.stringify(v)} at ${where(p)}`;
  },
  'unknown key': (r, _c, ps) => {
    const p = pick(r, ps);
    const k = pick(r, UNKNOWN_KEYS);
    if (Object.hasOwn(p.obj, k)) return 'nothing';
    p.obj[k] = pick(r, ['x', true, 3]);
    return `added "${k}" at ${where(p)}`;
  },
  'language code': (r, _c, ps) => {
    const langs = ps.filter((p) => p.collection === 'languages');
    const v = pick(r, BAD_LANGUAGES);
    if (langs.length) {
      const p = pick(r, langs);
      p.obj.language = v;
      return `set "language" to ${JSON.stringify(v)} at ${where(p)}`;
    }
    // Wrap a section's children into one language.
    const p = pick(
      r,
      ps.filter((x) => x.labelKey !== 'group' && childKeys(x.obj).length),
    );
    if (!p) return 'nothing';
    const key = childKeys(p.obj)[0];
    p.obj.languages = [{ language: v, [key]: p.obj[key] }];
    delete p.obj[key];
    return `wrapped "${key}" of ${where(p)} in a language ${JSON.stringify(v)}`;
  },
  'mixed child kinds': (r, _c, ps) => {
    const p = pick(
      r,
      ps.filter((x) => childKeys(x.obj).length && x.collection !== 'global'),
    );
    if (!p) return 'nothing';
    const has = childKeys(p.obj);
    const add = pick(
      r,
      ['pages', 'groups', 'anchors', 'tabs', 'menu', 'dropdowns', 'versions'].filter((k) => !has.includes(k)),
    );
    const entry: Json =
      add === 'pages'
        ? ['extra/page']
        : add === 'groups'
          ? [{ group: 'Extra', pages: ['extra/page'] }]
          : [{ [LABEL[add]]: 'Extra', pages: ['extra/page'] }];
    p.obj[add] = entry;
    return `added "${add}" beside ${has.join(', ')} at ${where(p)}`;
  },
  'empty collection': (r, _c, ps) => {
    const p = pick(r, ps);
    const has = childKeys(p.obj);
    const key = has.length && r() < 0.7 ? pick(r, has) : pick(r, ['menu', 'groups', 'pages', 'tabs']);
    p.obj[key] = [];
    return `emptied "${key}" at ${where(p)}`;
  },
  'link beside children': (r, _c, ps) => {
    const p = pick(
      r,
      ps.filter((x) => x.labelKey && x.labelKey !== 'group' && x.collection !== 'global' && childKeys(x.obj).length),
    );
    if (!p) return 'nothing';
    p.obj.href = pick(r, ['https://example.com', '/elsewhere']);
    return `added "href" beside ${childKeys(p.obj).join(', ')} at ${where(p)}`;
  },
  'element of the wrong type': (r, _c, ps) => {
    const p = pick(
      r,
      ps.filter((x) => x.collection && x.collection !== 'global'),
    );
    if (!p) return 'nothing';
    const parent = ps.find((x) => x.path.length === p.path.length - 2 && p.path.slice(0, -2).every((s, i) => x.path[i] === s))!;
    const list = parent.obj[p.collection!] as Json[];
    const v = pick<Json>(r, p.collection === 'pages' ? [5, '', null, {}, ' ', true] : ['Guides', 5, null, []]);
    list[p.path[p.path.length - 1] as number] = v;
    return `replaced ${where(p)} with ${JSON.stringify(v)}`;
  },
  'collection of the wrong type': (r, _c, ps) => {
    const p = pick(
      r,
      ps.filter((x) => childKeys(x.obj).length),
    );
    if (!p) return 'nothing';
    const key = pick(r, childKeys(p.obj));
    const v = pick(r, ['x', 5, {}, null]);
    p.obj[key] = v;
    return `set "${key}" to ${JSON.stringify(v)} at ${where(p)}`;
  },
  'page entry': (r, _c, ps) => {
    const p = pick(
      r,
      ps.filter((x) => Array.isArray(x.obj.pages) && (x.obj.pages as Json[]).length),
    );
    if (!p) return 'nothing';
    const pages = p.obj.pages as Json[];
    const v = pick(r, [5, '', ' ', null, 'get /users', 'GET /users', '/leading/slash', 'trailing/', 'with space']);
    pages[Math.floor(r() * pages.length)] = v;
    return `set a page entry of ${where(p)} to ${JSON.stringify(v)}`;
  },
  'global anchors': (r, c) => {
    const nav = c.navigation as Obj;
    const anchor: Obj = { anchor: 'Status', href: 'https://status.example.com' };
    const variant = pick(r, ['ok', 'no href', 'bad href', 'unknown key', 'tabs in global', 'pages in anchor', 'no label', 'relative href']);
    if (variant === 'no href') delete anchor.href;
    if (variant === 'bad href') anchor.href = 'not a url';
    if (variant === 'relative href') anchor.href = '/status';
    if (variant === 'unknown key') anchor.colour = 'red';
    if (variant === 'pages in anchor') anchor.pages = ['status'];
    if (variant === 'no label') delete anchor.anchor;
    nav.global =
      variant === 'tabs in global' ? { anchors: [anchor], tabs: [{ tab: 'T', href: 'https://x.example.com' }] } : { anchors: [anchor] };
    return `global anchors: ${variant}`;
  },
  'menu on a tab': (r, _c, ps) => {
    const tabs = ps.filter((x) => x.collection === 'tabs');
    const p = pick(r, tabs);
    if (!p) return 'nothing';
    const item: Obj = { item: 'Item', pages: ['menu/page'] };
    const variant = pick(r, ['alone', 'beside groups', 'no label', 'with tabs', 'with href', 'unknown key']);
    if (variant === 'no label') delete item.item;
    if (variant === 'with tabs') item.tabs = [{ tab: 'Inner', pages: ['inner'] }];
    if (variant === 'with href') item.href = 'https://example.com';
    if (variant === 'unknown key') item.colour = 'red';
    if (variant !== 'beside groups') for (const k of childKeys(p.obj)) delete p.obj[k];
    p.obj.menu = [item];
    return `menu on ${where(p)}: ${variant}`;
  },
  'language banner': (r, c, ps) => {
    const banner = pick(r, [
      { content: 5 },
      { dismissible: 'yes' },
      { dismissible: true },
      'Hello',
      { content: 'Hi' },
      { content: 'Hi', dismissible: false },
      { content: 'Hi', colour: 'red' },
    ] as Json[]);
    const langs = ps.filter((p) => p.collection === 'languages');
    if (langs.length) {
      const p = pick(r, langs);
      p.obj.banner = banner;
      return `banner ${JSON.stringify(banner)} at ${where(p)}`;
    }
    const nav = c.navigation as Obj;
    const key = childKeys(nav)[0];
    if (!key) return 'nothing';
    c.navigation = {
      ...Object.fromEntries(Object.entries(nav).filter(([k]) => k !== key)),
      languages: [{ language: 'en', banner, [key]: nav[key] }],
    };
    return `wrapped the navigation in a language with banner ${JSON.stringify(banner)}`;
  },
  setting: (r, c) => {
    const [path, v] = pick(r, SETTINGS);
    setAt(c, path, v);
    return `set ${path.join('.')} to ${JSON.stringify(v)}`;
  },
};

/** The kinds of mutation, in a fixed order. */
export const MUTATION_KINDS = Object.keys(MUTATIONS);

/** One mutated case: the config, and what was done to which source. */
export interface MutatedCase {
  readonly seed: number;
  readonly source: string;
  readonly did: string;
  readonly config: Obj;
}

/**
 * The case for `seed`: a small copy of one of `sources` with one mutation (now and then two).
 * Deterministic in the seed and the sources' names and contents.
 */
export function mutateConfig(seed: number, sources: readonly { name: string; config: unknown }[]): MutatedCase {
  const r = rng(seed);
  const src = sources[Math.floor(r() * sources.length)];
  const config = shrink(structuredClone(src.config) as Json) as Obj;
  const did: string[] = [];
  const rounds = r() < 0.15 ? 2 : 1;
  for (let k = 0; k < rounds; k++) {
    const kind = MUTATION_KINDS[(seed + k * 7) % MUTATION_KINDS.length];
    did.push(`${kind}: ${MUTATIONS[kind](r, config, elements(config))}`);
  }
  return { seed, source: src.name, did: did.join('; '), config };
}
