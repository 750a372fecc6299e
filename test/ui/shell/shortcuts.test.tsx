// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EditorSession } from '../../../src/core/session/editor-session';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { useShortcuts } from '../../../src/ui/shell/use-shortcuts';
import { renameCommand } from '../../../src/core/commands/index';

function Harness({ store }: { store: EditorSession }) {
  useShortcuts(store);
  return (
    <div>
      <button type="button">A button</button>
      <input aria-label="A field" />
      <textarea aria-label="Some text" />
      <div contentEditable="true" aria-label="Editable" />
    </div>
  );
}

function setup() {
  const store = new EditorSession();
  store.load(workspaceFromText('{"navigation": {"groups": [{"group": "A", "pages": ["a"]}]}}').workspace!);
  const a = [...store.getIndex().elements.values()].find((e) => labelOf(e) === 'A')!.id;
  store.run(renameCommand, { id: a, label: 'B' });
  render(<Harness store={store} />);
  return store;
}
const label = (s: EditorSession) => labelOf([...s.getIndex().elements.values()].find((e) => e.kind === 'group')!);

afterEach(cleanup);

describe('undo and redo shortcuts', () => {
  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Cmd+Z undoes on a Mac, anywhere outside a text field', () => {
    const store = setup();
    const button = screen.getByRole('button', { name: 'A button' });
    fireEvent.keyDown(button, { key: 'z', ctrlKey: true });
    expect(label(store)).toBe('A');
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(label(store)).toBe('B');
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(label(store)).toBe('A');
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(label(store)).toBe('B');
  });

  it('leaves text fields their own undo', () => {
    const store = setup();
    for (const name of ['A field', 'Some text', 'Editable']) {
      const ev = fireEvent.keyDown(screen.getByLabelText(name), { key: 'z', ctrlKey: true });
      expect(ev).toBe(true); // not prevented: the field undoes its own typing
      expect(label(store)).toBe('B');
    }
  });

  it('ignores Ctrl+Alt+Z and a plain Z', () => {
    const store = setup();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, altKey: true });
    fireEvent.keyDown(document.body, { key: 'z' });
    expect(label(store)).toBe('B');
  });
});
