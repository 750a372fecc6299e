import type { Diagnostic } from '../rules/diagnostic';
import { RulesMemo } from '../rules/rules-memo';
import { indexField } from './index-field';
import { sameDiagnostics } from './rules-field';
import { docChanged, type FieldView, type SessionField } from './session-field';

/** The unknown-icon warnings of the current version, and what the check keeps between versions. */
export interface IconsState {
  readonly diagnostics: readonly Diagnostic[];
  /** What the check found per subtree: after an edit only what changed is looked at again. */
  readonly memo: RulesMemo;
  /** True while the first check of a document just opened is still owed (done in slices, after the tree is shown). */
  readonly owed?: boolean;
}

const NONE: readonly Diagnostic[] = Object.freeze([]);

function compute(view: FieldView, previous: IconsState | undefined, shouldYield?: () => boolean): IconsState | undefined {
  const ws = view.state.workspace;
  const check = view.inputs.iconCheck;
  // A new check comes with new name lists: the memo starts afresh by itself (its generation).
  const memo = previous?.memo ?? new RulesMemo();
  if (!ws || !check) return { diagnostics: NONE, memo };
  const found = check(ws, view.get(indexField), memo, shouldYield);
  if (!found) return undefined;
  // None stays the one empty list, so the merged diagnostics are not made again for nothing;
  // the same list (nothing changed) stays the previous one for the same reason.
  const diagnostics = !found.length ? NONE : previous && sameDiagnostics(previous.diagnostics, found) ? previous.diagnostics : found;
  return { diagnostics, memo };
}

/**
 * Icons whose names their library does not have (`unknown-icon` warnings, see
 * core/icons/unknown-icon.ts), by the check the app hands the session once the name lists it
 * needs have loaded (`SessionInputs.iconCheck`): the lists and the check load lazily, out of the
 * initial JavaScript. None before then. Run again after an edit, incrementally (only the
 * subtrees the edit changed are looked at: the whole navigation took 6 ms a keystroke on the
 * largest corpus config), and when a new check arrives. A document just opened is checked in
 * slices after it is shown.
 */
export const iconsField: SessionField<IconsState> = {
  name: 'icons',
  // A document just opened is checked after the tree is shown, in slices: the whole navigation
  // of a 368,000-page config took over 100 ms, all in the task that drew the tree.
  init: () => ({ diagnostics: NONE, memo: new RulesMemo(), owed: true }),
  apply: (tr, previous, view) => {
    // Owed still: the slices to come check whatever version and check there are then.
    if (previous.owed) return previous;
    return docChanged(tr) || tr.inputs.has('iconCheck') ? compute(view, previous)! : previous;
  },
  pending: (value) => !!value.owed,
  resume: (value, view) => compute(view, { diagnostics: NONE, memo: value.memo }, view.shouldYield),
};
