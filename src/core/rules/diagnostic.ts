import type { PathSegment } from '../model/nav-index';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A quick fix: the named command (from `core/commands`) and its arguments. Applying it is one
 * undoable step of the app's history; the JSON pane offers the same fix as a code action.
 */
export interface Fix {
  readonly title: string;
  readonly command: string;
  readonly args: unknown;
}

/**
 * One problem docsnav knows about. `file` and `path` place it (the JSON path inside that
 * file); `locate` in `core/parse/locate` turns that into line and column for any text of the
 * file. `elementId` is the navigation element it belongs to, for selection in the tree.
 * Every message names the place, what is wrong, and what to do.
 */
export interface Diagnostic {
  readonly severity: Severity;
  /** Stable code, named after what the rule forbids: "mixed-child-kinds". */
  readonly code: string;
  readonly message: string;
  readonly file: string;
  readonly path: readonly PathSegment[];
  readonly elementId?: number;
  readonly fix?: Fix;
}
