import type { Diagnostic } from '../../core/rules/diagnostic';
import type { SessionSnapshot } from '../../core/session/session-snapshot';

/**
 * The 1-based line of each diagnostic in its file as the session holds it now (the text the JSON
 * pane shows and an export writes; for text that does not parse, the typed text), read from the
 * session's printed text and its line map: 0 for a file the session does not hold (an OpenAPI
 * document).
 */
export function problemLines(snapshot: SessionSnapshot, diagnostics: readonly Diagnostic[]): number[] {
  return diagnostics.map((d) => {
    if (d.offset !== undefined) {
      const typed = snapshot.typedText.get(d.file);
      return typed && typed.error.offset === d.offset ? typed.error.position.line : 0;
    }
    return snapshot.text(d.file)?.lineOfPath(d.path) ?? 0;
  });
}
