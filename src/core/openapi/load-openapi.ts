import { jsonDepthRefusal, loadLenientYaml, parseOpenapiText, type LenientYaml, type ParsedOpenapiText } from './parse-openapi-text';
import { checkOpenapiVersion } from './openapi-version';
import { inlineOperationRefs, RefReader } from './inline-operation-refs';
import { buildOperationIndex } from './operation-index';
import { locatePointers } from './locate-pointers';
import { pointerSegments } from './json-pointer';
import type { LoadedOpenapi, OpenapiDocumentState, OpenapiFileReader, OpenapiProblem, OperationInfo } from './openapi-types';
import { loadedState } from './document-state';

export { failedState, loadedState, RemoteAnswerError, remoteFailure } from './document-state';

/**
 * The first, quick stage of loading a document: parsed, through the version gate, operation
 * `$ref`s inlined and indexed. `value` is the parsed document, kept for validation (the slow
 * stage), which may run later or elsewhere.
 */
export type IndexedOpenapi =
  | {
      readonly ok: true;
      readonly document: LoadedOpenapi;
      readonly value: object;
      readonly format: 'json' | 'yaml';
      readonly validate: boolean;
      /** Set when a file strict YAML refused was read without a lenient parser: index again with one. */
      readonly lenientNeeded?: true;
    }
  | { readonly ok: false; readonly state: OpenapiDocumentState; readonly lenientNeeded?: true };

/**
 * Parse, gate and index one document's text (key: path relative to docs.json's folder, or
 * URL). Synchronous and never throws: a syntax error, a 2.0 document or something that is not
 * OpenAPI gives a failed state with its message and place. External `$ref`s of operations are
 * read through `read`. YAML that only lenient parsers accept needs `lenient`; without it the
 * result says `lenientNeeded` (loadOpenapiStages then loads one and indexes again). With
 * `deferDepth`, a JSON text is not scanned for nesting deeper than docsnav reads unless indexing
 * needs it: the caller runs `jsonDepthRefusal` before validating.
 *
 * @example indexOpenapiText(text, 'openapi.yaml', (p) => files.get(p))
 */
export function indexOpenapiText(
  text: string,
  key: string,
  read?: OpenapiFileReader,
  lenient?: LenientYaml,
  opts: { deferDepth?: boolean } = {},
): IndexedOpenapi {
  const parsed = parseOpenapiText(text, key, lenient, opts);
  if (!parsed.ok) return notRead(parsed, key);
  if (!opts.deferDepth || parsed.format !== 'json') return indexParsed(text, key, parsed, read, lenient);
  // The depth scan was left for later: what follows reads the top of each operation, except on
  // a rare path (locating a problem, an `x-docs` object to print) that recurses; if one fails,
  // the scan says why.
  const refusal = () => {
    const deep = jsonDepthRefusal(text);
    return deep && !deep.ok ? notRead(deep, key) : undefined;
  };
  try {
    return indexParsed(text, key, parsed, read, lenient, refusal);
  } catch (e) {
    const refused = refusal();
    if (refused) return refused;
    throw e;
  }
}

/** indexOpenapiText once the text parsed; `refusal`, when given, is asked before locating a problem. */
function indexParsed(
  text: string,
  key: string,
  parsed: ParsedOpenapiText & { ok: true },
  read: OpenapiFileReader | undefined,
  lenient: LenientYaml | undefined,
  refusal?: () => IndexedOpenapi | undefined,
): IndexedOpenapi {
  const gate = checkOpenapiVersion(parsed.value);
  if (!gate.ok) {
    const refused = gate.pointer ? refusal?.() : undefined;
    if (refused) return refused;
    const pos = gate.pointer ? locatePointers(text, parsed.format, [gate.pointer]).get(gate.pointer) : undefined;
    const problem: OpenapiProblem = {
      severity: 'error',
      code:
        gate.failure === 'openapi-2'
          ? 'openapi-2-not-supported'
          : gate.failure === 'not-openapi'
            ? 'not-an-openapi-document'
            : 'unsupported-openapi-version',
      pointer: gate.pointer,
      message: gate.message,
      ...pos,
    };
    return { ok: false, state: { status: 'failed', failure: gate.failure, message: `${key}: ${gate.message}`, problems: [problem] } };
  }
  const value = parsed.value as Record<string, unknown>;
  const refs = new RefReader(key, value, read, lenient);
  const problems = inlineOperationRefs(value, refs);
  if (parsed.lenient) {
    const l = parsed.lenient;
    problems.unshift({
      severity: 'info',
      code: 'openapi-lenient-yaml',
      pointer: '',
      line: l.line,
      column: l.column,
      message: `strict YAML 1.2 parsers refuse this document (${l.message}${l.line ? ` at line ${l.line}, column ${l.column}` : ''}); the site's parser accepts it. Indent the line further to be safe`,
    });
  }
  // Locating a problem walks the text by recursion: a document too deep for it is refused first.
  const refused = problems.length > 0 ? refusal?.() : undefined;
  if (refused) return refused;
  const operations = buildOperationIndex(value);
  const info = value.info as { title?: unknown } | undefined;
  const document: LoadedOpenapi = {
    key,
    version: gate.version,
    title: typeof info?.title === 'string' ? info.title : undefined,
    operations,
    problems: located(text, parsed.format, problems),
    validation: gate.validated ? 'pending' : 'skipped',
  };
  return { ok: true, document, value, format: parsed.format, validate: gate.validated, ...(refs.lenientNeeded && { lenientNeeded: true }) };
}

/** The failed stage of a text that did not parse, or that docsnav refuses to read. */
function notRead(parsed: ParsedOpenapiText & { ok: false }, key: string): IndexedOpenapi & { ok: false } {
  const where = parsed.line ? ` at line ${parsed.line}, column ${parsed.column}` : '';
  // A document docsnav refuses to expand (a YAML alias bomb) parses: saying "not valid" would mislead.
  const what = parsed.refused ? 'not read' : `not valid ${parsed.format.toUpperCase()}`;
  const problem: OpenapiProblem = {
    severity: 'error',
    code: parsed.refused ? 'openapi-too-large' : 'openapi-syntax-error',
    pointer: '',
    message: `${what}: ${parsed.message}`,
    line: parsed.line,
    column: parsed.column,
  };
  return {
    ok: false,
    state: {
      status: 'failed',
      failure: 'syntax',
      message: `${key} is ${what}${where}: ${parsed.message}`,
      problems: [problem],
    },
    ...(parsed.lenientNeeded && { lenientNeeded: true }),
  };
}

/**
 * The document once validation found `found`: problems placed at line and column, and each
 * operation with a problem inside it marked invalid with the reason (SPEC rule 6). A problem on
 * a whole path item (its shared parameters) marks every operation of that path.
 */
export function withValidation(doc: LoadedOpenapi, text: string, format: 'json' | 'yaml', found: readonly OpenapiProblem[]): LoadedOpenapi {
  found = [...found];
  // The same operations list when nothing changed: expansions are memoised on it.
  if (found.length === 0) return { ...doc, validation: doc.validation === 'skipped' ? 'skipped' : 'valid' };
  const reasons = new Map<string, string>();
  for (const p of found) {
    const segs = pointerSegments(p.pointer);
    if (segs[0] !== 'paths' || segs.length < 2) continue;
    const reason = p.message;
    const method = segs[2];
    const key =
      method && /^(get|put|post|delete|options|head|patch|trace)$/.test(method) ? `${method.toUpperCase()} ${segs[1]}` : `* ${segs[1]}`;
    if (!reasons.has(key)) reasons.set(key, reason);
  }
  // An operation `$ref` that could not be read was reported when inlining; the validator repeats it.
  const known = doc.problems.filter((p) => p.code === 'openapi-missing-ref' || p.code === 'openapi-ref-cycle').map((p) => p.pointer);
  found = found.filter((p) => p.code !== 'openapi-missing-ref' || !known.some((k) => k === p.pointer || k.startsWith(p.pointer + '/')));
  if (found.length === 0) return { ...doc, validation: 'invalid' };
  let changed = false;
  const marked: OperationInfo[] = doc.operations.map((op) => {
    if (op.kind !== 'operation') return op;
    const reason = reasons.get(`${op.method} ${op.path}`) ?? reasons.get(`* ${op.path}`);
    if (reason === undefined) return op;
    changed = true;
    return { ...op, valid: false, invalidReason: reason };
  });
  const operations = changed ? marked : doc.operations;
  return { ...doc, operations, problems: [...doc.problems, ...located(text, format, found)], validation: 'invalid' };
}

/** Problems with the line and column of their pointer in the text. */
function located(text: string, format: 'json' | 'yaml', problems: readonly OpenapiProblem[]): OpenapiProblem[] {
  if (problems.length === 0) return [];
  const at = locatePointers(
    text,
    format,
    problems.map((p) => p.pointer),
  );
  return problems.map((p) => (p.line !== undefined ? p : { ...p, ...at.get(p.pointer) }));
}

/**
 * Load a document completely: index, then validate (when the version is one the validator
 * knows). What the CLI and tests call; the browser's worker calls `loadOpenapiStages` so pages
 * show before validation ends.
 *
 * @example const state = await loadOpenapi(text, 'openapi.yaml', (p) => readFileSync(join(root, p), 'utf8'))
 */
export function loadOpenapi(
  text: string,
  key: string,
  read?: OpenapiFileReader,
  opts: { validate?: boolean } = {},
): Promise<OpenapiDocumentState> {
  return loadOpenapiStages(text, key, read, undefined, opts);
}

/**
 * Load a document in two stages: `onIndexed` gets the quick state (parsed, gated, indexed:
 * pages can show) before the promise resolves with the validated one. A document that fails
 * the quick stage only resolves. `opts.indexed` is that quick stage when it already ran on
 * this text and key (`indexOpenapiText` with `deferDepth`, as the worker does ahead of time).
 */
export async function loadOpenapiStages(
  text: string,
  key: string,
  read: OpenapiFileReader | undefined,
  onIndexed?: (state: OpenapiDocumentState) => void,
  opts: { validate?: boolean; indexed?: IndexedOpenapi } = {},
): Promise<OpenapiDocumentState> {
  // Pages first: with someone waiting for them (onIndexed), the depth scan, which costs most of
  // a JSON.parse and guards only what recurses (validation, locating problems), waits until the
  // index is out. The index reads the top of each operation alone, whatever the depth below.
  const deferDepth = (!!onIndexed && opts.validate !== false) || !!opts.indexed;
  let indexed = opts.indexed ?? indexOpenapiText(text, key, read, undefined, { deferDepth });
  // Rare: a file strict YAML refuses. The lenient parser loads only then (see loadLenientYaml).
  if (indexed.lenientNeeded) indexed = indexOpenapiText(text, key, read, await loadLenientYaml(), { deferDepth });
  if (!indexed.ok) return indexed.state;
  const quick = loadedState(indexed.document);
  if (indexed.validate && opts.validate !== false) onIndexed?.(quick);
  if (deferDepth && indexed.format === 'json') {
    const deep = jsonDepthRefusal(text);
    if (deep && !deep.ok) return notRead(deep, key).state;
  }
  if (!indexed.validate || opts.validate === false) return quick;
  // Imported here so that indexing alone never loads the validator (a large module), and so a
  // worker sets up its `Buffer` shim before the validator's modules run.
  const { validateOpenapi } = await import('./validate-openapi');
  const found = await validateOpenapi(indexed.value, key, read);
  return loadedState(withValidation(indexed.document, text, indexed.format, found));
}
