import type { JsonNode } from '../../core/model/json-node';
import type { PathSegment } from '../../core/model/nav-index';
import { rangeOfPath } from '../../core/parse/range-of-path';
import { printFile, type Workspace } from '../../core/model/workspace';
import { parseJson } from '../../core/parse/parse-json';
import { computeLineStarts, positionInText } from '../../core/parse/source-file';
import type { Diagnostic } from '../../core/rules/diagnostic';

/** `navigation.tabs[0].groups`: a JSON path as people read it. */
export function formatPath(path: readonly PathSegment[]): string {
  let s = '';
  for (const seg of path) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  return s || '(root)';
}

/**
 * The 1-based line of each diagnostic in its file as the document prints now (the text the JSON
 * pane shows and an export writes). A file untouched since it was parsed is read from its source
 * ranges; an edited one is printed and parsed again (docsnav's fast parser: about 25 ms for the
 * 2.4 MB corpus config, where a generic JSON tree parse took 300 ms), once per file, and only for
 * files that have problems.
 */
export function problemLines(ws: Workspace, diagnostics: readonly Diagnostic[]): number[] {
  const perFile = new Map<string, { root: JsonNode; starts: number[] } | null>();
  return diagnostics.map((d) => {
    let f = perFile.get(d.file);
    if (f === undefined) {
      f = null;
      const doc = ws.files[d.file];
      if (doc) {
        const fresh = doc.root === doc.source.root;
        const text = fresh ? doc.source.text : printFile(ws, d.file);
        const root = fresh ? doc.source.root : parseJson(text, d.file).file.root;
        if (root) f = { root, starts: computeLineStarts(text) };
      }
      perFile.set(d.file, f);
    }
    return f ? positionInText(f.starts, rangeOfPath(f.root, d.path).start).line : 0;
  });
}
