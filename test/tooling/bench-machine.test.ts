import { describe, expect, it } from 'vitest';
import { describeMemoryCost, freshMemoryCost } from '../../bench/machine';

describe("the bench's memory probe", () => {
  it('reads both costs per 4 KB page as finite, non-negative numbers', () => {
    const c = freshMemoryCost(1 << 20, 3);
    for (const v of [c.freshPerPage, c.warmPerPage]) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
    }
  });

  it('says what it measured, with the ratio of first writes to writes again', () => {
    expect(describeMemoryCost({ freshPerPage: 13.1, warmPerPage: 0.1 })).toBe(
      'memory new to the process: 13.10 µs per 4 KB page written first (131x writing it again)',
    );
    expect(describeMemoryCost({ freshPerPage: 0.2, warmPerPage: 0 })).toBe(
      'memory new to the process: 0.20 µs per 4 KB page written first',
    );
  });
});
