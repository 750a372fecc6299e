import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/parse-json';
import { rangeOfPath } from '../../../src/core/parse/range-of-path';
import { createLocator } from '../../../src/core/parse/locate';
import { docsJson } from '../../helpers/check';

const text = '{\n  "a": {\n    "b": [1, {"c": true}],\n    "b": "second"\n  }\n}';
const root = parseJson(text).file.root!;
const slice = (r: { start: number; end: number }) => text.slice(r.start, r.end);

describe('rangeOfPath', () => {
  it('spans a property from its key to the end of its value, an item as itself', () => {
    expect(slice(rangeOfPath(root, ['a', 'b']))).toBe('"b": [1, {"c": true}]');
    expect(slice(rangeOfPath(root, ['a', 'b', 1]))).toBe('{"c": true}');
    expect(slice(rangeOfPath(root, ['a', 'b', 1, 'c']))).toBe('"c": true');
    expect(rangeOfPath(root, []).start).toBe(0);
  });

  it('stops at the nearest existing ancestor of a path that does not exist', () => {
    expect(rangeOfPath(root, ['a', 'missing'])).toEqual({ ...rangeOfPath(root, ['a']), exact: false });
    expect(rangeOfPath(root, ['a', 'b', 7]).exact).toBe(false);
    expect(slice(rangeOfPath(root, ['a', 'b', 0, 'x']))).toBe('1');
  });

  it('agrees with locate.ts on every element of a real-shaped config', () => {
    const t = docsJson({ tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['x', { group: 'N', pages: ['y'] }] }] }] });
    const r = parseJson(t).file.root!;
    const locate = createLocator(t);
    for (const path of [['navigation'], ['navigation', 'tabs', 0], ['navigation', 'tabs', 0, 'groups', 0, 'pages', 1, 'group'], ['theme'], ['navigation', 'nope']]) {
      const a = rangeOfPath(r, path);
      const b = locate(path);
      expect([a.start, a.end - a.start], path.join('.')).toEqual([b.offset, b.length]);
    }
  });
});
