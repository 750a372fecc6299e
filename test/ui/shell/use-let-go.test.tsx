// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useLetGo } from '../../../src/ui/shell/use-let-go';
import { QUIET_MS } from '../../../src/ui/common/use-when-quiet';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLetGo', () => {
  it('changes once per document, a moment after its checks are done', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ root, busy }) => useLetGo(root, busy), { initialProps: { root: 1, busy: true } });
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(QUIET_MS * 2));
    expect(result.current).toBe(0); // still checking
    rerender({ root: 1, busy: false });
    act(() => void vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(1);
    // Edits of the same document: no more renders of everything.
    rerender({ root: 1, busy: true });
    rerender({ root: 1, busy: false });
    act(() => void vi.advanceTimersByTime(QUIET_MS * 2));
    expect(result.current).toBe(1);
    // Another document.
    rerender({ root: 7, busy: false });
    act(() => void vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(2);
    rerender({ root: undefined as unknown as number, busy: false });
    act(() => void vi.advanceTimersByTime(QUIET_MS));
    expect(result.current).toBe(2);
  });
});
