import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyOpenapiIndex, earlyOpenapiSteps, topLevelMembers } from '../../../src/core/openapi/early-index';
import { indexOpenapiText } from '../../../src/core/openapi/load-openapi';
import { utf8Pieces } from '../../../src/workers/decode-utf8';
import { FIXTURES } from './openapi-helpers';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** The early index of a text, decoding byte ranges as the worker does. */
function early(text: string | Uint8Array, key = 'api.json') {
  const bytes = typeof text === 'string' ? utf8(text) : text;
  return earlyOpenapiIndex(bytes, key, (from, to) => utf8Pieces(bytes.subarray(from, to))()!);
}

/** The two steps of a text: the first step's quick stage, and what the rest of the scan says (none when it did not stop). */
function steps(text: string | Uint8Array, key = 'api.json') {
  const bytes = typeof text === 'string' ? utf8(text) : text;
  const s = earlyOpenapiSteps(bytes, key, (from, to) => utf8Pieces(bytes.subarray(from, to))()!);
  return { first: s.first, rest: s.rest?.() };
}

/** The quick stage's document from the whole text (what the worker posted first before). */
function whole(bytes: Uint8Array, key = 'api.json') {
  const indexed = indexOpenapiText(new TextDecoder().decode(bytes), key, () => undefined);
  return indexed.ok && indexed.validate ? indexed.document : undefined;
}

const op = (summary: string) => ({ summary, responses: { '200': { description: 'OK' } } });
const doc = (extra: object) => JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...extra }, null, 2);

describe('the quick stage from the bytes', () => {
  // Real documents: the project's fixture and, beside the project, the large public ones.
  const SHARED = join(__dirname, '..', '..', '..', '..', 'shared', 'openapi');
  const real = [
    [join(FIXTURES, 'users.json'), true],
    [join(FIXTURES, 'swagger2.json'), false],
    [join(SHARED, 'github', 'generated', 'api.github.com.json'), true],
    [join(SHARED, 'github-2020', 'descriptions', 'api.github.com', 'api.github.com.json'), true],
    [join(SHARED, 'openai', 'openapi.json'), true],
    [join(SHARED, 'stripe', 'openapi', 'spec3.json'), true],
    [join(SHARED, 'petstore', 'examples', 'v3.0', 'petstore.json'), true],
    [join(SHARED, 'stripe-swagger2', 'openapi', 'spec2.json'), false],
  ] as const;
  for (const [path, made] of real) {
    it.skipIf(!existsSync(path))(`is the whole text's quick stage, or none: ${path.split('/').slice(-2).join('/')}`, () => {
      const bytes = new Uint8Array(readFileSync(path));
      const got = early(bytes);
      if (made) expect(got).toBeDefined();
      else expect(got).toBeUndefined();
      if (got) expect(got).toEqual(whole(bytes));
      // In two steps, the same answer: the first stands, or the rest replaces it.
      const two = steps(bytes);
      expect(two.rest === undefined || two.rest === 'same' ? two.first : two.rest).toEqual(got);
    });
  }

  it('reads the members the index needs wherever they are, and skips the rest unread', () => {
    const text =
      '\ufeff{"x-tricky": {"a": "}]\\"{[", "paths": {"/no": {"get": {}}}}, "paths": {"/a": {"get": ' +
      JSON.stringify({ ...op('A'), tags: ['t'] }) +
      ', "post": {"$ref": 1}}}, "components": {"schemas": {"S": {"description": "Zürich \\\\"}}}, ' +
      '"tags": [{"name": "t", "x-group": "Group T"}], "webhooks": {"ping": {"post": ' +
      JSON.stringify(op('Ping')) +
      '}}, "openapi": "3.1.0", "info": {"title": "Tricky ✓", "version": "1"}, "n": -1.5e3, "t": true}\n';
    const got = early(text);
    expect(got?.operations.map((o) => `${o.kind} ${o.method} ${o.path} ${o.group} ${o.summary}`)).toEqual([
      'operation GET /a Group T A',
      'operation POST /a API Reference undefined',
      'webhook POST ping API Reference Ping',
    ]);
    expect(got?.title).toBe('Tricky ✓');
    expect(got).toEqual(whole(utf8(text)));
  });

  it('reads of `paths` only what the index reads, as JSON.parse makes it: order, the last of a key twice, escapes, odd values', () => {
    // Written by hand: keys twice, escapes, integer-like and __proto__ keys, values that are not objects.
    const text =
      '{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {' +
      '"/a": {"parameters": [{"in": "query", "name": "q"}], "get": {"summary": "A", "responses": {"200": {"description": "}{"}}},' +
      ' "g\\u0065t": {"summary": "get, spelled with an escape", "operationId": "op-a", "tags": ["t", "u"]}},' +
      '"/b": {"head": {"summary": "the first /b"}},' +
      '"10": {"post": {"summary": "one", "summary": "ten ✓ \\u00e9", "deprecated": true, "x-hidden": false, "x-excluded": true}},' +
      '"2": {"put": {"x-mint": {"href": "/two", "metadata": {"title": "Two", "sidebarTitle": "2"}}, "x-docs": {"a": [1, "x"]}}},' +
      '"__proto__": {"delete": {"\\u0073ummary": "proto", "description": "' +
      'long '.repeat(50) +
      '"}},' +
      '"/c": [], "/d": "text", "/e": null, "/f": {"get": "not an operation", "patch": {}, "trace": {"tags": []}},' +
      '"/b": {"head": {"summary": "the last /b"}, "x-other": {"get": {"summary": "not read"}}}' +
      '}, "webhooks": {"w": {"post": {"summary": "hook", "requestBody": {"content": {}}}}}}';
    const got = early(text);
    expect(got?.operations.map((o) => [o.kind, o.method, o.path, o.summary ?? '-', o.operationId ?? '-', o.tag ?? '-'].join(' '))).toEqual([
      'operation PUT 2 - - -',
      'operation POST 10 ten ✓ é - -',
      'operation GET /a get, spelled with an escape op-a t',
      'operation HEAD /b the last /b - -',
      'operation DELETE __proto__ proto - -',
      'operation PATCH /f - - -',
      'operation TRACE /f - - -',
      'webhook POST w hook - -',
    ]);
    expect(got).toEqual(whole(utf8(text)));
    const [two, ten] = got!.operations;
    expect([two.href, two.metadataTitle, two.metadataSidebarTitle, two.docs]).toEqual(['/two', 'Two', '2', '{"a":[1,"x"]}']);
    expect([ten.deprecated, ten.hidden, ten.excluded]).toEqual([true, false, true]);
    // A syntax error where the index does not read is not seen here (the whole parse's comes after, as
    // for the members skipped); one in what it reads, or in the brackets around it, gives none.
    expect(early(text.replace('"description": "}{"', '"description": tru'))).toBeDefined();
    expect(early(text.replace('"summary": "one"', '"summary": tru'))).toBeUndefined();
    expect(early(text.replace('"/c": []', '"/c" []'))).toBeUndefined();
    expect(early(text.replace('"x-excluded": true}', '"x-excluded": true,}'))).toBeUndefined();
  });

  it('gives none where the whole text could answer otherwise', () => {
    const paths = { '/a': { get: op('A') } };
    expect(early(doc({ paths }))).toBeDefined();
    expect(early(doc({ paths }), 'api.yaml')).toBeUndefined(); // YAML by name
    expect(early(doc({ paths: { '/a': { $ref: 'other.json#/a' } } }))).toBeUndefined(); // a path item by reference
    expect(early(doc({ paths: { '/a': { get: { $ref: '#/x' } } } }))).toBeUndefined(); // an operation by reference
    expect(early(doc({ paths }).replace('{', '{"paths": {},'))).toBeUndefined(); // written twice: the last wins
    expect(early(doc({ paths }).replace('"paths"', '"p\\u0061ths"'))).toBeUndefined(); // an escaped key
    expect(early(doc({ paths }).replace('"openapi": "3.1.0"', '"swagger": "2.0"'))).toBeUndefined();
    expect(early(doc({ paths }).replace('3.1.0', '4.0.0'))).toBeUndefined(); // no version docsnav validates
    expect(early(doc({ paths }) + ' x')).toBeUndefined(); // something after the object
    expect(early(doc({ paths }).slice(0, -1))).toBeUndefined(); // cut short
    expect(early(`[${doc({ paths })}]`)).toBeUndefined();
    expect(early('{"openapi": "3.1.0", "paths": {"/a": {"get": {]}}}')).toBeUndefined(); // a member that does not parse
  });

  it('in two steps: the pages from the members up to `paths` first, then the rest confirms or replaces them', () => {
    const paths = { '/a': { get: op('A') } };
    const components = { schemas: { S: { description: 'paths "webhooks" }' } } };
    // GitHub's order: the rest is read after the pages went out, and changes nothing.
    const usual = steps(doc({ tags: [], paths, 'x-webhooks': { w: {} }, components }));
    expect(usual.first?.operations.map((o) => o.path)).toEqual(['/a']);
    expect(usual.rest).toBe('same');
    // Nothing after `paths` but what the index reads: no second step.
    expect(steps(doc({ paths, webhooks: {} })).rest).toBeUndefined();
    // Webhooks after the components: the first step has no webhook pages, the rest brings them.
    const late = doc({ paths, components, webhooks: { ping: { post: op('Ping') } } });
    const two = steps(late);
    expect(two.first?.operations.map((o) => `${o.kind} ${o.path}`)).toEqual(['operation /a']);
    expect(two.rest).not.toBe('same');
    expect(two.rest).toEqual(early(late));
    expect(typeof two.rest === 'object' && two.rest.operations.map((o) => `${o.kind} ${o.path}`)).toEqual(['operation /a', 'webhook ping']);
    // What the whole answers otherwise, the rest answers too: none, and the whole way decides.
    expect(steps(doc({ paths, components }).replace(/\}$/, ', "paths": {}}')).rest).toBeUndefined(); // written twice
    expect(steps(doc({ paths, components }).replace(/\}$/, ', "swagger": "2.0"}')).rest).toBeUndefined();
    expect(steps(doc({ paths, components }).slice(0, -1)).rest).toBeUndefined(); // cut short
    expect(steps(doc({ paths, components }) + ' x').rest).toBeUndefined();
    // A version after `paths`: no first step without it; the whole scan answers at once.
    const versionLast = JSON.stringify({ info: { title: 'T', version: '1' }, paths, components, openapi: '3.1.0' });
    expect(steps(versionLast)).toEqual({ first: early(versionLast), rest: undefined });
    expect(early(versionLast)).toBeDefined();
  });

  it('finds the top-level members by bytes, strings and brackets skipped whole', () => {
    const text = '{"a": "x\\\\", "paths": [1, {"b": "]}"}], "openapi": 3, "info": null, "x-ü": {}}';
    const m = topLevelMembers(utf8(text));
    expect([...m!].map(([k, [a, b]]) => [k, text.slice(a, b)])).toEqual([
      ['paths', '[1, {"b": "]}"}]'],
      ['openapi', '3'],
      ['info', 'null'],
    ]);
    expect(topLevelMembers(utf8('{}'))?.size).toBe(0);
    expect(topLevelMembers(utf8('{"a" 1}'))).toBeUndefined();
    expect(topLevelMembers(utf8('{"a": "open'))).toBeUndefined();
  });
});
