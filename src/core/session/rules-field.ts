import type { Diagnostic } from '../rules/diagnostic';
import { RulesMemo, startRules, type RulesRun } from '../rules/index';
import { indexField } from './index-field';
import { docChanged, type FieldView, type SessionField } from './session-field';

/** The structure rules' diagnostics of the current version, and the run still owed for it. */
export interface RulesState {
  /** The diagnostics: of this version when `run` is undefined, else the last answer for the same navigation (none for a new one). */
  readonly diagnostics: readonly Diagnostic[];
  /** The run not finished yet. */
  readonly run?: RulesRun;
  /** The navigation (its root id) the diagnostics are about. */
  readonly rootId: number | undefined;
  /** What the runs of this session keep between versions: only what changed is checked again. */
  readonly memo: RulesMemo;
}

const NONE: readonly Diagnostic[] = Object.freeze([]);

/**
 * True when `b` says exactly what `a` says, problem by problem: then the session keeps `a`, so
 * an edit that changes no problem (most keystrokes) gives the panels the same list, and what
 * they derive from it stays memoised. The rules keep the objects of untouched subtrees; those
 * of the subtrees on the edit's path are made again, equal.
 */
export function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameDiagnostic(a[i], b[i])) return false;
  return true;
}

/** Every field the same; unread JSON by node (the same words may stand for other nodes). */
function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  const rest = (d: Diagnostic) =>
    JSON.stringify([d.severity, d.code, d.message, d.file, d.path, d.elementId, d.site, d.offset, d.fix, d.drops, d.unread?.length]);
  return rest(a) === rest(b) && (a.unread ?? []).every((u, k) => u.key === b.unread![k].key && u.value === b.unread![k].value);
}

function start(view: FieldView, previous: RulesState | undefined): RulesState {
  const ws = view.state.workspace;
  const memo = previous?.memo ?? new RulesMemo();
  if (!ws) return { diagnostics: NONE, rootId: undefined, memo };
  const index = view.get(indexField);
  const run = startRules(ws, index, { pageFiles: view.inputs.pageFiles, memo });
  const same = !!previous && !previous.run && previous.rootId === index.rootId;
  // After an edit of the same navigation the rules check only what changed (well under a
  // millisecond), so they answer now, within the slice's budget. A first run over a new
  // document (about 20 ms on the 2.4 MB corpus config) is left to the scheduler, so the tree
  // the open drew paints first; until it ends, the last answer for the same navigation stays.
  const out = same ? run.step(view.shouldYield) : undefined;
  if (out)
    return { diagnostics: previous && sameDiagnostics(previous.diagnostics, out) ? previous.diagnostics : out, rootId: index.rootId, memo };
  return { diagnostics: previous && previous.rootId === index.rootId ? previous.diagnostics : NONE, run, rootId: index.rootId, memo };
}

/**
 * The diagnostics of every structure rule (core/rules), computed incrementally: each version's
 * run takes over what the previous runs of this session kept for the subtrees it did not
 * change. A first run over a new document is done in slices (`resume`).
 */
export const rulesField: SessionField<RulesState> = {
  name: 'rules',
  init: (view) => start(view, undefined),
  apply: (tr, previous, view) => {
    if (!docChanged(tr) && !tr.inputs.has('pageFiles')) return previous;
    return start(view, previous);
  },
  pending: (value) => value.run !== undefined,
  resume: (value, view) => {
    const out = value.run!.step(view.shouldYield);
    if (!out) return undefined;
    return { diagnostics: sameDiagnostics(value.diagnostics, out) ? value.diagnostics : out, rootId: value.rootId, memo: value.memo };
  },
};
