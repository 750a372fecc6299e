import { CORE_SCHEMA, load as loadYaml, mergeTag } from 'js-yaml';
import { tooDeep } from '../parse/too-deep';
import { formatCount } from '../model/format-count';

/** The result of reading an OpenAPI document's text: its value, or where and why it is not JSON/YAML. */
export type ParsedOpenapiText =
  | {
      readonly ok: true;
      readonly value: unknown;
      readonly format: 'json' | 'yaml';
      readonly lenient?: { readonly message: string; readonly line?: number; readonly column?: number };
    }
  | {
      readonly ok: false;
      readonly format: 'json' | 'yaml';
      readonly message: string;
      readonly line?: number;
      readonly column?: number;
      /** Set when the text parses but docsnav will not read it (a YAML alias bomb): not a syntax error. */
      readonly refused?: true;
      /**
       * Set when strict YAML refused the text and no lenient parser was given: parse again with
       * `loadLenientYaml()`'s parser before calling it a syntax error.
       */
      readonly lenientNeeded?: true;
    };

/** A YAML parser as forgiving as the site's build (js-yaml 4), for what strict js-yaml 5 refuses. */
export type LenientYaml = (text: string) => unknown;

/**
 * The lenient YAML parser, loaded on demand: only a document strict parsers refuse needs it, so
 * the browser's OpenAPI worker does not load a second YAML parser (13 KB gzipped) at start.
 *
 * @example parseOpenapiText(text, 'api.yaml', await loadLenientYaml())
 */
export async function loadLenientYaml(): Promise<LenientYaml> {
  const { load } = await import('js-yaml-4');
  return (text) => load(text);
}

/** Whether a document is JSON: by its name, else by its first non-blank character. */
export function isJsonText(text: string, name: string): boolean {
  if (/\.json$/i.test(name)) return true;
  if (/\.ya?ml$/i.test(name)) return false;
  const m = /\S/.exec(text);
  return !!m && (m[0] === '{' || m[0] === '[');
}

/**
 * Parse an OpenAPI document's text, JSON or YAML (by file name, else by content). JSON goes
 * through `JSON.parse` (the fastest parser there is); YAML through js-yaml (about 9x
 * `JSON.parse`, where the `yaml` package is 70-95x), and what it refuses through `lenient` when
 * given (else the failure says `lenientNeeded`). Never throws: a syntax error comes back with
 * its 1-based line and column.
 *
 * @example parseOpenapiText('openapi: 3.1.0\npaths: {}', 'api.yaml') // { ok: true, value: {...}, format: 'yaml' }
 */
export function parseOpenapiText(
  text: string,
  name: string,
  lenient?: LenientYaml,
  opts: { deferDepth?: boolean } = {},
): ParsedOpenapiText {
  const json = isJsonText(text, name);
  // A byte order mark is legal at the start of a file but not for JSON.parse.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (json) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (e) {
      return { ok: false, format: 'json', ...jsonSyntaxPlace(body, (e as Error).message) };
    }
    if (!opts.deferDepth) {
      const deep = jsonDepthRefusal(text);
      if (deep) return deep;
    }
    return { ok: true, value, format: 'json' };
  }
  try {
    // YAML 1.2 core schema (dates stay strings, as the validator expects), with `<<` merge keys,
    // which some hand-written documents use. Made per document (about 20 µs, against
    // milliseconds for the parse), so the module keeps no state and no import side effect.
    const schema = CORE_SCHEMA.withTags(mergeTag);
    // Real documents nest deeper than js-yaml's default limit of 100 (long schema chains), but
    // not past MAX_OPENAPI_NESTING, where the validator's recursion would overflow.
    // maxAliases is js-yaml's own cap, on the number of aliases (a bomb needs only nine per
    // level); aliasBomb measures what they expand to.
    const value = loadYaml(body, { schema, maxDepth: MAX_OPENAPI_NESTING, maxAliases: MAX_ALIASES });
    return aliasBomb(body, value) ?? { ok: true, value, format: 'yaml' };
  } catch (e) {
    const err = e as { reason?: string; message: string; mark?: { line: number; column: number } };
    const reason = err.reason || err.message.split('\n')[0];
    const place = err.mark ? { line: err.mark.line + 1, column: err.mark.column + 1 } : {};
    // Past docsnav's own limits: refused, and never handed to js-yaml 4, which has neither.
    if (/exceeded max(Depth|Aliases)/.test(reason)) {
      const message = reason.includes('maxDepth')
        ? `objects and arrays nest deeper than ${formatCount(MAX_OPENAPI_NESTING)} levels here, which docsnav does not read in an OpenAPI document; remove the extra nesting`
        : `it holds more than ${formatCount(MAX_ALIASES)} aliases (*name), which docsnav does not read; write the repeated parts out, or share them with $ref`;
      return { ok: false, format: 'yaml', refused: true, message, ...place };
    }
    // js-yaml 5 follows YAML 1.2 to the letter; js-yaml 4 (like PyYAML and the site's build)
    // accepts, for example, a flow list closed at its key's indentation. Such a document loads,
    // with a note of where strict parsers refuse it.
    if (!lenient) return { ok: false, format: 'yaml', message: reason, ...place, lenientNeeded: true };
    try {
      const value = lenient(body);
      return aliasBomb(body, value) ?? { ok: true, value, format: 'yaml', lenient: { message: reason, ...place } };
    } catch {
      return { ok: false, format: 'yaml', message: reason, ...place };
    }
  }
}

/**
 * The refusal of a JSON document that nests deeper than MAX_OPENAPI_NESTING, else undefined.
 * `JSON.parse` takes any depth; what reads the value later (the validator, the pointer locator)
 * recurses. The scan costs most of a `JSON.parse` (45 ms for GitHub's 13 MB document), so
 * `parseOpenapiText` with `deferDepth` leaves it to the caller, who runs it before any of
 * those readers (the quick index reads only the top of each operation).
 *
 * @example jsonDepthRefusal('[[1]]') // undefined
 */
export function jsonDepthRefusal(text: string): ParsedOpenapiText | undefined {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Only a document with 1,000 containers can be that deep: a cheap test first.
  const deep = body.length > 2 * MAX_OPENAPI_NESTING ? tooDeep(body, MAX_OPENAPI_NESTING) : undefined;
  if (!deep) return undefined;
  return { ok: false, format: 'json', refused: true, ...placeOf(body, deep.offset), message: tooDeepMessage(deep.depth) };
}

/**
 * The deepest nesting read in an OpenAPI document: real ones reach a few dozen levels (long
 * schema chains), and the validator and the pointer locator recurse, so 100,000 levels
 * overflowed the stack.
 */
export const MAX_OPENAPI_NESTING = 1000;

function tooDeepMessage(depth: number): string {
  return `objects and arrays nest ${formatCount(depth)} levels deep here, and docsnav reads at most ${formatCount(MAX_OPENAPI_NESTING)} in an OpenAPI document; remove the extra nesting`;
}

/** The 1-based line and column of an offset. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const line = text.slice(0, offset).split('\n').length;
  return { line, column: offset - text.lastIndexOf('\n', offset - 1) };
}

/** Most aliases (`*name`) a YAML document may hold; real OpenAPI documents hold a few dozen at most. */
const MAX_ALIASES = 10_000;
/** How many times its own values a YAML document may expand to through aliases, and from what size that matters. */
const MAX_EXPANSION = 10;
const EXPANSION_FLOOR = 100_000;

/**
 * A refusal when the aliases of a parsed YAML document expand it past MAX_EXPANSION times its
 * own values (and over EXPANSION_FLOOR): a "billion laughs" document is half a kilobyte whose
 * nine aliases per level repeat nine times each, and every later step (validation, indexing,
 * the generated pages) walks the expansion, for minutes. js-yaml shares an anchored value
 * between its aliases, so the parse itself is quick and the walk here visits each distinct
 * value once (iteratively: YAML may nest 10,000 levels). Undefined when the document is fine
 * or has no anchors at all (the common case costs one regular expression).
 */
function aliasBomb(text: string, value: unknown): ParsedOpenapiText | undefined {
  if (!/(^|[\s[{,:-])&[^\s,[\]{}]/m.test(text)) return undefined;
  const size = new Map<object, number>();
  // The values the text writes out: each distinct object or array, and its scalars, once.
  let written = 0;
  const stack: [object, boolean][] = [];
  if (value && typeof value === 'object') stack.push([value, false]);
  while (stack.length) {
    const [node, done] = stack.pop()!;
    const kids = Object.values(node) as unknown[];
    if (!done) {
      if (size.has(node)) continue;
      size.set(node, -1); // on the path: met again before it is done, it contains itself
      stack.push([node, true]);
      for (const k of kids) if (k && typeof k === 'object' && !size.has(k)) stack.push([k, false]);
      continue;
    }
    let total = 1;
    written++;
    for (const k of kids) {
      if (!k || typeof k !== 'object') {
        total++;
        written++;
      } else {
        const n = size.get(k)!;
        total = n < 0 ? Infinity : total + n;
      }
    }
    size.set(node, total);
  }
  const expanded = value && typeof value === 'object' ? size.get(value)! : 1;
  if (expanded <= EXPANSION_FLOOR || expanded <= MAX_EXPANSION * written) return undefined;
  const at = /\*[^\s,[\]{}]+/.exec(text);
  const line = at ? text.slice(0, at.index).split('\n').length : undefined;
  const column = at ? at.index - text.lastIndexOf('\n', at.index - 1) : undefined;
  const what = Number.isFinite(expanded) ? `to over ${formatCount(expanded)} values` : 'without end (an alias inside its own anchor)';
  return {
    ok: false,
    format: 'yaml',
    refused: true,
    line,
    column,
    message: `its aliases (*name) expand it ${what}, more than ${MAX_EXPANSION} times what the file writes out; docsnav does not read such a document (a few hundred bytes like this take minutes to expand). Write the repeated parts out, or share them with $ref`,
  };
}

/**
 * The place of a `JSON.parse` error. Engines say "at position 123" (V8) or "at line 3 column 5"
 * (SpiderMonkey, newer V8); both are turned into a line and column.
 */
function jsonSyntaxPlace(text: string, message: string): { message: string; line?: number; column?: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { message: cleanJsonMessage(message), line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  if (!pos) return { message: cleanJsonMessage(message) };
  const offset = Number(pos[1]);
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { message: cleanJsonMessage(message), line, column: offset - start + 1 };
}

/** The engine's message without its place (reported separately) and its quoted excerpt. */
function cleanJsonMessage(message: string): string {
  const m = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/,? "[^"]*" is not valid JSON$/s, '')
    .trim();
  return m.charAt(0).toLowerCase() + m.slice(1) || 'the text is not valid JSON';
}
