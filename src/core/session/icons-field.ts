import { iconLibrariesNeeded, type CheckedLibrary } from '../icons/icon-names';
import { unknownIcons } from '../icons/unknown-icon';
import type { Diagnostic } from '../rules/diagnostic';
import { indexField } from './index-field';
import { docChanged, type FieldView, type SessionField } from './session-field';

/** The icon side of the current version: the name lists it needs, and the icons they lack. */
export interface IconsState {
  /** The libraries whose name lists the navigation's icons need: what the app loads (`SessionInputs.iconNames`). */
  readonly needed: readonly CheckedLibrary[];
  /** `unknown-icon` warnings, from the lists loaded so far (none before any has arrived). */
  readonly diagnostics: readonly Diagnostic[];
}

const NONE: readonly Diagnostic[] = Object.freeze([]);
const CLOSED: IconsState = { needed: [], diagnostics: NONE };

function compute(view: FieldView, previous: IconsState | undefined): IconsState {
  const ws = view.state.workspace;
  if (!ws) return CLOSED;
  const index = view.get(indexField);
  let needed: readonly CheckedLibrary[] = iconLibrariesNeeded(ws, index);
  // The same list keeps its identity: the app's loader then has nothing to do.
  const old = previous?.needed;
  if (old && old.length === needed.length && old.every((l, i) => l === needed[i])) needed = old;
  const lists = view.inputs.iconNames;
  const found = lists ? unknownIcons(ws, index, lists) : NONE;
  // None stays the one empty list, so the merged diagnostics are not made again for nothing.
  return { needed, diagnostics: found.length ? found : NONE };
}

/**
 * Icons whose names their library does not have (core/icons/unknown-icon.ts), checked against
 * the name lists the app loads lazily (`SessionInputs.iconNames`, too large for the first
 * load), and which lists the navigation needs. Computed again after an edit (one pass over the
 * elements, well under a millisecond on the largest corpus config) or when a list arrives.
 */
export const iconsField: SessionField<IconsState> = {
  name: 'icons',
  init: (view) => compute(view, undefined),
  apply: (tr, previous, view) => {
    if (!docChanged(tr) && !tr.inputs.has('iconNames')) return previous;
    return compute(view, previous);
  },
};
