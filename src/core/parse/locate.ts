import { parseTree, type Node } from 'jsonc-parser';
import type { PathSegment } from '../model/json-path';
import { computeLineStarts, positionInText, type Position } from './source-file';

/** Where a JSON path sits in a text: offsets and the 1-based line/column of its start. */
export interface Located extends Position {
  offset: number;
  length: number;
}

/**
 * A locator for one version of a JSON text: parses it once (with jsonc's tolerant parser), then
 * maps JSON paths to ranges. Paths that do not exist resolve to their nearest existing
 * ancestor, so a problem about a missing key points at the object that lacks it.
 *
 * For JSON texts the editor session does not hold (an OpenAPI document, a mint.json): a place
 * in docs.json or one of its split files comes from the session's text of that file
 * (`PrintedText.rangeOfPath`), the one way the app and the CLI place them.
 *
 * @example const at = createLocator(text); at(['navigation', 'tabs', 0]) // { line: 3, ... }
 */
export function createLocator(text: string): (path: readonly PathSegment[]) => Located {
  const tree = parseTree(text);
  const starts = computeLineStarts(text);
  return (path) => {
    let node: Node | undefined;
    for (let n = path.length; n >= 0 && !node; n--) node = tree ? nodeAtPath(tree, path, n) : undefined;
    // Point at the property (key and value) when the path ends at a property value.
    if (node && node.parent?.type === 'property') node = node.parent;
    const offset = node?.offset ?? 0;
    return { offset, length: node?.length ?? 0, ...positionInText(starts, offset) };
  };
}

/**
 * The node at the first `n` segments of `path`. Unlike jsonc-parser's findNodeAtLocation, a key
 * written twice resolves to its LAST occurrence: the one JSON.parse and the site keep, and the
 * one docsnav's model reads and edits (json-node's propOf), so lines and columns agree with it.
 */
function nodeAtPath(root: Node, path: readonly PathSegment[], n: number): Node | undefined {
  let node: Node | undefined = root;
  for (let i = 0; i < n && node; i++) {
    const seg = path[i];
    const kids: Node[] = node.children ?? [];
    if (typeof seg === 'string') {
      if (node.type !== 'object') return undefined;
      let found: Node | undefined;
      for (let k = kids.length - 1; k >= 0 && !found; k--) {
        const p = kids[k];
        if (p.children?.length === 2 && p.children[0].value === seg) found = p.children[1];
      }
      node = found;
    } else {
      node = node.type === 'array' && seg >= 0 && seg < kids.length ? kids[seg] : undefined;
    }
  }
  return node;
}
