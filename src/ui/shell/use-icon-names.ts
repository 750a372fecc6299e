import { useEffect } from 'react';
import type { EditorSession } from '../../core/session/editor-session';

/**
 * Starts the unknown-icon check: the module that loads the name lists of the icon libraries
 * the navigation uses and hands the session a check over them (watchIconNames), the way
 * useOpenapi hands it the OpenAPI documents. The module is a chunk of its own and the lists are
 * data files, fetched on first need, so neither is in the initial JavaScript.
 */
export function useIconNames(session: EditorSession): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../../io/icon-names').then((m) => {
      if (live) stop = m.watchIconNames(session);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [session]);
}
