import { MAX_NESTING } from './fast-parse';

// Its own module: the OpenAPI worker checks a document's depth with it, and importing it from
// parse-json.ts brought jsonc-parser's tolerant parser into the worker's first JavaScript.

/**
 * Where JSON `text` first nests deeper than `max` (MAX_NESTING unless given), and the deepest
 * level it reaches; undefined when it stays within. Brackets inside strings do not count. One
 * pass over char codes, no recursion. From `start`, with `open` containers open there, when the
 * text before it is JSON nesting no deeper than `max` (the JSON pane's first-error scan starts
 * where the fast parser left off: see first-error.ts); the answer is the whole text's then.
 *
 * @example tooDeep('[[[]]]', 2) // { offset: 2, depth: 3 }
 */
export function tooDeep(text: string, max = MAX_NESTING, start = 0, open = 0): { offset: number; depth: number } | undefined {
  const n = text.length;
  let depth = open;
  let deepest = open;
  let first = -1;
  for (let i = start; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // Past the string (most of a config's text) with the engine's own search: its end is the
      // next quote after an even run of backslashes; an unclosed one ends the scan. A loop over
      // its characters took 10 ms on the 2.4 MB corpus config, run once per JSON pane pause
      // while the text does not parse (so never optimised); this, 6 ms.
      for (;;) {
        const q = text.indexOf('"', i + 1);
        if (q < 0) {
          i = n;
          break;
        }
        let b = q - 1;
        while (text.charCodeAt(b) === 92) b--;
        i = q;
        if ((q - 1 - b) % 2 === 0) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > deepest) deepest = depth;
      if (depth > max && first < 0) first = i;
    } else if ((c === 125 || c === 93) && depth > 0) depth--;
  }
  return first < 0 ? undefined : { offset: first, depth: deepest };
}
