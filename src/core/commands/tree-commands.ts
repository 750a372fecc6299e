import type { FixArgs } from './fix-args';
import { original, type Draft } from 'immer';
import { cloneFresh, describeType, fromValue, getProp, propOf } from '../model/json-node';
import { KINDS, childKindOf, type CollectionKey, type KindId } from '../model/kinds';
import { labelOf, type NavIndex } from '../model/nav-index';
import { LANGUAGE_CODES } from '../model/languages';
import type { Workspace } from '../model/workspace';
import { canDrop, canInsert, collectionFor, collectionSize, topLevelSelection, type DropTarget } from '../tree/can-drop';
import { moveElements, removeElements, spliceList } from '../tree/move-elements';
import { asDraftArray, draftObjectAt, setProp } from '../tree/draft-path';
import { OK, refuse, defineCommand, indexOf, type CanRun, type CommandContext } from './command';

/** The pre-edit index inside `run`: the session's for this version, or one built for it. */
export function baseIndex(draft: Draft<Workspace>, ctx?: CommandContext): NavIndex {
  return indexOf((original(draft) ?? draft) as Workspace, ctx);
}

function nameOf(index: NavIndex, ids: readonly number[]): string {
  const els = topLevelSelection(index, ids);
  return els.length === 1 ? `'${labelOf(els[0])}'` : `${els.length} elements`;
}

/** Move elements (drag and drop, "Move to...", the CLI). One undo step. */
export const moveCommand = defineCommand<{ ids: number[]; target: DropTarget }>({
  id: 'move',
  label: (ws, a, ctx) => `move ${nameOf(indexOf(ws, ctx), a.ids)}`,
  canRun: (ws, a, ctx) => canDrop(indexOf(ws, ctx), a.ids, a.target),
  run: (draft, a, ctx) => {
    moveElements(draft, baseIndex(draft, ctx), a.ids, a.target);
    return { select: a.ids };
  },
});

/** Where a keyboard move (Alt+arrows) would send an element, or the reason it cannot go. */
export function keyboardTarget(index: NavIndex, id: number, dir: 'up' | 'down' | 'in' | 'out'): DropTarget | string {
  const el = index.elements.get(id);
  if (!el || el.parent === undefined) return 'the navigation root cannot move';
  const parent = index.elements.get(el.parent)!;
  // Up and down need only the element's place in its list and the list's length, both known
  // without looking at its siblings: a list of 200,000 pages is not filtered on every Alt+Arrow.
  const pos = el.index;
  if (dir === 'up')
    return pos === 0 ? `'${labelOf(el)}' is already first` : { parentId: parent.id, collection: el.collection, index: pos - 1 };
  if (dir === 'down')
    return pos === collectionSize(parent, el.collection!) - 1
      ? `'${labelOf(el)}' is already last`
      : { parentId: parent.id, collection: el.collection, index: pos + 2 };
  const siblings = parent.children.filter((c) => index.elements.get(c)!.collection === el.collection);
  if (dir === 'in') {
    if (pos === 0) return `'${labelOf(el)}' has no previous sibling to move into`;
    const prev = index.elements.get(siblings[pos - 1])!;
    const collection = collectionFor(prev, [el.kind]);
    const count = prev.children.filter((c) => index.elements.get(c)!.collection === collection).length;
    return { parentId: prev.id, collection, index: count };
  }
  if (parent.parent === undefined) return `'${labelOf(el)}' is already at the top level`;
  return { parentId: parent.parent, collection: parent.collection, index: parent.index + 1 };
}

/** Alt+Up / Alt+Down / Alt+Right / Alt+Left. */
export const keyboardMoveCommand = defineCommand<{ id: number; dir: 'up' | 'down' | 'in' | 'out' }>({
  id: 'keyboard-move',
  label: (ws, a, ctx) => `move ${nameOf(indexOf(ws, ctx), [a.id])}`,
  canRun: (ws, a, ctx) => {
    const index = indexOf(ws, ctx);
    const t = keyboardTarget(index, a.id, a.dir);
    return typeof t === 'string' ? refuse(t) : canDrop(index, [a.id], t);
  },
  run: (draft, a, ctx) => {
    const index = baseIndex(draft, ctx);
    moveElements(draft, index, [a.id], keyboardTarget(index, a.id, a.dir) as DropTarget);
    return { select: [a.id] };
  },
});

/** Delete elements (undoable; no confirmation). */
export const removeElementCommand = defineCommand<FixArgs['remove-element']>({
  id: 'remove-element',
  label: (ws, a, ctx) => `delete ${nameOf(indexOf(ws, ctx), a.ids ?? [a.id!])}`,
  canRun: (ws, a, ctx) => {
    const index = indexOf(ws, ctx);
    const ids = a.ids ?? [a.id!];
    for (const id of ids) {
      const el = index.elements.get(id);
      if (!el) return refuse('that element no longer exists');
      if (el.kind === 'navigation') return refuse('the navigation root cannot be deleted');
    }
    return OK;
  },
  run: (draft, a, ctx) => {
    removeElements(draft, baseIndex(draft, ctx), [...new Set(a.ids ?? [a.id!])]);
    return { select: [] };
  },
});

/** Duplicate an element right after itself (fresh ids, so the copy is written anew). */
export const duplicateCommand = defineCommand<{ id: number }>({
  id: 'duplicate',
  label: (ws, a, ctx) => `duplicate ${nameOf(indexOf(ws, ctx), [a.id])}`,
  canRun: (ws, a, ctx) => {
    const index = indexOf(ws, ctx);
    const el = index.elements.get(a.id);
    if (!el || el.parent === undefined || el.kind === 'global') return refuse('this element cannot be duplicated');
    // A copy of a split file's content would leave two places editing one nested file. Only the
    // element's own subtree is walked (in document order): the toolbar asks on every edit, and a
    // walk of the whole index cost 2.4 ms on the largest config.
    const stack = [el.id];
    while (stack.length) {
      const inner = index.elements.get(stack.pop()!)!;
      if (inner.refNode !== undefined) {
        return refuse(
          `'${labelOf(el)}' ${inner.id === el.id ? 'is' : 'holds'} a $ref split file (${inner.file}); copy that file and point a new "$ref" at it instead`,
        );
      }
      for (let i = inner.children.length - 1; i >= 0; i--) stack.push(inner.children[i]);
    }
    return OK;
  },
  run: (draft, a, ctx) => {
    const index = baseIndex(draft, ctx);
    const el = index.elements.get(a.id)!;
    const parent = index.elements.get(el.parent!)!;
    const owner = draftObjectAt(draft, parent.file, parent.path);
    const arr = asDraftArray(propOf(owner, el.collection!)!.value);
    const copy = cloneFresh(el.node);
    spliceList(arr, el.index + 1, 0, [copy]);
    return { select: [copy.id] };
  },
});

/** Insert a new element (from a plain value) into a parent's collection. */
export const insertCommand = defineCommand<{ parentId: number; collection: CollectionKey; index: number; value: unknown }>({
  id: 'insert',
  label: (_ws, a) => `add ${describeNew(a.value)}`,
  canRun: (ws, a, ctx) => {
    const index = indexOf(ws, ctx);
    const parent = index.elements.get(a.parentId);
    if (!parent || parent.node.type !== 'object') return refuse('the parent no longer exists');
    const isObject = !!a.value && typeof a.value === 'object' && !Array.isArray(a.value);
    if (a.collection === 'pages' ? typeof a.value !== 'string' && !isObject : !isObject)
      return refuse(`"${a.collection}" holds ${a.collection === 'pages' ? 'page paths and groups' : 'objects'}`);
    // The same nesting rules as a drop: one child kind per level, only the lists a kind may hold.
    const kind: KindId =
      a.collection === 'pages' ? (typeof a.value === 'string' ? 'page' : 'group') : childKindOf(parent.kind, a.collection);
    return canInsert(index, kind, { parentId: a.parentId, collection: a.collection, index: a.index });
  },
  run: (draft, a, ctx) => {
    const parent = baseIndex(draft, ctx).elements.get(a.parentId)!;
    const owner = draftObjectAt(draft, parent.file, parent.path);
    const node = fromValue(a.value);
    let prop = propOf(owner, a.collection);
    if (!prop) {
      setProp(owner, a.collection, fromValue([]));
      prop = propOf(owner, a.collection)!;
    }
    const arr = asDraftArray(prop.value);
    spliceList(arr, Math.min(a.index, arr.items.length), 0, [node]);
    return { select: [node.id] };
  },
});

function describeNew(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value && typeof value === 'object') {
    for (const k of Object.values(KINDS))
      if (k.labelKey && k.labelKey in (value as object))
        return `${k.title.toLowerCase()} '${(value as Record<string, unknown>)[k.labelKey]}'`;
  }
  return 'an element';
}

/** Rename: the label key of an element, or the text of a page entry. */
export const renameCommand = defineCommand<{ id: number; label: string }>({
  id: 'rename',
  label: (ws, a, ctx) => `rename ${nameOf(indexOf(ws, ctx), [a.id])}`,
  canRun: (ws, a, ctx) => {
    const el = indexOf(ws, ctx).elements.get(a.id);
    if (!el) return refuse('that element no longer exists');
    if (el.kind !== 'page' && !KINDS[el.kind].labelKey) return refuse(`${KINDS[el.kind].title.toLowerCase()} has no label`);
    if (el.kind !== 'page' && el.node.type !== 'object')
      return refuse(`this ${KINDS[el.kind].title.toLowerCase()} is ${describeType(el.node)}, not an object; fix it in the JSON first`);
    if (el.kind === 'page' && el.node.type !== 'string')
      return refuse(`this page entry is ${describeType(el.node)}, not a path; fix it in the JSON first`);
    // The site rejects an empty label, and an empty page entry names no page.
    if (a.label.trim() === '') return refuse(el.kind === 'page' ? 'a page entry cannot be empty' : 'a label cannot be empty');
    if (el.kind === 'language' && !LANGUAGE_CODES.includes(a.label))
      return refuse(`"${a.label}" is not one of the 26 supported language codes; choose one in the inspector`);
    return OK;
  },
  run: (draft, a, ctx) => {
    const index = baseIndex(draft, ctx);
    const el = index.elements.get(a.id)!;
    if (el.kind === 'page') {
      const parent = index.elements.get(el.parent!)!;
      const arr = asDraftArray(propOf(draftObjectAt(draft, parent.file, parent.path), el.collection!)!.value);
      (arr.items[el.index] as { value: unknown }).value = a.label;
      return;
    }
    const obj = draftObjectAt(draft, el.file, el.path);
    const key = KINDS[el.kind].labelKey!;
    const p = propOf(obj, key);
    if (p && p.value.type === 'string') (p.value as { value: unknown }).value = a.label;
    else setProp(obj, key, fromValue(a.label));
  },
});

/** Replace a group that sits in a `pages` list by its own pages, in place. */
export const ungroupCommand = defineCommand<{ id: number }>({
  id: 'ungroup',
  label: (ws, a, ctx) => `ungroup ${nameOf(indexOf(ws, ctx), [a.id])}`,
  canRun: (ws, a, ctx) => {
    const el = indexOf(ws, ctx).elements.get(a.id);
    if (!el || el.kind !== 'group') return refuse('only a group can be ungrouped');
    if (el.collection !== 'pages') return refuse('only a group inside a pages list can be ungrouped: its pages need a group to live in');
    return OK;
  },
  run: (draft, a, ctx) => {
    const index = baseIndex(draft, ctx);
    const el = index.elements.get(a.id)!;
    const parent = index.elements.get(el.parent!)!;
    const arr = asDraftArray(propOf(draftObjectAt(draft, parent.file, parent.path), 'pages')!.value);
    const pages = getProp(el.node, 'pages');
    const kids = pages && pages.type === 'array' ? [...pages.items] : [];
    spliceList(arr, el.index, 1, kids);
  },
});

export type { CanRun };
