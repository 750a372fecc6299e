import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { EditorSession } from '../../../src/core/session/editor-session';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { printFile } from '../../../src/core/model/workspace';
import { analyseOpenapi, type OpenapiDocumentState } from '../../../src/core/openapi/index';
import { checkPageMetadata } from '../../../src/core/openapi/page-metadata';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue } from '../../../src/ui/shell/editor-context';
import type { ProjectFiles } from '../../../src/io/project-files';
import { analyse } from '../../core/openapi/openapi-helpers';

/**
 * A store holding a navigation whose OpenAPI documents are the test fixtures (loaded and
 * validated for real), and the documents' states, for panels that read `useEditor().openapi`.
 */
export async function openapiStore(navigation: unknown, docs: Record<string, string>) {
  const a = await analyse(navigation, docs);
  const store = new EditorSession();
  store.load(a.ws);
  return { store, documents: a.documents, at: a.at, text: () => printFile(store.getState().workspace!) };
}

/**
 * The shell's OpenAPI wiring, synchronously: the analysis is rebuilt from the store's document
 * on every change (as `useOpenapi` does once documents are loaded) and published with its
 * diagnostics, so a panel sees what it sees in the app.
 */
export function OpenapiHarness({
  store,
  documents,
  project = EMPTY_PROJECT,
  children,
}: {
  store: EditorSession;
  documents: ReadonlyMap<string, OpenapiDocumentState>;
  /** The opened project (its page files and their front matter); none by default. */
  project?: ProjectFiles;
  children: ReactNode;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const value: EditorContextValue = useMemo(() => {
    const ws = state.workspace!;
    const openapi = analyseOpenapi({
      ws,
      index: navIndexOf(ws),
      documents,
      pageFiles: project.pageFiles,
      frontMatter: project.frontMatter,
      checkMetadata: checkPageMetadata,
    });
    return {
      store,
      project,
      diagnostics: openapi.diagnostics,
      lastReveal: undefined,
      reveal: () => {},
      openapi,
    };
  }, [store, state.workspace, documents, project]);
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

/** jsdom lays nothing out: give the tree's scroll box a size so the virtualiser draws its rows. Returns the undo. */
export function sizeTreeScroll(): () => void {
  const sizes = ['clientHeight', 'clientWidth'] as const;
  const saved = sizes.map((k) => Object.getOwnPropertyDescriptor(Element.prototype, k));
  for (const k of sizes) {
    Object.defineProperty(Element.prototype, k, {
      configurable: true,
      get() {
        return (this as Element).classList.contains('tree-scroll') ? 1600 : 0;
      },
    });
  }
  return () => sizes.forEach((k, i) => Object.defineProperty(Element.prototype, k, saved[i]!));
}
