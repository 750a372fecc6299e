import { getProp } from '../model/json-node';
import type { NavElement, NavIndex } from '../model/nav-index';
import { placeOf } from '../model/json-path';
import type { Workspace } from '../model/workspace';
import type { Diagnostic } from '../rules/diagnostic';
import { at, type RuleContext } from '../rules/context';
import { apiOpenapiKeys, bindingScopes, type BindingScopes, type OpenapiBinding } from './openapi-binding';
import { bindEntries } from './entry-bindings';
import { expandDocument } from './expand-document';
import { namingDiagnostics, problemDiagnostics } from './document-diagnostics';
import type { MetadataBinding, MetadataCheck } from './page-metadata';
import { pageFileConflicts } from './page-file-conflicts';
import { openapiMarks } from './openapi-marks';
import type { GeneratedPage, LoadedOpenapi, OpenApiAnalysis, OpenapiDocumentState } from './openapi-types';
import { metadataOperation, type MetadataOperation } from './metadata-operation';
import { addressMap, sitePages } from './site-pages';
import { namedOperationAlsoGenerated, sharedAddresses } from './entry-conflicts';

/** What the analysis reads: the documents being edited, and what is known of the project. */
export interface OpenapiAnalysisInput {
  readonly ws: Workspace;
  readonly index: NavIndex;
  /** The state of each document, by key; a key the navigation names but this map lacks counts as loading. */
  readonly documents: ReadonlyMap<string, OpenapiDocumentState>;
  /** Page files without extension, when a folder is open. */
  readonly pageFiles?: ReadonlySet<string>;
  /** Front matter of page files, by the same key as pageFiles. */
  readonly frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /**
   * The check of pages' `openapi` front matter (page-metadata.ts's checkPageMetadata), loaded
   * apart by whoever needs it; without it, front matter binds no page to an operation here.
   */
  readonly checkMetadata?: MetadataCheck;
}

/** The analysis with what `docsnav expand` reads besides the contract. */
export interface OpenapiAnalysisDetails extends OpenApiAnalysis {
  /** The page an explicit operation entry becomes (by the entry's element id). */
  entryPage(elementId: number): GeneratedPage | undefined;
  /** Like `generatedPages`, with `x-hidden` pages too (marked `hidden`). */
  allGeneratedPages(elementId: number): readonly GeneratedPage[] | undefined;
  /** The bindings in scope, by element id. */
  readonly scopes: BindingScopes;
  /** The generated page the site keeps at an address (a plain entry naming that address shows it), hidden ones included. */
  pageAt(address: string): GeneratedPage | undefined;
  /**
   * True when the navigation binds no document and names no operation, and nothing is wrong: then
   * every answer above is empty whatever the navigation says, and depends only on the documents
   * and front matter given (the session keeps such an analysis across edits).
   */
  readonly bindsNothing: boolean;
}

const LOADING: OpenapiDocumentState = { status: 'loading' };

/**
 * Build the OpenAPI analysis of a navigation: bindings (SPEC.md, OpenAPI binding, rules 1-9),
 * generated pages (REFERENCE.md, OpenAPI expansion), and every diagnostic of loading,
 * validation and binding. Pure and cheap enough to run after every navigation edit: documents
 * come in already parsed, indexed and validated, expansions are memoised per document, and
 * scopes per index.
 *
 * @example analyseOpenapi({ ws, index: navIndexOf(ws), documents: new Map([['openapi.yaml', state]]) }).generatedPages(groupId)
 */
export function analyseOpenapi(input: OpenapiAnalysisInput): OpenapiAnalysisDetails {
  const { ws, index, documents } = input;
  const ctx: RuleContext = { ws, index, pageFiles: input.pageFiles };
  const scopes = bindingScopes(ws, index);
  const state = (key: string) => documents.get(key) ?? LOADING;
  const diagnostics: Diagnostic[] = [];

  const entries = bindEntries(ctx, scopes, state);

  // Generation (SPEC rules 3-5; REFERENCE.md, OpenAPI expansion 3): an element with its own
  // `openapi` generates the whole document, unless an entry under it lists one of its operations.
  const generated = new Map<number, readonly GeneratedPage[] | undefined>();
  const namers = new Map<string, NavElement[]>();
  for (const [id, b] of scopes.own) {
    const el = index.elements.get(id)!;
    const list = namers.get(b.key);
    if (list) list.push(el);
    else namers.set(b.key, [el]);
    if (entries.skipOwners.has(id)) continue;
    const st = state(b.key);
    if (st.status === 'loading') generated.set(id, undefined);
    else if (st.status === 'failed' || !st.document) generated.set(id, []);
    else {
      const pages = expandDocument(st.document, b.directory).pages;
      generated.set(id, pages);
      diagnostics.push(...generationDiagnostics(ctx, el, b, st, pages));
    }
  }
  diagnostics.push(...inheritedButEmpty(ctx, scopes));
  const site = sitePages(entries, generated);
  diagnostics.push(...namedOperationAlsoGenerated(ctx, scopes, entries, generated), ...sharedAddresses(ctx, entries, site));
  mergeNamers(index, namers, entries.namers);

  // Documents: every element naming one that cannot give pages hears why; problems inside it are listed once.
  for (const [key, els] of namers) {
    const st = state(key);
    diagnostics.push(...namingDiagnostics(ctx, key, st, els));
    diagnostics.push(...problemDiagnostics(key, st, els[0]?.id));
  }
  diagnostics.push(...entries.diagnostics);

  let metadataBindings: readonly MetadataBinding[] = [];
  if (input.frontMatter && input.checkMetadata) {
    // The project's other files count once loaded as OpenAPI: one that turned out to be none (a
    // large file of components only, taken for a sorted document by its head) is no document the site knows.
    const named = [...apiOpenapiKeys(ws), ...[...scopes.own.values()].map((b) => b.key)];
    const known = [...documents].filter(([, st]) => !(st.status === 'failed' && st.failure === 'not-openapi')).map(([key]) => key);
    const candidates = [...new Set([...named, ...known])];
    const meta = input.checkMetadata(ctx, input.frontMatter, candidates, state);
    diagnostics.push(...meta.diagnostics);
    metadataBindings = meta.bindings;
  }
  diagnostics.push(...pageFileConflicts(ctx, entries, metadataBindings));

  const metaCache = new Map<string, MetadataOperation | undefined>();
  let loadedDocs: LoadedOpenapi[] | undefined;
  let byAddress: Map<string, GeneratedPage> | undefined;

  const published = new Map<string, OpenapiDocumentState>();
  for (const key of namers.keys()) published.set(key, state(key));
  for (const [key, st] of documents) if (!published.has(key)) published.set(key, st);

  const bindsNothing =
    scopes.own.size === 0 &&
    scopes.scope.size === 0 &&
    entries.titles.size === 0 &&
    entries.pages.size === 0 &&
    entries.namers.size === 0 &&
    entries.matched.length === 0 &&
    metadataBindings.length === 0 &&
    diagnostics.length === 0;

  return {
    documents: published,
    diagnostics,
    scopes,
    bindsNothing,
    generatedPages: (id) => {
      const all = site.generated.get(id) ?? generated.get(id);
      return all && all.some((p) => p.hidden) ? all.filter((p) => !p.hidden) : all;
    },
    allGeneratedPages: (id) => site.generated.get(id) ?? generated.get(id),
    operationTitle: (entry, id) => {
      const el = index.elements.get(id);
      return el && el.node.type === 'string' && el.node.value === entry
        ? (site.entries.get(id)?.title ?? entries.titles.get(id))
        : undefined;
    },
    entryPage: (id) => site.entries.get(id) ?? entries.pages.get(id),
    documentFor: (id) => scopes.scope.get(id)?.key,
    pageOperation: (page) => {
      const value = input.frontMatter?.get(page)?.openapi;
      if (!value) return undefined;
      if (!metaCache.has(page)) metaCache.set(page, metadataOperation(value, (loadedDocs ??= siteDocuments(documents))));
      return metaCache.get(page);
    },
    pageAt: (address) => (byAddress ??= addressMap(entries, generated, site)).get(address),
  };
}

/** Add the entries that name a document by file to its naming elements, keeping tree order. */
function mergeNamers(index: NavIndex, namers: Map<string, NavElement[]>, entries: ReadonlyMap<string, NavElement[]>): void {
  let pos: Map<number, number> | undefined;
  for (const [key, els] of entries) {
    const list = namers.get(key);
    if (!list) {
      namers.set(key, [...els]);
      continue;
    }
    if (!pos) {
      pos = new Map();
      // Every naming element is a mark, and marks come in tree order.
      openapiMarks(index).forEach((el, i) => pos!.set(el.id, i));
    }
    list.push(...els);
    list.sort((a, b) => pos!.get(a.id)! - pos!.get(b.id)!);
  }
}

/** What a generating element should know: nothing to show, or operations the site may skip (SPEC rule 6). */
function generationDiagnostics(
  ctx: RuleContext,
  el: NavElement,
  b: OpenapiBinding,
  st: OpenapiDocumentState,
  pages: readonly GeneratedPage[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ops = st.operations ?? [];
  const shown = pages.filter((p) => !p.hidden).length;
  if (shown === 0) {
    const why = ops.length === 0 ? 'has no operations' : `marks all ${ops.length} operations "x-hidden" or "x-excluded"`;
    out.push(
      at(
        ctx,
        el,
        'warning',
        'openapi-generates-no-pages',
        `"${b.key}" ${why}, so this element gets no generated pages. List operations explicitly (a hidden one shows when listed), or check the OpenAPI file.`,
        { key: 'openapi' },
      ),
    );
  }
  const invalid = ops.filter((o) => !o.valid && !o.excluded && !o.hidden);
  if (invalid.length) {
    const named = invalid.slice(0, 5).map((o) => `${o.kind === 'webhook' ? 'webhook ' : o.method + ' '}${o.path} (${o.invalidReason})`);
    out.push(
      at(
        ctx,
        el,
        'warning',
        'invalid-operations-generated',
        `${invalid.length} operation${invalid.length === 1 ? '' : 's'} of "${b.key}" ${invalid.length === 1 ? 'has' : 'have'} validation errors, and the site can skip ${invalid.length === 1 ? 'it' : 'them'}: ${named.join('; ')}${invalid.length > 5 ? `; and ${invalid.length - 5} more` : ''}. Fix them in the OpenAPI file.`,
        { key: 'openapi' },
      ),
    );
  }
  return out;
}

/**
 * SPEC.md, Errors: "the child group does not inherit it". A group (or section) with no content
 * that only inherits `openapi` generates nothing: the site generates pages only where
 * `openapi` is set. Offer to set it on the element itself.
 */
function inheritedButEmpty(ctx: RuleContext, scopes: BindingScopes): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [id, b] of scopes.scope) {
    if (scopes.own.has(id)) continue;
    const el = ctx.index.elements.get(id)!;
    if (el.kind === 'page' || el.kind === 'navigation' || el.kind === 'global' || el.node.type !== 'object' || el.children.length > 0)
      continue;
    if (getProp(el.node, 'href')) continue;
    const owner = ctx.index.elements.get(b.ownerId)!;
    out.push(
      at(
        ctx,
        el,
        'warning',
        'inherited-openapi-generates-nothing',
        `this ${el.kind === 'group' ? 'group' : 'element'} has no pages and inherits "openapi": "${b.source}" from ${placeOf(owner, ctx.ws.mainPath)}, but the site generates pages only where "openapi" is set, so it stays empty. Set "openapi" on it, or list operations in its "pages".`,
        {
          fix: {
            title: `Set "openapi": "${b.source}" here`,
            command: 'set-field',
            args: { file: el.file, path: el.path, key: 'openapi', value: b.source },
          },
        },
      ),
    );
  }
  return out;
}

/**
 * The documents the site searches for page metadata: every OpenAPI document of the project it
 * can load (it drops the ones that fail its validation), in the order docsnav loaded them.
 */
function siteDocuments(documents: ReadonlyMap<string, OpenapiDocumentState>): LoadedOpenapi[] {
  const out: LoadedOpenapi[] = [];
  for (const st of documents.values())
    if (st.status === 'loaded' && st.document && st.document.validation !== 'invalid') out.push(st.document);
  return out;
}
