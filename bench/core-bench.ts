/**
 * The Node half of `npm run bench`: the core alone (parse, check, print, move, expand) on the
 * same configs as the browser half, so a regression in the core shows without a browser. Each
 * figure is the median of 15 runs after 5 warm-ups (and at least 300 ms of them), measured in turns with its floor
 * (JSON.parse or JSON.stringify of the same text) in the same process (see `beside`).
 *
 * Also runnable alone: `node --import tsx bench/core-bench.ts <docs.json> [...]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { produce } from 'immer';
import { parseJson } from '../src/core/parse/parse-json';
import { printJson } from '../src/core/parse/print-json';
import { buildNavIndex } from '../src/core/model/build-nav-index';
import { loadWorkspace, type Workspace } from '../src/core/model/workspace';
import type { JsonNode } from '../src/core/model/json-node';
import { RulesMemo, runRules } from '../src/core/rules/index';
import { beside, type Figure } from './measure';
import { profileCore } from './profiles';

/** What measures the OpenAPI expansion of a config, when that part of the core is there. */
export type ExpandHook = (docsPath: string) => Promise<(() => unknown) | undefined>;

/** The workspace of a docs.json text and the split files beside it on disk. */
function workspaceOf(text: string, docsPath: string): Workspace {
  const dir = dirname(docsPath);
  const { workspace, problems } = loadWorkspace('docs.json', text, (p) =>
    existsSync(join(dir, p)) ? readFileSync(join(dir, p), 'utf8') : undefined,
  );
  if (!workspace) throw new Error(`${docsPath}: ${problems.map((p) => p.message).join('; ')}`);
  return workspace;
}

/** The page files of a corpus entry (pages.txt beside docs.json, one path a line), if listed. */
function pageFilesOf(docsPath: string): ReadonlySet<string> | undefined {
  const list = join(dirname(docsPath), 'pages.txt');
  return existsSync(list) ? new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean)) : undefined;
}

type Path = (string | number)[];

/** Paths (through props/items) of every `pages` array holding two or more strings, in document order. */
function pageLists(root: JsonNode): Path[] {
  const out: Path[] = [];
  const stack: [JsonNode, Path][] = [[root, []]];
  while (stack.length) {
    const [n, path] = stack.pop()!;
    if (n.type === 'object') {
      for (let i = n.props.length - 1; i >= 0; i--) {
        const p = n.props[i];
        const at = [...path, 'props', i, 'value'];
        if (p.key === 'pages' && p.value.type === 'array' && p.value.items.filter((x) => x.type === 'string').length >= 2) out.push(at);
        stack.push([p.value, at]);
      }
    } else if (n.type === 'array') {
      for (let i = n.items.length - 1; i >= 0; i--) stack.push([n.items[i], [...path, 'items', i]]);
    }
  }
  return out;
}

/** Positions of the first two strings of a list of nodes. */
function strings(items: readonly JsonNode[]): [number, number] {
  const at: number[] = [];
  for (let i = 0; i < items.length && at.length < 2; i++) if (items[i].type === 'string') at.push(i);
  return [at[0], at[1]];
}

// Finding the lists walks the whole tree: done once per version, outside what a figure times.
const listsOf = new WeakMap<JsonNode, Path[]>();

/**
 * One edit like a drop: in the `k`-th pages list (of those with two or more page entries, taken
 * round the document so that successive edits land in different places), the first two page
 * entries change places. A swap shifts no other item, so the lists' paths stay valid.
 */
export function oneMove(root: JsonNode, k = 0): JsonNode {
  let lists = listsOf.get(root);
  if (!lists) listsOf.set(root, (lists = pageLists(root)));
  if (!lists.length) return root;
  const path = lists[(k * 7919) % lists.length];
  return produce(root, (d: any) => {
    let cur = d;
    for (const seg of path) cur = cur[seg];
    const items = cur.items;
    const [a, b] = strings(items);
    const x = items[a];
    items[a] = items[b];
    items[b] = x;
  });
}

/** The same workspace with the main file's root replaced (what a command's immer edit gives). */
function withRoot(ws: Workspace, root: JsonNode): Workspace {
  const main = ws.files[ws.mainPath];
  return { ...ws, files: { ...ws.files, [ws.mainPath]: { ...main, root } } };
}

/** Core figures for one config, each beside its floor measured in the same run. */
export async function coreFigures(name: string, docsPath: string, expand?: ExpandHook): Promise<Figure[]> {
  const text = readFileSync(docsPath, 'utf8');
  const data = JSON.parse(text);
  const pageFiles = pageFilesOf(docsPath);
  const jsonParse = () => JSON.parse(text);
  const stringify = () => JSON.stringify(data, null, 2);
  const figures: Figure[] = [];
  const add = (label: string, m: { value: number; floor: number }, floorName: string, target?: number, note?: string) =>
    figures.push({ name: `${name}: ${label}`, value: m.value, unit: 'ms', floorName, floor: m.floor, target, runs: 15, note });

  add(
    'parse',
    beside(() => parseJson(text), jsonParse),
    'JSON.parse',
  );
  const ws = workspaceOf(text, docsPath);
  add(
    'navigation index, from scratch',
    beside(() => buildNavIndex(ws), jsonParse),
    'JSON.parse',
  );
  // Everything `docsnav check` does after reading the file: parse, index, every structure rule,
  // from scratch each run; then the same with the page files (a folder open: page-not-found
  // looks every entry up) when the corpus entry lists them.
  const check = (files: ReadonlySet<string> | undefined) => () => {
    const w = workspaceOf(text, docsPath);
    return runRules(w, buildNavIndex(w), { pageFiles: files });
  };
  add('parse + all structure rules', beside(check(undefined), jsonParse), 'JSON.parse', 5);
  await profileCore(`${name} parse + all structure rules`, check(undefined));
  if (pageFiles) await profileCore(`${name} parse + all structure rules, with the page files`, check(pageFiles));
  if (pageFiles)
    add(
      'parse + all structure rules, with the page files',
      beside(check(pageFiles), jsonParse),
      'JSON.parse',
      5,
      `${pageFiles.size} page files`,
    );

  // After one drop: the index and every rule for the new version, as the editor session does it
  // (each version's index is built from the last, and the rules keep what they found per subtree
  // in the session's memo; the edit itself is made outside the timing).
  let current = ws;
  const memo = new RulesMemo();
  let index = buildNavIndex(current);
  runRules(current, index, { pageFiles, memo });
  let k = 0;
  add(
    're-run all structure rules after one edit',
    beside(() => {
      const root = current.files[current.mainPath].root;
      // A swap of two page entries leaves every list where it was.
      const next = oneMove(root, k++);
      listsOf.set(next, listsOf.get(root)!);
      current = withRoot(current, next);
      const t0 = performance.now();
      index = buildNavIndex(current, index);
      runRules(current, index, { pageFiles, memo });
      return performance.now() - t0;
    }, jsonParse),
    'JSON.parse',
    1,
    'index + rules, incremental',
  );

  const file = ws.files[ws.mainPath].source;
  add(
    'print with no edit',
    beside(() => printJson(file, file.root!), stringify),
    'JSON.stringify',
    2,
  );
  const edited = oneMove(file.root!);
  add(
    'export (print) after one edit',
    beside(() => printJson(file, edited), stringify),
    'JSON.stringify',
    2,
  );
  // The first print after opening also builds the printer's id table (see OriginTable).
  add(
    'first export after opening and one edit',
    beside(() => {
      const f = parseJson(text).file;
      const e = oneMove(f.root!);
      const t0 = performance.now();
      printJson(f, e);
      return performance.now() - t0;
    }, stringify),
    'JSON.stringify',
    2,
  );
  oneMove(file.root!);
  add(
    'one move (the immer edit alone)',
    beside(() => oneMove(file.root!, k++), jsonParse),
    'JSON.parse',
  );

  const expansion = expand ? await expand(docsPath) : undefined;
  if (expansion)
    add(
      'expand the navigation with its OpenAPI pages',
      beside(expansion, jsonParse),
      'JSON.parse',
      undefined,
      'documents loaded beforehand',
    );
  return figures;
}

/**
 * The expansion hook, when src/core/openapi is there: `docsnav expand`'s work on a project read
 * from disk (its OpenAPI documents read and parsed beforehand, remote ones left out), timed
 * without the loading: the analysis and the expanded navigation, what the app redoes per edit.
 */
export async function expandHook(): Promise<ExpandHook | undefined> {
  try {
    // Variable specifiers: the bench runs (without this figure) where that part is absent.
    const core = './../src/core/openapi/index';
    const cli = './../src/cli/load-project';
    const { analyseOpenapi, expandNavigation } = await import(core);
    const { loadFromDisk, loadProjectOpenapi } = await import(cli);
    return async (docsPath: string) => {
      const project = loadFromDisk(docsPath, process.cwd());
      if (!project.load.workspace) return undefined;
      const openapi = await loadProjectOpenapi(project, async () => {
        throw new Error('the benchmark does not fetch');
      });
      const ws = project.load.workspace;
      const index = buildNavIndex(ws);
      return () => {
        const analysis = analyseOpenapi({
          ws,
          index,
          documents: openapi.documents,
          pageFiles: project.pageFiles,
          frontMatter: openapi.frontMatter,
        });
        return expandNavigation(ws, index, analysis, openapi.frontMatter);
      };
    };
  } catch (e) {
    console.warn(`expand figure not measured: ${(e as Error).message}`);
    return undefined;
  }
}

// Run alone: print the core figures of the configs given.
if (process.argv[1] && /core-bench\.ts$/.test(process.argv[1])) {
  const { table } = await import('./measure');
  const hook = await expandHook();
  const figures: Figure[] = [];
  for (const p of process.argv.slice(2)) figures.push(...(await coreFigures(p.split('/').slice(-2, -1)[0] ?? p, p, hook)));
  console.log(table(figures));
}
