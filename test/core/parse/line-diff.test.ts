import { describe, expect, it } from 'vitest';
import { lineDiff, diffHunks } from '../../../src/core/parse/line-diff';
import { changedLines } from '../../helpers/line-diff';

describe('lineDiff', () => {
  it('shows a moved line as one removal and one addition', () => {
    const d = lineDiff('a\nb\nc\nd', 'a\nc\nb\nd').filter((l) => l.op !== ' ');
    expect(d.length).toBe(2);
    expect(d.map((l) => l.op).sort()).toEqual(['+', '-']);
  });

  it('agrees with an LCS count on random edits', () => {
    let seed = 3;
    const r = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let t = 0; t < 50; t++) {
      const a = Array.from({ length: 30 }, () => String(Math.floor(r() * 6)));
      const b = a.filter(() => r() > 0.2).concat(r() > 0.5 ? ['x'] : []);
      const d = lineDiff(a.join('\n'), b.join('\n'));
      expect(d.filter((l) => l.op !== ' ').length).toBe(changedLines(a.join('\n'), b.join('\n')));
      expect(d.filter((l) => l.op !== '+').map((l) => l.text)).toEqual(a);
      expect(d.filter((l) => l.op !== '-').map((l) => l.text)).toEqual(b);
    }
  });

  it('is fast on a large text with a small change, and hunks keep context only', () => {
    const a = Array.from({ length: 100000 }, (_, i) => `line ${i}`);
    const b = [...a];
    b.splice(5, 1);
    b.splice(90000, 0, 'line 5');
    const d = lineDiff(a.join('\n'), b.join('\n'));
    expect(d.filter((l) => l.op !== ' ').length).toBe(2);
    expect(diffHunks(d).length).toBeLessThan(20);
  });
});
