import { useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { EditorSession } from '../../core/session/editor-session';
import type { OpenResult, ProjectFiles } from '../../io/project-files';
import { devConnectionFrom } from '../../io/dev-connection';
import type { Conflict, DevServerLink } from './dev-server-link';

type Message = { kind: 'error' | 'info'; text: string } | undefined;

interface Options {
  store: EditorSession;
  accept(r: OpenResult): boolean;
  setProject: Dispatch<SetStateAction<ProjectFiles>>;
  setMessage(m: Message): void;
}

/** What the shell needs from the dev server: whether it is in charge of opening, and the prompt to show (or null). */
export interface DevServerState {
  /** True when the page was opened from `docsnav dev`'s address: the folder, not the sample, is opened. */
  readonly active: boolean;
  /** The "changed on disk while you have unsaved edits" choice, when there is one. */
  readonly prompt: ReactNode;
}

/**
 * Edit a folder served by `docsnav dev` (src/cli/dev): open it through the API instead of the
 * sample, Save through the server, and follow changes on disk (dev-server-link.ts, loaded only
 * then). Inactive (and free) without `?token=`.
 */
export function useDevServer({ store, accept, setProject, setMessage }: Options): DevServerState {
  const conn = useMemo(() => devConnectionFrom(location), []);
  const [conflict, setConflict] = useState<Conflict>();
  const [link, setLink] = useState<DevServerLink>();
  const latest = useRef({ accept, setProject, setMessage });
  latest.current = { accept, setProject, setMessage };

  useEffect(() => {
    if (!conn) return;
    let stop: (() => void) | undefined;
    let live = true;
    import('./dev-server-link').then(
      (m) => {
        if (!live) return;
        const l = m.createDevServerLink(conn, store, latest, setConflict);
        setLink(l);
        stop = l.start();
      },
      (e: Error) => latest.current.setMessage({ kind: 'error', text: `The folder could not be opened from docsnav dev: ${e.message}` }),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [conn, store]);

  const prompt =
    conflict && link
      ? link.conflictDialog(conflict, (mine) => {
          setConflict(undefined);
          if (mine) link.keepMine(conflict);
          else link.takeDisk(conflict);
        })
      : null;
  return { active: !!conn, prompt };
}
