/**
 * The element-kinds table: the ONE place that says which navigation kinds exist, their label
 * key, their fields with types, and which child collections each may hold. The validator, the
 * drop rules, the inspector forms, the JSON Schema and the CLI all read it. If you find a
 * second list of kinds anywhere, it is a bug: make it read this table.
 */

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
  | 'menuItem'
  | 'group'
  | 'page';

/** Keys of the arrays (and the `global` object) that hold child elements. */
export type CollectionKey =
  'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'groups' | 'pages' | 'menu' | 'global';

export type FieldType = 'string' | 'boolean' | 'icon' | 'openapi' | 'language' | 'banner' | 'href' | 'pagePath' | 'number' | 'color';

export interface FieldSpec {
  readonly key: string;
  readonly type: FieldType;
  readonly required?: boolean;
  /** Shown as hover help in the JSON pane and the inspector (from SPEC.md / REFERENCE.md). */
  readonly description: string;
}

export interface KindSpec {
  readonly id: KindId;
  /** Human name, sentence case: "Tab", "Global anchor". */
  readonly title: string;
  /** The key that holds the element's label (`tab` for a tab); none for pages and the root. */
  readonly labelKey?: string;
  readonly fields: readonly FieldSpec[];
  /** Child collections this kind may hold, in the generator's precedence order. */
  readonly children: readonly CollectionKey[];
  readonly description: string;
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

const icon: FieldSpec = {
  key: 'icon',
  type: 'icon',
  description: 'Icon name (Font Awesome, Lucide or Tabler), or { "name", "style", "library" }. Do not prefix with "fa-".',
};
const hidden: FieldSpec = { key: 'hidden', type: 'boolean', description: 'Hide this element from the navigation.' };
const openapi: FieldSpec = {
  key: 'openapi',
  type: 'openapi',
  description:
    'OpenAPI document for this element and its children: a path or http(s) URL, an array (only the first is used), or { "source", "directory" }.',
};
const href: FieldSpec = { key: 'href', type: 'href', description: 'External link (a URL) or a relative path, instead of pages.' };
const description: FieldSpec = { key: 'description', type: 'string', description: 'Short description.' };

/** Every child collection a section-like element (tab, anchor, version...) may hold, except its own kind. */
function sections(except: CollectionKey): CollectionKey[] {
  return (['global', ...PRIMARY_ORDER] as CollectionKey[]).filter((c) => c !== except);
}

export const KINDS: Readonly<Record<KindId, KindSpec>> = {
  navigation: {
    id: 'navigation',
    title: 'Navigation',
    fields: [],
    children: ['global', ...PRIMARY_ORDER],
    description: 'The navigation of the site. Exactly one primary pattern (plus an optional "global") at the root.',
  },
  global: {
    id: 'global',
    title: 'Global anchors',
    fields: [],
    children: ['anchors'],
    description: 'Anchors shown on every page, whichever section is viewed.',
  },
  language: {
    id: 'language',
    title: 'Language',
    labelKey: 'language',
    fields: [
      { key: 'language', type: 'language', required: true, description: 'One of the 26 supported language codes.' },
      { key: 'banner', type: 'banner', description: 'Language-specific banner: { "content": Markdown, "dismissible": boolean }.' },
      { key: 'default', type: 'boolean', description: 'The language shown by default.' },
      hidden,
      openapi,
    ],
    children: sections('languages'),
    description: 'Partitions the navigation by language, chosen from a dropdown menu.',
  },
  version: {
    id: 'version',
    title: 'Version',
    labelKey: 'version',
    fields: [
      { key: 'version', type: 'string', required: true, description: 'Version label.' },
      { key: 'tag', type: 'string', description: 'Badge in the version selector ("Latest", "Beta", "Deprecated").' },
      { key: 'default', type: 'boolean', description: 'The version shown by default.' },
      hidden,
      openapi,
    ],
    children: sections('versions'),
    description: 'Partitions the navigation by version, chosen from a dropdown menu.',
  },
  product: {
    id: 'product',
    title: 'Product',
    labelKey: 'product',
    fields: [{ key: 'product', type: 'string', required: true, description: 'Product name.' }, description, icon, href, hidden, openapi],
    children: sections('products'),
    description: 'A dedicated navigation division for a separate offering or feature set.',
  },
  tab: {
    id: 'tab',
    title: 'Tab',
    labelKey: 'tab',
    fields: [
      { key: 'tab', type: 'string', required: true, description: 'Tab label: a section with its own URL path in the top bar.' },
      icon,
      href,
      hidden,
      openapi,
    ],
    children: ['menu', ...sections('tabs')],
    description: 'A distinct section with its own URL path, shown in a horizontal bar at the top.',
  },
  dropdown: {
    id: 'dropdown',
    title: 'Dropdown',
    labelKey: 'dropdown',
    fields: [{ key: 'dropdown', type: 'string', required: true, description: 'Dropdown label.' }, icon, description, href, hidden, openapi],
    children: sections('dropdowns'),
    description: 'An expandable menu at the top of the sidebar; each item leads to a section.',
  },
  anchor: {
    id: 'anchor',
    title: 'Anchor',
    labelKey: 'anchor',
    fields: [
      { key: 'anchor', type: 'string', required: true, description: 'Anchor label: a persistent item at the top of the sidebar.' },
      icon,
      { key: 'color', type: 'color', description: 'Anchor colour: a hex colour, or { "light", "dark" }.' },
      href,
      hidden,
      openapi,
    ],
    children: sections('anchors'),
    description: 'A persistent item at the top of the sidebar.',
  },
  globalAnchor: {
    id: 'globalAnchor',
    title: 'Global anchor',
    labelKey: 'anchor',
    fields: [
      { key: 'anchor', type: 'string', required: true, description: 'Anchor label, shown on every page.' },
      icon,
      { key: 'color', type: 'color', description: 'Anchor colour: a hex colour, or { "light", "dark" }.' },
      { key: 'href', type: 'href', required: true, description: 'An external URL or a relative path to a page.' },
      hidden,
    ],
    children: [],
    description: 'An anchor shown on all pages, whichever section is viewed.',
  },
  menuItem: {
    id: 'menuItem',
    title: 'Menu item',
    labelKey: 'item',
    fields: [{ key: 'item', type: 'string', required: true, description: 'Menu item label.' }, icon, description, href, hidden, openapi],
    children: ['groups', 'pages'],
    description: 'A dropdown item of a tab. It can only contain groups, pages and external links.',
  },
  group: {
    id: 'group',
    title: 'Group',
    labelKey: 'group',
    fields: [
      { key: 'group', type: 'string', required: true, description: 'Group label.' },
      icon,
      { key: 'tag', type: 'string', description: 'Label badge on the group.' },
      { key: 'root', type: 'pagePath', description: 'Main page of the group: selecting the group title opens it.' },
      { key: 'expanded', type: 'boolean', description: 'Default expanded state. Only affects nested groups.' },
      openapi,
      hidden,
      { key: 'public', type: 'boolean', description: 'Make the group public when the site requires authentication.' },
      { key: 'directory', type: 'string', description: 'Directory listing style of the group.' },
      { key: 'boost', type: 'number', description: "Search ranking boost of the group's pages." },
      { key: 'searchable', type: 'boolean', description: 'Whether the group is searchable.' },
    ],
    children: ['pages', 'groups'],
    description: 'A labelled set of pages in the sidebar; may contain nested groups.',
  },
  page: {
    id: 'page',
    title: 'Page',
    fields: [],
    children: [],
    description: 'A page file path (without extension), or an OpenAPI operation "METHOD /path" or "file METHOD /path".',
  },
};

/** The kinds that are section-like containers (everything with a label and children but groups). */
export const SECTION_KINDS: readonly KindId[] = ['language', 'version', 'product', 'tab', 'dropdown', 'anchor', 'menuItem'];

/** The field spec of `key` on `kind`, or undefined when the table does not know it. */
export function fieldOf(kind: KindId, key: string): FieldSpec | undefined {
  return KINDS[kind].fields.find((f) => f.key === key);
}

/** True when `key` is a known field or allowed child collection of `kind`. */
export function isKnownKey(kind: KindId, key: string): boolean {
  if (key === '$ref') return true;
  return !!fieldOf(kind, key) || (KINDS[kind].children as readonly string[]).includes(key);
}

/** The kind that lives in collection `key` of an element of kind `parent` (global anchors in `global`). */
export function childKindOf(parent: KindId, key: CollectionKey): KindId {
  if (parent === 'global' && key === 'anchors') return 'globalAnchor';
  return COLLECTION_KIND[key];
}

/** The collection key that holds elements of `kind` ('tab' -> 'tabs'). */
export function collectionOf(kind: KindId): CollectionKey | undefined {
  if (kind === 'globalAnchor') return 'anchors';
  return (Object.keys(COLLECTION_KIND) as CollectionKey[]).find((k) => COLLECTION_KIND[k] === kind);
}
