import type { JsonNode } from './json-node';
import { getString } from './json-node';
import { parseJson, type ParseResult, type SyntaxProblem } from '../parse/parse-json';
import { printJson } from '../parse/print-json';
import type { SourceFile } from '../parse/source-file';
import { refProblem } from './ref-problem';
import { resolveRelative } from './resolve-relative';

/**
 * One JSON file of the project as it is being edited: its original source (text, ranges,
 * style; never drafted) and its current root.
 */
export interface DocFile {
  readonly path: string;
  readonly source: SourceFile;
  readonly root: JsonNode;
}

/**
 * The documents being edited: `docs.json` and every `$ref` split file it reaches, keyed by
 * path relative to the project root ("docs.json", "fr.json"). This is the state commands
 * edit through immer; `source` objects are frozen and never drafted.
 */
export interface Workspace {
  readonly mainPath: string;
  readonly files: Readonly<Record<string, DocFile>>;
}

export interface LoadProblem {
  file: string;
  message: string;
  /** The syntax error, when the file is not JSON. */
  syntax?: SyntaxProblem;
}

export interface LoadResult {
  /** Undefined when docs.json itself cannot be used. */
  workspace?: Workspace;
  problems: LoadProblem[];
}

export { resolveRelative };

/** The `$ref` target of an object node, when it is a `{ "$ref": "..." }` object. */
export function refTarget(node: JsonNode | undefined): string | undefined {
  if (!node || node.type !== 'object') return undefined;
  return getString(node, '$ref');
}

/**
 * Parse docs.json and every `$ref` split file it reaches (through `readFile`, which returns
 * undefined for a missing file). Never throws: a syntax error in docs.json gives no workspace
 * and a problem with line and column; a missing or broken split file is a problem and the
 * `$ref` object stays as written. `mainParsed` is docs.json already parsed from `mainText` (the
 * app's open parses a large one in slices first: parseJsonInSlices).
 *
 * @example loadWorkspace('docs.json', text, (p) => files.get(p))
 */
export function loadWorkspace(
  mainPath: string,
  mainText: string,
  readFile: (path: string) => string | undefined,
  mainParsed?: ParseResult,
): LoadResult {
  const problems: LoadProblem[] = [];
  const main =
    mainParsed && mainParsed.file.text === mainText && mainParsed.file.path === mainPath ? mainParsed : parseJson(mainText, mainPath);
  if (!main.file.root) {
    for (const e of main.errors) problems.push({ file: mainPath, message: `${mainPath}: ${e.message}`, syntax: e });
    return { problems };
  }
  const files: Record<string, DocFile> = Object.create(null);
  files[mainPath] = { path: mainPath, source: Object.freeze(main.file), root: main.file.root };
  const queue: DocFile[] = [files[mainPath]];
  while (queue.length) {
    const f = queue.shift()!;
    for (const ref of mayHoldRef(f.source.text) ? findRefs(f.root) : []) {
      const target = resolveRelative(f.path, ref);
      if (files[target]) continue;
      // Never read: the unsafe-ref rule reports it at its place (or, outside the navigation, below).
      const refused = refProblem(ref, target);
      if (refused) {
        if (f.path !== mainPath || !refusedOutsideNavigation(f.root, ref)) continue;
        problems.push({ file: f.path, message: `${f.path}: "$ref": "${ref}" ${refused}` });
        continue;
      }
      const text = readFile(target);
      if (text === undefined) {
        problems.push({
          file: f.path,
          message: `${f.path}: "$ref": "${ref}" points to ${target}, which was not found; open the folder that holds it`,
        });
        continue;
      }
      const parsed = parseJson(text, target);
      if (!parsed.file.root) {
        for (const e of parsed.errors) problems.push({ file: target, message: `${target}: ${e.message}`, syntax: e });
        continue;
      }
      files[target] = { path: target, source: Object.freeze(parsed.file), root: parsed.file.root };
      queue.push(files[target]);
    }
  }
  return { workspace: { mainPath, files }, problems };
}

/**
 * True when a refused `$ref` lies outside `navigation` in docs.json (its `root`), where no rule
 * looks (the unsafe-ref rule reports those inside it, at their element). Only asked for a
 * refused value, so the search costs nothing on a sound config.
 */
function refusedOutsideNavigation(root: JsonNode, ref: string): boolean {
  if (root.type !== 'object') return true;
  for (const p of root.props) if (p.key !== 'navigation' && findRefs(p.value).includes(ref)) return true;
  return false;
}

/**
 * Whether a file's text can hold a `$ref` key: written out, or with an escape (`"\u0024ref"`
 * parses to the same key). A config without either (nearly all) skips the walk of every node
 * that looks for them, which took about a quarter of JSON.parse's time on a 2.4 MB config.
 */
function mayHoldRef(text: string): boolean {
  return text.includes('$ref') || text.includes('\\u');
}

/** Every `$ref` string inside a node tree (iterative). */
export function findRefs(root: JsonNode): string[] {
  const out: string[] = [];
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'object') {
      for (const p of n.props) {
        if (p.key === '$ref' && p.value.type === 'string') out.push(p.value.value as string);
        else stack.push(p.value);
      }
    } else if (n.type === 'array') {
      for (const it of n.items) stack.push(it);
    }
  }
  return out;
}

/** Print every file of the workspace; returns the texts of the files that changed. */
export function printChangedFiles(ws: Workspace): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of Object.keys(ws.files)) {
    const f = ws.files[path];
    if (f.root !== f.source.root) out.set(path, printJson(f.source, f.root));
  }
  return out;
}

/** Print one file of the workspace (docs.json by default). */
export function printFile(ws: Workspace, path = ws.mainPath): string {
  const f = ws.files[path];
  return printJson(f.source, f.root);
}

/** A workspace from docs.json text alone (tests and the CLI's single-file mode). */
export function workspaceFromText(text: string, path = 'docs.json'): LoadResult {
  return loadWorkspace(path, text, () => undefined);
}
