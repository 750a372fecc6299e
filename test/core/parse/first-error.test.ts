import { describe, expect, it } from 'vitest';
import { parseJson, MAX_NESTING } from '../../../src/core/parse/parse-json';
import { FastParser } from '../../../src/core/parse/fast-parse';
import { parseJsonFirstError, refusal as refusalOf } from '../../../src/core/parse/first-error';
import { generateConfig } from '../../helpers/generate-config';
import { rng } from '../../helpers/rng';

// The JSON pane asks for the first syntax error only (parseJsonFirstError), and the tolerant
// parser looks for it from where the fast parser refused the text, not from the start (see
// src/core/parse/first-error.ts). It must be the error a whole parse
// gives first, with the same place and words.

const refusal = (text: string) => {
  const p = new FastParser(text);
  p.run(() => false);
  return refusalOf(p.state);
};

describe('refusal', () => {
  it('names the open containers and the last complete entry of the innermost one', () => {
    const text = '{"a": {"b": [1, {"c": 2}, "x" "y"]}}';
    expect(refusal(text)).toEqual({ objects: [true, true, false], from: text.indexOf('"x"') });
    const key = '{"a": 1, "b": 2, c}';
    expect(refusal(key)).toEqual({ objects: [true], from: key.indexOf('"b"') });
    expect(refusal('[[ x')).toEqual({ objects: [false, false], from: 2 }); // no entry yet: after the bracket
  });

  it('is undefined for JSON and for text refused outside any container', () => {
    expect(refusal('{"a": [1]}')).toBeUndefined();
    expect(refusal('{"a": 1} x')).toBeUndefined();
    expect(refusal('nope')).toBeUndefined();
  });
});

describe('parseJsonFirstError', () => {
  it('is the first error of the whole parse, in thousands of broken configs', () => {
    const r = rng(2026);
    const base = generateConfig({ pages: 120, versions: 2, languages: ['en', 'fr'] }).replace(
      '"Latest"',
      '"Latest", "n": -1.5e3, "b": [true, false, null], "o": {}',
    );
    const bases = [base, base.replace(/\n/g, '\r\n'), '\ufeff' + base, base.replace(/\n\s*/g, '')];
    const bits = [
      '"',
      ',',
      ':',
      '{',
      '}',
      '[',
      ']',
      'x',
      ' ',
      '\\',
      '1',
      '.',
      '\n',
      '\u0001',
      '/',
      '\u00a0',
      '-',
      'e',
      'tru',
      '"a":',
      ',,',
      '/* c */',
    ];
    let refused = 0;
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      let text = bases[i % bases.length];
      for (let m = r() < 0.7 ? 1 : 2; m > 0; m--) {
        const at = 1 + Math.floor(r() * (text.length - 1));
        const bit = bits[Math.floor(r() * bits.length)];
        const cut = r() < 0.3 ? 1 + Math.floor(r() * 3) : 0;
        text = text.slice(0, at) + (r() < 0.2 ? '' : bit) + text.slice(at + cut);
      }
      const all = parseJson(text).errors;
      if (!all.length) continue;
      compared++;
      if (refusal(text)) refused++;
      expect(parseJsonFirstError(text).errors, `case ${i}`).toEqual([all[0]]);
      expect(parseJson(text, 'docs.json', { firstError: true }).errors, `case ${i}`).toEqual([all[0]]);
    }
    expect(compared).toBeGreaterThan(1500);
    expect(refused).toBeGreaterThan(compared * 0.9); // nearly every case took the short way
  });

  it('names the same nesting as the whole parse when the depth check starts where the fast parser stopped', () => {
    // Nesting near the limit (under, at, past it) before or after a syntax error, in a config.
    const r = rng(77);
    const base = generateConfig({ pages: 40, versions: 1 });
    let deep = 0;
    for (let i = 0; i < 300; i++) {
      const levels = MAX_NESTING - 3 + Math.floor(r() * 8);
      const nest = '['.repeat(levels) + '1' + ']'.repeat(levels);
      const at = base.indexOf('"pages": [', Math.floor(r() * base.length * 0.9)) + 10;
      let text = `${base.slice(0, at)}${nest}, ${base.slice(at)}`;
      const bad = 1 + Math.floor(r() * (text.length - 2));
      text = text.slice(0, bad) + ['x', ',,', '"', '{', ']'][i % 5] + text.slice(bad);
      const all = parseJson(text).errors;
      if (!all.length) continue;
      if (/levels deep/.test(all[0].message)) deep++;
      expect(parseJsonFirstError(text).errors, `case ${i}`).toEqual([all[0]]);
    }
    expect(deep).toBeGreaterThan(60);
  });

  it('names nesting past the limit first, as the whole parse does, even after an earlier error', () => {
    const text = '{"a": [1, x, ' + '['.repeat(MAX_NESTING + 10) + ']'.repeat(MAX_NESTING + 10) + ']}';
    const first = parseJsonFirstError(text).errors;
    expect(first).toEqual([parseJson(text).errors[0]]);
    expect(first[0].message).toMatch(/levels deep/);
  });
});
