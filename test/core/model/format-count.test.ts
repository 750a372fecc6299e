import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/core/model/format-count';

describe('formatCount', () => {
  it("writes whole numbers as toLocaleString('en') does", () => {
    for (const n of [0, 7, 12, 999, 1000, 1234, 99999, 100000, 200000, 1234567, 9007199254740991, -1, -1000, -1234567])
      expect(formatCount(n)).toBe(n.toLocaleString('en'));
  });
});
