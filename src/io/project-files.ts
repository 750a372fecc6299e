import { loadWorkspace, type DocFile, type LoadProblem, type Workspace } from '../core/model/workspace';
import { parseJsonInSlices, type ParseResult } from '../core/parse/parse-json';
import { navIndexInSlices } from '../core/model/build-nav-index';
import { afterNextPaint, inSlices, SLICE_MS } from './next-task';
import { getProp, type JsonNode } from '../core/model/json-node';
import { parseFrontMatter } from './front-matter';
import { isLegacyConfigName, legacyConfigKind } from '../core/legacy/legacy-config';
import { LEGACY_KEYS, ignoredLegacyNote, type LegacyConversion, type LegacyConverter } from './open-legacy';

/**
 * What the opened project holds besides the JSON documents in the store: page files, their
 * front matter, and the raw text of other files (OpenAPI documents). Undefined `pageFiles`
 * means no folder is open, so page existence cannot be checked.
 */
export interface ProjectFiles {
  /** Display name: the folder or file name, "Sample", or the URL. */
  readonly name: string;
  readonly source: 'sample' | 'folder' | 'file' | 'url' | 'paste' | 'dev-server' | 'autosave';
  /** Page files without extension, relative to docs.json's folder ("guides/quickstart"). */
  readonly pageFiles?: ReadonlySet<string>;
  /** Front matter of page files, by the same key as pageFiles. */
  readonly frontMatter: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Raw text of other files read (OpenAPI documents, split files), by path relative to docs.json's folder. */
  readonly files: ReadonlyMap<string, string>;
  /** Texts of docs.json and its split files as they were opened: what export diffs against. */
  readonly originals?: ReadonlyMap<string, string>;
  /** The files those texts were read from, where they came from files (by the same paths): see io/text-blob.ts. */
  readonly openedFiles?: ReadonlyMap<string, Blob>;
  /**
   * Where Save writes, when the project came from a place docsnav can write back to: a folder
   * opened through the File System Access API, or the `docsnav dev` server. Undefined means
   * export is by download or copy only.
   */
  readonly saveTarget?: SaveTarget;
  /**
   * An opened folder's large OpenAPI documents (io/read-files.ts, `late`), as files the page
   * never reads: the OpenAPI worker reads, indexes and validates them, and autosave stores their
   * bytes. Reading GitHub's 13 MB document on the page as well made a task of 90-100 ms (the
   * join of its decoded pieces into one string of 26 MB) a second after its pages showed, and
   * nothing on the page needs its text.
   */
  readonly late?: LateFiles;
}

/** A folder's large OpenAPI documents, unread (see ProjectFiles.late). */
export interface LateFiles {
  /** The files, by path relative to docs.json's folder. */
  readonly files: ReadonlyMap<string, Blob>;
  /** Their paths, one set per LateFiles (the session's input: SessionInputs.lateDocuments). */
  readonly paths: ReadonlySet<string>;
}

/** LateFiles over these files. */
export function lateFiles(files: ReadonlyMap<string, Blob>): LateFiles {
  return { files, paths: new Set(files.keys()) };
}

/**
 * A place Save writes the changed documents to. Every implementation (File System Access,
 * the dev server's API) takes the same input: the texts of docs.json and of each changed
 * `$ref` split file, by path relative to docs.json's folder.
 */
export interface SaveTarget {
  /** Shown on the button and in messages: "Save to my-docs", "Save to disk". */
  readonly label: string;
  /** Write the files; rejects with a message for a person when it cannot. */
  save(files: ReadonlyMap<string, string>): Promise<void>;
}

export const EMPTY_PROJECT: ProjectFiles = { name: 'Untitled', source: 'paste', frontMatter: new Map(), files: new Map() };

/**
 * What opening gave: a workspace to load, or a message. `conversion` is set when the input was
 * a legacy mint.json: the workspace then holds the docs.json it becomes, which the shell shows
 * (with what is left out) before loading it.
 */
export type OpenResult =
  | { ok: true; workspace: Workspace; project: ProjectFiles; problems: LoadProblem[]; conversion?: LegacyConversion }
  | { ok: false; message: string; /** A mint.json, opened without the converter (see openProjectLoading). */ legacy?: true };

/** Largest docs.json docsnav opens: real ones are at most a few MB (the largest known is 2.4 MB). */
export const MAX_DOCS_BYTES = 50 * 1024 * 1024;

/**
 * Check that a text is a docs.json docsnav can open: JSON, an object, with a `navigation`.
 * Returns a message for a person (what it is, what to do) or undefined when it is fine.
 */
export function whyNotDocsJson(text: string, name: string): string | undefined {
  if (text.length > MAX_DOCS_BYTES)
    return `${name} is ${(text.length / 1e6).toFixed(0)} MB; a docs.json is far smaller, so this is not one. Open the docs.json of your documentation site; the document you had open stays open.`;
  // Control characters are what is looked for: a text file has none of these.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096)))
    return `${name} is a binary file, not a docs.json. Open the docs.json of your documentation site; the document you had open stays open.`;
  return undefined;
}

/** How to open: see openProject. */
export interface OpenOptions {
  folder?: boolean;
  main?: string;
  saveTarget?: (base: string, originals: ReadonlyMap<string, string>) => SaveTarget;
  /** What converts a legacy mint.json (convert-legacy.ts); without it a mint.json is a `legacy` refusal. */
  convert?: LegacyConverter;
  /** The config's text already parsed (openProjectLoading parses it in slices): used when it is the text of the file opened. */
  parsed?: ParseResult;
  /** A folder's files read after it opens (FolderRead.late: there only when docs.json is at the folder's root, so their paths are relative to it). */
  late?: LateFiles;
  /** The files texts were read from, by the same keys as the texts (FolderRead.blobs). */
  blobs?: ReadonlyMap<string, Blob>;
}

/**
 * openProject, loading the mint.json converter when the files turn out to be a legacy config:
 * what the app's openers call, so the conversion stays out of the first JavaScript and is
 * fetched only by the person who opens a mint.json.
 */
export async function openProjectLoading(
  files: ReadonlyMap<string, string>,
  source: ProjectFiles['source'],
  name: string,
  opts: OpenOptions = {},
): Promise<OpenResult> {
  // The config is parsed first, in slices of a task each: a 40 MB docs.json takes over 300 ms
  // to parse, which in one task would freeze the page (issue 16's 16x config). Then its
  // navigation is indexed (the session's first index, see navIndexInSlices), in the same slices:
  // the index starts in the slice the parse ended in, not after a task hop.
  const key = configKeyOf(files, opts);
  const text = key === undefined ? undefined : files.get(key)!;
  const slices =
    key !== undefined && text !== undefined && !opts.parsed && !whyNotDocsJson(text, key)
      ? parseJsonInSlices(text, key.slice(baseOf(key).length))
      : undefined;
  let parsed = opts.parsed;
  let opened: OpenResult | undefined;
  let index: ReturnType<typeof navIndexInSlices> | undefined;
  let docs: readonly DocFile[] = [];
  // The caller loads and draws the result in the last slice's task only when that slice has
  // half its time left: drawing the first frame of a large config takes 20-35 ms of its own.
  const r = await inSlices((y) => {
    if (slices && !parsed && !(parsed = slices.step(y))) return undefined;
    if (!opened) {
      opened = openProject(files, source, name, parsed ? { ...opts, parsed } : opts);
      if (!opened.ok || opened.conversion) return opened;
      index = navIndexInSlices(opened.workspace);
      docs = Object.values(opened.workspace.files);
    }
    if (!index!.step(y)) return undefined;
    return opened;
  }, SLICE_MS / 2);
  if (r.ok && !r.conversion) prepareOriginsAfterPaint(docs);
  if (r.ok || !r.legacy || opts.convert) return r;
  if (parsed) opts = { ...opts, parsed };
  const { convertLegacy } = await import('./convert-legacy');
  return openProject(files, source, name, { ...opts, convert: convertLegacy });
}

/**
 * Build the printer's table of where each node was parsed (see OriginTable.prepare) for the
 * first print after an edit, in slices, once the page has painted what the open shows: nothing
 * the tree draws needs it, and on the largest corpus config it took 6-12 ms of the open. Should a
 * print come first, it builds the rest of the table itself.
 */
function prepareOriginsAfterPaint(docs: readonly DocFile[]): void {
  afterNextPaint(() => void inSlices((y) => (docs.every((f) => f.source.origin.prepare(y)) ? true : undefined)));
}

/**
 * Open a project from its files (paths relative to the opened folder, or a single docs.json).
 * Finds docs.json at the root or under docs/, reads `$ref` split files, page files with their
 * front matter, and keeps every other text (OpenAPI documents). Never throws: a file that is
 * not a docs.json gives a message and no workspace, so the caller keeps the open document.
 * `opts.main` names docs.json when it is known (a restore). `opts.saveTarget` builds where Save writes, given docs.json's folder inside the opened one
 * ("" or "docs/") and the texts as opened.
 *
 * A legacy mint.json (by its shape, or a folder's mint.json where it has no docs.json) is
 * converted by `opts.convert` (else refused with `legacy` set: openProjectLoading loads it): the result holds the docs.json it becomes and `conversion`. Its original text is
 * '' (nothing on disk yet), so export shows every line as new and Save creates docs.json.
 */
export function openProject(
  files: ReadonlyMap<string, string>,
  source: ProjectFiles['source'],
  name: string,
  opts: OpenOptions = {},
): OpenResult {
  const docsKey = configKeyOf(files, opts);
  if (!docsKey)
    return {
      ok: false,
      message: `${name} has no docs.json at its root or under docs/. Open the folder of your documentation site, or its docs.json; the document you had open stays open.`,
    };
  const text = files.get(docsKey)!;
  const why = whyNotDocsJson(text, docsKey);
  if (why) return { ok: false, message: why };
  const base = baseOf(docsKey);
  const rel = new Map<string, string>();
  for (const [k, v] of files) if (k.startsWith(base)) rel.set(k.slice(base.length), v);
  let mainPath = docsKey.slice(base.length);
  let load = loadWorkspace(mainPath, text, (p) => rel.get(p), opts.parsed);
  if (!load.workspace) {
    const syntax = load.problems[0];
    return {
      ok: false,
      message: `${docsKey} is not valid JSON: ${syntax?.syntax?.message ?? syntax?.message}. Fix it in a text editor, or paste the corrected text; the document you had open stays open.`,
    };
  }
  let conversion: LegacyConversion | undefined;
  if (legacyConfigKind(load.workspace.files[mainPath].root, docsKey) !== 'other') {
    if (!opts.convert)
      return { ok: false, legacy: true, message: `${docsKey} is a legacy mint.json, and its converter is not loaded here.` };
    // A paste or a URL arrives as "docs.json": name it as the person knows it.
    const c = opts.convert(text, isLegacyConfigName(docsKey) ? docsKey : name, (p) => rel.get(p));
    if (!c.ok) return c;
    rel.delete(mainPath);
    ({ load, conversion } = c);
    mainPath = 'docs.json';
  } else if (rel.has('mint.json') && opts.folder) load.problems.push(ignoredLegacyNote(`${base}mint.json`, docsKey));
  const root = load.workspace!.files[mainPath].root;
  if (root.type !== 'object' || !getProp(root, 'navigation')) {
    return {
      ok: false,
      message: `${docsKey} ${whatItIs(root)}, so it is not a docs.json. Open the docs.json of your documentation site; the document you had open stays open.`,
    };
  }
  let pageFiles: Set<string> | undefined;
  const frontMatter = new Map<string, Record<string, string>>();
  const other = new Map<string, string>();
  for (const [k, v] of rel) {
    if (/\.mdx?$/.test(k)) {
      const key = k.replace(/\.mdx?$/, '');
      (pageFiles ??= new Set()).add(key);
      const fm = parseFrontMatter(v);
      if (fm) frontMatter.set(key, fm);
    } else if (k !== mainPath) other.set(k, v);
  }
  if (opts.folder) pageFiles ??= new Set();
  const ws = load.workspace!;
  const originals = new Map<string, string>();
  // A converted mint.json has no docs.json on disk yet: '' is "absent" to export and to Save.
  for (const path of Object.keys(ws.files)) originals.set(path, conversion ? '' : ws.files[path].source.text);
  const openedFiles = new Map<string, Blob>();
  for (const path of conversion ? [] : Object.keys(ws.files)) {
    const blob = opts.blobs?.get(base + path);
    if (blob) openedFiles.set(path, blob);
  }
  const saveTarget = opts.saveTarget?.(base, originals);
  const late = opts.late;
  const project = { name, source, pageFiles, frontMatter, files: other, originals, saveTarget, ...(late ? { late } : {}) };
  return {
    ok: true,
    workspace: ws,
    project: openedFiles.size ? { ...project, openedFiles } : project,
    problems: load.problems,
    ...(conversion ? { conversion } : {}),
  };
}

/** Which of the files is the config to open: docs.json (at the root or under docs/), or a legacy one. */
function configKeyOf(files: ReadonlyMap<string, string>, opts: OpenOptions): string | undefined {
  // A single chosen file is tried whatever its name: what it holds decides what it is.
  return (
    (opts.main && files.has(opts.main) ? opts.main : undefined) ??
    ['docs.json', 'docs/docs.json'].find((k) => files.has(k)) ??
    (opts.folder
      ? LEGACY_KEYS.find((k) => files.has(k))
      : ([...files.keys()].find((k) => k.endsWith('.json')) ?? (files.size === 1 ? [...files.keys()][0] : undefined)))
  );
}

/** The folder of the config's key, with its slash ("" or "docs/"): paths of the project are relative to it. */
function baseOf(docsKey: string): string {
  return docsKey.includes('/') ? docsKey.slice(0, docsKey.lastIndexOf('/') + 1) : '';
}

/** What a parsed JSON that is not a docs.json looks like, in words ("looks like a package.json"). */
function whatItIs(root: JsonNode): string {
  if (root.type === 'array') return 'is a JSON array, not an object';
  if (root.type !== 'object') return `is a single JSON ${root.type}, not an object`;
  const keys = root.props.map((p) => p.key);
  const has = (k: string) => keys.includes(k);
  if (has('dependencies') || has('devDependencies') || has('scripts') || (has('name') && has('version')))
    return 'looks like a package.json';
  if (has('compilerOptions')) return 'looks like a tsconfig.json';
  if (has('openapi') || has('swagger')) return 'is an OpenAPI document';
  if (!keys.length) return 'is an empty object';
  const shown = keys
    .slice(0, 4)
    .map((k) => `"${k}"`)
    .join(', ');
  return `has no "navigation" (its keys are ${shown}${keys.length > 4 ? ', ...' : ''})`;
}
