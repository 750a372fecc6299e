import { describe, expect, it } from 'vitest';
import { SHORT_STRETCH, changedStretch, shortStretch } from '../../../src/core/model/changed-stretch';

describe('changedStretch', () => {
  it('finds the one stretch where two lists differ: a swap, an insertion, a removal, nothing', () => {
    expect(changedStretch(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).toEqual({ start: 1, endBefore: 3, endAfter: 3 });
    expect(changedStretch(['a', 'b', 'c'], ['a', 'x', 'b', 'c'])).toEqual({ start: 1, endBefore: 1, endAfter: 2 });
    expect(changedStretch(['a', 'b', 'c'], ['a', 'c'])).toEqual({ start: 1, endBefore: 2, endAfter: 1 });
    expect(changedStretch(['a', 'b'], ['a', 'b'])).toEqual({ start: 2, endBefore: 2, endAfter: 2 });
  });

  it('never lets the two ends cross, with repeated items', () => {
    // 'a' repeated: the common start takes one, the common end may not take it again.
    expect(changedStretch(['a', 'a'], ['a'])).toEqual({ start: 1, endBefore: 2, endAfter: 1 });
    expect(changedStretch([], ['a'])).toEqual({ start: 0, endBefore: 0, endAfter: 1 });
  });

  it('shortStretch gives the stretch only while it is short on both sides', () => {
    const long = Array.from({ length: 200 }, (_, i) => i);
    expect(shortStretch(long, [...long.slice(0, 10), 10.5, ...long.slice(10)])).toEqual({ start: 10, endBefore: 10, endAfter: 11 });
    expect(shortStretch(long, long.slice(SHORT_STRETCH + 1))).toBeUndefined();
  });
});
