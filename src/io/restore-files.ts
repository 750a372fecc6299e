import { parseJson } from '../core/parse/parse-json';
import type { SavedWork } from './saved-work';

// Apart from validateSavedWork (restore-plan.ts), which reads every record at start: this
// loads only when there is something to restore.

/** What Restore opens: the files, what was put back as opened instead, and what could not be restored. */
export type RestorePlan =
  | { readonly ok: true; readonly files: Map<string, string>; readonly notes: readonly string[] }
  | { readonly ok: false; readonly message: string };

/**
 * The files to open for a saved work: its project files and its edited documents. An edited
 * document that does not parse (a damaged record) is put back as it was opened, when that
 * text parses, and said so; docs.json with neither is the one thing that cannot be restored.
 */
export function restorePlan(w: SavedWork, lost: readonly string[] = []): RestorePlan {
  const notes = lost.map((l) => `${l} could not be restored`);
  const files = new Map<string, string>(Object.entries(w.files));
  const why = (text: string, path: string) => parseJson(text, path).errors[0]?.message;
  // The documents: docs.json, and every split file edited or as opened (a damaged record may lack one side).
  const docs = new Set([w.mainPath, ...Object.keys(w.current), ...Object.keys(w.originals)]);
  for (const path of docs) {
    const edited = Object.hasOwn(w.current, path) ? w.current[path] : undefined;
    const bad = edited === undefined ? 'it was not stored' : why(edited, path);
    if (!bad) {
      files.set(path, edited!);
      continue;
    }
    const original = Object.hasOwn(w.originals, path) ? w.originals[path] : undefined;
    if (original !== undefined && !why(original, path)) {
      files.set(path, original);
      // A text that was not stored at all is already named by `lost` (or was never edited).
      if (edited !== undefined) notes.push(`the edited ${path} could not be restored (${bad}), so it is back as it was opened`);
    } else if (path === w.mainPath) {
      return {
        ok: false,
        message: `The unsaved work on ${w.name} could not be restored: the stored ${path} is not usable (${bad}), and neither is the text as opened. It stays stored; discard it when you no longer need it.`,
      };
    } else {
      files.delete(path);
      notes.push(`${path} could not be restored (${bad})`);
    }
  }
  return { ok: true, files, notes };
}
