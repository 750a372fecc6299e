import { describe, expect, it } from 'vitest';
import { fixture, loadFixture, loadedFixture, readFixture } from './openapi-helpers';
import { indexOpenapiText, loadOpenapi, loadOpenapiStages } from '../../../src/core/openapi/load-openapi';
import type { OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';
import { OPENAPI_2_MESSAGE } from '../../../src/core/openapi/openapi-version';
import { loadLenientYaml, parseOpenapiText } from '../../../src/core/openapi/parse-openapi-text';

describe('loading an OpenAPI document', () => {
  it('loads YAML 3.1 and JSON 3.0 documents with their operations', async () => {
    const yaml = await loadFixture('plants.yaml');
    expect(yaml.status).toBe('loaded');
    expect(yaml.document?.version).toBe('3.1.0');
    expect(yaml.document?.title).toBe('Plants API');
    expect(yaml.document?.validation).toBe('valid');
    const json = await loadFixture('users.json');
    expect(json.status).toBe('loaded');
    expect(json.operations?.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /users',
      'POST /users',
      'GET /users/{userId}',
      'GET /teams/',
    ]);
  });

  it('refuses Swagger 2.0 whole, with the message the specification asks for and its place', async () => {
    const s = await loadFixture('swagger2.json');
    expect(s.status).toBe('failed');
    expect(s.failure).toBe('openapi-2');
    expect(s.operations).toBeUndefined();
    expect(s.message).toContain(OPENAPI_2_MESSAGE);
    expect(s.problems?.[0]).toMatchObject({ code: 'openapi-2-not-supported', pointer: '/swagger', line: 2, column: 3 });
    // "openapi": "2.0" is refused the same way.
    const s2 = await loadOpenapi('openapi: "2.0"\npaths: {}\n', 'x.yaml');
    expect(s2).toMatchObject({ status: 'failed', failure: 'openapi-2' });
  });

  it('says where a syntax error is (line and column), for YAML and JSON', async () => {
    const yaml = await loadFixture('broken.yaml');
    expect(yaml).toMatchObject({ status: 'failed', failure: 'syntax' });
    expect(yaml.problems?.[0].line).toBe(8);
    expect(yaml.message).toMatch(/^broken\.yaml is not valid YAML at line 8, column \d+: /);
    const json = await loadOpenapi('{\n  "openapi": "3.0.0",\n  "paths": {,}\n}', 'api.json');
    expect(json).toMatchObject({ status: 'failed', failure: 'syntax' });
    expect(json.problems?.[0]).toMatchObject({ line: 3, column: 13 });
  });

  it('says a file without an "openapi" field is not an OpenAPI document', async () => {
    const s = await loadFixture('not-openapi.yaml');
    expect(s).toMatchObject({ status: 'failed', failure: 'not-openapi' });
    expect(s.message).toContain('no "openapi" field');
    expect((await loadOpenapi('[1, 2]', 'list.json')).failure).toBe('not-openapi');
    expect((await loadOpenapi('openapi: 4.0.0\n', 'x.yaml')).failure).toBe('unsupported-version');
  });

  it('loads a YAML document only lenient parsers accept, with a note where strict ones refuse it', async () => {
    const s = await loadFixture('lenient.yaml');
    expect(s.status).toBe('loaded');
    expect(s.problems?.[0]).toMatchObject({ severity: 'info', code: 'openapi-lenient-yaml', line: 17 });
  });

  it('reads with the lenient parser only when given one: without it, the strict refusal says a lenient one is needed', async () => {
    const text = fixture('lenient.yaml');
    expect(parseOpenapiText(text, 'lenient.yaml')).toMatchObject({ ok: false, format: 'yaml', line: 17, lenientNeeded: true });
    const lenient = await loadLenientYaml();
    expect(parseOpenapiText(text, 'lenient.yaml', lenient)).toMatchObject({ ok: true, lenient: { line: 17 } });
    // A YAML error both parsers refuse is a syntax error, whoever reads it.
    expect(parseOpenapiText('a: [1,', 'bad.yaml', lenient)).toMatchObject({ ok: false, format: 'yaml' });
    expect(parseOpenapiText('a: [1,', 'bad.yaml', lenient)).not.toHaveProperty('lenientNeeded');
  });

  it('loads and validates an operation whose $ref points into a file only lenient parsers accept', async () => {
    const main = ['openapi: 3.0.3', 'info: {title: Refs, version: "1"}', 'paths:', '  /x:', "    $ref: 'lenient-path.yaml'"].join('\n');
    const path = [
      'get:',
      '  summary: X',
      '  responses:',
      "    '200':",
      '      description: OK',
      '      x-list: [',
      '        1,',
      '      ]',
    ].join('\n');
    const files = new Map([['lenient-path.yaml', path]]);
    const s = await loadOpenapi(main, 'main.yaml', (p) => files.get(p));
    expect(s.status).toBe('loaded');
    expect(s.document?.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /x']);
    expect(s.document?.validation).toBe('valid');
  });

  it('lists each validation problem with its JSON pointer, line and column, and marks the operations it touches', async () => {
    const s = await loadFixture('invalid.yaml');
    expect(s.status).toBe('loaded');
    expect(s.document?.validation).toBe('invalid');
    const problems = s.problems!.filter((p) => p.code === 'openapi-schema-violation');
    expect(problems.map((p) => [p.pointer, p.line])).toEqual([
      ['/paths/~1broken/get', 13],
      ['/paths/~1broken/post', 15],
    ]);
    expect(problems[0].message).toContain("must have required property 'responses'");
    expect(problems[1].message).toContain('"unknownField"');
    const ops = Object.fromEntries(s.operations!.map((o) => [`${o.method} ${o.path}`, o]));
    expect(ops['GET /ok'].valid).toBe(true);
    expect(ops['GET /broken']).toMatchObject({ valid: false, invalidReason: expect.stringContaining("'responses'") });
    expect(ops['POST /broken'].valid).toBe(false);
  });

  it('indexes first and validates later: the quick stage never runs the validator', () => {
    const r = indexOpenapiText(fixture('invalid.yaml'), 'invalid.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.document.validation).toBe('pending');
    expect(r.document.operations.every((o) => o.valid)).toBe(true);
  });

  it('shows the pages of a JSON document before scanning its depth: one nested too deep is indexed, then refused before validation', async () => {
    const deep = `{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"get": {"summary": "A", "responses": {}}}}, "x-deep": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const indexed: OpenapiDocumentState[] = [];
    const state = await loadOpenapiStages(deep, 'deep.json', undefined, (s) => indexed.push(s));
    expect(indexed.map((s) => s.operations?.map((o) => `${o.method} ${o.path}`))).toEqual([['GET /a']]);
    expect(state.status).toBe('failed');
    expect(state.message).toMatch(/^deep\.json is not read at line 1, column \d+: objects and arrays nest 5,001 levels/);
    // Without anyone waiting for the pages, the refusal comes first, as before.
    expect(indexOpenapiText(deep, 'deep.json')).toMatchObject({ ok: false, state: { message: state.message } });
  });

  it('resolves operation and path-item $refs into other files, and references inside them, circular ones included', async () => {
    const doc = await loadedFixture('multi/root.yaml');
    const byKey = Object.fromEntries(doc.operations.map((o) => [`${o.method} ${o.path}`, o]));
    expect(byKey['GET /nodes']).toMatchObject({ summary: 'List nodes', tag: 'Nodes', valid: true });
    expect(byKey['GET /nodes/{id}']).toMatchObject({ summary: 'Get a node', valid: true });
    // The one missing file is a problem at its reference, not a crash; the rest validates.
    const missing = doc.problems.filter((p) => p.code === 'openapi-missing-ref');
    expect(missing.length).toBeGreaterThanOrEqual(1);
    expect(missing[0]).toMatchObject({ pointer: '/paths/~1missing/get/$ref', line: 13 });
    expect(missing[0].message).toContain('multi/ops/nope.yaml, which was not found');
    expect(byKey['GET /missing']).toMatchObject({ valid: false });
  });

  it('without the other files, every external reference is a problem and nothing hangs', async () => {
    const s = await loadOpenapi(fixture('multi/root.yaml'), 'multi/root.yaml', () => undefined);
    expect(s.status).toBe('loaded');
    expect(s.problems!.filter((p) => p.code === 'openapi-missing-ref').length).toBeGreaterThanOrEqual(3);
  });

  it('a cycle of operation references is a problem, not a hang', async () => {
    const s = await loadFixture('cycle.yaml', { validate: false });
    expect(s.problems?.[0]).toMatchObject({ code: 'openapi-ref-cycle', pointer: '/paths/~1a/get' });
    expect(s.operations?.[0]).toMatchObject({ valid: false });
  });

  it('reads the same multi-file document whatever folder it sits in', async () => {
    const read = (p: string) => readFixture(p.replace(/^nested\//, ''));
    const s = await loadOpenapi(fixture('multi/root.yaml'), 'nested/multi/root.yaml', read);
    expect(s.operations?.find((o) => o.path === '/nodes')?.summary).toBe('List nodes');
  });
});
