// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useStableCallback } from '../../../src/ui/common/use-stable-callback';

afterEach(cleanup);

describe('useStableCallback', () => {
  it('is one function for the life of the component, and calls the latest render', () => {
    const { result, rerender } = renderHook(({ n }) => useStableCallback((x: number) => x + n), { initialProps: { n: 1 } });
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ n: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});
