import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { PathSegment } from '../model/nav-index';
import { computeLineStarts, positionInText, type Position } from './source-file';

/** Where a JSON path sits in a text: offsets and the 1-based line/column of its start. */
export interface Located extends Position {
  offset: number;
  length: number;
}

/**
 * A locator for one version of a file's text: parses it once, then maps JSON paths to
 * ranges. Paths that do not exist resolve to their nearest existing ancestor, so a problem
 * about a missing key points at the object that lacks it.
 *
 * @example const at = createLocator(text); at(['navigation', 'tabs', 0]) // { line: 3, ... }
 */
export function createLocator(text: string): (path: readonly PathSegment[]) => Located {
  const tree = parseTree(text);
  const starts = computeLineStarts(text);
  return (path) => {
    let node: Node | undefined;
    for (let n = path.length; n >= 0 && !node; n--) node = tree ? findNodeAtLocation(tree, path.slice(0, n) as PathSegment[]) : undefined;
    // Point at the property (key and value) when the path ends at a property value.
    if (node && node.parent?.type === 'property') node = node.parent;
    const offset = node?.offset ?? 0;
    return { offset, length: node?.length ?? 0, ...positionInText(starts, offset) };
  };
}
