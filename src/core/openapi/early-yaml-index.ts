import { quickStageOf, READ } from './quick-stage';
import type { LoadedOpenapi } from './openapi-types';
import { parseOpenapiText } from './parse-openapi-text';

/**
 * The quick stage of a YAML document (what `indexOpenapiText` gives as `document`) without
 * parsing the whole: the lines that start a top-level key say where each member lies, and only
 * the members the index reads (READ: `openapi`, `info`, `tags`, `paths`, `webhooks`) are parsed,
 * together, as one text. js-yaml is the slowest part of a YAML document's pages: OpenAI's 3 MB
 * document takes 170 ms to parse whole in Node, and the members the index reads 37 ms (its
 * `components`, two thirds of it, are never read for the pages). The JSON way is
 * early-index.ts, from the bytes.
 *
 * Undefined whenever the answer could differ from the whole parse's, and the caller takes the
 * whole way: a top level that is not plainly a mapping of simple keys (yamlTopLevel), a member
 * the index reads written twice, members that do not parse alone (an alias to an anchor of a
 * member left out, or what strict js-yaml refuses), and whatever quickStageOf refuses (a 2.0
 * document, an operation `$ref`). As in the JSON way, what is skipped is not validated: a
 * syntax error in `components` comes from the whole parse, which comes after.
 *
 * @example earlyYamlIndex('openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\n', 'api.yaml')?.operations // []
 */
export function earlyYamlIndex(text: string, key: string): LoadedOpenapi | undefined {
  const members = yamlTopLevel(text);
  if (!members) return undefined;
  let read = '';
  const seen = new Set<string>();
  for (const m of members) {
    if (!READ.has(m.name)) continue;
    if (seen.has(m.name)) return undefined;
    seen.add(m.name);
    read += text.slice(m.from, m.to);
    // A member that ends the file without a line break must not run into the next one read.
    if (!read.endsWith('\n')) read += '\n';
  }
  const parsed = parseOpenapiText(read, key);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined;
  return quickStageOf(parsed.value as Record<string, unknown>, key);
}

/** A top-level member of a YAML document: its key, and the text from its key's line to the next key's. */
export interface YamlMember {
  readonly name: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The top-level members of a YAML document, by the lines that start at the first column: in a
 * block mapping at the top, every other line of a member is indented, blank, a comment, or an
 * entry of a list under its key ("- ", which YAML allows at the key's own indentation).
 * Undefined when the top level may be anything else, or a key is not one this can read
 * plainly: a second document or a directive, a top-level list, a flow collection, an explicit
 * key ("? "), an anchor, alias or tag, a quoted key with an escape, a merge key, or a line at
 * the first column with no "key:" on it (a multi-line scalar). A leading "---" is allowed.
 *
 * @example yamlTopLevel('openapi: 3.1.0\npaths:\n  /a: {}\n')?.map((m) => m.name) // ['openapi', 'paths']
 */
export function yamlTopLevel(text: string): YamlMember[] | undefined {
  const out: { name: string; from: number; to: number }[] = [];
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let line = start; line < text.length; line = start) {
    const nl = text.indexOf('\n', line);
    const end = nl < 0 ? text.length : nl;
    start = end + 1;
    const c = text[line];
    // Inside the member above: an indented, blank or comment line.
    if (line === end || c === ' ' || c === '\t' || c === '\r' || c === '#') continue;
    const rest = text.slice(line, end).replace(/\r$/, '');
    if (rest === '---' || rest.startsWith('--- ')) {
      if (out.length) return undefined; // a second document
      continue;
    }
    if (c === '-' && (rest.length === 1 || rest[1] === ' ' || rest[1] === '\t')) {
      if (!out.length) return undefined; // the top level is a list
      continue; // an entry of the list under the key above
    }
    const name = keyOf(rest);
    if (name === undefined || name === '<<') return undefined;
    if (out.length) out[out.length - 1].to = line;
    out.push({ name, from: line, to: text.length });
  }
  return out;
}

/** The key of a top-level line ("name:" then a space or the line's end), or undefined when it is not one read plainly. */
function keyOf(line: string): string | undefined {
  const q = line[0];
  if (q === '"' || q === "'") {
    const close = line.indexOf(q, 1);
    if (close < 0) return undefined;
    const name = line.slice(1, close);
    // An escape ("\" in double quotes, '' in single ones) could spell another key.
    if ((q === '"' && name.includes('\\')) || line[close + 1] === q) return undefined;
    return /^[ \t]*:(?:[ \t]|$)/.test(line.slice(close + 1)) ? name : undefined;
  }
  // Indicators that start something other than a plain key, and the reserved ones.
  if ('?{[]},&*!|>%@`.'.includes(q)) return undefined;
  const m = /^([^:#]*?)[ \t]*:(?:[ \t]|$)/.exec(line);
  return m && m[1] ? m[1] : undefined;
}
