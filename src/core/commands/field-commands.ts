import { fromValue, getProp, nextId, propOf, type JsonNode } from '../model/json-node';
import type { PathSegment } from '../model/json-path';
import { labelOf } from '../model/nav-index';
import { nodeAt, draftObjectAt, setProp, removeProp, asDraftArray, asDraftObject, draftAt } from '../tree/draft-path';
import { baseIndex } from './tree-commands';
import { OK, refuse, defineCommand, indexOf } from './command';
import type { FixArgs } from './fix-args';

/**
 * Set a field of an object to a plain JSON value (the inspector, quick fixes). A path whose
 * objects do not exist yet (`["styling"]` for `styling.eyebrows`) is created. Typing in one
 * field merges into one undo step through the store's `mergeKey`.
 */
export const setFieldCommand = defineCommand<FixArgs['set-field']>({
  id: 'set-field',
  label: (_ws, a) => `set "${a.key}"`,
  canRun: (ws, a) => {
    const f = ws.files[a.file];
    if (!f) return refuse(`${a.file} is not open`);
    const parent = nodeAt(f.root, a.path);
    if (parent && parent.type !== 'object') return refuse(`${a.path.join('.')} is not an object`);
    if (a.value === undefined) return refuse('no value given');
    return OK;
  },
  run: (draft, a) => {
    const obj = draftObjectAtOrCreate(draft, a.file, a.path);
    const cur = propOf(obj, a.key);
    const isScalar = a.value === null || typeof a.value !== 'object';
    // Keep the node (and its id) when only a scalar value changes: selection and printing stay stable.
    if (cur && isScalar && cur.value.type !== 'object' && cur.value.type !== 'array' && cur.value.type === scalarType(a.value)) {
      (cur.value as { value: unknown }).value = a.value;
      return;
    }
    setProp(obj, a.key, fromValue(a.value));
  },
});

function scalarType(v: unknown): string {
  return v === null ? 'null' : typeof v;
}

/**
 * The draft object at `path`, made (as empty objects) where the path runs out. One walk down,
 * each step read once: looking each prefix up from the root again drafted every node on the way
 * once per level, and reading each step twice and the whole path once more at the end drafted
 * the properties passed three times (an inspector keystroke on a deeply nested element spent
 * more there than in the edit).
 */
function draftObjectAtOrCreate(draft: Parameters<typeof draftObjectAt>[0], file: string, path: readonly PathSegment[]) {
  let cur = draft.files[file].root as JsonNode;
  for (let i = 0; i < path.length; i++) {
    let next = nodeAt(cur, [path[i]]);
    if (!next) {
      setProp(asDraftObject(cur, file, path.slice(0, i)), String(path[i]), { type: 'object', id: nextId(), props: [] });
      // The draft of the object just set (a plain node put into a draft is drafted when read).
      next = nodeAt(cur, [path[i]])!;
    }
    cur = next;
  }
  return asDraftObject(cur, file, path);
}

/** Remove a field of an object (quick fixes: "expanded" on a top-level group, an empty list). */
export const removeFieldCommand = defineCommand<FixArgs['remove-field']>({
  id: 'remove-field',
  label: (_ws, a) => `remove "${a.key}"`,
  canRun: (ws, a) => {
    const f = ws.files[a.file];
    const obj = f ? nodeAt(f.root, a.path) : undefined;
    if (!obj || obj.type !== 'object' || !obj.props.some((p) => p.key === a.key)) return refuse(`there is no "${a.key}" to remove`);
    return OK;
  },
  run: (draft, a) => {
    removeProp(draftObjectAt(draft, a.file, a.path), a.key);
  },
});

/** Replace the text of a page entry (quick fixes: uppercase a method, remove a trailing slash). */
export const setPageEntryCommand = defineCommand<FixArgs['set-page-entry']>({
  id: 'set-page-entry',
  label: (_ws, a) => `change entry to '${a.value}'`,
  canRun: (ws, a) => {
    const f = ws.files[a.file];
    const n = f ? nodeAt(f.root, a.path) : undefined;
    if (!n || n.type !== 'string') return refuse('that page entry no longer exists');
    return OK;
  },
  run: (draft, a) => {
    (draftAt(draft, a.file, a.path) as { value: unknown }).value = a.value;
  },
});

/**
 * A tab that holds both anchors and groups loses its groups on the site: move the groups into
 * a new anchor (named after the tab) at the end of its anchors.
 */
export const splitMixedTabCommand = defineCommand<FixArgs['split-mixed-tab']>({
  id: 'split-mixed-tab',
  label: (ws, a, ctx) => {
    const el = indexOf(ws, ctx).elements.get(a.id);
    return `move the groups of '${el ? labelOf(el) : 'tab'}' into an anchor`;
  },
  canRun: (ws, a, ctx) => {
    const el = indexOf(ws, ctx).elements.get(a.id);
    if (!el || el.kind !== 'tab') return refuse('only a tab can be split this way');
    if (!getProp(el.node, 'anchors') || !getProp(el.node, 'groups')) return refuse('this tab does not hold both anchors and groups');
    return OK;
  },
  run: (draft, a, ctx) => {
    const el = baseIndex(draft, ctx).elements.get(a.id)!;
    const tab = draftObjectAt(draft, el.file, el.path);
    const groups = propOf(tab, 'groups')!.value;
    removeProp(tab, 'groups');
    const anchors = asDraftArray(propOf(tab, 'anchors')!.value);
    const anchor = fromValue({ anchor: labelOf(el), groups: [] });
    (anchor as unknown as { props: { key: string; value: JsonNode }[] }).props[1].value = groups as JsonNode;
    anchors.items.push(anchor);
  },
});
