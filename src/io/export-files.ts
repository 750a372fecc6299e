import type { SessionSnapshot } from '../core/session/session-snapshot';
import type { Workspace } from '../core/model/workspace';

/**
 * The files an export writes: every file of the document (docs.json and each `$ref` split
 * file) whose text, as the session printed it, differs from the text it was opened with, by its
 * own path. An edit inside a split file changes that file only; docs.json is listed only when
 * it changed itself.
 *
 * The comparison is on text, not on node identity: a document restored from autosave or
 * replaced through the JSON pane has new sources, yet still differs from what is on disk.
 */
export function exportFiles(snapshot: SessionSnapshot, originals: ReadonlyMap<string, string> | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const ws = snapshot.state.workspace;
  if (!ws) return out;
  for (const path of Object.keys(ws.files)) {
    const text = snapshot.text(path)!.text;
    if (text !== openedText(ws, originals, path)) out.set(path, text);
  }
  return out;
}

/**
 * A file's text as it was opened: the opened text kept in `originals`, else its source's (the
 * source of a document restored or replaced is not what is on disk, hence `originals` first).
 */
export function openedText(ws: Workspace, originals: ReadonlyMap<string, string> | undefined, path: string): string {
  return originals?.get(path) ?? ws.files[path].source.text;
}
