import type { Diagnostic } from '../rules/diagnostic';
import { indexField } from './index-field';
import { docChanged, type FieldView, type SessionField } from './session-field';

const NONE: readonly Diagnostic[] = Object.freeze([]);

function compute(view: FieldView): readonly Diagnostic[] {
  const ws = view.state.workspace;
  const check = view.inputs.iconCheck;
  if (!ws || !check) return NONE;
  const found = check(ws, view.get(indexField));
  // None stays the one empty list, so the merged diagnostics are not made again for nothing.
  return found.length ? found : NONE;
}

/**
 * Icons whose names their library does not have (`unknown-icon` warnings, see
 * core/icons/unknown-icon.ts), by the check the app hands the session once the name lists it
 * needs have loaded (`SessionInputs.iconCheck`): the lists and the check load lazily, out of the
 * initial JavaScript. None before then. Run again after an edit (one pass over the elements, well
 * under a millisecond on the largest corpus config) and when a new check arrives.
 */
export const iconsField: SessionField<readonly Diagnostic[]> = {
  name: 'icons',
  init: compute,
  apply: (tr, previous, view) => (docChanged(tr) || tr.inputs.has('iconCheck') ? compute(view) : previous),
};
