/**
 * `docsnav expand <folder> --json` against the generator's own expansion (`expand.mjs`), for the
 * differential tests `expand-corpus.test.ts` and `expand-fixtures.test.ts`.
 *
 * Both sides become the same flat list of lines, one per page in navigation order:
 * `labels > path | address | sidebar title | METHOD path`, so a failure prints a readable diff.
 * The order follows the oracle's own walk (its `summarise` step): an element's pages first, then
 * its nested groups, then its child collections (`groups`, anchors, dropdowns, languages, tabs,
 * versions, menu, products), which is also the order `expandNavigation` lists elements in.
 * Generated pages the navigation does not list (`x-hidden`) are compared as a separate set.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { main } from '../../src/cli/main';
import { lineDiff } from '../../src/core/parse/line-diff';
import { runOracle } from './oracle';

/** One side of the comparison: every listed page as a line, and the hidden generated pages. */
export interface Expansion {
  readonly pages: string[];
  readonly hidden: string[];
}

/** What the oracle's `expand.mjs --decorated` prints (the parts read here). */
interface OracleExpand {
  ok: boolean;
  stage?: string;
  error?: unknown;
  decoratedNavigation?: Record<string, unknown>;
  hiddenGeneratedPages?: OraclePage[];
  warnings?: string[];
}

interface OraclePage {
  slug?: string;
  href?: string;
  title?: string | null;
  sidebarTitle?: string;
  openapi?: string;
  method?: string;
  endpoint?: string;
}

/** The oracle's division keys, in its walk order (expand.mjs: ['groups', ...divisions]). */
const COLLECTIONS = ['groups', 'anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'];
const LABEL_KEYS = ['group', 'anchor', 'dropdown', 'language', 'tab', 'version', 'item', 'product'];
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'webhook']);

/** The generator's reading of a page's `openapi` (potentiallyParseOpenApiString): method and path, or none. */
function methodAndPath(openapi: string | undefined): string {
  if (!openapi) return '';
  const parts = openapi.trim().split(/\s+/);
  if (parts.length < 2 || parts.length > 3) return '';
  const [method, path] = parts.length === 3 ? parts.slice(1) : parts;
  return METHODS.has(method.toLowerCase()) ? `${method.toUpperCase()} ${path}` : '';
}

function line(labels: readonly string[], address: string, title: string, op: string, root?: boolean): string {
  return `${labels.join(' > ')} |${root ? ' (root)' : ''} ${address} | ${title} | ${op}`;
}

function oracleLine(labels: readonly string[], p: unknown, root?: boolean): string {
  if (typeof p === 'string') return line(labels, p.replace(/^\//, ''), '(unresolved)', '', root);
  const page = p as OraclePage;
  const address = String(page.href ?? page.slug ?? '').replace(/^\//, '');
  return line(labels, address, page.sidebarTitle ?? page.title ?? '', methodAndPath(page.openapi), root);
}

/** The oracle's decorated navigation as lines, walked as its own `summarise` step walks it. */
export function oracleLines(out: OracleExpand): Expansion {
  const pages: string[] = [];
  const walk = (node: Record<string, unknown>, trail: readonly string[]) => {
    const key = LABEL_KEYS.find((k) => typeof node[k] === 'string');
    const here = key ? [...trail, node[key] as string] : trail;
    if (Array.isArray(node.pages)) {
      if (node.root !== undefined) pages.push(oracleLine(here, node.root, true));
      const deferred: Record<string, unknown>[] = [];
      for (const p of node.pages) {
        if (p && typeof p === 'object' && typeof (p as { group?: unknown }).group === 'string') deferred.push(p as Record<string, unknown>);
        else pages.push(oracleLine(here, p));
      }
      for (const d of deferred) walk(d, here);
    } else if (node.root !== undefined) pages.push(oracleLine(here, node.root, true));
    for (const c of COLLECTIONS) {
      const items = node[c];
      if (Array.isArray(items)) for (const item of items) if (item && typeof item === 'object') walk(item as Record<string, unknown>, here);
    }
  };
  const { global: _global, ...nav } = out.decoratedNavigation ?? {};
  walk(nav, []);
  const hidden = (out.hiddenGeneratedPages ?? []).map((p) => oracleLine([], p)).sort();
  return { pages, hidden };
}

/** What `docsnav expand --json` prints (the parts read here). */
interface DocsnavElement {
  labels: string[];
  pages: { address: string; title: string; method?: string; path?: string; hidden?: boolean; root?: boolean }[];
}

/** docsnav's expansion as the same lines. */
export function docsnavLines(elements: readonly DocsnavElement[]): Expansion {
  const pages: string[] = [];
  const hidden: string[] = [];
  for (const el of elements) {
    for (const p of el.pages) {
      const op = p.method ? `${p.method} ${p.path}` : '';
      if (p.hidden) hidden.push(line([], p.address, p.title, op));
      else pages.push(line(el.labels, p.address, p.title, op, p.root));
    }
  }
  return { pages, hidden: hidden.sort() };
}

/** Run `docsnav expand <folder> --json` in this process (the CLI's own code path, without a process start). */
export async function docsnavExpand(folder: string): Promise<Expansion> {
  let stdout = '';
  let stderr = '';
  const code = await main(['expand', folder, '--json'], {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    cwd: folder,
  });
  if (code !== 0) throw new Error(`docsnav expand ${folder} exited ${code}: ${stderr}`);
  return docsnavLines(JSON.parse(stdout) as DocsnavElement[]);
}

/** The oracle's expansion of a folder (cached by the bytes of every file in it). */
export async function oracleExpand(
  folder: string,
): Promise<{ ok: true; expansion: Expansion; warnings: string[] } | { ok: false; why: string }> {
  const run = await runOracle<OracleExpand>('expand.mjs', [folder, '--decorated'], folderKey(folder));
  if (!run.out.ok) return { ok: false, why: `${run.out.stage}: ${JSON.stringify(run.out.error)}` };
  return { ok: true, expansion: oracleLines(run.out), warnings: run.out.warnings ?? [] };
}

/** A cache key for a folder: every file's path and bytes. */
export function folderKey(folder: string): string {
  const h = createHash('sha256');
  for (const f of listFiles(folder).sort())
    h.update(f)
      .update('\0')
      .update(readFileSync(join(folder, f)))
      .update('\0');
  return h.digest('hex');
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) stack.push(p);
      else out.push(relative(root, p).split('\\').join('/'));
    }
  }
  return out;
}

/** The differences between two expansions, as a short readable diff (empty when equal). */
export function expansionDiff(oracle: Expansion, docsnav: Expansion, max = 40): string {
  const parts: string[] = [];
  for (const [name, a, b] of [
    ['pages in the navigation', oracle.pages, docsnav.pages],
    ['hidden generated pages', oracle.hidden, docsnav.hidden],
  ] as const) {
    if (a.join('\n') === b.join('\n')) continue;
    const changed = lineDiff(a.join('\n'), b.join('\n')).filter((l) => l.op !== ' ');
    parts.push(
      `${name} (- generator, + docsnav; ${changed.length} lines differ):`,
      ...changed.slice(0, max).map((l) => `${l.op} ${l.text}`),
      ...(changed.length > max ? [`  ... and ${changed.length - max} more`] : []),
    );
  }
  return parts.join('\n');
}

/**
 * A throwaway copy of a corpus folder both tools can read: docs.json, its split files and
 * OpenAPI files as saved, and an empty page file for every line of `pages.txt` (the corpus keeps
 * page paths, not pages). Never written inside ../shared. Returns the folder; remove it after.
 */
export function materialiseCorpusFolder(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-expand-'));
  for (const f of listFiles(source)) {
    if (!/\.(json|ya?ml)$/i.test(f) || f.startsWith('related/')) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    copyFileSync(join(source, f), join(dir, f));
  }
  for (const page of readFileSync(join(source, 'pages.txt'), 'utf8').split('\n')) {
    if (!page.trim()) continue;
    mkdirSync(dirname(join(dir, page)), { recursive: true });
    writeFileSync(join(dir, `${page}.mdx`), '');
  }
  return dir;
}

/** Remove a folder made by `materialiseCorpusFolder`. */
export function removeFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
