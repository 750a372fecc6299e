// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from '../../../src/ui/common/dialog';

afterEach(cleanup);

/** A button that opens a dialog, the way the toolbar's Export does. */
function Opener({ dismissible = true, autofocus = false }: { dismissible?: boolean; autofocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {open ? (
        <Dialog
          title="A question"
          onClose={() => setOpen(false)}
          dismissible={dismissible}
          buttons={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button" className="primary" onClick={() => setOpen(false)}>
                Do it
              </button>
            </>
          }
        >
          <input aria-label="Name" data-autofocus={autofocus || undefined} />
        </Dialog>
      ) : null}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open it' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'A question' }) };
}

describe('Dialog', () => {
  it('focuses the primary button on open, closes on Escape and gives focus back to its opener', () => {
    render(<Opener />);
    const { opener, dialog } = open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Do it' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the control marked data-autofocus first, and Tab wraps at both ends', () => {
    render(<Opener autofocus />);
    open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const last = screen.getByRole('button', { name: 'Do it' });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(name);
  });

  it('keys pressed inside do not reach the page behind it', () => {
    const seen: string[] = [];
    render(
      <div onKeyDown={(e) => seen.push(e.key)}>
        <Opener />
      </div>,
    );
    const { dialog } = open();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'z', ctrlKey: true });
    expect(seen).toEqual([]);
    expect(dialog.isConnected).toBe(true);
  });

  it('a dialog that needs an answer stays open on Escape', () => {
    render(<Opener dismissible={false} />);
    const { dialog } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'A question' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
