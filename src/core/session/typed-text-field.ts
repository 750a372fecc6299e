import { docChanged, type SessionField, type TypedText } from './session-field';

const NONE: ReadonlyMap<string, TypedText> = new Map();

/**
 * Text typed in the JSON pane that does not parse, by file: state of the session like the
 * document itself, so that it counts as an error everywhere (the problems, the toolbar, Export)
 * while the document keeps its last version that parsed. Set and cleared by 'text'
 * transactions (the pane's); gone with another document, or with the file.
 */
export const typedTextField: SessionField<ReadonlyMap<string, TypedText>> = {
  name: 'typed text',
  init: () => NONE,
  apply: (tr, previous, { state }) => {
    if (tr.text) {
      const { file, typed } = tr.text;
      if (!typed && !previous.has(file)) return previous;
      const next = new Map(previous);
      if (typed) next.set(file, typed);
      else next.delete(file);
      return next;
    }
    if (!docChanged(tr) || previous.size === 0) return previous;
    const files = state.workspace?.files;
    if (files && [...previous.keys()].every((f) => Object.hasOwn(files, f))) return previous;
    return new Map([...previous].filter(([f]) => files && Object.hasOwn(files, f)));
  },
};
