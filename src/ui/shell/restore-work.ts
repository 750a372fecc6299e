import type { EditorSession } from '../../core/session/editor-session';
import { openProject, type ProjectFiles } from '../../io/project-files';
import type { SavedWork } from '../../io/autosave-store';
import { directorySaveTarget } from '../../io/directory-save-target';
import { restorePlan } from '../../io/restore-files';
import { projectInputs } from './use-project';

/**
 * Open the saved texts as the document (no undo step: loading records none), marked unsaved,
 * with the texts as first opened kept as the originals, so the export still shows every line
 * changed since the file was opened, and Save still writes to the folder it came from.
 */
export function restoreWork(
  store: EditorSession,
  w: SavedWork,
  setProject: (p: ProjectFiles) => void,
): { ok: true; notes: readonly string[] } | { ok: false; message: string } {
  // The record may be damaged (null fields, texts that are not JSON): restorePlan keeps what it can.
  const plan = restorePlan(w, w.lost);
  if (!plan.ok) return plan;
  const r = openProject(plan.files, w.source ?? 'autosave', w.name, { main: w.mainPath });
  if (!r.ok) return { ok: false, message: `The unsaved work on ${w.name} could not be restored: ${r.message}` };
  const originals = new Map(Object.entries(w.originals));
  const project: ProjectFiles = {
    ...r.project,
    pageFiles: w.pageFiles ? new Set(w.pageFiles) : undefined,
    frontMatter: new Map(Object.entries(w.frontMatter)),
    originals,
    saveTarget: w.handle ? directorySaveTarget(w.handle, w.base ?? '', originals) : undefined,
  };
  // A record kept after an export is the document as saved: nothing to lose, not dirty.
  store.load(r.workspace, { dirty: !w.saved, inputs: projectInputs(project) });
  setProject(project);
  return { ok: true, notes: plan.notes };
}
