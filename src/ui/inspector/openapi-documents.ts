import { createScanner } from 'jsonc-parser';

// jsonc-parser declares SyntaxKind as an ambient const enum, which isolated modules cannot read:
// its values, as the library documents them.
const SyntaxKind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  StringLiteral: 10,
  EOF: 17,
} as const;

/**
 * True when a JSON text is an object with a top-level `openapi` key. Scans tokens and stops at
 * the key (it is nearly always first), so a 10 MB document costs nothing in the usual case and
 * one pass at worst; a nested `openapi` (inside `info`, an example) does not count.
 */
function jsonHasTopLevelOpenapi(text: string): boolean {
  const s = createScanner(text, true);
  let depth = 0;
  let expectKey = false;
  for (let t: number = s.scan(); t !== SyntaxKind.EOF; t = s.scan()) {
    switch (t) {
      case SyntaxKind.OpenBraceToken:
        depth++;
        expectKey = depth === 1;
        break;
      case SyntaxKind.OpenBracketToken:
        depth++;
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        depth--;
        if (depth === 0) return false;
        break;
      case SyntaxKind.CommaToken:
        expectKey = depth === 1;
        break;
      case SyntaxKind.StringLiteral:
        if (expectKey && s.getTokenValue() === 'openapi') return true;
        expectKey = false;
        break;
      default:
        if (depth === 0) return false;
        expectKey = false;
    }
  }
  return false;
}

/**
 * True when a file of the project is an OpenAPI document the site would pick up: a `.json`,
 * `.yaml` or `.yml` file with a top-level `openapi` key (REFERENCE.md, OpenAPI expansion 1; a
 * Swagger 2.0 `swagger` key does not count). In YAML a top-level key starts its line.
 *
 * @example isOpenapiDocument('api/openapi.yaml', 'openapi: 3.1.0\ninfo: ...') // true
 */
export function isOpenapiDocument(path: string, text: string): boolean {
  if (/\.ya?ml$/i.test(path)) return /^["']?openapi["']?[ \t]*:/m.test(text);
  if (/\.json$/i.test(path)) return jsonHasTopLevelOpenapi(text);
  return false;
}

const cache = new WeakMap<ReadonlyMap<string, string>, string[]>();

/**
 * The OpenAPI documents among a project's files, sorted by path (memoised per file map), with
 * the paths of its `late` files: a folder's large OpenAPI documents, whose texts come a second or
 * two after it opens (io/read-files.ts keeps only OpenAPI 3 documents late), so that the list
 * does not change, nor the `openapi` field jump to "another path", when they arrive.
 */
export function openapiDocuments(files: ReadonlyMap<string, string>, late?: Iterable<string>): string[] {
  let out = cache.get(files);
  if (!out) {
    out = [...files]
      .filter(([path, text]) => isOpenapiDocument(path, text))
      .map(([path]) => path)
      .sort((a, b) => a.localeCompare(b));
    cache.set(files, out);
  }
  const more = late ? [...late].filter((path) => !files.has(path)) : [];
  return more.length ? [...out, ...more].sort((a, b) => a.localeCompare(b)) : out;
}
