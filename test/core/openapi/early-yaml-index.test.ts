import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyYamlIndex, yamlTopLevel } from '../../../src/core/openapi/early-yaml-index';
import { indexOpenapiText } from '../../../src/core/openapi/load-openapi';

/** The quick stage's document from the whole text (what the worker posts first without the early index). */
function whole(text: string, key = 'api.yaml') {
  const indexed = indexOpenapiText(text, key, () => undefined);
  return indexed.ok && indexed.validate ? indexed.document : undefined;
}

const names = (text: string) => yamlTopLevel(text)?.map((m) => m.name);
const pages = (text: string) => earlyYamlIndex(text, 'api.yaml')?.operations.map((o) => `${o.method} ${o.path}`);

const HEAD = 'openapi: 3.1.0\ninfo:\n  title: Shop\n  version: "1"\n';
const PATHS = 'paths:\n  /orders:\n    get:\n      summary: List orders\n      responses:\n        "200":\n          description: OK\n';

describe('the quick stage of a YAML document from the members the index reads', () => {
  // Real documents beside the project: OpenAI's (components after paths), Stripe's (components first).
  const SHARED = join(__dirname, '..', '..', '..', '..', 'shared', 'openapi');
  const real = [
    [join(SHARED, 'openai', 'openapi.yaml'), true],
    [join(SHARED, 'stripe', 'openapi', 'spec3.yaml'), true],
    [join(SHARED, 'petstore', 'examples', 'v3.0', 'petstore.yaml'), true],
    [join(SHARED, 'oai-3.1', 'examples', 'v3.1', 'webhook-example.yaml'), true],
    // Its path items are `$ref`s to other files: the whole way reads them.
    [join(SHARED, 'digitalocean', 'specification', 'DigitalOcean-public.v2.yaml'), false],
  ] as const;
  for (const [path, made] of real) {
    it.skipIf(!existsSync(path))(`is the whole text's quick stage, or none: ${path.split('/').slice(-2).join('/')}`, () => {
      const text = readFileSync(path, 'utf8');
      const got = earlyYamlIndex(text, 'api.yaml');
      if (!made) return expect(got).toBeUndefined();
      expect(got).toBeDefined();
      expect(got!.operations.length).toBeGreaterThan(0);
      expect(got).toEqual(whole(text));
    });
  }

  it('does not parse the members the index does not read: a syntax error in `components` is left to the whole parse', () => {
    const text = `${HEAD}${PATHS}components:\n  schemas: {a: [}\n`;
    expect(whole(text)).toBeUndefined();
    expect(pages(text)).toEqual(['GET /orders']);
    expect(earlyYamlIndex(text, 'api.yaml')?.validation).toBe('pending');
  });

  it("reads the members wherever they are, with their anchors and aliases, comments and lists at the key's indentation", () => {
    const text = [
      '# generated',
      '---',
      'components:',
      '  schemas:',
      '    S: {type: string}',
      'tags:',
      '- name: Orders',
      '  description: All of them',
      '',
      '# the operations',
      PATHS.replace('summary: List orders', 'summary: &s List orders') + '  /refunds:',
      '    post:',
      '      summary: *s',
      '      tags: [Orders]',
      HEAD.trimEnd(),
      'x-meta: 1',
    ].join('\n');
    expect(names(text)).toEqual(['components', 'tags', 'paths', 'openapi', 'info', 'x-meta']);
    const got = earlyYamlIndex(text, 'api.yaml');
    expect(got).toEqual(whole(text));
    expect(got?.operations.map((o) => o.summary)).toEqual(['List orders', 'List orders']);
  });

  it('reads quoted keys, Windows line ends, a byte order mark and a last line without a line break', () => {
    const text = '\ufeff"openapi": 3.0.3\r\n\'info\': {title: T, version: "1"}\r\npaths: {/a: {get: {summary: A}}}';
    expect(names(text)).toEqual(['openapi', 'info', 'paths']);
    expect(pages(text)).toEqual(['GET /a']);
    expect(earlyYamlIndex(text, 'api.yaml')).toEqual(whole(text));
  });

  it('gives none where the whole text could answer otherwise', () => {
    const none = {
      'a second document': `${HEAD}${PATHS}---\nopenapi: 3.1.0\n`,
      'a top-level list': '- openapi: 3.1.0\n',
      'a flow mapping at the top': `{openapi: 3.1.0, paths: {}}\n`,
      'an explicit key': `? openapi\n: 3.1.0\n${PATHS}`,
      'a merge key': `<<: {x: 1}\n${HEAD}${PATHS}`,
      'an anchor on a key': `&k openapi: 3.1.0\n${PATHS}`,
      'a quoted key with an escape': `"open\\x61pi": 3.1.0\n${HEAD}${PATHS}`,
      'a line at the first column that is no key': `${HEAD}${PATHS}just words\n`,
      'a directive': `%YAML 1.2\n---\n${HEAD}${PATHS}`,
      'a member the index reads written twice': `${HEAD}${PATHS}${PATHS}`,
      'an alias to an anchor of a member left out': `components:\n  x: &op {summary: A}\n${HEAD}paths:\n  /a:\n    get: *op\n`,
      'a Swagger 2.0 document': `swagger: "2.0"\ninfo: {title: T, version: "1"}\n${PATHS}`,
      'an operation that is a $ref': `${HEAD}paths:\n  /a:\n    $ref: other.yaml#/a\n`,
      'no openapi member': `${PATHS}`,
    };
    for (const [what, text] of Object.entries(none)) expect(earlyYamlIndex(text, 'api.yaml'), what).toBeUndefined();
  });
});
