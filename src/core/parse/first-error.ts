import { visit } from 'jsonc-parser';
import { FastParser, type ParseState } from './fast-parse';
import { ENOUGH, parseJsonFrom, VISIT_OPTIONS, type OnSyntaxError, type ParseResult } from './parse-json';

/**
 * parseJson with the first syntax error only (`parseJson(text, path, { firstError: true })`
 * gives the same result), found from where the fast parser refused the text rather than from
 * its start (see firstErrorFrom). For the JSON pane, which shows that one error at each pause
 * in typing; its own module so that it loads with the pane, not with the page.
 *
 * @example parseJsonFirstError('{"pages": ["a" "b"]}', 'docs.json').errors[0].message // 'line 1, column 16: a comma ...'
 */
export function parseJsonFirstError(text: string, path = 'docs.json'): ParseResult {
  if (!text.length) return parseJsonFrom(text, path, undefined, 1);
  const fast = new FastParser(text);
  fast.run(never);
  const r = refusal(fast.state);
  // The text before the refusal's entry is JSON the fast parser read, nesting within the limit.
  const shorter = r && { from: r.from, open: r.objects.length, firstError: (onError: OnSyntaxError) => firstErrorFrom(text, r, onError) };
  return parseJsonFrom(text, path, fast.root, 1, shorter);
}

const never = () => false;

type Refusal = { readonly objects: readonly boolean[]; readonly from: number };

/**
 * For a text the fast parser refused inside an object or array: the containers open there,
 * outermost first (true for an object), and where a tolerant parser can start again in the
 * innermost one and meet the same first error: its last complete entry (a property from its
 * key), or just after its bracket when it has none. Everything before is JSON the fast parser
 * read, so it holds no error. Undefined for JSON, and for a text refused outside any container.
 */
export function refusal(s: ParseState): Refusal | undefined {
  if (!s.done || s.root || s.depth === 0) return undefined;
  const d = s.depth - 1;
  const n = s.counts[d];
  const last = n > 0 ? s.lists[d][n - 1] : undefined;
  const from =
    last === undefined ? s.starts[d] + 1 : s.isObject[d] ? (last as { keyStart: number }).keyStart : (last as { start: number }).start;
  return { objects: s.isObject.slice(0, s.depth), from };
}

/**
 * The tolerant parser's first error in a text the fast parser refused, found from where the
 * fast parser left off (`refusal.from`) instead of from the start: the text from there, behind
 * a prefix that opens the same containers (`{"":` or `[` for each outer one, `{` or `[` for
 * the innermost), with the error's offset moved back. The text before `from` is JSON, so the
 * first error lies after it, and the parser meets it in the same state: inside the same
 * containers, after the same last entry. On the largest corpus config, a quote typed half-way
 * down cost 30 ms in Chromium to scan up to it, at every pause in typing. The text nests no
 * deeper than the original (tooDeep ran first), so the parser's recursion is as safe. False
 * (nothing reported) when no error turns up: the caller then scans the whole text.
 */
function firstErrorFrom(text: string, refusal: Refusal, onError: OnSyntaxError): boolean {
  const { objects, from } = refusal;
  let prefix = '';
  for (let k = 0; k < objects.length - 1; k++) prefix += objects[k] ? '{"":' : '[';
  prefix += objects[objects.length - 1] ? '{' : '[';
  const shift = from - prefix.length;
  let found = false;
  try {
    visit(
      prefix + text.slice(from),
      {
        onError(error, offset, length) {
          if (offset < prefix.length) throw ENOUGH; // not in the text: never seen, but then scan it all
          found = true;
          onError(error, offset + shift, length);
        },
      },
      VISIT_OPTIONS,
    );
  } catch (e) {
    if (e !== ENOUGH) throw e;
  }
  return found;
}
