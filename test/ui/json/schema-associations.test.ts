import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { DOCS_JSON_SCHEMA_ID } from '../../../src/core/schema/docs-json-schema';
import { associationsKey, modelUri, schemaAssociations } from '../../../src/ui/json/schema-associations';

const docs = JSON.stringify({
  $schema: 'https://example.com/docs.json',
  name: 'x',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: { languages: [{ language: 'en', pages: ['a'] }, { $ref: 'i18n/fr.json' }], global: { $ref: 'global.json' } },
});
const files: Record<string, string> = {
  'i18n/fr.json': JSON.stringify({ language: 'fr', pages: ['fr/a'] }),
  'global.json': JSON.stringify({ anchors: [{ anchor: 'Blog', href: 'https://example.com' }] }),
};
const ws = loadWorkspace('docs.json', docs, (p) => files[p]).workspace!;

describe('schemaAssociations', () => {
  const list = schemaAssociations(ws, navIndexOf(ws));

  it('gives docs.json the docs.json schema, also under the $schema URL it names', () => {
    expect(list[0]).toMatchObject({ uri: DOCS_JSON_SCHEMA_ID, fileMatch: [modelUri('docs.json')] });
    const declared = list.find((a) => a.uri === 'https://example.com/docs.json')!;
    expect(declared.schema).toEqual(list[0].schema);
    expect(declared.fileMatch).toBeUndefined();
  });

  it('gives each split file the schema of the element it holds', () => {
    const fr = list.find((a) => a.fileMatch?.[0] === modelUri('i18n/fr.json'))!;
    expect(fr.schema.$ref).toBe('#/definitions/language');
    expect(fr.schema.definitions!.language.properties!.language.enum).toContain('fr');
    const global = list.find((a) => a.fileMatch?.[0] === modelUri('global.json'))!;
    expect(global.schema.$ref).toBe('#/definitions/global');
  });

  it('keys only what changes the associations', () => {
    const key = associationsKey(ws, navIndexOf(ws));
    expect(key).toContain('i18n/fr.json=language');
    expect(key).toContain('global.json=global');
    expect(associationsKey(ws, navIndexOf(ws))).toBe(key);
  });
});
