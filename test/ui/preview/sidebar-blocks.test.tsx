// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, within } from '@testing-library/react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue } from '../../../src/ui/shell/editor-context';
import { PreviewPanel } from '../../../src/ui/preview/preview-panel';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { labelOf } from '../../../src/core/model/nav-index';
import { docsJson } from '../../helpers/check';
import { storeWith } from '../../helpers/store';
import { keyboardMoveCommand } from '../../../src/core/commands/index';

function Harness({ store }: { store: EditorSession }) {
  const value: EditorContextValue = {
    store,
    project: EMPTY_PROJECT,
    diagnostics: [],
    lastReveal: undefined,
    reveal: () => undefined,
  };
  return (
    <EditorContext.Provider value={value}>
      <PreviewPanel />
    </EditorContext.Provider>
  );
}

afterEach(cleanup);

// A list longer than a block (64 items) is drawn in blocks that re-render only when their items
// change: a move across a block's edge must still show every row, in the new order.
describe('a long sidebar list, drawn in blocks', () => {
  it('shows a move across a block edge, every row once, in order', () => {
    const pages = Array.from({ length: 130 }, (_, i) => `docs/p${i}`);
    const store = storeWith(docsJson({ groups: [{ group: 'All', pages }] }));
    render(<Harness store={store} />);
    const titles = () => [...document.querySelectorAll('aside[aria-label="Sidebar"] .pv-page .pv-title')].map((e) => e.textContent);
    expect(titles()).toHaveLength(130);
    const id = [...store.getIndex().elements.values()].find((e) => labelOf(e) === 'docs/p63')!.id;
    act(() => void store.run(keyboardMoveCommand, { id, dir: 'down' }));
    const after = titles();
    expect(after).toHaveLength(130);
    expect(after.slice(62, 66)).toEqual(['P62', 'P64', 'P63', 'P65']);
    expect(new Set(after).size).toBe(130);
  });

  it('puts each block in an element of its own (laid out only in view), unseen by assistive technology: one list of rows', () => {
    const pages = Array.from({ length: 130 }, (_, i) => `docs/p${i}`);
    render(<Harness store={storeWith(docsJson({ groups: [{ group: 'All', pages }] }))} />);
    const sidebar = document.querySelector('aside[aria-label="Sidebar"]')!;
    const blocks = [...sidebar.querySelectorAll('.pv-block')];
    expect(blocks.map((b) => b.querySelectorAll('.pv-page').length)).toEqual([64, 64, 2]);
    expect(blocks.every((b) => b.getAttribute('role') === 'none' && b.querySelector(':scope > ul')?.getAttribute('role') === 'none')).toBe(
      true,
    );
    // The group's list, as assistive technology reads it: its 130 pages are its items.
    const list = within(sidebar as HTMLElement)
      .getAllByRole('list')
      .find((l) => within(l).queryAllByRole('listitem').length > 100)!;
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector(':scope > .pv-page'));
    expect(items).toHaveLength(130);
  });
});
