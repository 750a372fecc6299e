// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { STATUS_DELAY_MS, useLateStatus } from '../../../src/ui/common/use-late-status';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLateStatus', () => {
  it('shows nothing for work done before the delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLateStatus());
    act(() => result.current[1]('Reading files…'));
    act(() => void vi.advanceTimersByTime(STATUS_DELAY_MS - 1));
    expect(result.current[0]).toBeUndefined();
    act(() => result.current[1](undefined));
    act(() => void vi.advanceTimersByTime(10 * STATUS_DELAY_MS));
    expect(result.current[0]).toBeUndefined();
  });

  it('shows the newest text once the work lasts the delay, then every update at once, and hides it when done', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLateStatus());
    act(() => result.current[1]('Reading files…'));
    act(() => result.current[1]('Reading 100 of 2,000 files…'));
    act(() => void vi.advanceTimersByTime(STATUS_DELAY_MS));
    expect(result.current[0]).toBe('Reading 100 of 2,000 files…');
    act(() => result.current[1]('Reading 200 of 2,000 files…'));
    expect(result.current[0]).toBe('Reading 200 of 2,000 files…');
    act(() => result.current[1](undefined));
    expect(result.current[0]).toBeUndefined();
  });

  it('waits the delay again for the next work', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLateStatus());
    act(() => result.current[1]('Reading a…'));
    act(() => void vi.advanceTimersByTime(STATUS_DELAY_MS));
    act(() => result.current[1](undefined));
    act(() => result.current[1]('Reading b…'));
    expect(result.current[0]).toBeUndefined();
    act(() => void vi.advanceTimersByTime(STATUS_DELAY_MS));
    expect(result.current[0]).toBe('Reading b…');
  });
});
