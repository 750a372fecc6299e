import { EditorSession } from '../../src/core/session/editor-session';
import { workspaceFromText, printFile } from '../../src/core/model/workspace';
import { labelOf, type NavElement } from '../../src/core/model/nav-index';

/** A store with a docs.json text loaded. */
export function storeWith(text: string): EditorSession {
  const { workspace, problems } = workspaceFromText(text);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  const s = new EditorSession();
  s.load(workspace);
  return s;
}

/** The element with this label (first in document order). */
export function el(store: EditorSession, label: string): NavElement {
  const index = store.getIndex();
  for (const id of index.order) {
    const e = index.elements.get(id)!;
    if (labelOf(e) === label) return e;
  }
  throw new Error(`no element labelled ${label}`);
}

/** The printed docs.json of the store. */
export function text(store: EditorSession): string {
  return printFile(store.getState().workspace!);
}
