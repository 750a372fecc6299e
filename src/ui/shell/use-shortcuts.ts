import { useEffect } from 'react';
import type { EditorSession } from '../../core/session/editor-session';

/** True when the event comes from a place where typing means text (inputs, the JSON editor). */
export function inTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], .monaco-editor');
}

/** Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, everywhere outside a text field. */
export function useShortcuts(store: EditorSession): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (inTextField(e.target) || !(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        store.undo();
      } else if ((k === 'z' && e.shiftKey) || (k === 'y' && e.ctrlKey)) {
        e.preventDefault();
        store.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
