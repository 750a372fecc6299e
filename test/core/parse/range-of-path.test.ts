import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/parse-json';
import { rangeOfPath } from '../../../src/core/parse/range-of-path';
import { createLocator } from '../../../src/core/parse/locate';
import { docsJson } from '../../helpers/check';

const text = '{\n  "a": {\n    "b": [1, {"c": true}],\n    "b": "second"\n  }\n}';
const root = parseJson(text).file.root!;
const slice = (r: { start: number; end: number }) => text.slice(r.start, r.end);

describe('rangeOfPath', () => {
  const first = parseJson(text.replace('"b": "second"', '"d": "second"')).file.root!;
  it('spans a property from its key to the end of its value, an item as itself', () => {
    expect(slice(rangeOfPath(first, ['a', 'b']))).toBe('"b": [1, {"c": true}]');
    expect(text.slice(rangeOfPath(first, ['a', 'b']).valueStart)).toMatch(/^\[1, \{/);
    expect(slice(rangeOfPath(first, ['a', 'b', 1]))).toBe('{"c": true}');
    expect(slice(rangeOfPath(first, ['a', 'b', 1, 'c']))).toBe('"c": true');
    expect(rangeOfPath(root, []).start).toBe(0);
  });

  it('stops at the nearest existing ancestor of a path that does not exist', () => {
    const a = rangeOfPath(first, ['a']);
    expect(rangeOfPath(first, ['a', 'missing'])).toEqual({ start: a.start, end: a.end, exact: false });
    expect(rangeOfPath(first, ['a', 'b', 7]).exact).toBe(false);
    expect(slice(rangeOfPath(first, ['a', 'b', 0, 'x']))).toBe('1');
  });

  it('takes the last of a key written twice, as JSON.parse and the site do, and so does locate.ts', () => {
    expect(slice(rangeOfPath(root, ['a', 'b']))).toBe('"b": "second"');
    const at = createLocator(text)(['a', 'b']);
    expect(text.slice(at.offset, at.offset + at.length)).toBe('"b": "second"');
    expect(at.line).toBe(4);
  });

  it('agrees with locate.ts on every element of a real-shaped config', () => {
    const t = docsJson({ tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['x', { group: 'N', pages: ['y'] }] }] }] });
    const r = parseJson(t).file.root!;
    const locate = createLocator(t);
    for (const path of [
      ['navigation'],
      ['navigation', 'tabs', 0],
      ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'group'],
      ['theme'],
      ['navigation', 'nope'],
    ]) {
      const a = rangeOfPath(r, path);
      const b = locate(path);
      expect([a.start, a.end - a.start], path.join('.')).toEqual([b.offset, b.length]);
    }
  });
});
