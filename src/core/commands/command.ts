import type { Draft } from 'immer';
import type { Workspace } from '../model/workspace';
import type { NavIndex } from '../model/nav-index';
import { navIndexOf } from '../model/build-nav-index';

/** The answer of `canRun`: yes, or no with the reason a person reads ("a tab cannot hold..."). */
export type CanRun = { ok: true } | { ok: false; reason: string };

export const OK: CanRun = { ok: true };

/** A refusal with its reason. */
export function refuse(reason: string): CanRun {
  return { ok: false, reason };
}

/**
 * What a command may read besides the workspace: the navigation index of that very workspace,
 * as the editor session keeps it (built incrementally, once per version). Without it a command
 * builds the index itself (tests, a one-off run).
 */
export interface CommandContext {
  readonly index: NavIndex;
}

/** The index a command works with: the context's, or one built for `ws`. */
export function indexOf(ws: Workspace, ctx?: CommandContext): NavIndex {
  return ctx?.index ?? navIndexOf(ws);
}

/**
 * A named edit. `canRun` answers "may I?" without changing anything (menus, shortcuts and drop
 * targets ask it); `run` mutates an immer draft of the workspace and may return the ids to
 * select afterwards. `label` is what the toolbar shows: "Undo move 'Quickstart'". Each gets the
 * session's context (the index of the workspace it is given).
 *
 * @example
 * const rename: Command<{ id: number; label: string }> = defineCommand({
 *   id: 'rename', label: (ws, a) => `rename to '${a.label}'`,
 *   canRun: () => OK, run: (draft, a) => { ... },
 * });
 */
export interface Command<A = unknown> {
  readonly id: string;
  label(ws: Workspace, args: A, ctx?: CommandContext): string;
  canRun(ws: Workspace, args: A, ctx?: CommandContext): CanRun;
  run(draft: Draft<Workspace>, args: A, ctx?: CommandContext): void | { select?: number[] };
}

/**
 * A command, typed by its arguments: it is run by its object (`session.run(cmd, args)`), so a
 * wrong name or wrong arguments do not compile. Nothing is registered: the table of commands by
 * id a quick fix may name is in command-table.ts.
 */
export function defineCommand<A>(cmd: Command<A>): Command<A> {
  return cmd;
}
