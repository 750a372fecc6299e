import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { loadWorkspace, type LoadProblem } from '../../core/model/workspace';
import { navIndexOf } from '../../core/model/build-nav-index';
import { openapiSources } from '../../core/openapi/index';
// Front matter is read the way the browser reads it (a pure module, no browser API).
import { parseFrontMatter } from '../../io/front-matter';
import { PathRefused, isInside, resolveInside, toRelative } from './safe-path';
import { isSkippedFolder } from '../../core/model/skipped-folder';
import { LEGACY_CONFIG_NAME, isLegacyConfigName } from '../../core/legacy/legacy-config';

/** Folders never worth reading in a docs repository (the same list as `docsnav check`). */
/** Largest file the server reads or writes; real docs.json files are at most a few MB. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Extensions a writable file may have: JSON for docs.json and split files, JSON or YAML for OpenAPI. */
const WRITABLE_EXT = /\.(json|ya?ml)$/i;

/** What the dev server knows about its folder at one moment. */
export interface DevProject {
  /** docs.json's name inside the folder. */
  readonly mainPath: string;
  /** The texts the app opens, by path relative to the folder: docs.json, split files, data files (OpenAPI), and each page's front matter. */
  readonly files: ReadonlyMap<string, string>;
  /** docs.json and the `$ref` split files it reaches: the documents the app edits. */
  readonly documents: ReadonlySet<string>;
  /** The only files a save may write: docs.json, `$ref` targets, and OpenAPI files named by the config. */
  readonly writable: ReadonlySet<string>;
  /** sha-256 of every document and data file as it is on disk, by path (what "changed on disk" compares). */
  readonly versions: Readonly<Record<string, string>>;
  /** One hash over the page list and every front matter: changes when pages appear, go or are retitled. */
  readonly pagesVersion: string;
  /** Split files that could not be read, and links refused for leaving the folder. */
  readonly problems: readonly LoadProblem[];
}

/** sha-256 of a text, hex: the version the app sends back when it saves. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Read a file inside the folder (refusing links that leave it) or undefined when it is missing or too large. */
export function readInside(realRoot: string, rel: string): string | undefined {
  const abs = resolveInside(realRoot, rel);
  let st;
  try {
    st = statSync(abs);
  } catch {
    return undefined;
  }
  if (!st.isFile() || st.size > MAX_FILE_BYTES) return undefined;
  return readFileSync(abs, 'utf8');
}

/** The size of a file inside the folder, or undefined when it cannot be told (missing, refused). */
function sizeOf(realRoot: string, rel: string): number | undefined {
  try {
    return statSync(resolveInside(realRoot, rel)).size;
  } catch {
    return undefined;
  }
}

/** The front matter block of a page (`---` ... `---`), or '' when it has none: all the app needs of a page. */
export function frontMatterBlock(text: string): string {
  const m = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[^\S\r\n]*(\r?\n|$)/.exec(text);
  return m ? m[0] : '';
}

/** How much of a page is read for its front matter: the block sits at the top, and bodies can be long. */
const PAGE_HEAD_BYTES = 64 * 1024;

/** Lock files are JSON or YAML too, but never part of the docs, and `npm install` rewrites them. */
const LOCK_FILES = new Set(['package-lock.json', 'pnpm-lock.yaml', 'npm-shrinkwrap.json']);

/**
 * Page files (.mdx, .md) and data files (.json, .yaml, .yml: OpenAPI documents and the files
 * they reference) under the folder, skipping node_modules, .git, build output, dot folders,
 * lock files and links that leave it: the files "Open folder" reads in the browser. Paths are
 * absolute and inside the folder by construction (the walk starts at the real root and follows
 * no folder link), so reading them needs no further realpath: on a repository of 25,000 pages
 * that would double the scan.
 */
function findFiles(realRoot: string): { pages: string[]; data: string[] } {
  const pages: string[] = [];
  const data: string[] = [];
  const stack = [realRoot];
  while (stack.length) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // a folder removed while scanning, or unreadable: nothing to read in it
    }
    for (const e of entries) {
      if (isSkippedFolder(e.name)) continue;
      const abs = join(dir, e.name);
      // Folder links are not followed: they could loop, or lead out of the folder.
      if (e.isDirectory()) stack.push(abs);
      else if (!(e.isFile() || (e.isSymbolicLink() && linkStaysInside(realRoot, abs)))) continue;
      else if (/\.mdx?$/i.test(e.name)) pages.push(abs);
      else if (/\.(json|ya?ml)$/i.test(e.name) && !LOCK_FILES.has(e.name)) data.push(abs);
    }
  }
  return { pages: pages.sort(), data: data.sort() };
}

/** The first bytes of a file (its front matter), or undefined when it cannot be read. */
function readHead(abs: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(abs, 'r');
    const buf = Buffer.alloc(PAGE_HEAD_BYTES);
    const n = readSync(fd, buf, 0, PAGE_HEAD_BYTES, 0);
    return buf.toString('utf8', 0, n);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function linkStaysInside(realRoot: string, abs: string): boolean {
  try {
    return isInside(realRoot, realpathSync(abs));
  } catch {
    return false;
  }
}

const isSafeWritable = (rel: string) => WRITABLE_EXT.test(rel) && !rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules');

/**
 * Read the folder as the app needs it, with every read confined to the folder: docs.json and
 * its split files, every data file (the OpenAPI documents and what they reference, as "Open
 * folder" reads them), and each page's front matter. Never throws for a broken split file or a
 * bad link (they become problems); throws only when docs.json itself cannot be read.
 * `opts.pages: false` skips the page scan (a save only needs the config's files; the scan is most
 * of the time on a large repository).
 */
export function readDevProject(realRoot: string, mainPath = 'docs.json', opts: { pages?: boolean } = {}): DevProject {
  const files = new Map<string, string>();
  const problems: LoadProblem[] = [];
  const read = (rel: string): string | undefined => {
    if (files.has(rel)) return files.get(rel);
    try {
      const t = readInside(realRoot, rel);
      if (t !== undefined) files.set(rel, t);
      return t;
    } catch (e) {
      if (!(e instanceof PathRefused)) throw e;
      problems.push({ file: rel, message: `${rel}: ${e.message}` });
      return undefined;
    }
  };
  const mainText = read(mainPath);
  if (mainText === undefined) {
    const size = sizeOf(realRoot, mainPath);
    throw new Error(
      problems[0]?.message ??
        (size !== undefined && size > MAX_FILE_BYTES
          ? `${mainPath} is ${(size / 1e6).toFixed(0)} MB; a docs.json is far smaller, and docsnav dev reads files of at most ${MAX_FILE_BYTES / 1024 / 1024} MB`
          : `${mainPath}: not found in ${realRoot}`),
    );
  }
  // A legacy mint.json is read, never written: the app converts it, and the one file Save may create is docs.json.
  const legacy = isLegacyConfigName(mainPath);
  const load = legacy ? { workspace: undefined, problems: [] } : loadWorkspace(mainPath, mainText, read);
  problems.push(...load.problems.filter((p) => !p.syntax || p.file !== mainPath));
  const ws = load.workspace;
  const documents = new Set(ws ? Object.keys(ws.files) : [mainPath]);
  const writable = legacy ? new Set(['docs.json']) : new Set<string>([...documents].filter((p) => p === mainPath || isSafeWritable(p)));

  const found = opts.pages === false ? { pages: [], data: [] } : findFiles(realRoot);
  let pagesSig = createHash('sha256');
  const frontMatter = new Map<string, Record<string, string>>();
  for (const abs of found.pages) {
    const page = toRelative(realRoot, abs);
    const text = readHead(abs);
    if (text === undefined) continue;
    const block = frontMatterBlock(text);
    files.set(page, block);
    pagesSig = pagesSig.update(`${page}\0${block}\0`);
    const fm = parseFrontMatter(block);
    if (fm) frontMatter.set(page.replace(/\.mdx?$/i, ''), fm);
  }
  const dataFiles = found.data.map((abs) => toRelative(realRoot, abs));
  for (const rel of dataFiles) read(rel);

  // Which OpenAPI documents the config names: the core's answer, the same the app and `docsnav check` use.
  const sources = ws ? openapiSources(ws, navIndexOf(ws), frontMatter, { paths: dataFiles, text: (p) => files.get(p) }) : [];
  for (const src of sources) {
    if (src.remote) continue;
    read(src.key);
    if ((src.origin === 'navigation' || src.origin === 'api') && isSafeWritable(src.key)) writable.add(src.key);
  }

  const versions: Record<string, string> = {};
  for (const [p, t] of files) if (!/\.mdx?$/i.test(p)) versions[p] = versionOf(t);
  return { mainPath, files, documents, writable, versions, pagesVersion: pagesSig.digest('hex'), problems };
}

/**
 * The config file `docsnav dev` serves in a folder: docs.json, or a legacy mint.json when
 * there is no docs.json (the app converts it; saving creates docs.json, and from then on the
 * folder is served from docs.json).
 */
export function configFileIn(realRoot: string): string {
  return !existsSync(join(realRoot, 'docs.json')) && existsSync(join(realRoot, LEGACY_CONFIG_NAME)) ? LEGACY_CONFIG_NAME : 'docs.json';
}
