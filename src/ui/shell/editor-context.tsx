import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorState } from '../../core/history/doc-store';
import type { EditorSession } from '../../core/session/editor-session';
import type { SessionSnapshot } from '../../core/session/session-snapshot';
import type { NavIndex } from '../../core/model/nav-index';
import type { PathSegment } from '../../core/model/json-path';
import type { Diagnostic } from '../../core/rules/diagnostic';
import type { OpenApiAnalysis } from '../../core/openapi/index';
import type { ProjectFiles } from '../../io/project-files';

export type { ProjectFiles } from '../../io/project-files';
export { EMPTY_PROJECT } from '../../io/project-files';

/** A request to show an element: the tree scrolls to it, the preview switches section, the JSON pane moves its cursor. */
export interface RevealRequest {
  readonly id: number;
  /** Which panel asked (so it does not react to its own request). */
  readonly from: 'tree' | 'preview' | 'json' | 'problems' | 'inspector';
  /**
   * The exact place in the JSON, when it is more precise than the element (a problem about one
   * field) or there is no element at all (a top-level setting): the JSON pane puts its cursor there.
   */
  readonly at?: {
    readonly file: string;
    readonly path: readonly PathSegment[];
    /** An offset of the file's text, for a place no path names (text that does not parse). */
    readonly offset?: number;
  };
  /** A page that element `id` generates from OpenAPI, by its place among them (the tree and the preview show it). */
  readonly generated?: number;
  readonly seq: number;
}

/**
 * Everything the panels share. The shell provides it; panels read it and never import each
 * other. What is derived from the document comes from the session (`store.getSnapshot()`).
 */
export interface EditorContextValue {
  /**
   * The editor session (core/session): the document, its commands and undo, and everything
   * derived from it. Panels run commands on it and read it through `useSnapshot`.
   */
  readonly store: EditorSession;
  readonly project: ProjectFiles;
  /** Every diagnostic of the current document (text that does not parse, structure rules, OpenAPI): the session's. */
  readonly diagnostics: readonly Diagnostic[];
  /** Ask every panel to show an element (and the JSON pane a precise place, with `at`). */
  reveal(id: number, from: RevealRequest['from'], at?: RevealRequest['at'], generated?: number): void;
  /** The latest reveal request (panels react in an effect). */
  readonly lastReveal: RevealRequest | undefined;
  /**
   * The OpenAPI analysis of the current document (src/core/openapi): generated pages, operation
   * titles, the document in scope at each element. Undefined before a document is open. Its
   * diagnostics are already merged into `diagnostics`.
   */
  readonly openapi?: OpenApiAnalysis;
}

export const EditorContext = createContext<EditorContextValue | undefined>(undefined);

/** The shared editor context; throws when used outside the shell. */
export function useEditor(): EditorContextValue {
  const v = useContext(EditorContext);
  if (!v) throw new Error('useEditor must be used inside <EditorContext.Provider>');
  return v;
}

/** The document state (workspace, selection, history), re-rendering when it changes. */
export function useEditorState(): EditorState {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The session's current snapshot: the document and everything derived from it, re-rendering on every change. */
export function useSnapshot(): SessionSnapshot {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The navigation index of the current document (the session's). */
export function useNavIndex(): NavIndex {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().index);
}
