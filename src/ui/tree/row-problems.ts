import type { Diagnostic } from '../../core/rules/diagnostic';
import type { RowProblems } from './tree-row';
import { diagnosticWhat } from '../../core/rules/diagnostic-text';

const RANK = { error: 2, warning: 1, info: 0 } as const;

/**
 * One marker's content per element: every message of its diagnostics, the worst severity, and
 * whether one says its page file is missing. An element whose problems did not change since
 * `previous` keeps that object, so its memoised row does not re-render when the rules re-run.
 */
export function rowProblems(
  diagnostics: readonly Diagnostic[],
  previous: ReadonlyMap<number, RowProblems> = new Map(),
): ReadonlyMap<number, RowProblems> {
  const m = new Map<number, { severity: RowProblems['severity']; messages: string[]; missingFile: boolean }>();
  for (const d of diagnostics) {
    if (d.elementId === undefined) continue;
    const cur = m.get(d.elementId);
    // The marker sits on the element's row: the message without the place it starts with.
    const text = diagnosticWhat(d);
    if (!cur) m.set(d.elementId, { severity: d.severity, messages: [text], missingFile: d.code === 'page-not-found' });
    else {
      cur.messages.push(text);
      if (RANK[d.severity] > RANK[cur.severity]) cur.severity = d.severity;
      cur.missingFile ||= d.code === 'page-not-found';
    }
  }
  const out = new Map<number, RowProblems>();
  for (const [id, p] of m) {
    const old = previous.get(id);
    const same =
      old &&
      old.severity === p.severity &&
      old.missingFile === p.missingFile &&
      old.messages.length === p.messages.length &&
      old.messages.every((x, i) => x === p.messages[i]);
    out.set(id, same ? old : p);
  }
  return out;
}
