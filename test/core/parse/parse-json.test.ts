import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/parse-json';
import { getProp, toValue } from '../../../src/core/model/json-node';
import { positionAt } from '../../../src/core/parse/source-file';

describe('parseJson', () => {
  it('builds a node tree with ranges that point at the source text', () => {
    const text = '{\n  "navigation": {\n    "pages": ["index", "quickstart"]\n  }\n}\n';
    const { file, errors } = parseJson(text);
    expect(errors).toEqual([]);
    const pages = getProp(getProp(file.root, 'navigation'), 'pages');
    expect(pages?.type).toBe('array');
    const second = pages!.type === 'array' ? pages!.items[1] : undefined;
    expect(text.slice(second!.start, second!.end)).toBe('"quickstart"');
    expect(positionAt(file, second!.start!)).toEqual({ line: 3, column: 24 });
  });

  it('reports a syntax error with line and column and no tree, never throwing', () => {
    const { file, errors } = parseJson('{\n  "navigation": {\n    "pages": ["a" "b"]\n  }\n}');
    expect(file.root).toBeUndefined();
    expect(errors[0].position).toEqual({ line: 3, column: 19 });
    expect(errors[0].message).toMatch(/line 3, column 19: a comma "," is expected/);
  });

  it('gives every error up to 50, or with firstError the first alone (the same one)', () => {
    const text = '{"a": [1 2], "b": tru, "c": {"d" 1}, ' + '"e": [1,], '.repeat(60) + '}';
    const all = parseJson(text).errors;
    expect(all.length).toBe(50);
    const first = parseJson(text, 'docs.json', { firstError: true });
    expect(first.errors).toEqual([all[0]]);
    expect(first.file.root).toBeUndefined();
    // Valid text is the same tree either way.
    expect(parseJson('{"a": [1, 2]}', 'docs.json', { firstError: true }).file.root).toMatchObject({ type: 'object' });
  });

  it('says what each kind of syntax error is', () => {
    const first = (t: string) => parseJson(t).errors[0].message.replace(/^line \d+, column \d+: /, '');
    expect(first('{"a": @}')).toBe('unexpected character');
    expect(first('{1: 2}')).toBe('a property name in double quotes is expected');
    expect(first('{"a" 1}')).toBe('a colon ":" is expected after the property name');
    expect(first('[1 2]')).toBe('a comma "," is expected between entries');
    expect(first('{"a": 1')).toBe('a closing brace "}" is expected');
    expect(first('[1')).toBe('a closing bracket "]" is expected');
    expect(first('{} {}')).toBe('the JSON value has ended but more text follows');
    expect(first('{"a": "b')).toBe('a string is not closed: add the closing double quote');
    expect(first('{"a": "\\x"}')).toBe('an invalid escape character in a string');
    expect(first('{"a": "\\u12"}')).toBe('an invalid unicode escape');
    expect(first('{"a": "\u0001"}')).toBe('a control character inside a string: escape it');
    expect(first('{"a": 1 /* x')).toBe('comments are not allowed in docs.json');
    expect(first('{"a": 1e}')).toBe('a number ends unexpectedly');
  });

  it('rejects text that is not JSON at all, and empty text', () => {
    expect(parseJson('hello').errors.length).toBeGreaterThan(0);
    expect(parseJson('').errors[0].message).toMatch(/empty/);
    expect(parseJson('{"a": 1} // comment').errors[0].message).toMatch(/comments are not allowed/);
    expect(parseJson('{"a": [1,],}').errors.length).toBeGreaterThan(0);
  });

  it('keeps __proto__ and constructor keys as plain data', () => {
    const { file } = parseJson('{"__proto__": {"polluted": true}, "constructor": "x"}');
    const v = toValue(file.root!) as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(getProp(file.root, '__proto__')?.type).toBe('object');
  });

  it('parses a navigation nested 250 groups deep (500 levels, near the limit) without overflowing', () => {
    let text = '"leaf"';
    for (let i = 0; i < 250; i++) text = `{"group": "g${i}", "pages": [${text}]}`;
    const { file, errors } = parseJson(`{"navigation": {"groups": [${text}]}}`);
    expect(errors).toEqual([]);
    expect(file.root?.type).toBe('object');
  });
});
