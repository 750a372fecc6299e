// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MAX_ROWS, useRowBudget } from '../../../src/ui/preview/use-row-budget';
import type { SidebarItem } from '../../../src/core/sidebar/sidebar-types';

const page = (i: number) => ({ type: 'page', key: `e${i}`, title: `p${i}` }) as unknown as SidebarItem;
const NONE = new Map<string, boolean>();

// A group of 200,000 pages drew on for a thousand frames and held 150 MB of rows: the drawing
// stops at MAX_ROWS and says how many rows it left; the reader draws more on request.
describe('a very long sidebar list stops drawing at its limit', () => {
  it('draws up to MAX_ROWS by itself, then counts the rest and draws more when asked', async () => {
    const items = Array.from({ length: MAX_ROWS + 1200 }, (_, i) => page(i));
    const { result } = renderHook(() => useRowBudget('list', items, NONE));
    await waitFor(() => expect(result.current.hidden).toBe(1200), { timeout: 20_000 });
    expect(result.current.budget).toBe(MAX_ROWS);
    act(() => result.current.drawMore());
    await waitFor(() => expect(result.current.budget).toBeUndefined(), { timeout: 20_000 });
    expect(result.current.hidden).toBe(0);
  });

  it('a list under the limit is drawn whole, with nothing hidden', async () => {
    const items = Array.from({ length: 900 }, (_, i) => page(i));
    const { result } = renderHook(() => useRowBudget('list', items, NONE));
    await waitFor(() => expect(result.current.budget).toBeUndefined(), { timeout: 20_000 });
    expect(result.current.hidden).toBe(0);
  });
});
