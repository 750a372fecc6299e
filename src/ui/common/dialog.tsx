import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './dialog.css';

interface Props {
  /** The heading, and the dialog's accessible name. */
  title: string;
  /** Escape, a click outside, or the caller's own buttons. */
  onClose(): void;
  /** Extra class on the dialog ("export-dialog"). */
  className?: string;
  /** The scrolling middle part. */
  children: ReactNode;
  /** The buttons: always in view below the middle part, however long it is. */
  buttons: ReactNode;
  /** Makes the dialog a form (Enter submits). */
  onSubmit?(e: FormEvent<HTMLFormElement>): void;
  /** False for a dialog that needs an answer: Escape and a click outside then do nothing. */
  dismissible?: boolean;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]:not([tabindex="-1"])';

/**
 * One modal dialog for the whole app, on the platform's own `<dialog>` (`showModal`): the page
 * behind it is inert for the mouse, the keyboard and screen readers, and it sits in the top
 * layer above every panel. On top of that it does what the platform leaves to the page, the
 * same way for every dialog: focus goes inside on open (a `data-autofocus` control, else the
 * primary button, else the first control), Tab and Shift+Tab wrap inside it (Chromium would
 * otherwise let Tab leave for the browser's own controls), Escape and a click outside close it,
 * and on close focus goes back to the control that opened it, unless the dialog's action moved
 * focus somewhere on purpose. The title and buttons stay put while the middle part scrolls, so
 * the buttons are in view at any window size.
 */
export function Dialog({ title, onClose, className, children, buttons, onSubmit, dismissible = true }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, for the native events (callers pass a new function on every render).
  const close = useRef(onClose);
  close.current = dismissible ? onClose : () => {};

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (the component tests) has no showModal: the open attribute shows it there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('.dialog-buttons button.primary:not(:disabled)') ??
      focusables(dialog)[0];
    (first ?? dialog).focus({ preventScroll: true });
    const onCancel = (e: Event) => {
      // Escape: the page decides (a React state closes it), never the browser behind its back.
      e.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    // Focus that leaves for nowhere (the focused control removed or hidden: a part loaded later
    // replacing another, Monaco's diff switching to one column) would rest on the inert page
    // behind, where Tab then leaves for the browser's own controls. A modal keeps it: back inside.
    let refocus: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && dialog.contains(e.relatedTarget)) return;
      clearTimeout(refocus);
      refocus = setTimeout(() => {
        const active = document.activeElement;
        if (dialog.open && (!active || active === document.body)) (focusables(dialog)[0] ?? dialog).focus({ preventScroll: true });
      });
    };
    dialog.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(refocus);
      dialog.removeEventListener('focusout', onFocusOut);
      dialog.removeEventListener('cancel', onCancel);
      // Runs before React removes the element, while focus can still be seen inside it.
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // Keys typed in a dialog are the dialog's: the tree's keys and the global undo stay out.
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      close.current();
    } else if (e.key === 'Tab') wrapTab(e);
  };

  // A click on the backdrop lands on the <dialog> itself, outside its box.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) close.current();
  };

  const content = (
    <>
      <h2 id={titleId}>{title}</h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-buttons">{buttons}</div>
    </>
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className={`dialog${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {onSubmit ? (
        <form className="dialog-frame" onSubmit={onSubmit}>
          {content}
        </form>
      ) : (
        <div className="dialog-frame">{content}</div>
      )}
    </dialog>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapTab(e: KeyboardEvent<HTMLElement>) {
  const all = focusables(e.currentTarget);
  if (!all.length) return;
  const first = all[0];
  const last = all[all.length - 1];
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  }
}

/** The controls Tab reaches inside `root`, in document order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return (
    [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
      // Drawn controls only (not the content of a closed <details>); jsdom draws nothing, so there it is every control.
      .filter((x) => !x.closest('[inert]') && (typeof x.checkVisibility !== 'function' || x.checkVisibility()))
      // Sorted: jsdom's selector engine lists the matches of a selector list one selector at a time.
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  );
}
