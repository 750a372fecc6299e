import { COLLECTION_KIND, GLOBAL_LINK_KIND, KINDS, isGlobalLink, type CollectionKey, type KindId } from './kinds';

/**
 * The help texts of the kinds table (kinds.ts): what each kind is and what each of its fields
 * means, from SPEC.md and REFERENCE.md. Shown as hover help in the inspector's forms and the
 * JSON pane's schema. Apart from the table because only those two show them and both load
 * later: the table itself is in the page's first JavaScript (the rules read it), and these
 * texts were a kilobyte of it, gzipped.
 */

/** Fields several kinds share, by key: each reads the same on every kind. */
const SHARED: Readonly<Record<string, string>> = {
  icon: 'Icon name (Font Awesome, Lucide or Tabler), or { "name", "style", "library" }. Do not prefix with "fa-".',
  hidden: 'Hide this element from the navigation.',
  openapi:
    'OpenAPI document for this element and its children: a path or http(s) URL, an array (only the first is used), or { "source", "directory" }.',
  asyncapi:
    'AsyncAPI document for this element and its children (the site generator reads it; SPEC.md does not describe it): a path or http(s) URL, an array of them, or { "source", "directory" }.',
  graphql:
    'GraphQL schema the site makes this tab\'s pages from (the site generator reads it; SPEC.md does not describe it): a path or https URL, or { "source", "directory" }. The tab may then hold only its own fields and "groups".',
  sdk: 'SDK reference the site makes pages from (the site generator reads it on a tab or a group; SPEC.md does not describe it): { "format", "source", "directory" }.',
  href: 'External link (a URL) or a relative path, instead of pages.',
  description: 'Short description.',
  directory: 'How group root pages here and below list their pages: "accordion", "card", or "none".',
  color: 'Colour: { "light": "#hex", "dark": "#hex" } (either may be left out).',
};

/**
 * Every kind but the links of `global` (named `global…`, as isGlobalLink tells them), whose help
 * comes from the section kind each copies: read from the table's ids, not listed again.
 */
type BaseKind = Exclude<KindId, Exclude<Extract<KindId, `global${string}`>, 'global'>>;

/** Each kind's description, and its own fields' help (those SHARED does not hold). */
const KIND_HELP: Readonly<Record<BaseKind, { readonly about: string; readonly fields?: Readonly<Record<string, string>> }>> = {
  navigation: { about: 'The navigation of the site. Exactly one primary pattern (plus an optional "global") at the root.' },
  global: { about: 'Anchors shown on every page, whichever section is viewed.' },
  language: {
    about: 'Partitions the navigation by language, chosen from a dropdown menu.',
    fields: {
      language: 'One of the 26 supported language codes.',
      banner: 'Language-specific banner: { "content": Markdown, "dismissible": boolean }.',
      default: 'The language shown by default.',
      footer: 'The footer shown in this language.',
      navbar: 'The navbar shown in this language.',
    },
  },
  version: {
    about: 'Partitions the navigation by version, chosen from a dropdown menu.',
    fields: {
      version: 'Version label.',
      tag: 'Badge in the version selector ("Latest", "Beta", "Deprecated").',
      default: 'The version shown by default.',
    },
  },
  product: {
    about: 'A dedicated navigation division for a separate offering or feature set.',
    fields: { product: 'Product name.', name: 'Display name of the product.' },
  },
  tab: {
    about: 'A distinct section with its own URL path, shown in a horizontal bar at the top.',
    fields: {
      tab: 'Tab label: a section with its own URL path in the top bar.',
      searchable: 'Keep the pages of a hidden tab in search.',
      align: 'Where the tab sits in the tab bar: "start" or "end".',
    },
  },
  dropdown: {
    about: 'An expandable menu at the top of the sidebar; each item leads to a section.',
    fields: { dropdown: 'Dropdown label.' },
  },
  anchor: {
    about: 'A persistent item at the top of the sidebar.',
    fields: { anchor: 'Anchor label: a persistent item at the top of the sidebar.' },
  },
  menuItem: {
    about: 'A dropdown item of a tab. It can only contain groups, pages and external links.',
    fields: { item: 'Menu item label.' },
  },
  group: {
    about: 'A labelled set of pages in the sidebar; may contain nested groups.',
    fields: {
      group: 'Group label.',
      tag: 'Label badge on the group.',
      root: 'Main page of the group: selecting the group title opens it.',
      expanded: 'Default expanded state. Only affects nested groups.',
      public: 'Make the group public when the site requires authentication.',
      boost: "Search ranking boost of the group's pages.",
      searchable: 'Whether the group is searchable.',
    },
  },
  page: { about: 'A page file path (without extension), or an OpenAPI operation "METHOD /path" or "file METHOD /path".' },
};

/** The section kind a link of `global` copies (globalTab -> tab), or undefined for any other kind. */
function linkBase(kind: KindId): BaseKind | undefined {
  if (!isGlobalLink(kind)) return undefined;
  for (const key of Object.keys(GLOBAL_LINK_KIND) as CollectionKey[])
    if (GLOBAL_LINK_KIND[key] === kind) return COLLECTION_KIND[key] as BaseKind;
  return undefined;
}

/** What an element of `kind` is. */
export function kindDescription(kind: KindId): string {
  const base = linkBase(kind);
  if (base) return `A link shown on all pages, whichever section is viewed, beside the site's ${KINDS[base].title.toLowerCase()}s.`;
  return KIND_HELP[kind as BaseKind].about;
}

/** What field `key` of an element of `kind` means ('' for a key the table does not know). */
export function fieldDescription(kind: KindId, key: string): string {
  const base = linkBase(kind);
  if (base) return key === 'href' ? 'An external URL or a relative path to a page.' : fieldDescription(base, key);
  const own = KIND_HELP[kind as BaseKind].fields;
  if (own && Object.hasOwn(own, key)) return own[key];
  return Object.hasOwn(SHARED, key) ? SHARED[key] : '';
}
