// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue, type RevealRequest } from '../../../src/ui/shell/editor-context';
import { PreviewPanel } from '../../../src/ui/preview/preview-panel';
import { FIRST_ROWS, MORE_ROWS, rowsOf } from '../../../src/ui/preview/use-row-budget';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { labelOf } from '../../../src/core/model/nav-index';
import { buildSidebar } from '../../../src/core/sidebar/sidebar-model';
import { docsJson } from '../../helpers/check';
import { storeWith } from '../../helpers/store';

let requestReveal: (id: number) => void = () => {};
function Harness({ store }: { store: EditorSession }) {
  const [lastReveal, setLastReveal] = useState<RevealRequest>();
  requestReveal = (id) => setLastReveal((r) => ({ id, from: 'tree', seq: (r?.seq ?? 0) + 1 }));
  const value: EditorContextValue = { store, project: EMPTY_PROJECT, diagnostics: [], lastReveal, reveal: () => undefined };
  return (
    <EditorContext.Provider value={value}>
      <PreviewPanel />
    </EditorContext.Provider>
  );
}

const pages = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}/${prefix}-page-${i}`);
// Five top-level groups of 100 pages (always open), then a collapsed nested group of 50 at the end.
const BIG = {
  groups: [
    ...Array.from({ length: 5 }, (_, g) => ({ group: `Group ${g}`, pages: pages(`g${g}`, 100) })),
    { group: 'Last', pages: ['last/index', { group: 'Closed', pages: pages('closed', 50) }] },
  ],
};
const pageRows = () => document.querySelectorAll('aside[aria-label="Sidebar"] .pv-page').length;
const idOf = (store: EditorSession, label: string) => [...store.getIndex().elements.values()].find((e) => labelOf(e) === label)!.id;

// Drawing five hundred rows in steps takes a while in jsdom, on a machine shared with other runs:
// waiting is bounded by what the test waits for, not by the default second.
configure({ asyncUtilTimeout: 60_000 });
afterEach(cleanup);

// Two minutes per test: rendering 500 rows in jsdom takes seconds alone and far longer on a
// loaded CI machine; the assertions wait on rows, never on a clock.
describe('a long sidebar is drawn in steps', { timeout: 120_000 }, () => {
  it('counts the rows a reader sees: a collapsed group draws no children', () => {
    const store = storeWith(docsJson(BIG));
    const model = buildSidebar(store.getState().workspace!, store.getIndex());
    const expanded = new Map<string, boolean>();
    // 5 x (title + 100 pages), then "Last": its title, its page, the closed group's title.
    expect(model.items.reduce((n, it) => n + rowsOf(it, expanded), 0)).toBe(5 * 101 + 3);
    const last = model.items[5];
    if (last.type !== 'group') throw new Error('the last item is a group');
    const closed = last.children[1];
    expect(model.items.reduce((n, it) => n + rowsOf(it, new Map([[closed.key, true]])), 0)).toBe(5 * 101 + 3 + 50);
  });

  it('draws the top first, then the rest in later tasks, ending with every row', async () => {
    const store = storeWith(docsJson(BIG));
    render(<Harness store={store} />);
    const first = pageRows();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(FIRST_ROWS);
    expect(screen.getByRole('button', { name: 'G0 page 0' })).toBeTruthy();
    await waitFor(() => expect(pageRows()).toBe(501));
    expect(screen.getByRole('button', { name: 'Closed' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a few more rows (a group opened) come at once; a revealed page deep in the list shows', async () => {
    const store = storeWith(docsJson(BIG));
    render(<Harness store={store} />);
    await waitFor(() => expect(pageRows()).toBe(501));
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(pageRows()).toBe(551);
    // Another document starts from the top again, and a reveal into its collapsed group opens it.
    act(() => store.load(storeWith(docsJson(BIG)).getState().workspace!));
    expect(pageRows()).toBeLessThanOrEqual(FIRST_ROWS + MORE_ROWS);
    act(() => requestReveal(idOf(store, 'closed/closed-page-49')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Closed page 49', current: 'page' })).toBeTruthy());
  });
});
