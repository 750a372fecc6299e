import { DocStore, type RunOptions } from '../history/doc-store';
import type { CanRun, Command } from '../commands/command';
import { OK, refuse } from '../commands/command';
import { FIX_COMMANDS } from '../commands/command-table';
import type { Fix } from '../rules/diagnostic';
import type { Workspace } from '../model/workspace';
import type { ParseResult } from '../parse/parse-json';
import { DocumentSession, type SessionOptions } from './document-session';
import type { SessionInputs } from './session-field';
import type { PrintedText } from './printed-text';

export type { SessionOptions } from './document-session';

/**
 * The editor session: one document version and everything derived from it (DocumentSession),
 * and the edits: it owns the document store (commands, undo), and each of the store's changes
 * is a transaction the fields apply from the patches the command produced. The text the JSON
 * pane types comes in here too (`takeText`; the JSON pane calls it through `editText` in
 * ./edit-text.ts), parsed once, as an edit or as text that does not parse.
 *
 * The app binds to it as TanStack Query's React adapter binds to its observer:
 * `useSyncExternalStore(session.subscribe, session.getSnapshot)`; `docsnav move` runs it
 * without a scheduler (everything is computed before it answers).
 *
 * @example
 * const session = new EditorSession();
 * session.load(workspace, { inputs: { pageFiles } });
 * session.run(moveCommand, { ids: [id], target });
 * session.getSnapshot().diagnostics; // of the moved version
 * session.getSnapshot().text('docs.json')!.edits; // what the move changed in the text
 */
export class EditorSession extends DocumentSession {
  private readonly store: DocStore;

  constructor(options: SessionOptions = {}) {
    super(options);
    this.store = new DocStore({
      onChange: (c) => this.apply(c),
      context: () => (this.getState().workspace ? { index: this.getIndex() } : undefined),
    });
  }

  /**
   * Open a document (no undo step; history restarts), with the inputs of its project when they
   * change with it (given ones replace the current ones; those not given stay).
   */
  load(workspace: Workspace, opts: { dirty?: boolean; inputs?: SessionInputs } = {}): void {
    if (opts.inputs) this.takeInputs(opts.inputs);
    this.store.load(workspace, { dirty: opts.dirty });
  }

  override open(workspace: Workspace, opts: { inputs?: SessionInputs } = {}): void {
    this.load(workspace, opts);
  }

  /** May this command run now, with these arguments? (Menus, shortcuts and drop targets ask.) */
  canRun<A>(cmd: Command<A>, args: A): CanRun {
    return this.store.canRun(cmd, args);
  }

  /** Run a command as one undo step (see DocStore.run). */
  run<A>(cmd: Command<A>, args: A, opts?: RunOptions): CanRun {
    return this.store.run(cmd, args, opts);
  }

  /**
   * Apply a diagnostic's quick fix as one undo step: the command it names, with its arguments.
   * A fix names its command by id because a diagnostic is data (`docsnav check --json` prints
   * it); the id and its arguments are typed together (core/commands/fix-args.ts), and the id is
   * looked up in `FIX_COMMANDS` (core/commands/command-table.ts).
   */
  runFix(fix: Fix): CanRun {
    if (!Object.hasOwn(FIX_COMMANDS, fix.command)) {
      return refuse(`the fix "${fix.title}" names no command of the editor ("${fix.command as string}")`);
    }
    return this.store.run(FIX_COMMANDS[fix.command] as Command<unknown>, fix.args);
  }

  undo(): boolean {
    return this.store.undo();
  }

  redo(): boolean {
    return this.store.redo();
  }

  select(ids: readonly number[]): void {
    this.store.select(ids);
  }

  markSaved(): void {
    this.store.markSaved();
  }

  undoLabel(): string | undefined {
    return this.store.undoLabel();
  }

  redoLabel(): string | undefined {
    return this.store.redoLabel();
  }

  /**
   * The JSON pane's text for a file. Text that parses (`parse`, once) becomes the file through
   * `edit` (see `editText` in ./edit-text.ts: one undo step, merged with the next while typing
   * goes on); text that does not is kept as the file's typed text (an error everywhere; the
   * document keeps its last version that parsed) and refused with where it breaks. Text equal
   * to the file's own clears that. Before any parse, `inPlace` may make the change as a smaller
   * edit of the file (editText: one scalar value set, or whitespace moved); when it does, that
   * is the step. The parse and the edits come from the caller so that the page loads them, the
   * text commands, their id matching and the first-error parse (parse/first-error.ts), with the
   * JSON pane, not before.
   */
  takeText(
    file: string,
    text: string,
    parse: (text: string) => ParseResult,
    edit: (parsed: ParseResult) => CanRun,
    inPlace?: (printed: PrintedText) => CanRun | undefined,
  ): CanRun {
    const doc = this.getState().workspace?.files[file];
    if (!doc) return refuse(`${file} is not open`);
    return this.batch(() => {
      const printed = this.getSnapshot().text(file);
      if (text === printed?.text) {
        this.setTyped(file, undefined);
        return OK;
      }
      const done = printed && inPlace?.(printed);
      if (done?.ok) {
        this.setTyped(file, undefined);
        return done;
      }
      const parsed = parse(text);
      if (parsed.errors.length) {
        this.setTyped(file, { file, text, error: parsed.errors[0] });
        return refuse(parsed.errors[0].message);
      }
      this.setTyped(file, undefined);
      return edit(parsed);
    });
  }
}
