import { useEffect, useSyncExternalStore } from 'react';
import type { CheckedLibrary, IconNameLists } from '../../core/icons/icon-names';
import type { EditorSession } from '../../core/session/editor-session';

/**
 * Loads the name lists of the icon libraries the navigation uses (the session says which:
 * `iconLibraries`) and hands them to the session as they arrive (`iconNames`), where the
 * unknown-icon check runs, the way useOpenapi hands it the OpenAPI documents. The loader is a
 * chunk of its own and the lists are data files, fetched on first need: neither is in the
 * initial JavaScript. A list that fails to load is not handed over, so nothing is flagged.
 */
export function useIconNames(session: EditorSession): void {
  const needed = useSyncExternalStore(session.subscribe, () => session.getSnapshot().iconLibraries);
  useEffect(() => {
    let live = true;
    const have = session.getSnapshot().inputs.iconNames ?? {};
    const missing = needed.filter((l) => !have[l]);
    if (missing.length === 0) return;
    void import('../../io/icon-names').then(({ loadIconNames }) => {
      for (const library of missing) {
        loadIconNames(library).then(
          (names) => {
            if (!live) return;
            const now: IconNameLists = session.getSnapshot().inputs.iconNames ?? {};
            if (now[library]) return;
            session.setInputs({ iconNames: { ...now, [library]: new Set(names) } as Record<CheckedLibrary, ReadonlySet<string>> });
          },
          () => undefined, // not loaded: that library's names are not checked (never a false warning)
        );
      }
    });
    return () => {
      live = false;
    };
  }, [session, needed]);
}
