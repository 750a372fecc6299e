import type { PathSegment } from '../model/json-path';
import type { JsonNode } from '../model/json-node';
import type { FixArgs, FixCommandId } from '../commands/fix-args';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A quick fix: the named command (from `core/commands`) and its arguments, typed together by
 * `FixArgs` (a wrong id or arguments of another shape do not compile). Applying it is one
 * undoable step of the app's history; the JSON pane offers the same fix as a code action.
 */
export type Fix = {
  readonly [K in FixCommandId]: { readonly title: string; readonly command: K; readonly args: FixArgs[K] };
}[FixCommandId];

/**
 * What the site generator does with the place a diagnostic names, as measured against the
 * generator's own validator (test/fidelity): `rejects` the whole config (the build fails),
 * `drops` part of the navigation silently (`Diagnostic.drops` says which lists), `ignores` a key
 * or setting silently (no page lost), or `accepts` it as written (docsnav reports it from
 * SPEC.md, or as advice). Only `rejects` and `drops` break the site a person exports.
 */
export type SiteOutcome = 'rejects' | 'drops' | 'ignores' | 'accepts';

/** A child list the site throws away: collection `key` of the element `elementId` (its pages are what readers lose). */
export interface DroppedList {
  readonly elementId: number;
  readonly key: string;
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
  /** What the site generator does here; set by the rule that reports it (undefined: not known). */
  readonly site?: SiteOutcome;
  /** With `site: 'drops'`: the lists the site throws away. */
  readonly drops?: readonly DroppedList[];
  /**
   * The place in the file's text, for a problem no JSON path can name: text that does not parse
   * (the session's `not-json`). Where it is set, it is what selecting the problem goes to.
   */
  readonly offset?: number;
  /**
   * With `site: 'drops'`: JSON the site never reads at all, so it is no element of the index: the
   * earlier occurrences of a key written twice (JSON.parse, and the site, keep the last). Its
   * page entries are lost too (droppedPages reads them).
   */
  readonly unread?: readonly { readonly key: string; readonly value: JsonNode }[];
}
