// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { printFile } from '../../../src/core/model/workspace';
import { ErrorBoundary } from '../../../src/ui/shell/error-boundary';
import { docsJson } from '../../helpers/check';
import { el, storeWith } from '../../helpers/store';
import { renameCommand } from '../../../src/core/commands/index';

// A panel that throws must not take the document with it (issue 17): the boundary shows the
// error in the panel's place, the store (outside it) keeps the document, and an undo or a
// retry brings the panel back.

/** Stands in for a panel with a bug: it throws while a page is named "boom". */
function Fragile({ store }: { store: EditorSession }) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const text = printFile(state.workspace!);
  if (text.includes('"boom"')) throw new TypeError('edited.includes is not a function');
  return <p>Panel fine</p>;
}

function mount(store: EditorSession) {
  const Shell = () => {
    const state = useSyncExternalStore(store.subscribe, store.getState);
    return (
      <>
        <ErrorBoundary name="The preview" store={store} resetKey={state.workspace}>
          <Fragile store={store} />
        </ErrorBoundary>
        <p>Other panel</p>
      </>
    );
  };
  return render(<Shell />);
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('shows the error in the panel’s place, keeps the document and the other panels, and undo brings the panel back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = storeWith(docsJson({ pages: ['a', 'b'] }));
    mount(s);
    expect(screen.getByText('Panel fine')).toBeTruthy();
    act(() => void s.run(renameCommand, { id: el(s, 'b').id, label: 'boom' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'The preview failed: edited.includes is not a function. Your document is kept, and autosave keeps storing it. Undo the last change, or try again.',
    );
    expect(screen.getByText('Other panel')).toBeTruthy();
    expect(printFile(s.getState().workspace!)).toContain('"boom"');
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last change' }));
    expect(screen.getByText('Panel fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without an undo step it offers to try again and to download the document', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = storeWith(docsJson({ pages: ['boom'] }));
    mount(s);
    expect(screen.getByRole('alert').textContent).toContain('Try again, or download the document.');
    expect(screen.getByRole('button', { name: 'Download docs.json' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Still broken: the error shows again, and the document is still there.
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(s.getState().workspace).toBeDefined();
  });
});
