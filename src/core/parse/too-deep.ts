import { MAX_NESTING } from './fast-parse';

// Its own module: the OpenAPI worker checks a document's depth with it, and importing it from
// parse-json.ts brought jsonc-parser's tolerant parser into the worker's first JavaScript.

/**
 * Where JSON `text` first nests deeper than `max` (MAX_NESTING unless given), and the deepest
 * level it reaches; undefined when it stays within. Brackets inside strings do not count. One
 * pass over char codes, no recursion.
 *
 * @example tooDeep('[[[]]]', 2) // { offset: 2, depth: 3 }
 */
export function tooDeep(text: string, max = MAX_NESTING): { offset: number; depth: number } | undefined {
  let depth = 0;
  let deepest = 0;
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // Skip the string, escapes included; an unclosed one ends the scan.
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (c === 123 || c === 91) {
      if (++depth > deepest) deepest = depth;
      if (depth > max && first < 0) first = i;
    } else if ((c === 125 || c === 93) && depth > 0) depth--;
  }
  return first < 0 ? undefined : { offset: first, depth: deepest };
}
