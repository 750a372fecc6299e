import type { Diagnostic, Severity } from '../rules/diagnostic';
import type { GeneratedPage as SidebarGeneratedPage } from '../sidebar/sidebar-types';

/**
 * One operation (or webhook) of an OpenAPI document as docsnav needs it to bind navigation
 * entries and generate pages. Built by a plain walk over the parsed document
 * (`buildOperationIndex`); `valid` starts true and turns false once validation finds a problem
 * inside the operation (SPEC.md, OpenAPI binding, rule 6: such an operation can be skipped).
 */
export interface OperationInfo {
  readonly kind: 'operation' | 'webhook';
  /** Uppercase method ("GET"); for a webhook, the method of this operation of it (a webhook gets a page per method). */
  readonly method: string;
  /** The path as written in `paths` ("/users/{id}"); for a webhook, its name. */
  readonly path: string;
  /** The summary when it is not blank (what lists and pickers show). */
  readonly summary?: string;
  /** The `summary` exactly as written when it is a string, blank included: the generator's page name and title come from it. */
  readonly rawSummary?: string;
  readonly operationId?: string;
  /** The first tag, when the operation has one. */
  readonly tag?: string;
  /** The generated group's name: the tag's `x-group`, else the tag, else "API Reference". */
  readonly group: string;
  readonly deprecated: boolean;
  /** `x-hidden: true`: the page exists but is not in the navigation. */
  readonly hidden: boolean;
  /** `x-excluded: true`: no page at all; listing it explicitly fails the build. */
  readonly excluded: boolean;
  /** `x-docs` when set: the operation's page link points elsewhere (SPEC rule 9). */
  readonly docs?: string;
  /** `x-mint.href` when set: overrides the generated page's address. */
  readonly href?: string;
  /** `x-mint.metadata.title` / `sidebarTitle` when set: they override the generated page's titles. */
  readonly metadataTitle?: string;
  readonly metadataSidebarTitle?: string;
  /**
   * The slug of its page's last address segment (summary, else method and path) and of its
   * first tag, computed once when indexing (in the worker, in the browser) so that expanding
   * the pages after every navigation edit only joins strings.
   */
  readonly slug?: string;
  readonly tagSlug?: string;
  /** False when validation found a problem inside this operation. */
  readonly valid: boolean;
  /** What validation found, when `valid` is false. */
  readonly invalidReason?: string;
}

/**
 * A problem inside an OpenAPI document (syntax, version, a `$ref` that does not resolve, a
 * schema violation), placed by JSON pointer and, where the source text has it, line and column.
 */
export interface OpenapiProblem {
  readonly severity: Severity;
  /** Named after what it forbids: "openapi-schema-violation", "openapi-missing-ref"... */
  readonly code: string;
  readonly message: string;
  /** JSON pointer inside the document ("" for the whole document). */
  readonly pointer: string;
  /** 1-based, when known. */
  readonly line?: number;
  readonly column?: number;
}

/**
 * Why a document could not be used at all. 'unreachable': a remote document's server gave no
 * answer (offline, DNS, no route, timeout), so docsnav could not check it; 'http-error': it
 * answered with an error status (a wrong URL).
 */
export type OpenapiFailure =
  'not-found' | 'not-opened' | 'unreachable' | 'http-error' | 'syntax' | 'openapi-2' | 'not-openapi' | 'unsupported-version';

/** A document that parsed, passed the version gate and has its operation index. */
export interface LoadedOpenapi {
  /** Path relative to docs.json's folder, or the URL. */
  readonly key: string;
  /** The `openapi` field ("3.1.0"). */
  readonly version: string;
  readonly title?: string;
  /** Operations in document order (paths, then methods get, put, post, delete, options, head, patch, trace), then webhooks. */
  readonly operations: readonly OperationInfo[];
  /** Problems found while loading and, once it ran, validating. */
  readonly problems: readonly OpenapiProblem[];
  /** 'pending' until validation ran; 'skipped' for versions the validator does not know. */
  readonly validation: 'pending' | 'valid' | 'invalid' | 'skipped';
}

/**
 * The state of one document the navigation names, as `OpenApiAnalysis.documents` publishes it.
 * `operations` is set once loaded; `message` says why it failed (or, loaded, why it is invalid).
 */
export interface OpenapiDocumentState {
  readonly status: 'loading' | 'loaded' | 'failed';
  readonly message?: string;
  readonly operations?: readonly OperationInfo[];
  /** Set when failed: why. */
  readonly failure?: OpenapiFailure;
  /** Set when loaded. */
  readonly document?: LoadedOpenapi;
  /** Problems inside the document (also when it failed on syntax or version). */
  readonly problems?: readonly OpenapiProblem[];
}

/**
 * A generated page: the sidebar's `GeneratedPage` with what expansion knows besides. Every
 * field the sidebar reads is set; the extra ones are optional so the type stays compatible.
 */
export interface GeneratedPage extends SidebarGeneratedPage {
  /** What the sidebar shows. */
  readonly title: string;
  /** The page's own title (its heading), when it differs from what the sidebar shows. */
  readonly heading?: string;
  /**
   * Set when the generator numbered this page (`-1`, `-2`) because an earlier page of its group
   * has the same name: the address it has without the number. A navigation entry for the same
   * operation gets that address (entries are never numbered).
   */
  readonly numberedFrom?: string;
  readonly address: string;
  readonly method: string;
  readonly path: string;
  readonly group: string;
  /** The document it comes from (its key). */
  readonly documentKey: string;
  /** `x-hidden`: the page exists, but the navigation does not list it. */
  readonly hidden?: boolean;
  readonly deprecated?: boolean;
  readonly kind?: 'operation' | 'webhook';
}

/**
 * The OpenAPI side of the open project: THE contract the preview, the tree and the inspector
 * read (published by the shell as `useEditor().openapi`). Rebuilt after every navigation edit
 * by `analyseOpenapi`, which is cheap: documents are parsed and validated once per version,
 * only binding and expansion re-run.
 */
export interface OpenApiAnalysis {
  /** Every document the navigation names (path relative to docs.json's folder, or URL), with its state. */
  readonly documents: ReadonlyMap<string, OpenapiDocumentState>;
  /**
   * Generated pages of an element that generates them (its own `openapi`, and no explicit
   * operation of that document listed under it), in site order, without `x-hidden` and
   * `x-excluded` operations. Undefined when the element generates nothing or its document is
   * still loading; empty when the document failed.
   */
  generatedPages(elementId: number): readonly GeneratedPage[] | undefined;
  /** Summary of an explicit operation entry (the page entry's element id), when it matches an operation. */
  operationTitle(entry: string, elementId: number): string | undefined;
  /** The document in scope at an element (own or inherited), if any. */
  documentFor(elementId: number): string | undefined;
  /**
   * The operation a page file binds through its front matter `openapi` (SPEC.md, OpenAPI
   * binding, rule 7), read as the site reads it: method and path as written, and the operation's
   * summary when the site's title lookup finds it. `page` is the page path without extension.
   * Undefined for a page without such metadata (or before a folder is open).
   */
  pageOperation(page: string): MetadataOperation | undefined;
  /** Every OpenAPI diagnostic (binding, loading, validation). */
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads a file of the project by path relative to docs.json's folder; undefined when absent. */
export type OpenapiFileReader = (path: string) => string | undefined;

/** What a page's front matter `openapi` makes of it, as the site reads it. */
export interface MetadataOperation {
  /** Uppercase method as written ("GET"), or "WEBHOOK". */
  readonly method: string;
  /** The path (or webhook name) as written. */
  readonly path: string;
  /** The file name as written, when the value names one. */
  readonly file?: string;
  /**
   * The summary of the operation the site's title lookup finds (the page's title when its front
   * matter sets none); undefined when the lookup finds no operation or it has no summary.
   */
  readonly summary?: string;
  /** The document that lookup found it in (its key). */
  readonly key?: string;
}
