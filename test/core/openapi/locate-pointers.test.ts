import { describe, expect, it } from 'vitest';
import { locatePointers, pointerSegments, toPointer } from '../../../src/core/openapi/locate-pointers';
import { parseOpenapiText } from '../../../src/core/openapi/parse-openapi-text';
import { createLocator } from '../../../src/core/parse/locate';

const yaml = `openapi: 3.1.0
paths:
  /users/{id}:
    get:
      responses:
        "200": {description: ok}
  '/a~b':
    - x
    - y: 1
`;

describe("placing JSON pointers in a document's text", () => {
  it('places pointers in a JSON document where the tolerant locator of docs.json does: key, item, nearest ancestor, last of two keys', () => {
    const json =
      '{\n  "openapi": "3.1.0",\n  "paths": {\n    "/users/{id}": { "get": { "responses": { "200": { "description": "ok" } } } },\n    "/a~b": ["x", { "y": 1 }]\n  },\n  "info": 1,\n  "info": { "title": "T" }\n}\n';
    const pointers = [
      '',
      '/paths/~1users~1{id}/get/responses/200',
      '/paths/~1a~0b/1/y',
      '/paths/~1a~0b/5',
      '/paths/~1nope/get',
      '/info/title',
      '/info',
    ];
    const at = locatePointers(json, 'json', pointers);
    const locate = createLocator(json);
    for (const p of pointers) {
      const want = locate(pointerSegments(p).map((s) => (/^\d+$/.test(s) ? Number(s) : s)));
      expect(at.get(p), p).toEqual({ line: want.line, column: want.column });
    }
  });

  it('pointers round-trip through ~0 and ~1', () => {
    expect(toPointer(['paths', '/users/{id}', 'get'])).toBe('/paths/~1users~1{id}/get');
    expect(pointerSegments('/paths/~1a~0b/0')).toEqual(['paths', '/a~b', '0']);
    expect(pointerSegments('#/components/schemas/X')).toEqual(['components', 'schemas', 'X']);
  });

  it('YAML: a mapping value sits at its key; quoted keys, flow mappings and lists are followed', () => {
    const at = locatePointers(yaml, 'yaml', [
      '/paths/~1users~1{id}/get',
      '/paths/~1users~1{id}/get/responses/200/description',
      '/paths/~1a~0b/1/y',
      '/openapi',
    ]);
    expect(at.get('/openapi')).toEqual({ line: 1, column: 1 });
    expect(at.get('/paths/~1users~1{id}/get')).toEqual({ line: 4, column: 5 });
    expect(at.get('/paths/~1users~1{id}/get/responses/200/description')).toEqual({ line: 6, column: 17 });
    expect(at.get('/paths/~1a~0b/1/y')).toEqual({ line: 9, column: 7 });
  });

  it('a pointer that is not in the text lands on its nearest ancestor', () => {
    expect(locatePointers(yaml, 'yaml', ['/paths/~1users~1{id}/get/requestBody']).get('/paths/~1users~1{id}/get/requestBody')).toEqual({
      line: 4,
      column: 5,
    });
    const json = '{\n  "paths": {\n    "/x": {}\n  }\n}';
    expect(locatePointers(json, 'json', ['/paths/~1x/get']).get('/paths/~1x/get')).toEqual({ line: 3, column: 5 });
  });

  it('parsing tells JSON from YAML by name, else by content, and a byte order mark does not break JSON', () => {
    expect(parseOpenapiText('\uFEFF{"openapi": "3.0.0"}', 'api.json')).toMatchObject({ ok: true, format: 'json' });
    expect(parseOpenapiText('{"openapi": "3.0.0"}', 'https://x/openapi')).toMatchObject({ ok: true, format: 'json' });
    expect(parseOpenapiText('openapi: 3.0.0', 'https://x/openapi')).toMatchObject({ ok: true, format: 'yaml' });
    // YAML 1.2: dates stay strings, as the validator expects.
    expect(parseOpenapiText('d: 2024-01-01', 'a.yaml')).toMatchObject({ ok: true, value: { d: '2024-01-01' } });
  });
});
