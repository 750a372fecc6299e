import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, basename } from 'node:path';
import { loadWorkspace, type LoadResult } from '../core/model/workspace';

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
}

const SKIP = new Set(['node_modules', '.git', 'dist', 'build', '.next', '.vercel', '.cache']);
const MAX_BYTES = 50 * 1024 * 1024;

/** Every .mdx/.md file under `root` (skipping node_modules, .git and dot-folders), without extension. */
export function findPageFiles(root: string): Set<string> {
  const out = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
      const p = join(dir, entry.name);
      if (entry.isDirectory()) stack.push(p);
      else if (/\.mdx?$/.test(entry.name)) out.add(relative(root, p).split('\\').join('/').replace(/\.mdx?$/, ''));
    }
  }
  return out;
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
  if (size > MAX_BYTES) throw new Error(`${docsPath}: the file is ${(size / 1e6).toFixed(0)} MB; a docs.json is far smaller, so this is probably not one`);
  const root = dirname(docsPath);
  const texts = new Map<string, string>();
  const read = (rel: string): string | undefined => {
    const p = resolve(root, rel);
    if (!p.startsWith(root) || !existsSync(p) || !statSync(p).isFile()) return undefined;
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
