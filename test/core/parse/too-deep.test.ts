import { describe, expect, it } from 'vitest';
import { tooDeep } from '../../../src/core/parse/too-deep';

/** The scan as plainly as it can be written: a character at a time, a backslash skips the next. */
function reference(text: string, max: number): { offset: number; depth: number } | undefined {
  let depth = 0;
  let deepest = 0;
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') {
      if (++depth > deepest) deepest = depth;
      if (depth > max && first < 0) first = i;
    } else if ((c === '}' || c === ']') && depth > 0) depth--;
  }
  return first < 0 ? undefined : { offset: first, depth: deepest };
}

describe('tooDeep', () => {
  it('finds where the text first nests deeper than the limit, and the deepest level', () => {
    expect(tooDeep('[[[]]]', 2)).toEqual({ offset: 2, depth: 3 });
    expect(tooDeep('[[[]]]', 3)).toBeUndefined();
    expect(tooDeep('{"a": [{"b": []}]}', 3)).toEqual({ offset: 13, depth: 4 });
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(tooDeep('["[[[", "\\"[[[", "\\\\"]', 1)).toBeUndefined();
    expect(tooDeep('["\\\\", [[]]]', 2)).toEqual({ offset: 8, depth: 3 });
    expect(tooDeep('["\\\\\\"[[[", []]', 1)).toEqual({ offset: 12, depth: 2 });
    expect(tooDeep('["unclosed [[[', 1)).toBeUndefined();
  });

  it('agrees with the plain scan on random texts of brackets, quotes and backslashes', () => {
    let seed = 3;
    const r = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = ['[', ']', '{', '}', '"', '\\', 'a', ' '];
    for (let k = 0; k < 5000; k++) {
      let text = '';
      for (let i = Math.floor(r() * 24); i > 0; i--) text += alphabet[Math.floor(r() * alphabet.length)];
      for (const max of [0, 1, 2]) expect(tooDeep(text, max), `${JSON.stringify(text)} at ${max}`).toEqual(reference(text, max));
    }
  });
});
