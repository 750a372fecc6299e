// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
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
});
