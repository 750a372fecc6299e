import { relative } from 'node:path';
import { buildNavIndex } from '../../core/model/nav-index';
import { runRules } from '../../core/rules/index';
import type { Diagnostic } from '../../core/rules/diagnostic';
import { createLocator, type Located } from '../../core/parse/locate';
import type { Position } from '../../core/parse/source-file';
import { githubAnnotation, type Annotated } from '../github-annotations';
import { parseArgs, type CliIo } from '../io';
import { loadFromDisk, loadProjectOpenapi, type DiskOpenapi, type DiskProject, type FetchText } from '../load-project';
import { navIndexOf } from '../../core/model/nav-index';
import { legacyCheck, legacyCheckMessage, legacyFileOf } from '../legacy-input';
import { analyseOpenapi, isUrl, toPointer, type OpenapiDiagnostic } from '../../core/openapi/index';

/** One line of help: usage, then what it does. */
export const help =
  'check <docs.json | folder> [--json] [--format text|json|github]: print every problem as file:line:col severity code message (--format github: as GitHub Actions annotations); exit 1 on errors, 2 when the input cannot be read or is not JSON';

const FORMATS = ['text', 'json', 'github'] as const;

/** A diagnostic with the file's display name and its line and column. */
export interface LocatedDiagnostic extends Diagnostic {
  displayFile: string;
  line: number;
  column: number;
}

/** Place every diagnostic at a line and column of the file it belongs to (one locator per file). */
export function locateAll(project: DiskProject, diagnostics: readonly Diagnostic[], cwd: string): LocatedDiagnostic[] {
  const locators = new Map<string, (p: Diagnostic['path']) => Located>();
  return diagnostics.map((d) => {
    let at = locators.get(d.file);
    if (!at) locators.set(d.file, (at = createLocator(project.texts.get(d.file) ?? '')));
    const pos = at(d.path);
    const abs = d.file === project.load.workspace?.mainPath ? project.docsPath : `${project.root}/${d.file}`;
    return { ...d, displayFile: relative(cwd, abs) || abs, line: pos.line, column: pos.column };
  });
}

/** `file:line:col severity code message`, the line format of `docsnav check` (and `docsnav dev`). */
export function formatDiagnostic(d: LocatedDiagnostic): string {
  return `${d.displayFile}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;
}

/** Every diagnostic of a loaded project: split-file problems first, then the structure rules. */
export function checkProject(project: DiskProject, cwd: string): LocatedDiagnostic[] {
  const ws = project.load.workspace!;
  const diags = runRules(ws, buildNavIndex(ws), { pageFiles: project.pageFiles });
  const loadDiags: Diagnostic[] = project.load.problems.map((p) => ({
    severity: 'error',
    code: 'split-file',
    message: p.message,
    file: p.file,
    path: [],
  }));
  return locateAll(project, [...loadDiags, ...diags], cwd);
}

/**
 * Every diagnostic of a loaded project, OpenAPI included: the structure rules, then every
 * OpenAPI diagnostic (documents loaded from disk, remote ones fetched; problems inside a
 * document placed at their line and column in it).
 */
export async function checkProjectWithOpenapi(project: DiskProject, cwd: string, fetchText?: FetchText): Promise<LocatedDiagnostic[]> {
  const structure = checkProject(project, cwd);
  const ws = project.load.workspace!;
  const openapi = await loadProjectOpenapi(project, fetchText);
  const analysis = analyseOpenapi({
    ws,
    index: navIndexOf(ws),
    documents: openapi.documents,
    pageFiles: project.pageFiles,
    frontMatter: openapi.frontMatter,
  });
  return [...structure, ...(await locateOpenapi(project, openapi, analysis.diagnostics, cwd))];
}

/** OpenAPI diagnostics at their line and column: in docs.json files, in OpenAPI documents, or at the top of a page. */
async function locateOpenapi(
  project: DiskProject,
  openapi: DiskOpenapi,
  diagnostics: readonly Diagnostic[],
  cwd: string,
): Promise<LocatedDiagnostic[]> {
  const out = locateAll(
    project,
    diagnostics.filter((d) => project.texts.has(d.file)),
    cwd,
  );
  const rest = diagnostics.filter((d) => !project.texts.has(d.file));
  // One pass over each document's text for all of its pointers.
  const places = new Map<string, Map<string, Position>>();
  for (const file of new Set(rest.map((d) => d.file))) {
    const doc = openapi.texts.get(file);
    if (!doc) continue;
    // The locator reads YAML with js-yaml: loaded only when a problem sits inside a document.
    const { locatePointers } = await import('../../core/openapi/locate-pointers');
    places.set(
      file,
      locatePointers(
        doc.text,
        doc.format,
        rest.filter((d) => d.file === file).map((d) => toPointer(d.path)),
      ),
    );
  }
  for (const d of rest) {
    const known = d as OpenapiDiagnostic;
    const pos = known.line !== undefined ? { line: known.line, column: known.column ?? 1 } : places.get(d.file)?.get(toPointer(d.path));
    const displayFile = isUrl(d.file) ? d.file : relative(cwd, `${project.root}/${d.file}`) || d.file;
    out.push({ ...d, displayFile, line: pos?.line ?? 1, column: pos?.column ?? 1 });
  }
  return out;
}

/** `docsnav check`: exit 0 (no errors), 1 (errors) or 2 (the input cannot be read or is not JSON). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv, ['format']);
  const unknown = [...flags.keys()].filter((f) => f !== 'json' && f !== 'format');
  if (positional.length !== 1 || unknown.length) {
    io.stderr.write(
      `${unknown.length ? `docsnav check: unknown option --${unknown[0]}\n` : ''}usage: docsnav ${help.slice(0, help.indexOf(':'))}\n`,
    );
    return 2;
  }
  const formatFlag = flags.get('format') ?? (flags.has('json') ? 'json' : 'text');
  const format = FORMATS.find((f) => f === formatFlag);
  if (!format) {
    io.stderr.write(`docsnav check: --format must be text, json or github (got "${String(formatFlag)}")\n`);
    return 2;
  }
  // A legacy mint.json is not a docs.json with errors: say what it is and how to convert it.
  const reportLegacy = (file: string) => {
    const row = { file, line: 1, column: 1, severity: 'error', code: 'legacy-config', message: legacyCheckMessage(file) } as const;
    io.stdout.write(
      format === 'json'
        ? JSON.stringify([{ ...row, path: [] }], null, 2) + '\n'
        : format === 'github'
          ? githubAnnotation({ ...row, displayFile: row.file }) + '\n'
          : `${row.file}:1:1 error ${row.code} ${row.message}\n`,
    );
    return 1;
  };
  const legacy = legacyCheck(positional[0], io.cwd);
  if (legacy.legacy) return reportLegacy(legacy.legacy);
  if (legacy.ignored)
    io.stderr.write(`docsnav check: ${legacy.ignored} is ignored: docs.json beside it is the config, and it is checked.\n`);
  // In a GitHub Actions run the reason for exit 2 is an annotation too, so it shows on the run.
  const cannotRead = (line: string, annotation: Annotated) => {
    io.stderr.write(line + '\n');
    if (format === 'github') io.stdout.write(githubAnnotation(annotation) + '\n');
    return 2;
  };
  let project: DiskProject;
  try {
    project = loadFromDisk(positional[0], io.cwd);
  } catch (e) {
    const message = (e as Error).message;
    return cannotRead(`docsnav check: ${message}`, { severity: 'error', code: 'cannot-read', message });
  }
  if (!project.load.workspace) {
    // Only the first syntax error: later ones are usually consequences of it.
    const p = project.load.problems[0];
    const file = relative(io.cwd, project.docsPath) || project.docsPath;
    const pos = p?.syntax?.position;
    if (pos) {
      const message = `${p.syntax!.message}. Fix the JSON syntax first.`;
      return cannotRead(`${file}:${pos.line}:${pos.column} error not-json ${message}`, {
        severity: 'error',
        code: 'not-json',
        message,
        displayFile: file,
        line: pos.line,
        column: pos.column,
      });
    }
    const message = p?.message ?? 'cannot be read';
    return cannotRead(`${file}: ${message}`, { severity: 'error', code: 'cannot-read', message, displayFile: file });
  }
  const legacyFile = legacyFileOf(project.load.workspace.files[project.load.workspace.mainPath].root, project.docsPath, io.cwd);
  if (legacyFile) return reportLegacy(legacyFile);
  const located = await checkProjectWithOpenapi(project, io.cwd);
  if (format === 'json') {
    const rows = located.map(({ displayFile, line, column, severity, code, message, path, fix }) => ({
      file: displayFile,
      line,
      column,
      severity,
      code,
      message,
      path,
      ...(fix ? { fix } : {}),
    }));
    io.stdout.write(JSON.stringify(rows, null, 2) + '\n');
  } else {
    const line = format === 'github' ? githubAnnotation : formatDiagnostic;
    for (const d of located) io.stdout.write(line(d) + '\n');
  }
  return located.some((d) => d.severity === 'error') ? 1 : 0;
}
