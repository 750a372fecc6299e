import type { JsonNode } from '../../core/model/json-node';
import type { PathSegment } from '../../core/model/nav-index';
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
 * The offset where a JSON path starts in the text a tree was parsed from: the key of a property,
 * the value of an array item. A path that no longer exists stops at its nearest existing
 * ancestor, so a problem about a missing key points at the object that lacks it.
 */
export function offsetOfPath(root: JsonNode, path: readonly PathSegment[]): number {
  let node: JsonNode = root;
  let offset = root.range?.[0] ?? 0;
  for (const seg of path) {
    if (node.type === 'object' && typeof seg === 'string') {
      const prop = node.props.find((p) => p.key === seg);
      if (!prop) break;
      offset = prop.keyRange?.[0] ?? prop.value.range?.[0] ?? offset;
      node = prop.value;
    } else if (node.type === 'array' && typeof seg === 'number' && seg < node.items.length) {
      node = node.items[seg];
      offset = node.range?.[0] ?? offset;
    } else break;
  }
  return offset;
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
    return f ? positionInText(f.starts, offsetOfPath(f.root, d.path)).line : 0;
  });
}
