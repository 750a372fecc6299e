import { Suspense, useCallback, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { lazyPart } from '../common/lazy-part';
import type { EditorSession } from '../../core/session/editor-session';
import type { OpenResult, ProjectFiles } from '../../io/project-files';
import { projectInputs } from './use-project';

type Opened = Extract<OpenResult, { ok: true }>;

// Loaded when a mint.json is opened: the first paint does not show it (the initial JavaScript budget).
const ConversionDialog = lazyPart(() => import('./conversion-dialog').then((m) => m.ConversionDialog));

/** What the shell needs to show a mint.json's conversion: `offer` an opened one, and the dialog to render (or null). */
export interface LegacyConversionState {
  /** Show the conversion of an opened mint.json instead of loading it; true (the open went through). */
  offer(r: Opened): boolean;
  readonly dialog: ReactNode;
}

/**
 * A mint.json, however it was opened (file, folder, URL, paste, docsnav dev), is shown as the
 * docs.json it becomes before anything changes: Continue loads that docs.json as a normal,
 * unsaved document (nothing of it is on disk yet); Cancel keeps the open document.
 */
export function useLegacyConversion(
  store: EditorSession,
  setProject: Dispatch<SetStateAction<ProjectFiles>>,
  setMessage: (m: { kind: 'error' | 'info'; text: string } | undefined) => void,
): LegacyConversionState {
  const [pending, setPending] = useState<Opened>();
  const offer = useCallback((r: Opened) => {
    setPending(r);
    return true;
  }, []);
  const conversion = pending?.conversion;
  const dialog =
    pending && conversion ? (
      <Suspense fallback={null}>
        <ConversionDialog
          conversion={conversion}
          onContinue={() => {
            // Unsaved from the start: the docs.json exists only here until it is exported or saved.
            store.load(pending.workspace, { dirty: true, inputs: projectInputs(pending.project) });
            setProject(pending.project);
            const n = conversion.dropped.length;
            setMessage({
              kind: 'info',
              text: `${conversion.from} is converted to docs.json${n ? ` (${n} setting${n === 1 ? ' is' : 's are'} left out)` : ''}. Export${pending.project.saveTarget ? ' or save' : ''} it to write docs.json; ${conversion.from} is not changed.`,
            });
            setPending(undefined);
          }}
          onCancel={() => {
            setPending(undefined);
            setMessage({
              kind: 'info',
              text: `${conversion.from} was not converted.${store.getState().workspace ? ' The document you had open stays open.' : ''}`,
            });
          }}
        />
      </Suspense>
    ) : null;
  return { offer, dialog };
}
