import type { Diagnostic } from '../rules/diagnostic';
import { iconsField } from './icons-field';
import { openapiField } from './openapi-field';
import { rulesField } from './rules-field';
import type { SessionField, TypedText } from './session-field';
import { typedTextField } from './typed-text-field';

/** Every diagnostic of the current version, and the parts it was made of (to make it again only when one changes). */
export interface DiagnosticsState {
  readonly all: readonly Diagnostic[];
  readonly parts: readonly (readonly Diagnostic[] | ReadonlyMap<string, TypedText> | undefined)[];
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);

/**
 * The problem a file's typed text is: an error, at the place where the text stops being JSON
 * (`offset` in that text), saying what Export and the tree do meanwhile.
 */
export function typedTextDiagnostic(t: TypedText): Diagnostic {
  const { line, column } = t.error.position;
  const what = t.error.message.replace(/^line \d+, column \d+: /, '');
  return {
    severity: 'error',
    code: 'not-json',
    message: `${t.file}, line ${line}, column ${column}: the JSON text does not parse (${what}). The tree, the preview and Export keep the last version that parsed; fix the text in the JSON pane.`,
    file: t.file,
    path: [],
    offset: t.error.offset,
  };
}

function merge(
  typed: ReadonlyMap<string, TypedText>,
  rules: readonly Diagnostic[],
  icons: readonly Diagnostic[],
  openapi: readonly Diagnostic[] | undefined,
): readonly Diagnostic[] {
  if (typed.size === 0 && icons.length === 0 && !openapi?.length) return rules;
  return [...[...typed.values()].map(typedTextDiagnostic), ...rules, ...icons, ...(openapi ?? [])];
}

/**
 * Every diagnostic the editor shows, in the order it lists them: text that does not parse
 * first, then the structure rules, then icons their library lacks, then OpenAPI. Made again only when one of those parts is a
 * new value (each field keeps its value when a transaction does not concern it).
 */
export const diagnosticsField: SessionField<DiagnosticsState> = {
  name: 'diagnostics',
  init: (view) => diagnosticsField.apply(undefined as never, { all: NO_DIAGNOSTICS, parts: [] }, view),
  apply: (_tr, previous, view) => {
    const typed = view.get(typedTextField);
    const rules = view.get(rulesField).diagnostics;
    const icons = view.get(iconsField).diagnostics;
    const openapi = view.get(openapiField).analysis?.diagnostics;
    const parts = [typed, rules, icons, openapi];
    if (previous.parts.length && parts.every((p, i) => p === previous.parts[i])) return previous;
    return { all: merge(typed, rules, icons, openapi), parts };
  },
};
