import type { EditorSession } from '../../core/session/editor-session';
import type { Diagnostic, Fix } from '../../core/rules/diagnostic';
import { diagnosticText, type DiagnosticText } from '../../core/rules/diagnostic-text';
import type { NavIndex } from '../../core/model/nav-index';
import { monaco } from './monaco-setup';
import { placeDiagnostics, type MarkedText, type PlaceOf, type PlacedDiagnostic } from './marker-ranges';

/** Markers docsnav sets (Monaco's JSON worker sets its own, for syntax and the schema). */
export const MARKER_OWNER = 'docsnav';

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

// The diagnostics placed in each model, so a code action finds the fix of the marker under the cursor.
const placedByModel = new WeakMap<monaco.editor.ITextModel, (PlacedDiagnostic & { message: string })[]>();

/**
 * A diagnostic as one line of text, for a place that has room for nothing else (an editor
 * marker's hover): the label path, what is wrong, and the JSON place with its line after, in
 * brackets. When the diagnostic belongs to no element, the JSON place leads instead. Kept here,
 * not in core/rules: only the JSON pane (a chunk of its own) needs it.
 */
function diagnosticLine(t: DiagnosticText, line?: number): string {
  const at = line ? `line ${line}` : '';
  if (t.where === t.place) return `${t.place}${at ? `, ${at}` : ''}: ${t.what}`;
  return `${t.where}: ${t.what} (${t.place}${at ? `, ${at}` : ''})`;
}

/**
 * A Monaco model as a text marks are placed in, read where asked: `model.getValue()` built the
 * whole text (2.4 MB on the largest corpus config) each time the markers were placed, after
 * every edit, for the few characters around each problem.
 */
export function markedModel(model: monaco.editor.ITextModel): MarkedText {
  return {
    length: model.getValueLength(),
    slice: (from, to) => model.getValueInRange(monaco.Range.fromPositions(model.getPositionAt(from), model.getPositionAt(to))),
    lineEnd: (offset) => {
      const line = model.getPositionAt(offset).lineNumber;
      return model.getOffsetAt({ lineNumber: line, column: model.getLineMaxColumn(line) });
    },
    nextLine: (offset) => {
      const line = model.getPositionAt(offset).lineNumber;
      return line < model.getLineCount() ? model.getOffsetAt({ lineNumber: line + 1, column: 1 }) : model.getValueLength();
    },
    positionAt: (offset) => {
      const p = model.getPositionAt(offset);
      return { line: p.lineNumber, column: p.column };
    },
  };
}

/** What the markers' messages are written from: the document's navigation index and main file (for the label paths). */
export interface MarkerContext {
  readonly index: NavIndex;
  readonly mainPath: string;
}

/**
 * Show docsnav's diagnostics of `path` as markers of its model, where `place` says they lie in
 * its current text. A marker's message reads as the problems panel does: the label path a
 * person knows first, what is wrong, then the JSON place and its line.
 */
export function setDiagnosticMarkers(
  model: monaco.editor.ITextModel,
  path: string,
  diagnostics: readonly Diagnostic[],
  place: PlaceOf,
  context: MarkerContext,
): void {
  const placed = placeDiagnostics(diagnostics, path, markedModel(model), place).map((p) => ({
    ...p,
    message: diagnosticLine(diagnosticText(p.diagnostic, context.index, context.mainPath), p.range.startLineNumber),
  }));
  placedByModel.set(model, placed);
  monaco.editor.setModelMarkers(
    model,
    MARKER_OWNER,
    placed.map((p) => ({
      ...p.range,
      severity: SEVERITY[p.diagnostic.severity],
      message: p.message,
      code: p.diagnostic.code,
      source: 'docsnav',
    })),
  );
}

const intersects = (a: monaco.IRange, b: monaco.IRange) => monaco.Range.areIntersectingOrTouching(a, b);

/**
 * The fixes of docsnav's diagnostics as Monaco code actions (the light bulb, Ctrl+. and the
 * marker hover's "Quick Fix"): each runs the diagnostic's command as one undoable step of the
 * app, the same as the problems panel's button. `beforeFix` applies any typing first, so the
 * fix's paths refer to the text on screen.
 */
export function registerQuickFixes(store: EditorSession, beforeFix: () => void): monaco.IDisposable {
  const command = monaco.editor.registerCommand('docsnav.applyFix', (_accessor, fix: Fix) => {
    beforeFix();
    store.runFix(fix);
  });
  const provider = monaco.languages.registerCodeActionProvider('json', {
    provideCodeActions(model, range) {
      const placed = placedByModel.get(model) ?? [];
      const actions: monaco.languages.CodeAction[] = [];
      for (const p of placed) {
        const fix = p.diagnostic.fix;
        if (!fix || !intersects(p.range, range)) continue;
        actions.push({
          title: fix.title,
          kind: 'quickfix',
          isPreferred: true,
          diagnostics: [
            {
              ...p.range,
              severity: SEVERITY[p.diagnostic.severity],
              message: p.message,
              code: p.diagnostic.code,
              source: 'docsnav',
            },
          ],
          command: { id: 'docsnav.applyFix', title: fix.title, arguments: [fix] },
        });
      }
      return { actions, dispose() {} };
    },
  });
  return {
    dispose() {
      command.dispose();
      provider.dispose();
    },
  };
}
