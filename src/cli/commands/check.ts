import { relative } from 'node:path';
import { navIndexOf } from '../../core/model/nav-index';
import { runRules } from '../../core/rules/index';
import type { Diagnostic } from '../../core/rules/diagnostic';
import { createLocator, type Located } from '../../core/parse/locate';
import { parseArgs, type CliIo, type Subcommand } from '../io';
import { loadFromDisk, type DiskProject } from '../load-project';

/** A diagnostic with the file's display name and its line and column. */
export interface LocatedDiagnostic extends Diagnostic {
  displayFile: string;
  line: number;
  column: number;
}

/** Place every diagnostic at a line and column of the file it belongs to. */
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

/** Every diagnostic of a project on disk: load problems, then the structure rules. */
export function checkProject(project: DiskProject, cwd: string): LocatedDiagnostic[] {
  const ws = project.load.workspace!;
  const diags = runRules(ws, navIndexOf(ws), { pageFiles: project.pageFiles });
  const loadDiags: Diagnostic[] = project.load.problems.map((p) => ({ severity: 'error', code: 'split-file', message: p.message, file: p.file, path: [] }));
  return locateAll(project, [...loadDiags, ...diags], cwd);
}

export const check: Subcommand = {
  usage: 'check <docs.json | folder> [--json]',
  summary: 'print every problem as file:line:col severity code message; exit 1 on errors, 2 when the input is not JSON',
  async run(argv: string[], io: CliIo): Promise<number> {
    const { positional, flags } = parseArgs(argv);
    if (positional.length !== 1) {
      io.stderr.write(`usage: docsnav ${check.usage}\n`);
      return 2;
    }
    let project: DiskProject;
    try {
      project = loadFromDisk(positional[0], io.cwd);
    } catch (e) {
      io.stderr.write(`docsnav check: ${(e as Error).message}\n`);
      return 2;
    }
    if (!project.load.workspace) {
      for (const p of project.load.problems.slice(0, 1)) {
        const file = relative(io.cwd, project.docsPath);
        const pos = p.syntax?.position;
        io.stderr.write(pos ? `${file}:${pos.line}:${pos.column} error not-json ${p.syntax!.message}\n` : `${file}: ${p.message}\n`);
      }
      return 2;
    }
    const located = checkProject(project, io.cwd);
    if (flags.has('json')) {
      io.stdout.write(JSON.stringify(located.map(({ displayFile, line, column, severity, code, message, path, fix }) => ({ file: displayFile, line, column, severity, code, message, path, fix })), null, 2) + '\n');
    } else {
      for (const d of located) io.stdout.write(formatDiagnostic(d) + '\n');
    }
    return located.some((d) => d.severity === 'error') ? 1 : 0;
  },
};
