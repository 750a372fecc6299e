import type { PathSegment } from '../model/json-path';

/** A field of an object in one file: the object's JSON path and the field's key. */
export interface FieldArgs {
  file: string;
  /** JSON path of the object that holds the field (an element, or a settings object). */
  path: readonly PathSegment[];
  key: string;
}

/**
 * The commands a quick fix may name, by id, with the arguments each takes. A fix is data (a
 * diagnostic carries it, `docsnav check --json` prints it), so it names its command by id; this
 * map makes that id and its arguments checked by the compiler: a fix that names a command not
 * listed here, or gives it arguments of another shape, does not compile. It holds types only, so
 * the rules that build fixes import no command code (and no immer). `FIX_COMMANDS` in
 * command-table.ts binds each id to its command object, typed by these arguments.
 */
export interface FixArgs {
  'set-field': FieldArgs & { value: unknown };
  'remove-field': FieldArgs;
  'set-page-entry': { file: string; path: readonly PathSegment[]; value: string };
  'remove-element': { id?: number; ids?: number[] };
  'split-mixed-tab': { id: number };
}

/** The id of a command a quick fix may name. */
export type FixCommandId = keyof FixArgs;
