import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { loadWorkspace, type LoadProblem, type Workspace } from '../../core/model/workspace';
import type { JsonNode } from '../../core/model/json-node';
import { PathRefused, isInside, resolveInside, toRelative } from './safe-path';

/** Folders never worth reading in a docs repository (the same list as `docsnav check`). */
const SKIP = new Set(['node_modules', '.git', 'dist', 'build', '.next', '.vercel', '.cache']);
/** Largest file the server reads or writes; real docs.json files are at most a few MB. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Extensions a writable file may have: JSON for docs.json and split files, JSON or YAML for OpenAPI. */
const WRITABLE_EXT = /\.(json|ya?ml)$/i;

/** What the dev server knows about its folder at one moment. */
export interface DevProject {
  /** docs.json's name inside the folder. */
  readonly mainPath: string;
  /** The texts the app opens, by path relative to the folder: docs.json, split files, OpenAPI files, and each page's front matter. */
  readonly files: ReadonlyMap<string, string>;
  /** docs.json and the `$ref` split files it reaches: the documents the app edits. */
  readonly documents: ReadonlySet<string>;
  /** Local OpenAPI files named by the config (`openapi` fields) or by a page's front matter. */
  readonly openapi: ReadonlySet<string>;
  /** The only files a save may write: docs.json, `$ref` targets, and OpenAPI files named by the config. */
  readonly writable: ReadonlySet<string>;
  /** sha-256 of every document and OpenAPI file as it is on disk, by path (what "changed on disk" compares). */
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

/** The front matter block of a page (`---` ... `---`), or '' when it has none: all the app needs of a page. */
export function frontMatterBlock(text: string): string {
  const m = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[^\S\r\n]*(\r?\n|$)/.exec(text);
  return m ? m[0] : '';
}

/**
 * Every local OpenAPI path an `openapi` field names, anywhere in the documents: a string, an
 * array of strings, or an object with a `source`. URLs are skipped (nothing to read on disk).
 * Paths are relative to the folder, as the site generator reads them (a leading `/` or `./` is dropped).
 */
export function openapiPaths(ws: Workspace): Set<string> {
  const out = new Set<string>();
  const add = (v: JsonNode | undefined) => {
    if (!v) return;
    if (v.type === 'string') {
      const s = String(v.value).trim();
      if (s && !/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) out.add(s.replace(/^\.?\//, ''));
    } else if (v.type === 'array') v.items.forEach(add);
    else if (v.type === 'object') add(v.props.find((p) => p.key === 'source')?.value);
  };
  for (const file of Object.values(ws.files)) {
    const stack: JsonNode[] = [file.root];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.type === 'object') for (const p of n.props) p.key === 'openapi' ? add(p.value) : stack.push(p.value);
      else if (n.type === 'array') stack.push(...n.items);
    }
  }
  return out;
}

/** How much of a page is read for its front matter: the block sits at the top, and bodies can be long. */
const PAGE_HEAD_BYTES = 64 * 1024;

/**
 * Page files (.mdx, .md) under the folder, skipping node_modules, .git, build output, dot
 * folders, and links that leave it. Paths are absolute and inside the folder by construction
 * (the walk starts at the real root and follows no folder link), so reading them needs no
 * further realpath: on a repository of 25,000 pages that would double the scan.
 */
function findPages(realRoot: string): string[] {
  const out: string[] = [];
  const stack = [realRoot];
  while (stack.length) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // a folder removed while scanning, or unreadable: not a page
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || SKIP.has(e.name)) continue;
      const abs = join(dir, e.name);
      // Folder links are not followed: they could loop, or lead out of the folder.
      if (e.isDirectory()) stack.push(abs);
      else if (/\.mdx?$/i.test(e.name) && (e.isFile() || (e.isSymbolicLink() && linkStaysInside(realRoot, abs)))) out.push(abs);
    }
  }
  return out.sort();
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
 * Read the folder as the app needs it, with every read confined to the folder. Never throws for
 * a broken split file or a bad link (they become problems); throws only when docs.json itself
 * cannot be read. `opts.pages: false` skips the page scan (a save only needs the config's files;
 * the scan is most of the time on a large repository).
 */
export function readDevProject(realRoot: string, mainPath = 'docs.json', opts: { pages?: boolean } = {}): DevProject {
  const files = new Map<string, string>();
  const problems: LoadProblem[] = [];
  const read = (rel: string): string | undefined => {
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
  if (mainText === undefined) throw new Error(problems[0]?.message ?? `${mainPath}: not found in ${realRoot}`);
  const load = loadWorkspace(mainPath, mainText, read);
  problems.push(...load.problems.filter((p) => !p.syntax || p.file !== mainPath));
  const documents = new Set(load.workspace ? Object.keys(load.workspace.files) : [mainPath]);
  const fromConfig = load.workspace ? openapiPaths(load.workspace) : new Set<string>();
  const openapi = new Set<string>();
  const writable = new Set<string>([...documents].filter((p) => p === mainPath || isSafeWritable(p)));

  let pagesSig = createHash('sha256');
  const pageMatter = new Map<string, string>();
  for (const abs of opts.pages === false ? [] : findPages(realRoot)) {
    const page = toRelative(realRoot, abs);
    const text = readHead(abs);
    if (text === undefined) continue;
    const fm = frontMatterBlock(text);
    files.set(page, fm);
    pageMatter.set(page, fm);
    pagesSig = pagesSig.update(`${page}\0${fm}\0`);
    // A page bound to an operation of a named file: `openapi: "specs/a.yaml GET /x"`.
    const named = /^openapi:\s*["']?(\S+\.(?:json|ya?ml))\s+[A-Z]+\s/im.exec(fm)?.[1];
    if (named) fromConfig.has(named) || openapi.add(named.replace(/^\.?\//, ''));
  }
  for (const p of fromConfig) {
    openapi.add(p);
    if (isSafeWritable(p)) writable.add(p);
  }
  for (const p of openapi) if (!files.has(p)) read(p);

  const versions: Record<string, string> = {};
  for (const p of [...documents, ...openapi]) {
    const t = files.get(p);
    if (t !== undefined && !pageMatter.has(p)) versions[p] = versionOf(t);
  }
  return { mainPath, files, documents, openapi, writable, versions, pagesVersion: pagesSig.digest('hex'), problems };
}
