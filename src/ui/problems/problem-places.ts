import type { PathSegment } from '../../core/model/nav-index';
import type { Workspace } from '../../core/model/workspace';
import type { Diagnostic } from '../../core/rules/diagnostic';
import { printedLines } from './printed-lines';

/** `navigation.tabs[0].groups`: a JSON path as people read it. */
export function formatPath(path: readonly PathSegment[]): string {
  let s = '';
  for (const seg of path) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  return s || '(root)';
}

/**
 * The 1-based line of each diagnostic in its file as the document prints now (the text the JSON
 * pane shows and an export writes): 0 for a file docsnav does not hold (an OpenAPI document).
 * A file untouched since it was parsed is read from its source ranges; an edited one is
 * compared with its last parse, and only the part around the change is parsed again
 * (`printedLines`), so a keystroke on the 2.4 MB corpus config costs a print, not a parse.
 */
export function problemLines(ws: Workspace, diagnostics: readonly Diagnostic[]): number[] {
  const byFile = new Map<string, number[]>();
  diagnostics.forEach((d, i) => {
    const list = byFile.get(d.file);
    if (list) list.push(i);
    else byFile.set(d.file, [i]);
  });
  const out = new Array<number>(diagnostics.length).fill(0);
  for (const [file, at] of byFile) {
    const doc = ws.files[file];
    if (!doc) continue;
    const lines = printedLines(
      doc,
      at.map((i) => diagnostics[i].path),
    );
    at.forEach((i, k) => (out[i] = lines[k]));
  }
  return out;
}
