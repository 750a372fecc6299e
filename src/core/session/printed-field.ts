import type { Workspace } from '../model/workspace';
import { PrintedText, type PrintLog } from './printed-text';
import type { SessionField } from './session-field';

/** The text of each file of the current version, by path (each printed on first use; see PrintedText). */
export interface PrintedFiles {
  readonly files: ReadonlyMap<string, PrintedText>;
  readonly log: PrintLog;
}

function all(ws: Workspace | undefined, log: PrintLog): PrintedFiles {
  const files = new Map<string, PrintedText>();
  if (ws) for (const path of Object.keys(ws.files)) files.set(path, new PrintedText(ws.files[path], log));
  return { files, log };
}

/**
 * The printed text of every file, kept per file while the file is untouched: a transaction
 * gives a new PrintedText only to the files its patches touch (so a drop prints each changed
 * file once, and the others not at all), and the new text states its edit against the one
 * printed before it.
 */
export const printedField: SessionField<PrintedFiles> = {
  name: 'printed text',
  init: ({ state }) => all(state.workspace, new Map()),
  apply: (tr, previous, { state }) => {
    const ws = state.workspace;
    if (tr.files.size === 0 || !ws) return previous;
    const files = new Map(previous.files);
    for (const path of tr.files) {
      if (Object.hasOwn(ws.files, path)) files.set(path, new PrintedText(ws.files[path], previous.log));
      else {
        files.delete(path);
        previous.log.delete(path);
      }
    }
    return { files, log: previous.log };
  },
};
