import { produce, type Patch } from 'immer';

/**
 * Apply immer patches to `base` (undo, redo) sharing their values instead of copying them.
 * immer's applyPatches deep-copies every value it applies: undoing a move in a list of 200,000
 * pages copied the whole list, every page a new node, so nothing after it (the index, the
 * rules, the preview, the tree, the printer) could tell what had changed and each built its
 * part again. The values are parts of earlier versions of the document, which are never
 * changed (frozen, as immer and the parser leave them), so the version undone to is made of
 * the very nodes and lists it had before. Patches are applied as immer applies them: `add`
 * and `remove` splice an array (or set and delete a key), `replace` sets, an empty path
 * replaces the whole.
 */
export function applySharedPatches<T>(base: T, patches: readonly Patch[]): T {
  // A replacement of the whole (a patch with an empty path) starts over from its value.
  let start = base;
  let from = 0;
  patches.forEach((p, i) => {
    if (p.path.length === 0 && p.op === 'replace') {
      start = p.value as T;
      from = i + 1;
    }
  });
  const rest = patches.slice(from);
  // One produce per patch: a value set by one patch is not a draft within the same produce
  // (immer drafts only what it read from the base), so a later patch into it (typing merged
  // into one step sets an object, then its fields) must start from a version that holds it.
  return rest.reduce((version, p) => produce(version, (draft) => apply(draft, p)), start);
}

/** One patch on a draft. */
function apply(draft: unknown, p: Patch): void {
  let target = draft as Record<string | number, unknown>;
  for (let i = 0; i < p.path.length - 1; i++) target = target[p.path[i]] as Record<string | number, unknown>;
  const key = p.path[p.path.length - 1];
  const list = Array.isArray(target) ? (target as unknown[]) : undefined;
  if (p.op === 'replace') target[key] = p.value;
  else if (p.op === 'add') {
    if (list) list.splice(key === '-' ? list.length : Number(key), 0, p.value);
    else target[key] = p.value;
  } else if (list) list.splice(Number(key), 1);
  else delete target[key];
}
