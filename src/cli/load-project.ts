import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, basename, isAbsolute } from 'node:path';
import { loadWorkspace, type LoadResult } from '../core/model/workspace';
import { navIndexOf } from '../core/model/build-nav-index';
import {
  failedState,
  isJsonText,
  openapiSources,
  RemoteAnswerError,
  remoteFailure,
  type OpenapiDocumentState,
} from '../core/openapi/index';
// Front matter is read the same way the browser reads it (a pure module, no browser API).
import { parseFrontMatter } from '../io/front-matter';
import { isSkippedFolder } from '../core/model/skipped-folder';

/** What the CLI reads from disk: docs.json, its split files, and (for a folder) the page files. */
export interface DiskProject {
  /** Absolute path of docs.json. */
  docsPath: string;
  /** The folder that holds docs.json: paths in the config are relative to it. */
  root: string;
  load: LoadResult;
  /** Page files (.mdx/.md) without extension, relative to root; undefined for a single file. */
  pageFiles?: Set<string>;
  /** Raw texts of the files read, by path relative to root (docs.json and split files). */
  texts: Map<string, string>;
  /**
   * Where the project's other files come from (OpenAPI documents, data files, front matter),
   * when not from plain disk reads under `root`: `docsnav dev` reads through the same confined
   * view as its API (no link out of the folder). Undefined for the plain CLI.
   */
  reader?: ProjectReader;
}

/** The files of a project as a reader gives them; see DiskProject.reader. */
export interface ProjectReader {
  /** A file's text by path relative to root, or undefined when it is not there (or refused). */
  read(rel: string): string | undefined;
  /** Every .json/.yaml/.yml file of the project, relative to root. */
  dataFiles(): string[];
  /** The front matter of the page files that have some. */
  frontMatter(): Map<string, Record<string, string>>;
}

const MAX_BYTES = 50 * 1024 * 1024;

/** True when `abs` lies inside `root` (a sibling folder named "docs-other" is not inside "docs"). */
function isUnder(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** Every file under `root` whose name matches `wanted` (skipping node_modules and dot-folders, as the app does), relative to root with forward slashes. */
function findFiles(root: string, wanted: RegExp): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (isSkippedFolder(entry.name)) continue;
      const p = join(dir, entry.name);
      if (entry.isDirectory()) stack.push(p);
      else if (wanted.test(entry.name)) out.push(relative(root, p).split('\\').join('/'));
    }
  }
  return out;
}

/** Every .mdx/.md file under `root` (skipping node_modules, .git and dot-folders), without extension. */
export function findPageFiles(root: string): Set<string> {
  return new Set(findFiles(root, /\.mdx?$/).map((p) => p.replace(/\.mdx?$/, '')));
}

/**
 * Read a docs.json (or a folder holding one at its root or under docs/) with its `$ref` split
 * files. Throws an Error with a message for a person when the input cannot be read.
 */
export function loadFromDisk(input: string, cwd: string): DiskProject {
  const abs = resolve(cwd, input);
  if (!existsSync(abs)) throw new Error(`${input}: no such file or folder`);
  let docsPath = abs;
  let folder = false;
  if (statSync(abs).isDirectory()) {
    folder = true;
    const candidates = [join(abs, 'docs.json'), join(abs, 'docs', 'docs.json')];
    const found = candidates.find((c) => existsSync(c));
    if (!found) throw new Error(`${input}: no docs.json at the folder's root or under docs/`);
    docsPath = found;
  }
  const size = statSync(docsPath).size;
  if (size > MAX_BYTES)
    throw new Error(`${docsPath}: the file is ${(size / 1e6).toFixed(0)} MB; a docs.json is far smaller, so this is probably not one`);
  const root = dirname(docsPath);
  const texts = new Map<string, string>();
  const read = (rel: string): string | undefined => {
    const p = resolve(root, rel);
    if (!isUnder(root, p) || !existsSync(p) || !statSync(p).isFile()) return undefined;
    const t = readFileSync(p, 'utf8');
    texts.set(rel, t);
    return t;
  };
  const main = basename(docsPath);
  const text = readFileSync(docsPath, 'utf8');
  texts.set(main, text);
  const load = loadWorkspace(main, text, read);
  return { docsPath, root, load, pageFiles: folder ? findPageFiles(root) : undefined, texts };
}

// ─── OpenAPI (issue 3) ───────────────────────────────────────────────────────────────────

/** The OpenAPI side of a project read from disk: each document's state, the pages' front matter, and the texts read. */
export interface DiskOpenapi {
  readonly documents: Map<string, OpenapiDocumentState>;
  /** Front matter of the page files (folder mode), by page path without extension. */
  readonly frontMatter?: Map<string, Record<string, string>>;
  /** Text and format of each document read, by key (for placing its problems at line and column). */
  readonly texts: Map<string, { text: string; format: 'json' | 'yaml' }>;
}

/** Fetches a remote document's text; rejects with a message for a person. Injected so tests never reach the network. */
export type FetchText = (url: string) => Promise<string>;

/** The most bytes read of a page to find its front matter. */
const FRONT_MATTER_BYTES = 8192;

/** The front matter of every page file that has some (read from each file's head only). */
export function readFrontMatter(root: string, pageFiles: ReadonlySet<string>): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const buf = Buffer.alloc(FRONT_MATTER_BYTES);
  for (const page of pageFiles) {
    const file = [`${page}.mdx`, `${page}.md`].map((f) => join(root, f)).find((f) => existsSync(f));
    if (!file) continue;
    const fd = openSync(file, 'r');
    let n: number;
    try {
      n = readSync(fd, buf, 0, FRONT_MATTER_BYTES, 0);
    } finally {
      closeSync(fd);
    }
    const fm = parseFrontMatter(buf.toString('utf8', 0, n));
    if (fm) out.set(page, fm);
  }
  return out;
}

/** Every .json/.yaml/.yml file under root (skipping what findPageFiles skips), relative to root. */
function findDataFiles(root: string): string[] {
  return findFiles(root, /\.(json|ya?ml)$/i);
}

/** A remote document by `fetch`, with a timeout; what went wrong in words a person can act on. */
export async function fetchRemoteText(url: string, timeoutMs = 15000): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
  } catch (e) {
    const why =
      (e as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : ((e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message);
    throw new Error(`${url} could not be reached (${why})`, { cause: e });
  }
  // It answered: a wrong URL is an error, unlike no answer at all (see remoteFailure).
  if (!res.ok) throw new RemoteAnswerError(`${url} answered ${res.status} ${res.statusText}`.trim());
  return res.text();
}

/**
 * Load every OpenAPI document the project needs (those the navigation, `api.openapi` and page
 * metadata name) from disk, remote ones through `fetchText`, each parsed, indexed and validated
 * once. A file that is missing, unreadable or unreachable becomes a failed state, never an
 * exception: `analyseOpenapi` turns it into a diagnostic on every element that names it.
 */
export async function loadProjectOpenapi(project: DiskProject, fetchText: FetchText = fetchRemoteText): Promise<DiskOpenapi> {
  const ws = project.load.workspace;
  const documents = new Map<string, OpenapiDocumentState>();
  const texts = new Map<string, { text: string; format: 'json' | 'yaml' }>();
  if (!ws) return { documents, texts };
  const reader = project.reader;
  const frontMatter = project.pageFiles ? (reader ? reader.frontMatter() : readFrontMatter(project.root, project.pageFiles)) : undefined;
  const read =
    reader?.read ??
    ((rel: string): string | undefined => {
      const p = resolve(project.root, rel);
      if (!isUnder(project.root, p) || !existsSync(p) || !statSync(p).isFile() || statSync(p).size > MAX_BYTES * 2) return undefined;
      return readFileSync(p, 'utf8');
    });
  const sources = openapiSources(
    ws,
    navIndexOf(ws),
    frontMatter,
    project.pageFiles ? { paths: reader ? reader.dataFiles() : findDataFiles(project.root), text: read } : undefined,
  );
  await Promise.all(
    sources.map(async (s) => {
      let text: string | undefined;
      if (s.remote) {
        try {
          text = await fetchText(s.key);
        } catch (e) {
          const f = remoteFailure(e);
          documents.set(s.key, failedState(f.failure, f.message));
          return;
        }
      } else {
        text = read(s.key);
        if (text === undefined) {
          documents.set(s.key, failedState('not-found', `${s.key} was not found`));
          return;
        }
      }
      // Loaded here, for a project that has OpenAPI documents only: the YAML parsers and the
      // validator it brings are most of the compiled CLI, which `check` on other configs skips.
      const { loadOpenapi } = await import('../core/openapi/load-openapi');
      texts.set(s.key, { text, format: isJsonText(text, s.key) ? 'json' : 'yaml' });
      documents.set(s.key, await loadOpenapi(text, s.key, s.remote ? undefined : read));
    }),
  );
  return { documents, frontMatter, texts };
}
