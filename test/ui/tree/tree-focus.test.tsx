// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue } from '../../../src/ui/shell/editor-context';
import { TreePanel } from '../../../src/ui/tree/tree-panel';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { docsJson } from '../../helpers/check';
import { storeWith, text } from '../../helpers/store';

// Keys act where focus is: a screen reader's cursor, Tab or element.focus() moves DOM focus
// without a click, and the tree must follow it (issue 17).

const NAV = {
  tabs: [
    { tab: 'Alpha', pages: ['alpha/one'] },
    { tab: 'Beta', groups: [{ group: 'First', pages: ['beta/one', 'beta/two', 'beta/three'] }] },
    { tab: 'Gamma', pages: ['gamma/one'] },
  ],
};

function mount(store: EditorSession) {
  const value: EditorContextValue = {
    store,
    project: EMPTY_PROJECT,
    diagnostics: [],
    lastReveal: undefined,
    reveal: () => {},
  };
  return render(
    <EditorContext.Provider value={value}>
      <TreePanel />
      <button type="button">Elsewhere</button>
    </EditorContext.Provider>,
  );
}
const row = (name: string) => screen.getByRole('treeitem', { name });
const tabbable = () => screen.getAllByRole('treeitem').filter((r) => r.tabIndex === 0);
const announced = () => screen.getByTestId('tree-announcer').textContent;

// jsdom lays nothing out: the scroll box gets a height of `boxHeight` so the virtualiser draws rows.
const boxHeight = 800;
const sizes = ['clientHeight', 'clientWidth'] as const;
const saved = sizes.map((k) => Object.getOwnPropertyDescriptor(Element.prototype, k));
beforeAll(() => {
  for (const k of sizes)
    Object.defineProperty(Element.prototype, k, {
      configurable: true,
      get() {
        return (this as Element).classList.contains('tree-scroll') ? boxHeight : 0;
      },
    });
});
afterAll(() => sizes.forEach((k, i) => Object.defineProperty(Element.prototype, k, saved[i]!)));
afterEach(cleanup);

describe('tree keys act on the focused item', () => {
  it('Alt+ArrowDown moves the row that has DOM focus, not the one remembered as active', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    // The remembered row is the first (nothing clicked); focus goes to another one without a click.
    act(() => row('Page beta/one').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', altKey: true });
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[0].pages).toEqual(['beta/two', 'beta/one', 'beta/three']);
    expect(announced()).toMatch(/^Moved 'beta\/one'/);
    expect(document.activeElement).toBe(row('Page beta/one'));
  });

  it('every key command follows focus: five different focused rows, five different answers', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    const answers = new Set<string>();
    for (const name of ['Tab Alpha', 'Page alpha/one', 'Group First', 'Page beta/three', 'Tab Gamma']) {
      act(() => row(name).focus());
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp', altKey: true });
      answers.add(announced()!);
      act(() => void s.undo());
    }
    expect(answers.size).toBe(5);
    expect([...answers][0]).toBe("Cannot move: 'Alpha' is already first");
  });

  it('F2 renames and Delete removes the focused row', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    act(() => row('Page beta/two').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[0].pages).toEqual(['beta/one', 'beta/three']);
    act(() => row('Tab Gamma').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'F2' });
    expect((screen.getByRole('textbox', { name: 'Rename' }) as HTMLInputElement).value).toBe('Gamma');
  });

  it('roving tabindex follows DOM focus: the focused row is the one Tab comes back to', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    expect(tabbable().map((r) => r.getAttribute('aria-label'))).toEqual(['Tab Alpha']);
    act(() => row('Group First').focus());
    expect(tabbable().map((r) => r.getAttribute('aria-label'))).toEqual(['Group First']);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    // Still the one to come back to after focus left the tree.
    expect(tabbable().map((r) => r.getAttribute('aria-label'))).toEqual(['Group First']);
    fireEvent.keyDown(row('Group First'), { key: 'ArrowDown' });
    expect(tabbable().map((r) => r.getAttribute('aria-label'))).toEqual(['Page beta/one']);
  });
  // The active row scrolled out of the drawn window is covered in e2e/hardening.spec.ts (jsdom does not scroll).
});
