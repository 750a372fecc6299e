// The modules themselves, not the index of core/openapi: that would bring the loaders and the
// YAML parsers (the worker's part) into the page's initial JavaScript.
import { analyseOpenapi, type OpenapiAnalysisDetails } from '../openapi/analyse-openapi';
import { openapiSources, type OpenapiSource } from '../openapi/openapi-sources';
import { openapiMarksInSlices } from '../openapi/openapi-marks';
import { bindingScopes } from '../openapi/openapi-binding';
import { expandInSteps } from '../openapi/expand-document';
import type { OpenapiDocumentState } from '../openapi/openapi-types';
import { indexField } from './index-field';
import { docChanged, type FieldView, type SessionField } from './session-field';

/** The OpenAPI side of the current version: which documents it needs, and the analysis of them as loaded. */
export interface OpenapiState {
  /** The documents the project needs (the navigation's, `api.openapi`, page metadata's): what the app's loader loads. */
  readonly sources: readonly OpenapiSource[];
  /** Undefined before a document is open, and while a just-opened document waits for its first slice. */
  readonly analysis: OpenapiAnalysisDetails | undefined;
  /** True while the analysis of a document just opened is still owed. */
  readonly owed: boolean;
  /** The first look at a document just opened, for the elements the analysis reads: done in slices before it. */
  readonly marks?: { step(shouldYield: () => boolean): boolean };
}

const NO_DOCUMENTS: ReadonlyMap<string, OpenapiDocumentState> = new Map();
const NO_SOURCES: readonly OpenapiSource[] = Object.freeze([]);
const key = (s: OpenapiSource) => `${s.remote ? 'r' : 'l'}\u0000${s.origin}\u0000${s.key}`;

/**
 * Expands the loaded documents the navigation binds, ahead of the analysis, until
 * `view.shouldYield()`: true once every one is (the analysis then finds them made).
 */
function expanded(view: FieldView): boolean {
  const ws = view.state.workspace;
  const documents = view.inputs.openapiDocuments;
  if (!ws || !documents) return true;
  for (const b of bindingScopes(ws, view.get(indexField)).own.values()) {
    // Only a loaded document has one (one that failed or is loading has none).
    const doc = documents.get(b.key)?.document;
    if (doc && !expandInSteps(doc, b.directory, view.shouldYield)) return false;
  }
  return true;
}

function compute(view: FieldView, previous: OpenapiState | undefined, sameInputs = false): OpenapiState {
  const ws = view.state.workspace;
  if (!ws) return { sources: NO_SOURCES, analysis: undefined, owed: false };
  const index = view.get(indexField);
  const { frontMatter, metadataCheck, files, lateDocuments, pageFiles, openapiDocuments } = view.inputs;
  let sources: readonly OpenapiSource[] = openapiSources(
    ws,
    index,
    frontMatter,
    (files || lateDocuments) && { paths: files?.keys() ?? [], text: (p) => files?.get(p), documents: lateDocuments },
  );
  // The same list as before keeps its identity: the loader then has nothing to do.
  const old = previous?.sources;
  if (old && old.length === sources.length && old.every((s, i) => key(s) === key(sources[i]))) sources = old;
  let analysis = analyseOpenapi({
    ws,
    index,
    documents: openapiDocuments ?? NO_DOCUMENTS,
    pageFiles,
    frontMatter,
    checkMetadata: metadataCheck,
  });
  // An edit to a navigation that binds no OpenAPI document, before and after, changes no answer of
  // the analysis: the earlier one is kept, so the app does not render a second time per keystroke
  // for a new analysis equal to the old (the panels take it as a deferred value).
  if (sameInputs && previous?.analysis?.bindsNothing && analysis.bindsNothing) analysis = previous.analysis;
  return { sources, analysis, owed: false };
}

/**
 * The OpenAPI analysis (core/openapi): bindings, generated pages and their diagnostics, from the
 * documents the session is given as they load (`SessionInputs.openapiDocuments`), and the list
 * of documents to load. After an edit or a loaded document it is computed at once (cheap: the
 * documents come in parsed, indexed and validated; expansions are kept per document), except
 * that a document's first expansion goes on in slices once the transaction's slice is used up;
 * for a document just opened it waits for the first slice, after the tree is shown, and a large
 * one's first look at its elements takes slices of its own.
 */
export const openapiField: SessionField<OpenapiState> = {
  name: 'openapi',
  init: (view) => ({
    sources: NO_SOURCES,
    analysis: undefined,
    owed: true,
    marks: view.state.workspace ? openapiMarksInSlices(view.get(indexField)) : undefined,
  }),
  apply: (tr, previous, view) => {
    if (previous.owed) return previous;
    const inputs =
      tr.inputs.has('openapiDocuments') ||
      tr.inputs.has('frontMatter') ||
      tr.inputs.has('metadataCheck') ||
      tr.inputs.has('files') ||
      tr.inputs.has('lateDocuments') ||
      tr.inputs.has('pageFiles');
    if (!docChanged(tr) && !inputs) return previous;
    // A large document just loaded (or bound under another directory) is expanded while this
    // transaction's slice lasts, and in slices after it: in one go it held the page in the task
    // that brought it. Until then the analysis and the list of documents stay as they were.
    if (!expanded(view)) return { ...previous, owed: true };
    return compute(view, previous, !inputs);
  },
  pending: (value) => value.owed,
  // A large navigation's marks (openapiMarks) take several slices, and a large document's
  // expansion more: the analysis comes after.
  resume: (value, view) => ((value.marks && !value.marks.step(view.shouldYield)) || !expanded(view) ? undefined : compute(view, value)),
};
