import type { EditorSession } from '../../core/session/editor-session';
import { KINDS } from '../../core/model/kinds';
import { labelOf } from '../../core/model/nav-index';
import { addChildChoices, addSiblingChoices, type AddChoice } from '../../core/tree/add-choices';
import { moveDestinations } from '../../core/tree/move-destinations';
import { getProp } from '../../core/model/json-node';
import { convertGeneratedCommand, convertGeneratedPlan } from '../../core/commands/openapi-commands';
import type { OpenApiAnalysis } from '../../core/openapi';
import { movedText } from '../../core/tree/project-drop';
import { duplicateCommand, insertCommand, removeElementCommand, renameCommand, ungroupCommand } from '../../core/commands/tree-commands';

/** One entry of the context menu and the toolbar. */
export interface TreeAction {
  readonly key: string;
  readonly label: string;
  readonly group: 'add' | 'edit' | 'convert' | 'delete';
  readonly shortcut?: string;
  /** Why it cannot run here: the menu shows the entry disabled with this reason. */
  readonly disabled?: string;
  /** More about what it does ("drops "tag", "root""). */
  readonly description?: string;
  /** True when running it moves focus on purpose (rename field, a dialog): the menu then does not restore it. */
  readonly movesFocus?: boolean;
  run(): void;
}

/** What the actions need from the tree panel. */
export interface ActionHost {
  readonly store: EditorSession;
  announce(text: string): void;
  /** Open an element (so a new child shows) and start renaming a new element in place. */
  startRename(id: number, openParent?: number): void;
  openMoveDialog(ids: number[]): void;
  /** Choose the page to add where `choice` says (the project's unlisted page files first, then a free path). */
  openAddPage(choice: AddChoice): void;
  /** The OpenAPI analysis now (read when an action is built, so the host keeps its identity). */
  openapi(): OpenApiAnalysis | undefined;
  /** Open an element's ancestors, the element and `alsoOpen`, and focus it (after an edit that added children). */
  focus(id: number, alsoOpen?: readonly number[]): void;
}

function add(host: ActionHost, c: AddChoice, verb: string): TreeAction {
  // A page is chosen, not named in place: a made-up "new-page" was page-not-found at once.
  if (c.kind === 'page')
    return {
      key: `${verb}-page`,
      label: `Add page ${verb}…`,
      group: 'add',
      movesFocus: true,
      run: () => host.openAddPage(c),
    };
  return {
    key: `${verb}-${c.kind}`,
    label: `Add ${c.title.toLowerCase()} ${verb}`,
    group: 'add',
    movesFocus: true,
    run: () => {
      const r = host.store.run(insertCommand, c);
      if (!r.ok) return host.announce(`Cannot add: ${r.reason}`);
      const id = host.store.getState().selection[0];
      host.announce(`Added ${c.title.toLowerCase()} ${movedText(host.store.getIndex(), [id], '').trim()}`);
      host.startRename(id, c.parentId);
    },
  };
}

/**
 * The actions on element `id` (or, with no id, on the navigation root): add a child of each
 * kind the rules allow there, add a sibling, rename, duplicate, move to, convert, ungroup,
 * delete. Each is one named, undoable command; refused ones carry the command's reason.
 * A multi-selection that holds `id` is what move, convert and delete act on.
 */
export function treeActions(host: ActionHost, id: number | undefined, opts: { checkMove?: boolean } = {}): TreeAction[] {
  // The conversion to another kind is the menu's (tree-menu.tsx adds it: convert-actions.ts), so
  // its code loads with the menu, not with the page.
  const { store } = host;
  const index = store.getIndex();
  const el = id === undefined ? undefined : index.elements.get(id);
  const rootId = index.rootId;
  if (!el) {
    if (rootId === undefined) return [];
    const choices = addChildChoices(index, rootId);
    return choices.map((c) => add(host, c, 'at the top level'));
  }
  const out: TreeAction[] = [];
  const children = addChildChoices(index, el.id);
  if (children.length) out.push(...children.map((c) => add(host, c, 'inside')));
  else
    out.push({
      key: 'inside',
      label: 'Add inside',
      group: 'add',
      disabled:
        el.kind === 'page'
          ? 'a page cannot hold other elements'
          : `the rules allow nothing more inside this ${KINDS[el.kind].title.toLowerCase()}`,
      run: () => {},
    });
  out.push(...addSiblingChoices(index, el.id).map((c) => add(host, c, 'after')));

  const sel = store.getState().selection;
  const ids = sel.length > 1 && sel.includes(el.id) ? [...sel] : [el.id];
  const name = ids.length === 1 ? `'${labelOf(el)}'` : `${ids.length} elements`;
  out.push(
    whenAsked({ key: 'rename', label: 'Rename', group: 'edit', shortcut: 'F2', movesFocus: true, run: () => host.startRename(el.id) }, () =>
      store.canRun(renameCommand, { id: el.id, label: labelOf(el) || 'x' }),
    ),
  );
  out.push(
    whenAsked(
      {
        key: 'duplicate',
        label: 'Duplicate',
        group: 'edit',
        run: () => {
          if (store.run(duplicateCommand, { id: el.id }).ok) host.announce(`Duplicated '${labelOf(el)}'`);
        },
      },
      () => store.canRun(duplicateCommand, { id: el.id }),
    ),
  );
  // Searching every destination costs a walk of the document: the toolbar, redrawn on each edit, skips it.
  const movable = el.kind !== 'global' && (opts.checkMove === false || moveDestinations(index, { ids }).length > 0);
  out.push({
    key: 'move',
    label: 'Move to…',
    group: 'edit',
    disabled: movable ? undefined : `there is no other place ${name} may go`,
    movesFocus: true,
    run: () => host.openMoveDialog(ids),
  });

  const conv = convertGenerated(host, el.id);
  if (conv) out.push(conv);
  if (el.kind === 'group') {
    out.push(
      whenAsked(
        {
          key: 'ungroup',
          label: 'Ungroup',
          group: 'convert',
          run: () => {
            if (store.run(ungroupCommand, { id: el.id }).ok) host.announce(`Ungrouped '${labelOf(el)}': its pages took its place`);
          },
        },
        () => store.canRun(ungroupCommand, { id: el.id }),
      ),
    );
  }
  out.push(
    whenAsked(
      {
        key: 'delete',
        label: ids.length > 1 ? `Delete ${ids.length} elements` : 'Delete',
        group: 'delete',
        shortcut: 'Delete',
        run: () => {
          if (store.run(removeElementCommand, { ids }).ok) host.announce(`Deleted ${name}. Undo with Ctrl+Z.`);
        },
      },
      () => store.canRun(removeElementCommand, { ids }),
    ),
  );
  return out;
}

/**
 * The action with `disabled` answered by `check` when first read, not when the action is
 * made: the toolbar rebuilds the actions on every edit and reads only a few of them (rename,
 * duplicate, move, delete); the menu reads them all when it opens.
 */
function whenAsked(action: Omit<TreeAction, 'disabled'>, check: () => { ok: boolean; reason?: string }): TreeAction {
  let answer: { value: string | undefined } | undefined;
  return Object.defineProperty(action, 'disabled', {
    enumerable: true,
    get: () => (answer ??= { value: reason(check()) }).value,
  }) as TreeAction;
}

/**
 * "Convert generated pages to explicit entries" on an element that sets `openapi` (SPEC.md,
 * OpenAPI binding, rule 4), disabled with the reason when it generates nothing. Undefined for
 * elements without `openapi`, where it would only be noise.
 */
export function convertGenerated(host: ActionHost, id: number): TreeAction | undefined {
  const { store } = host;
  const index = store.getIndex();
  const el = index.elements.get(id);
  if (!el || el.kind === 'page' || el.node.type !== 'object' || !getProp(el.node, 'openapi')) return undefined;
  const plan = convertGeneratedPlan(host.openapi(), index, id);
  const can = plan.ok ? store.canRun(convertGeneratedCommand, plan.args) : plan;
  const count = plan.ok ? plan.args.groups.reduce((n, g) => n + g.pages.length, 0) : 0;
  return {
    key: 'convert-generated',
    label: CONVERT_LABEL,
    group: 'convert',
    disabled: reason(can),
    description:
      plan.ok && can.ok
        ? `writes ${count} entr${count === 1 ? 'y' : 'ies'} in ${plan.args.groups.length} group${plan.args.groups.length === 1 ? '' : 's'} into '${labelOf(el)}'`
        : undefined,
    movesFocus: true,
    run: () => {
      if (!plan.ok) return;
      const r = store.run(convertGeneratedCommand, plan.args);
      if (!r.ok) return host.announce(`Cannot convert: ${r.reason}`);
      host.announce(`Converted the ${count} generated pages of '${labelOf(el)}' to explicit entries. Undo with Ctrl+Z.`);
      // The new groups open, as the generated ones were: the user sees the entries where the pages were.
      const after = store.getIndex();
      const groups = (after.elements.get(id)?.children ?? []).filter((c) => after.elements.get(c)?.kind === 'group');
      host.focus(id, groups.slice(-plan.args.groups.length));
    },
  };
}

/** The menu name of the conversion, the same in the tree and the inspector. */
export const CONVERT_LABEL = 'Convert generated pages to explicit entries';

/** The actions on a generated row: only the conversion of its element's pages (the row itself is read-only). */
export function generatedRowActions(host: ActionHost, ownerId: number | undefined): TreeAction[] {
  const conv = ownerId === undefined ? undefined : convertGenerated(host, ownerId);
  return conv ? [conv] : [];
}

function reason(r: { ok: boolean; reason?: string }): string | undefined {
  return r.ok ? undefined : r.reason;
}
