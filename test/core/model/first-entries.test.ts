import { describe, expect, it } from 'vitest';
import { FirstEntries, sampledHash } from '../../../src/core/model/first-entries';

// Keys of 30 characters that differ only at places the sampled hash does not read (1 to 4).
const twin = (i: number) => `p${String(i).padStart(4, '0')}${'x'.repeat(16)}/overview`;

describe('FirstEntries', () => {
  it('tells apart keys that share their sampled hash', () => {
    expect(sampledHash(twin(1))).toBe(sampledHash(twin(2)));
    const t = new FirstEntries<number>();
    expect(t.firstOf(twin(1), 1)).toBeUndefined();
    expect(t.firstOf(twin(2), 2)).toBeUndefined();
    expect(t.firstOf(twin(1), 3)).toBe(1);
    expect(t.firstOf(twin(2), 4)).toBe(2);
  });

  it('keeps every entry and its first element as it grows', () => {
    const t = new FirstEntries<number>();
    for (let i = 0; i < 5000; i++) expect(t.firstOf(`guides/page-${i}`, i)).toBeUndefined();
    for (let i = 0; i < 5000; i++) expect(t.firstOf(`guides/page-${i}`, -1)).toBe(i);
  });

  it('goes on in a Map, with every entry so far, once many keys share a sampled hash', () => {
    const t = new FirstEntries<number>();
    // 600 keys with one sampled hash: far past the false matches the table accepts.
    for (let i = 0; i < 600; i++) expect(t.firstOf(twin(i), i)).toBeUndefined();
    expect(t.firstOf('another/page', 600)).toBeUndefined();
    for (let i = 0; i < 600; i++) expect(t.firstOf(twin(i), -1)).toBe(i);
    expect(t.firstOf('another/page', -1)).toBe(600);
  });

  it('forgets the entries of the last section on clear, and the Map too', () => {
    const t = new FirstEntries<number>();
    for (let i = 0; i < 600; i++) t.firstOf(twin(i), i);
    t.firstOf('intro', 1);
    t.clear();
    expect(t.firstOf('intro', 2)).toBeUndefined();
    expect(t.firstOf(twin(5), 3)).toBeUndefined();
    t.clear();
    for (let i = 0; i < 100; i++) expect(t.firstOf(`a/${i}`, i)).toBeUndefined();
    t.clear();
    expect(t.firstOf('a/7', 1)).toBeUndefined();
    expect(t.firstOf('a/7', 2)).toBe(1);
  });
});
