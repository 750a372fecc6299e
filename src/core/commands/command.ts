import type { Draft } from 'immer';
import type { Workspace } from '../model/workspace';

/** The answer of `canRun`: yes, or no with the reason a person reads ("a tab cannot hold..."). */
export type CanRun = { ok: true } | { ok: false; reason: string };

export const OK: CanRun = { ok: true };

/** A refusal with its reason. */
export function refuse(reason: string): CanRun {
  return { ok: false, reason };
}

/**
 * A named edit. `canRun` answers "may I?" without changing anything (menus, shortcuts and drop
 * targets ask it); `run` mutates an immer draft of the workspace and may return the ids to
 * select afterwards. `label` is what the toolbar shows: "Undo move 'Quickstart'".
 *
 * @example
 * const rename: Command<{ id: number; label: string }> = {
 *   id: 'rename', label: (ws, a) => `rename to '${a.label}'`,
 *   canRun: () => OK, run: (draft, a) => { ... },
 * };
 */
export interface Command<A = unknown> {
  readonly id: string;
  label(ws: Workspace, args: A): string;
  canRun(ws: Workspace, args: A): CanRun;
  run(draft: Draft<Workspace>, args: A): void | { select?: number[] };
}

const registry = new Map<string, Command<any>>();

/** Register a command so it can be run by id (quick fixes name their command by id). */
export function registerCommand<A>(cmd: Command<A>): Command<A> {
  registry.set(cmd.id, cmd as Command<any>);
  return cmd;
}

/** The registered command with this id, or undefined. */
export function getCommand(id: string): Command<any> | undefined {
  return registry.get(id);
}

/** Every registered command id (for tests and the command palette). */
export function commandIds(): string[] {
  return [...registry.keys()];
}
