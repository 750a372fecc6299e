import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { docsJsonSchema, splitFileSchema, SCHEMA_KINDS } from '../../../src/core/schema/docs-json-schema';
import { KINDS } from '../../../src/core/model/kinds';
import { fieldDescription } from '../../../src/core/model/kind-help';
import { LANGUAGE_CODES } from '../../../src/core/model/languages';
import { ICON_STYLES, THEMES } from '../../../src/core/model/settings';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { runRules } from '../../../src/core/rules/index';

// ajv is what a CI would validate with; `strict: false` lets it skip Monaco's extra keywords
// (enumDescriptions, defaultSnippets, patternErrorMessage).
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(docsJsonSchema());
const errorsOf = (value: unknown) => (validate(value) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`));

const base = { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' } };
const withNav = (navigation: unknown) => ({ ...base, navigation });

describe('docsJsonSchema: generated from the kinds table', () => {
  const schema = docsJsonSchema();

  it('has a definition for every kind, with every field described as its help says', () => {
    for (const kind of SCHEMA_KINDS) {
      const def = schema.definitions![kind];
      expect(def, kind).toBeDefined();
      for (const f of KINDS[kind].fields) {
        expect(def.properties![f.key], `${kind}.${f.key}`).toBeDefined();
        expect(def.properties![f.key].description).toBe(fieldDescription(kind, f.key));
      }
      for (const c of KINDS[kind].children) expect(def.properties![c], `${kind}.${c}`).toBeDefined();
      // Required unless the element is a split file ({ "$ref": ... }): see kindSchema.
      expect(def.else?.required ?? []).toEqual(KINDS[kind].fields.filter((f) => f.required).map((f) => f.key));
    }
  });

  it('offers every supported language code, theme and icon style as completions', () => {
    const lang = schema.definitions!.language.properties!.language;
    // SPEC.md's codes, but Ukrainian as the generator writes it: "uk", since it rejects "ua".
    expect(lang.enum).toEqual(LANGUAGE_CODES.map((c) => (c === 'ua' ? 'uk' : c)));
    expect(lang.enumDescriptions).toContain('French');
    expect(lang.enumDescriptions![lang.enum!.indexOf('uk')]).toBe('Ukrainian');
    expect(schema.properties!.theme.enum).toEqual([...THEMES]);
    const iconObject = schema.definitions!.icon.anyOf!.find((s) => s.type === 'object')!;
    expect(iconObject.properties!.style.enum).toEqual([...ICON_STYLES]);
  });

  it('writes unions with anyOf, never oneOf, and only at the leaves', () => {
    const text = JSON.stringify(schema);
    expect(text).not.toContain('oneOf');
    // A page entry is one schema for both forms (no anyOf above a large subtree: see `element`).
    expect(schema.definitions!.pageEntry.type).toEqual(['string', 'object']);
    expect(schema.definitions!.icon.anyOf).toHaveLength(2);
  });

  it('resolves every $ref it writes', () => {
    const refs = new Set<string>();
    const walk = (s: unknown) => {
      if (!s || typeof s !== 'object') return;
      const o = s as Record<string, unknown>;
      if (typeof o.$ref === 'string') refs.add(o.$ref);
      for (const v of Object.values(o)) walk(v);
    };
    walk(schema);
    for (const r of refs) expect(schema.definitions![r.replace('#/definitions/', '')], r).toBeDefined();
    expect(refs.size).toBeGreaterThan(10);
  });
});

describe('docsJsonSchema: validating configs', () => {
  it('accepts the sample and a config of every kind', () => {
    const sample = JSON.parse(readFileSync(join(process.cwd(), 'public/sample/docs.json'), 'utf8'));
    expect(errorsOf(sample)).toEqual([]);
    const group = { group: 'G', expanded: true, openapi: { source: 'a.yaml' }, pages: ['x', 'GET /users', { group: 'Nested', pages: [] }] };
    const anchor = { anchor: 'A', dropdowns: [{ dropdown: 'D', groups: [group] }] };
    const tab = { tab: 'Guides', menu: [{ item: 'More', pages: ['more'] }], anchors: [anchor] };
    const all = withNav({
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com', icon: { name: 'rss', style: 'solid', library: 'fontawesome' } }] },
      products: [{ product: 'API', versions: [{ version: 'v1', tag: 'Latest', tabs: [tab] }] }],
    });
    expect(errorsOf(all)).toEqual([]);
    expect(errorsOf(withNav({ languages: [{ $ref: 'fr.json' }, { language: 'en', groups: [{ $ref: 'en/groups.json' }] }] }))).toEqual([]);
  });

  it('rejects what the validator rejects, at the right path', () => {
    expect(errorsOf(withNav({ languages: [{ language: 'xx', pages: [] }] }))).toContain(
      '/navigation/languages/0/language must be equal to one of the allowed values',
    );
    expect(errorsOf(withNav({ groups: [{ group: 'G', expanded: 'yes', pages: [] }] }))).toContain(
      '/navigation/groups/0/expanded must be boolean',
    );
    expect(errorsOf({ ...withNav({ pages: ['a'] }), theme: 'neon' })).toContain('/theme must be equal to one of the allowed values');
    expect(errorsOf(withNav({ tabs: [] }))).toContain('/navigation/tabs must NOT have fewer than 1 items');
    expect(errorsOf(withNav({ tabs: [{ icon: 'book' }] })).join('\n')).toContain("/navigation/tabs/0 must have required property 'tab'");
    expect(errorsOf(withNav({ groups: [{ group: 'G', icon: 'fa-house', pages: [] }] })).join('\n')).toContain(
      '/navigation/groups/0/icon must match pattern',
    );
    expect(errorsOf(withNav({ groups: [{ group: 'G', pages: [3] }] })).join('\n')).toContain('/navigation/groups/0/pages/0 must be string');
    expect(errorsOf(withNav({ groups: [{ group: '', pages: [] }] })).join('\n')).toContain(
      '/navigation/groups/0/group must NOT have fewer than 1 characters',
    );
    // A label of only spaces is a group without a heading: the generator accepts it.
    expect(errorsOf(withNav({ groups: [{ group: '  ', pages: [] }] }))).toEqual([]);
    expect(errorsOf({ navigation: { pages: ['a'] } }).join('\n')).toContain("must have required property 'theme'");
  });

  it('gives a split file the schema of the kind it holds', () => {
    const v = ajv.compile(splitFileSchema('language'));
    const fr = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/rules/site/docs/fr.json'), 'utf8'));
    expect(v(fr)).toBe(true);
    expect(v({ language: 'français', groups: [] })).toBe(false);
    expect(v.errors!.map((e) => e.instancePath)).toEqual(expect.arrayContaining(['/language', '/groups']));
  });
});

// The real configs: wherever docsnav's own rules find no error, the schema must not either,
// or the JSON pane would mark a config the validator accepts.
const corpus = process.env.DOCSNAV_CORPUS ?? '../shared/corpus';
describe.skipIf(!existsSync(corpus))(`docsJsonSchema agrees with the rules on the configs in ${corpus}`, () => {
  const folders = existsSync(corpus) ? readdirSync(corpus).filter((f) => existsSync(join(corpus, f, 'docs.json'))) : [];
  it.each(folders)('%s', (folder) => {
    const text = readFileSync(join(corpus, folder, 'docs.json'), 'utf8');
    const { workspace } = workspaceFromText(text);
    if (!workspace) return;
    // A language code the site accepts but SPEC.md lacks ("ja") is a warning of the rules and a
    // (warning) marker of the schema, which offers SPEC.md's 26 codes only: both say it.
    const flagged = runRules(workspace, buildNavIndex(workspace)).filter(
      (d) => (d.severity === 'error' || d.code === 'unsupported-language') && d.file === 'docs.json',
    );
    if (flagged.length) return;
    // Top-level settings the rules only warn about (missing theme) are not the schema's quarrel here.
    const schemaErrors = errorsOf(JSON.parse(text)).filter((e) => e.startsWith('/navigation'));
    expect(schemaErrors).toEqual([]);
  });
});
