import {
  ESCAPING_REFS,
  PROTO_NAMES,
  TOP_LEVEL_PROTO,
  deepDocs,
  escapingRefsDocs,
  protoKeysDocs,
  unsafeHrefDocs,
  yamlAliasBomb,
} from './inputs';

/**
 * The hostile-input suite's inputs (issue 17): each a small project (docs.json and the files it
 * names), what docsnav must do with it, and what it must say. Every runner (the core, the CLI,
 * the dev server's API, the app's open paths) tries every input it can take and counts them.
 * Large inputs are made on demand by `files()`, never committed.
 */
export interface HostileInput {
  readonly name: string;
  /** docs.json (the main file) and the files it names, by path relative to the folder. */
  files(): Record<string, string | Uint8Array>;
  /**
   * `opens`: a docs.json docsnav opens (with problems, maybe); `refused`: one it must refuse
   * with a message naming the place and keep what was open.
   */
  readonly expect: 'opens' | 'refused';
  /** What the refusal (or, for an input that opens, the problems) must say. */
  readonly says?: RegExp;
  /** Too large to parse in every runner (the 200 MB file): only size checks meet it. */
  readonly huge?: boolean;
  /**
   * The CLI checks what the app refuses to open when it is JSON but no docs.json: it prints the
   * problem (exit 1) instead, and it must match this.
   */
  readonly cliChecks?: RegExp;
}

const SETTINGS = '"name": "Hostile", "theme": "mint", "colors": {"primary": "#000000"}';
const docs = (navigation: string) => `{${SETTINGS}, "navigation": ${navigation}}\n`;
const text = (s: string): Record<string, string> => ({ 'docs.json': s });
const utf8 = (s: string) => new TextEncoder().encode(s);

/** A JSON string of `n` characters (the 1 MB strings). */
const long = (n: number, c = 'x') => c.repeat(n);

/** An OpenAPI document with `n` operations, each as small as valid (the 50,000-operation input). */
export function manyOperations(n: number): string {
  const paths: string[] = [];
  for (let i = 0; i < n / 2; i++)
    paths.push(
      `"/items/${i}": {"get": {"summary": "Get item ${i}", "tags": ["T${i % 50}"], "responses": {"200": {"description": "ok"}}}, "post": {"summary": "Post item ${i}", "tags": ["T${i % 50}"], "responses": {"200": {"description": "ok"}}}}`,
    );
  return `{"openapi": "3.0.3", "info": {"title": "Many", "version": "1"}, "paths": {${paths.join(', ')}}}\n`;
}

const MB = 1024 * 1024;

export const HOSTILE: readonly HostileInput[] = [
  { name: 'an empty file', files: () => text(''), expect: 'refused', says: /the file is empty/ },
  { name: 'only whitespace', files: () => text(' \n\t\r\n'), expect: 'refused', says: /the file is empty/ },
  { name: 'a byte order mark', files: () => text('\uFEFF' + docs('{"pages": ["a"]}')), expect: 'opens' },
  {
    name: 'CRLF line endings',
    files: () => text(docs('{\r\n  "pages": [\r\n    "a"\r\n  ]\r\n}').replace(/\n$/, '\r\n')),
    expect: 'opens',
  },
  { name: 'tab indentation', files: () => text(docs('{\n\t"pages": [\n\t\t"a"\n\t]\n}')), expect: 'opens' },
  {
    name: 'text that is not JSON',
    files: () => text('{\n  "navigation": {"pages": [1,,]}\n}\n'),
    expect: 'refused',
    says: /line 2, column \d+/,
  },
  { name: 'a trailing comma', files: () => text('{"navigation": {"pages": ["a",]}}'), expect: 'refused', says: /line 1, column \d+/ },
  { name: 'comments', files: () => text('// docs\n{"navigation": {"pages": ["a"]}}'), expect: 'refused', says: /line 1, column 1/ },
  {
    name: 'binary bytes',
    files: () => ({
      'docs.json': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]),
    }),
    expect: 'refused',
    says: /binary|line 1, column 1/,
  },
  {
    name: 'UTF-16 text',
    files: () => ({ 'docs.json': new Uint8Array([0xff, 0xfe, ...[...'{"navigation": {}}'].flatMap((c) => [c.charCodeAt(0), 0])]) }),
    expect: 'refused',
    says: /binary|line 1, column 1/,
  },
  {
    name: 'a 200 MB file',
    files: () => ({ 'docs.json': new Uint8Array(200 * MB).fill(0x20) }),
    expect: 'refused',
    says: /\d+ MB/,
    huge: true,
  },
  { name: '100,000-deep nesting', files: () => text(deepDocs(100_000)), expect: 'refused', says: /line 3, column \d+: .*100,002 levels/ },
  { name: 'nesting at the limit (512 levels)', files: () => text(deepDocs(510)), expect: 'opens' },
  {
    name: 'groups nested 250 deep',
    files: () => {
      let g = '"leaf"';
      for (let i = 0; i < 250; i++) g = `{"group": "g${i}", "pages": [${g}]}`;
      return text(docs(`{"groups": [${g}]}`));
    },
    expect: 'opens',
  },
  {
    name: '1 MB strings (a label, a page, an icon, a key)',
    files: () =>
      text(
        docs(`{"groups": [{"group": "${long(MB)}", "icon": "${long(MB, 'i')}", "${long(MB, 'k')}": 1, "pages": ["${long(MB, 'p')}"]}]}`),
      ),
    expect: 'opens',
  },
  { name: 'keys named after Object.prototype members at every level', files: () => text(protoKeysDocs()), expect: 'opens' },
  ...TOP_LEVEL_PROTO.map(([k, t]): HostileInput => ({
    name: `a top-level "${k}" holding an object`,
    files: () => text(t),
    expect: 'opens',
  })),
  {
    name: 'prototype names as $ref targets',
    files: () => ({
      'docs.json': docs('{"groups": [{"$ref": "__proto__"}, {"$ref": "constructor"}, {"$ref": "toString"}]}'),
      ['__proto__']: '{"group": "P", "pages": ["p"]}',
      constructor: '{"group": "C", "pages": ["c"]}',
    }),
    expect: 'opens',
  },
  {
    name: 'duplicate keys',
    files: () =>
      text(
        `{${SETTINGS}, "navigation": {"pages": ["a"], "pages": ["b"], "groups": [{"group": "x", "group": "y", "pages": []}]}, "name": "again"}`,
      ),
    expect: 'opens',
    says: /duplicate-key/,
  },
  {
    name: 'wrong types (numbers and objects where strings belong)',
    files: () =>
      text(
        docs(
          '{"tabs": [{"tab": 1, "icon": {"name": 2}, "groups": [{"group": null, "pages": [1, true, null, {}, [], 1e400, -0]}]}, {"tab": "T", "groups": "not an array"}]}',
        ),
      ),
    expect: 'opens',
    says: /wrong-type|missing-label/,
  },
  // (An array `navigation` is a mint.json's: the legacy conversion takes it.)
  {
    name: 'navigation that is not an object',
    files: () => text(`{${SETTINGS}, "navigation": "pages"}`),
    expect: 'opens',
    says: /navigation/,
  },
  {
    name: 'a JSON array, not an object',
    files: () => text('[{"navigation": {}}]'),
    expect: 'refused',
    says: /array/,
    cliChecks: /docs\.json:1:1 error not-an-object/,
  },
  {
    name: 'a package.json',
    files: () => text('{"name": "pkg", "version": "1.0.0", "dependencies": {}}'),
    expect: 'refused',
    says: /package\.json/,
    cliChecks: /docs\.json:1:1 error missing-navigation/,
  },
  {
    name: 'control characters and lone surrogates in strings',
    files: () => text(docs('{"groups": [{"group": "a\\u0000b\\u001f\\ud800", "pages": ["\\u202e\\u0007", "\\udfff"]}]}')),
    expect: 'opens',
  },
  {
    name: 'a $ref loop',
    files: () => ({
      'docs.json': docs('{"groups": [{"$ref": "a.json"}]}'),
      'a.json': '{"group": "A", "pages": [{"$ref": "b.json"}]}',
      'b.json': '{"group": "B", "pages": [{"$ref": "a.json"}]}',
    }),
    expect: 'opens',
    says: /circular-ref/,
  },
  {
    name: 'a $ref to docs.json itself',
    files: () => text(docs('{"groups": [{"$ref": "docs.json"}]}')),
    expect: 'opens',
    says: /circular-ref/,
  },
  {
    name: `$ref values out of the folder (${ESCAPING_REFS.length}: backslashes, percent-escapes, schemes, //host, ..)`,
    files: () => ({ 'docs.json': escapingRefsDocs(), 'nav/ok.json': '{ "group": "Sound", "pages": ["a"] }' }),
    expect: 'opens',
    says: /unsafe-ref/,
  },
  {
    name: 'a YAML alias bomb in an OpenAPI file',
    files: () => ({ 'docs.json': docs('{"groups": [{"group": "API", "openapi": "bomb.yaml"}]}'), 'bomb.yaml': yamlAliasBomb(9) }),
    expect: 'opens',
    says: /bomb\.yaml is not read at line 6, column 12/,
  },
  {
    name: 'a 50,000-operation OpenAPI document',
    files: () => ({ 'docs.json': docs('{"groups": [{"group": "API", "openapi": "many.json"}]}'), 'many.json': manyOperations(50_000) }),
    expect: 'opens',
  },
  {
    name: 'an OpenAPI file that is not OpenAPI, and JSON and YAML ones nested 100,000 deep',
    files: () => ({
      'docs.json': docs(
        '{"groups": [{"group": "A", "openapi": "a.json"}, {"group": "B", "openapi": "b.json"}, {"group": "C", "openapi": "c.yaml"}]}',
      ),
      'a.json': '{"hello": "world"}',
      'b.json': `{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {}, "x-deep": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      'c.yaml': `openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths: {}\nx-deep: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`,
    }),
    expect: 'opens',
    says: /b\.json is not read at line 1, column \d+: objects and arrays nest 100,001 levels/,
  },
  {
    name: 'Markdown banners with javascript: links and raw HTML',
    files: () =>
      text(
        docs(
          JSON.stringify({
            languages: [
              {
                language: 'en',
                banner: {
                  content:
                    'Click [me](javascript:alert(1)) <img src=x onerror=alert(1)> <script>alert(2)</script> [d](data:text/html,x) [ok](/ok)',
                  dismissible: true,
                },
                pages: ['a'],
              },
            ],
          }),
        ),
      ),
    expect: 'opens',
  },
  {
    name: 'href values with data:, vbscript: and custom schemes',
    files: () => text(unsafeHrefDocs()),
    expect: 'opens',
    says: /invalid-href/,
  },
  {
    name: 'many elements (20,000 pages in one group)',
    files: () =>
      text(docs(`{"groups": [{"group": "All", "pages": [${Array.from({ length: 20_000 }, (_, i) => `"p/${i}"`).join(', ')}]}]}`)),
    expect: 'opens',
  },
];

/** Every Object.prototype name: after a run, none of them may have changed, and `({}).polluted` must stay undefined. */
export const PROTOTYPE_NAMES = PROTO_NAMES;

/** The main text of an input (as the CLI and the app read it: UTF-8, a byte order mark kept). */
export function mainText(input: HostileInput): string {
  const f = input.files()['docs.json'];
  return typeof f === 'string' ? f : new TextDecoder('utf-8', { ignoreBOM: true }).decode(f);
}

/** An input's files as bytes. */
export function bytesOf(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? utf8(content) : content;
}

/** A stack trace or an engine error where a message for a person belongs. */
export const CRASH =
  /\n\s+at |Maximum call stack|TypeError|ReferenceError|RangeError|is not a function|Cannot read propert|undefined is not/;

/**
 * Counts for the suite's output: inputs tried and crashes (an exception where a message
 * belongs), printed once per runner so `npm test` shows them.
 */
export function tally(runner: string) {
  let tried = 0;
  let crashes = 0;
  return {
    async run<T>(f: () => Promise<T> | T): Promise<T> {
      tried++;
      try {
        return await f();
      } catch (e) {
        if (!(e instanceof Error && e.name === 'AssertionError')) crashes++;
        throw e;
      }
    },
    crash() {
      crashes++;
    },
    print() {
      console.log(`hostile inputs, ${runner}: ${tried} inputs tried, crashes: ${crashes}`);
    },
  };
}
