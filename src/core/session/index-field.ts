import type { NavIndex } from '../model/nav-index';
import { buildNavIndex, navIndexOf } from '../model/build-nav-index';
import { docChanged, type SessionField } from './session-field';

const EMPTY_INDEX: NavIndex = { rootId: undefined, elements: new Map(), order: [] };

/**
 * The navigation index of the document. After an edit it is built from the previous one (the
 * session's own, never another's): only the path to each change and what moved is built anew,
 * every untouched subtree keeps its element objects (which the rules' memo counts on).
 */
export const indexField: SessionField<NavIndex> = {
  name: 'index',
  // The index of the workspace as built once for it: the app's open builds it beforehand in
  // slices (navIndexInSlices), so loading a large config does not build it in one task.
  init: ({ state }) => (state.workspace ? navIndexOf(state.workspace) : EMPTY_INDEX),
  apply: (tr, previous, { state }) => {
    if (!docChanged(tr)) return previous;
    return state.workspace ? buildNavIndex(state.workspace, previous) : EMPTY_INDEX;
  },
};
