/**
 * The element-kinds table: the ONE place that says which navigation kinds exist, their label
 * key, their fields with types, and which child collections each may hold. The validator, the
 * drop rules, the inspector forms, the JSON Schema and the CLI all read it. If you find a
 * second list of kinds anywhere, it is a bug: make it read this table. What each kind and field
 * means, as help text, is in kind-help.ts (loaded with the forms and the schema that show it).
 */
import { GRAPHQL_SHAPE, SDK_SHAPE, type SettingShape } from './settings-table';

export type KindId =
  | 'navigation'
  | 'global'
  | 'language'
  | 'version'
  | 'product'
  | 'tab'
  | 'dropdown'
  | 'anchor'
  | 'globalAnchor'
  | 'globalTab'
  | 'globalVersion'
  | 'globalLanguage'
  | 'globalDropdown'
  | 'globalProduct'
  | 'menuItem'
  | 'group'
  | 'page';

/** Keys of the arrays (and the `global` object) that hold child elements. */
export type CollectionKey =
  'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'groups' | 'pages' | 'menu' | 'global';

export type FieldType =
  'string' | 'boolean' | 'icon' | 'openapi' | 'language' | 'banner' | 'href' | 'pagePath' | 'number' | 'color' | 'enum' | 'setting';

export interface FieldSpec {
  readonly key: string;
  readonly type: FieldType;
  readonly required?: boolean;
  /** For an `enum` field: the values the generator accepts. */
  readonly values?: readonly string[];
  /** For a `setting` field: the top-level setting whose shape it has (model/settings-table.ts). */
  readonly setting?: string;
  /** For a `setting` field of a shape of its own (not a top-level setting's): that shape. */
  readonly shape?: SettingShape;
  /**
   * The generator's field that SPEC.md does not describe: the inspector shows it only where an
   * element has one.
   */
  readonly rare?: boolean;
}

export interface KindSpec {
  readonly id: KindId;
  /** Human name, sentence case: "Tab", "Global anchor". */
  readonly title: string;
  /** The key that holds the element's label (`tab` for a tab); none for pages and the root. */
  readonly labelKey?: string;
  readonly fields: readonly FieldSpec[];
  /**
   * Child collections docsnav offers on this kind (SPEC.md's nesting): the editor's add and drop
   * targets, the JSON Schema's keys. The generator accepts more on some kinds (`siteChildren`).
   */
  readonly children: readonly CollectionKey[];
  /**
   * The child collections the site generator accepts on this kind, in its precedence order: where
   * an element holds several, it keeps the first whose entries it all accepts and silently drops
   * the others (a section with a valid `href` keeps the link before any of them). `global` is not
   * listed: it is kept beside whichever list is. Measured against the generator's validator
   * (test/fidelity); a collection not listed here is silently dropped.
   */
  readonly siteChildren: readonly CollectionKey[];
}

/**
 * The generator's precedence among primary collections: where an element holds more than one,
 * it keeps the first of these and silently drops the rest (REFERENCE.md).
 */
export const PRIMARY_ORDER: readonly CollectionKey[] = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
];

/**
 * Which lists the generator accepts empty: `pages`, `products`, `dropdowns` and `menu` (its schema
 * sets no minimum) and every list of `global`. Any other empty list is rejected at the navigation
 * root ("at least one"; unless another primary list there is valid) and silently dropped below it,
 * where nothing is lost. rules/empty-collection.ts, the JSON Schema and the tree's moves read it;
 * test/fidelity/collection-facts.test.ts asks the generator each case (with `siteChildren`).
 */
const MAY_BE_EMPTY: ReadonlySet<CollectionKey> = new Set<CollectionKey>(['pages', 'products', 'dropdowns', 'menu']);

/** True when the generator accepts collection `key` of an element of kind `parent` empty. */
export function mayBeEmpty(parent: KindId, key: CollectionKey): boolean {
  return parent === 'global' || MAY_BE_EMPTY.has(key);
}

/** Which kind each collection holds. Objects inside `pages` are groups; strings are pages. */
export const COLLECTION_KIND: Readonly<Record<CollectionKey, KindId>> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  groups: 'group',
  pages: 'page',
  menu: 'menuItem',
  global: 'global',
};

const icon: FieldSpec = { key: 'icon', type: 'icon' };
const hidden: FieldSpec = { key: 'hidden', type: 'boolean' };
const openapi: FieldSpec = { key: 'openapi', type: 'openapi' };
// The generator's own field for AsyncAPI documents (not in SPEC.md): the shape of `openapi`, no overlays.
const asyncapi: FieldSpec = { key: 'asyncapi', type: 'openapi', rare: true };
// The generator's fields for pages made from a GraphQL schema (a tab's) or an SDK reference (a
// tab's or a group's); not in SPEC.md. Any other element holding one is refused (REFUSED_KEYS).
const graphql: FieldSpec = { key: 'graphql', type: 'setting', shape: GRAPHQL_SHAPE, rare: true };
const sdk: FieldSpec = { key: 'sdk', type: 'setting', shape: SDK_SHAPE, rare: true };

/**
 * Keys the generator refuses on any element without that field (and everywhere in the root):
 * the element fails, as it does with a wrong value.
 */
export const REFUSED_KEYS: readonly string[] = ['graphql', 'sdk'];

/**
 * What a tab with `graphql` or `sdk` may hold besides it: the generator then reads the tab
 * strictly, and refuses it with any other key (pages, a link, an OpenAPI document, an unknown key).
 */
export const STRICT_TAB_KEYS: readonly string[] = ['tab', 'icon', 'hidden', 'searchable', 'align', 'directory', 'groups', '$ref'];
const href: FieldSpec = { key: 'href', type: 'href' };
const description: FieldSpec = { key: 'description', type: 'string' };
const directory: FieldSpec = { key: 'directory', type: 'enum', values: ['none', 'accordion', 'card'] };
const color: FieldSpec = { key: 'color', type: 'color' };

/** Every child collection a section-like element (tab, anchor, version...) may hold, except its own kind. */
function sections(except: CollectionKey): CollectionKey[] {
  return (['global', ...PRIMARY_ORDER] as CollectionKey[]).filter((c) => c !== except);
}

// The generator's precedence among the lists of each section kind (its validator's union of
// forms, in order, after the link form): measured against it in test/fidelity.
const SITE_ORDER = {
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  menuItem: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
} satisfies Record<string, CollectionKey[]>;

/** The lists `global` may hold, each of links shown on every page (GLOBAL_LINK_KIND says which kind). */
const GLOBAL_LISTS: readonly CollectionKey[] = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'];

const BASE_KINDS: Readonly<Record<string, KindSpec>> = {
  navigation: {
    id: 'navigation',
    title: 'Navigation',
    fields: [directory],
    children: ['global', ...PRIMARY_ORDER],
    siteChildren: PRIMARY_ORDER,
  },
  global: {
    id: 'global',
    title: 'Global anchors',
    fields: [],
    children: ['anchors'],
    siteChildren: GLOBAL_LISTS,
  },
  language: {
    id: 'language',
    title: 'Language',
    labelKey: 'language',
    fields: [
      { key: 'language', type: 'language', required: true },
      { key: 'banner', type: 'banner' },
      { key: 'default', type: 'boolean' },
      { key: 'footer', type: 'setting', setting: 'footer' },
      { key: 'navbar', type: 'setting', setting: 'navbar' },
      href,
      hidden,
      directory,
      openapi,
      asyncapi,
    ],
    children: sections('languages'),
    siteChildren: SITE_ORDER.language,
  },
  version: {
    id: 'version',
    title: 'Version',
    labelKey: 'version',
    fields: [
      { key: 'version', type: 'string', required: true },
      { key: 'tag', type: 'string' },
      { key: 'default', type: 'boolean' },
      href,
      hidden,
      directory,
      openapi,
      asyncapi,
    ],
    children: sections('versions'),
    siteChildren: SITE_ORDER.version,
  },
  product: {
    id: 'product',
    title: 'Product',
    labelKey: 'product',
    fields: [
      { key: 'product', type: 'string', required: true },
      { key: 'name', type: 'string' },
      description,
      icon,
      color,
      href,
      hidden,
      directory,
      openapi,
      asyncapi,
    ],
    children: sections('products'),
    siteChildren: SITE_ORDER.product,
  },
  tab: {
    id: 'tab',
    title: 'Tab',
    labelKey: 'tab',
    fields: [
      { key: 'tab', type: 'string', required: true },
      icon,
      href,
      hidden,
      { key: 'searchable', type: 'boolean' },
      { key: 'align', type: 'enum', values: ['start', 'end'] },
      directory,
      openapi,
      asyncapi,
      graphql,
      sdk,
    ],
    children: ['menu', ...sections('tabs')],
    siteChildren: SITE_ORDER.tab,
  },
  dropdown: {
    id: 'dropdown',
    title: 'Dropdown',
    labelKey: 'dropdown',
    fields: [{ key: 'dropdown', type: 'string', required: true }, icon, color, description, href, hidden, directory, openapi, asyncapi],
    children: sections('dropdowns'),
    siteChildren: SITE_ORDER.dropdown,
  },
  anchor: {
    id: 'anchor',
    title: 'Anchor',
    labelKey: 'anchor',
    fields: [{ key: 'anchor', type: 'string', required: true }, icon, color, href, hidden, directory, openapi, asyncapi],
    children: sections('anchors'),
    siteChildren: SITE_ORDER.anchor,
  },
  menuItem: {
    id: 'menuItem',
    title: 'Menu item',
    labelKey: 'item',
    fields: [{ key: 'item', type: 'string', required: true }, icon, description, href, hidden, directory, openapi, asyncapi],
    children: ['groups', 'pages'],
    siteChildren: SITE_ORDER.menuItem,
  },
  group: {
    id: 'group',
    title: 'Group',
    labelKey: 'group',
    fields: [
      { key: 'group', type: 'string', required: true },
      icon,
      { key: 'tag', type: 'string' },
      { key: 'root', type: 'pagePath' },
      { key: 'expanded', type: 'boolean' },
      openapi,
      asyncapi,
      sdk,
      hidden,
      { key: 'public', type: 'boolean' },
      directory,
      { key: 'boost', type: 'number' },
      { key: 'searchable', type: 'boolean' },
    ],
    children: ['pages', 'groups'],
    siteChildren: ['pages'],
  },
  page: {
    id: 'page',
    title: 'Page',
    fields: [],
    children: [],
    siteChildren: [],
  },
};

export const KINDS: Readonly<Record<KindId, KindSpec>> = { ...BASE_KINDS, ...globalLinkKinds() } as Record<KindId, KindSpec>;

/** The kind of the entries of each list of `global`: links shown on every page. */
export const GLOBAL_LINK_KIND: Readonly<Partial<Record<CollectionKey, KindId>>> = {
  anchors: 'globalAnchor',
  tabs: 'globalTab',
  versions: 'globalVersion',
  languages: 'globalLanguage',
  dropdowns: 'globalDropdown',
  products: 'globalProduct',
};

/** True for the kinds of `global`'s entries. */
export function isGlobalLink(kind: KindId): boolean {
  return kind.startsWith('global') && kind !== 'global';
}

/**
 * The entries of `global`'s lists: the same element as in the navigation (its label and own
 * fields), but only ever a link (`href` required); the generator drops any child list or
 * `openapi` they hold. Built from the section kinds so the two cannot drift apart.
 */
function globalLinkKinds(): Record<string, KindSpec> {
  const from: [KindId, KindId, string][] = [
    ['globalAnchor', 'anchor', 'Global anchor'],
    ['globalTab', 'tab', 'Global tab'],
    ['globalVersion', 'version', 'Global version'],
    ['globalLanguage', 'language', 'Global language'],
    ['globalDropdown', 'dropdown', 'Global dropdown'],
    ['globalProduct', 'product', 'Global product'],
  ];
  const out: Record<string, KindSpec> = {};
  for (const [id, base, title] of from) {
    const spec = BASE_KINDS[base];
    out[id] = {
      id,
      title,
      labelKey: spec.labelKey,
      // A link makes no pages: no document to make them from (the generator refuses `graphql` and `sdk` there).
      fields: [
        ...spec.fields.filter((f) => f.key !== 'href' && f.type !== 'openapi' && !REFUSED_KEYS.includes(f.key)),
        { key: 'href', type: 'href', required: true },
      ],
      children: [],
      siteChildren: [],
    };
  }
  return out;
}

const SECTION_KIND_LIST = ['language', 'version', 'product', 'tab', 'dropdown', 'anchor', 'menuItem'] as const satisfies readonly KindId[];

/** A section kind: a selector level of the rendered site (tab bar, version menu...), each with a link form. */
export type SectionKind = (typeof SECTION_KIND_LIST)[number];

/** The kinds that are section-like containers (everything with a label and children but groups). */
export const SECTION_KINDS: readonly KindId[] = SECTION_KIND_LIST;
const SECTION_SET: ReadonlySet<KindId> = new Set(SECTION_KINDS);

/** True for a section kind (a tab, an anchor, a menu item...): never a group, a page, the root or `global`. */
export function isSectionKind(kind: KindId): kind is SectionKind {
  return SECTION_SET.has(kind);
}

/** The section kind collection `key` holds (`tabs` -> tab, `menu` -> menuItem), or undefined for `groups`, `pages`, `global`. */
export function sectionKindOf(key: CollectionKey): SectionKind | undefined {
  const kind = COLLECTION_KIND[key];
  return isSectionKind(kind) ? kind : undefined;
}

/** The field spec of `key` on `kind`, or undefined when the table does not know it. */
export function fieldOf(kind: KindId, key: string): FieldSpec | undefined {
  // A loop, not find(): the rules ask this for every key of every element, and a callback that
  // captures `key` allocated a closure per call (a third of a megabyte per full run on 2.4 MB).
  const fields = KINDS[kind].fields;
  for (let i = 0; i < fields.length; i++) if (fields[i].key === key) return fields[i];
  return undefined;
}

/** True when `key` is a known field or allowed child collection of `kind`. */
export function isKnownKey(kind: KindId, key: string): boolean {
  if (key === '$ref') return true;
  return !!fieldOf(kind, key) || (KINDS[kind].children as readonly string[]).includes(key);
}

/** The kind that lives in collection `key` of an element of kind `parent` (global anchors in `global`). */
export function childKindOf(parent: KindId, key: CollectionKey): KindId {
  if (parent === 'global') return GLOBAL_LINK_KIND[key] ?? COLLECTION_KIND[key];
  return COLLECTION_KIND[key];
}

/** The collection key that holds elements of `kind` ('tab' -> 'tabs'). */
export function collectionOf(kind: KindId): CollectionKey | undefined {
  const global = (Object.keys(GLOBAL_LINK_KIND) as CollectionKey[]).find((k) => GLOBAL_LINK_KIND[k] === kind);
  if (global) return global;
  return (Object.keys(COLLECTION_KIND) as CollectionKey[]).find((k) => COLLECTION_KIND[k] === kind);
}
