import { KINDS, childKindOf, mayBeEmpty, type CollectionKey, type FieldSpec, type KindId } from '../model/kinds';
import { fieldDescription, kindDescription } from '../model/kind-help';
import { GENERATOR_REJECTED_CODES, LANGUAGES } from '../model/languages';
import { EYEBROWS, ICON_LIBRARIES, ICON_STYLES, REQUIRED_TOP_LEVEL, THEMES } from '../model/settings';
import type { JsonSchema } from './json-schema';

/** Where the schema says it lives; split-file schemas point into it by `$ref`. */
export const DOCS_JSON_SCHEMA_ID = 'docsnav://schema/docs.json';

/** The kinds that have a schema definition of their own (a page is a string, see `pageEntry`). */
export const SCHEMA_KINDS: readonly KindId[] = (Object.keys(KINDS) as KindId[]).filter((k) => k !== 'page');

const ref = (name: string): JsonSchema => ({ $ref: `#/definitions/${name}` });
const HEX = '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$';

/**
 * An element position: the kind's own definition, which also takes a `{ "$ref": "file.json" }`
 * split file (see `kindSchema`).
 *
 * WARNING: no `anyOf` (or any other combinator) at a position that holds a large subtree. The
 * JSON language service in Monaco's worker collects the schemas every node matched and, at a
 * combinator, merges the collection of the whole subtree below it with one
 * `Array.prototype.push.apply`: on the largest real config (2.4 MB, 70,000 matches under
 * `navigation`) that call overflowed the worker's stack (`RangeError: Maximum call stack size
 * exceeded` in `getMatchingSchemas`, on opening the pane and every keystroke), and schema
 * validation stopped without a word. Combinators stay at the leaves (icons, OpenAPI values,
 * colours), whose collections are a few entries.
 */
const element = (kind: KindId): JsonSchema => ref(kind);

/** A `$ref` key beside an element's own keys: it stands for the element, written in another file. */
const SPLIT_FILE_KEY: Record<string, JsonSchema> = {
  // `patternProperties`, not `properties`: a schema key literally named "$ref" next to other
  // keywords is read as a reference by some validators.
  '^\\$ref$': { type: 'string', minLength: 1, description: 'A split file: the path of the JSON file that holds this element.' },
};

/** The schema of one field of an element of `kind`, by its field type, with its help (kind-help.ts). */
function fieldSchema(kind: KindId, f: FieldSpec): JsonSchema {
  const description = fieldDescription(kind, f.key);
  switch (f.type) {
    case 'string':
      return { type: 'string', description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'number':
      return { type: 'number', description };
    case 'href':
      return { type: 'string', description, minLength: 1 };
    case 'pagePath':
      return { type: 'string', description, minLength: 1 };
    case 'language': {
      // What works on the site: SPEC.md's codes, with Ukrainian as the generator writes it ("uk", not "ua").
      const codes = LANGUAGES.map((l) => ({ ...l, code: GENERATOR_REJECTED_CODES.get(l.code) ?? l.code }));
      return { type: 'string', description, enum: codes.map((l) => l.code), enumDescriptions: codes.map((l) => l.name) };
    }
    case 'enum':
      return { type: 'string', description, enum: [...(f.values ?? [])] };
    case 'setting':
      // A field of its own shape (a tab's `graphql`: a string or an object) is not described further.
      return f.shape ? { description } : { type: 'object', description };
    case 'icon':
    case 'openapi':
    case 'color':
    case 'banner':
      // Shared shapes live in `definitions`; the field keeps its own description for hovers.
      return { ...ref(f.type), description };
  }
}

/** The schema of a child collection of `kind`, described by the kind it holds. */
function collectionSchema(kind: KindId, key: CollectionKey): JsonSchema {
  if (key === 'global') return { ...element('global'), description: kindDescription('global') };
  if (key === 'pages') {
    return {
      type: 'array',
      description: 'Page entries: page paths, "METHOD /path" operations, or nested groups.',
      items: ref('pageEntry'),
    };
  }
  const child = childKindOf(kind, key);
  const s: JsonSchema = { type: 'array', description: kindDescription(child), items: element(child) };
  // The generator's fact (kinds.ts): rejected at the root, dropped below it; either way worth a marker.
  if (!mayBeEmpty(kind, key)) s.minItems = 1;
  return s;
}

/**
 * The definition of one kind: its fields and child collections from the kinds table. The same
 * definition takes a split file (`{ "$ref": "fr.json" }`): the required fields are asked for
 * only when there is no `$ref` (`if`/`else` on that one key, which looks at no child, so the
 * language service merges nothing large; see `element`).
 */
function kindSchema(kind: KindId): JsonSchema {
  const spec = KINDS[kind];
  const about = kindDescription(kind);
  const properties: Record<string, JsonSchema> = {};
  for (const f of spec.fields) properties[f.key] = fieldSchema(kind, f);
  if (spec.labelKey) {
    // Same test as rules/missing-label.ts: the generator rejects an empty label, but accepts one
    // of only spaces (a group shown without a heading).
    properties[spec.labelKey] = { ...properties[spec.labelKey], minLength: 1 };
  }
  for (const c of spec.children) properties[c] = collectionSchema(kind, c);
  const s: JsonSchema = {
    type: 'object',
    title: spec.title,
    description: about,
    properties,
    patternProperties: SPLIT_FILE_KEY,
  };
  const required = spec.fields.filter((f) => f.required).map((f) => f.key);
  if (required.length) {
    s.if = { required: ['$ref'] };
    s.else = { required };
  }
  if (spec.labelKey) {
    // Offer the element's skeleton when completing a value in its collection.
    s.defaultSnippets = [{ label: `New ${spec.title.toLowerCase()}`, description: about, body: { [spec.labelKey]: '$1' } }];
  }
  return s;
}

/** A page entry: a string (a page path or an operation) or a nested group, in one schema. */
function pageEntrySchema(): JsonSchema {
  const { title: _title, ...group } = kindSchema('group');
  return { ...group, type: ['string', 'object'], minLength: 1, description: kindDescription('page') };
}

/** The shapes several kinds share: icons, OpenAPI bindings, colours, banners, page entries. */
function sharedDefinitions(): Record<string, JsonSchema> {
  return {
    // A string or a nested group, in one schema (no anyOf: see `element`). `minLength` applies
    // to strings only, the group's keys and required label to objects only.
    pageEntry: pageEntrySchema(),
    icon: {
      anyOf: [
        { type: 'string', minLength: 1, pattern: '^(?!fa-)', patternErrorMessage: 'Write the icon name without the "fa-" prefix.' },
        {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, description: 'Icon name, without "fa-".' },
            style: { type: 'string', enum: [...ICON_STYLES], description: 'Font Awesome style.' },
            library: { type: 'string', enum: [...ICON_LIBRARIES], description: 'Icon library.' },
          },
          required: ['name'],
        },
      ],
    },
    openapi: {
      anyOf: [
        { type: 'string', minLength: 1 },
        { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Only the first document is used.' },
        {
          type: 'object',
          properties: {
            source: { type: 'string', minLength: 1, description: 'Path or http(s) URL of the OpenAPI file.' },
            directory: { type: 'string', description: 'Folder of the generated pages (default "api-reference").' },
          },
          required: ['source'],
        },
      ],
    },
    // The generator takes an element colour only as this object (a plain "#hex" string is refused).
    color: {
      type: 'object',
      properties: {
        light: { type: 'string', pattern: HEX, description: 'Colour in light mode, a hex colour such as "#0D9373".' },
        dark: { type: 'string', pattern: HEX, description: 'Colour in dark mode, a hex colour such as "#0D9373".' },
      },
      additionalProperties: false,
    },
    banner: {
      type: 'object',
      properties: {
        content: { type: 'string', description: 'Banner text: Markdown with links.' },
        dismissible: { type: 'boolean', description: 'Whether readers can close the banner.' },
      },
    },
  };
}

/** The top-level settings around `navigation` that shape it (SPEC.md "Other settings"). */
function settingsProperties(): Record<string, JsonSchema> {
  return {
    $schema: { type: 'string' },
    theme: {
      type: 'string',
      enum: [...THEMES],
      description: 'The site theme; it sets how groups, sections and breadcrumbs look by default.',
    },
    name: { type: 'string', description: 'The site name.' },
    colors: {
      type: 'object',
      description: 'Site colours; "primary" is required.',
      properties: { primary: { type: 'string', description: 'Primary colour, a hex colour such as "#0D9373".' } },
      required: ['primary'],
    },
    styling: {
      type: 'object',
      properties: {
        eyebrows: {
          type: 'string',
          enum: [...EYEBROWS],
          enumDescriptions: ['The full navigation path at the top of pages.', 'Only the section name.'],
          description:
            '"breadcrumbs" shows the full navigation path at the top of pages. Some themes show it by default and others do not.',
        },
      },
    },
    interaction: {
      type: 'object',
      properties: {
        drilldown: {
          type: 'boolean',
          description:
            'true: selecting a group navigates to its first page. false: it only expands or collapses the group. Unset: the theme default.',
        },
      },
    },
    api: {
      type: 'object',
      properties: {
        playground: {
          type: 'object',
          properties: {
            proxy: {
              type: 'boolean',
              description: "false sends playground requests from the reader's browser straight to the API, which then needs CORS.",
            },
          },
        },
      },
    },
    navigation: { ...element('navigation'), description: kindDescription('navigation') },
  };
}

/**
 * The JSON Schema (draft-07) of docs.json, generated from the kinds table (`model/kinds.ts`), the
 * language codes and the settings enums, so it cannot drift from the validator: every kind is a
 * definition with its fields (typed, described, required as the table says) and its child
 * collections. Unions use `anyOf`, never `oneOf`, so a validator's message names the closest
 * alternative instead of "matched none of", and only at the leaves (see `element`). Unknown keys stay allowed: docsnav's own
 * `unknown-key` rule explains them better than a schema could.
 *
 * @example jsonDefaults.setDiagnosticsOptions({ validate: true, schemas: [{ uri: DOCS_JSON_SCHEMA_ID, fileMatch: ['docs.json'], schema: docsJsonSchema() }] })
 */
export function docsJsonSchema(): JsonSchema {
  const definitions: Record<string, JsonSchema> = sharedDefinitions();
  for (const kind of SCHEMA_KINDS) definitions[kind] = kindSchema(kind);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: DOCS_JSON_SCHEMA_ID,
    title: 'docs.json',
    description: 'The configuration of a documentation site: its settings and its navigation.',
    type: 'object',
    properties: settingsProperties(),
    required: [...REQUIRED_TOP_LEVEL],
    definitions,
  };
}

/**
 * The schema of a `$ref` split file whose root is an element of `kind` (a language written in
 * `fr.json`): the docs.json schema with its root replaced by that kind's definition, so
 * completions and markers in the split file follow the same table.
 */
export function splitFileSchema(kind: KindId): JsonSchema {
  const full = docsJsonSchema();
  const root = kind === 'page' ? ref('pageEntry') : ref(kind);
  return { $schema: full.$schema, title: `${KINDS[kind].title} (split file)`, definitions: full.definitions, ...root };
}
