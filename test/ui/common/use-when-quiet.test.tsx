// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QUIET_MS, useWhenQuiet } from '../../../src/ui/common/use-when-quiet';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface V {
  doc: string;
  n: number;
}
const sameDocument = (a: V, b: V) => a.doc === b.doc;

describe('useWhenQuiet', () => {
  it('shows the first value at once, then each value once it has stayed for QUIET_MS', () => {
    vi.useFakeTimers();
    const first = { doc: 'a', n: 1 };
    const { result, rerender } = renderHook(({ v }) => useWhenQuiet(v, sameDocument), { initialProps: { v: first } });
    expect(result.current).toBe(first);
    const second = { doc: 'a', n: 2 };
    rerender({ v: second });
    expect(result.current).toBe(first);
    act(() => void vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(second);
  });

  it('lets a value of another document go at once, and shows nothing until the new one is quiet', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useWhenQuiet(v, sameDocument), { initialProps: { v: { doc: 'a', n: 1 } } });
    const other = { doc: 'b', n: 1 };
    rerender({ v: other });
    expect(result.current).toBeUndefined();
    const later = { doc: 'b', n: 2 };
    rerender({ v: later });
    expect(result.current).toBeUndefined();
    act(() => void vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(later);
  });

  it('without a document check, keeps the value shown until the next is quiet', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useWhenQuiet(v), { initialProps: { v: { doc: 'a', n: 1 } } });
    const before = result.current;
    rerender({ v: { doc: 'b', n: 1 } });
    expect(result.current).toBe(before);
  });
});
