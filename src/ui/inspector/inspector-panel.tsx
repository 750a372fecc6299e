import { Suspense } from 'react';
import { lazyPart } from '../common/lazy-part';
import { useEditorState, useNavIndex } from '../shell/editor-context';
import { SiteSettings } from './site-settings';
import './inspector.css';

// The form of a selected element loads on the first selection: with nothing selected at start,
// the first paint shows the site settings only (the initial JavaScript budget, issue #16).
const ElementForm = lazyPart(() => import('./element-form').then((m) => m.ElementForm));

/** Edits the selected element's fields, as the kinds table defines them. */
export function InspectorPanel() {
  const { selection } = useEditorState();
  const index = useNavIndex();
  const el = selection.length === 1 ? index.elements.get(selection[0]) : undefined;
  return (
    <aside className="panel inspector" aria-label="Inspector">
      {selection.length > 1 ? (
        <p className="muted">
          {selection.length} elements selected. Drag them, or use the tree's menu to move, convert or delete them together.
        </p>
      ) : el && el.kind !== 'navigation' ? (
        <Suspense fallback={null}>
          <ElementForm el={el} />
        </Suspense>
      ) : (
        // With nothing (or the root) selected, the inspector edits the site settings that shape navigation.
        <>
          <p className="muted">Select an element in the tree to edit it. Site settings:</p>
          <SiteSettings />
        </>
      )}
    </aside>
  );
}
