import { relative } from 'node:path';
import type { Diagnostic } from '../../core/rules/diagnostic';
import type { Position } from '../../core/parse/source-file';
import { DocumentSession } from '../../core/session/document-session';
import type { SessionSnapshot } from '../../core/session/session-snapshot';
import { githubAnnotation } from '../github-annotations';
import type { CliIo } from '../io';
import { openProject, parseCommandLine, unreadableLine } from '../command-input';
import { loadProjectOpenapi, type DiskOpenapi, type DiskProject, type FetchText } from '../load-project';
import { legacyCheck, legacyCheckMessage, legacyFileOf } from '../legacy-input';
import { isUrl, toPointer, type OpenapiDiagnostic } from '../../core/openapi/index';
import { iconCheck } from '../../core/icons/unknown-icon';
import { checkPageMetadata } from '../../core/openapi/page-metadata';
import { iconsField } from '../../core/session/icons-field';
import { loadIconNameLists } from '../icon-names';

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

/**
 * Place every diagnostic of a file of the document at a line and column: through the session's
 * text of that file (as read: the check edits nothing), the way the app places it. A file the
 * session does not hold (a split file that failed to load) is placed at its start.
 */
export function locateAll(
  project: DiskProject,
  snapshot: SessionSnapshot,
  diagnostics: readonly Diagnostic[],
  cwd: string,
): LocatedDiagnostic[] {
  return diagnostics.map((d) => {
    const text = snapshot.text(d.file);
    const pos = text ? text.positionAt(text.rangeOfPath(d.path).start) : { line: 1, column: 1 };
    const abs = d.file === project.load.workspace?.mainPath ? project.docsPath : `${project.root}/${d.file}`;
    return { ...d, displayFile: relative(cwd, abs) || abs, line: pos.line, column: pos.column };
  });
}

/** `file:line:col severity code message`, the line format of `docsnav check` (and `docsnav dev`). */
export function formatDiagnostic(d: LocatedDiagnostic): string {
  return `${d.displayFile}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;
}

/**
 * The editor session over a project read from disk (the one that only reads: check edits
 * nothing, so it loads none of the editing machinery): its document with its page files, and,
 * once loaded, its OpenAPI documents and front matter, all as the app's session holds them (no
 * scheduler: everything is computed before it answers). Without `session`, a new one; `docsnav
 * dev` passes its own, which loads each new version of the folder into it.
 */
export async function checkedSession(
  project: DiskProject,
  fetchText?: FetchText,
  session = new DocumentSession(),
): Promise<{ session: DocumentSession; openapi: DiskOpenapi }> {
  // The icon names as the app reads them (the packages in a clone, the built app installed): the unknown-icon check.
  session.open(project.load.workspace!, { inputs: { pageFiles: project.pageFiles, iconCheck: iconCheck(loadIconNameLists()) } });
  const openapi = await loadProjectOpenapi(project, fetchText);
  session.setInputs({ openapiDocuments: openapi.documents, frontMatter: openapi.frontMatter, metadataCheck: checkPageMetadata });
  return { session, openapi };
}

/**
 * Every diagnostic of a loaded project, as the editor session finds them: the split files that
 * could not be loaded, the structure rules, then every OpenAPI diagnostic (documents loaded from
 * disk, remote ones fetched; problems inside a document placed at their line and column in it).
 */
export async function checkProjectWithOpenapi(
  project: DiskProject,
  cwd: string,
  fetchText?: FetchText,
  session?: DocumentSession,
): Promise<LocatedDiagnostic[]> {
  const checked = await checkedSession(project, fetchText, session);
  const snapshot = checked.session.getSnapshot();
  const loadDiags: Diagnostic[] = project.load.problems.map((p) => ({
    severity: 'error',
    code: 'split-file',
    message: p.message,
    file: p.file,
    path: [],
  }));
  // The load problems first, then the structure rules', the unknown icons, then OpenAPI's (as the app lists them).
  const openapi = snapshot.openapi?.diagnostics ?? [];
  return [
    ...locateAll(project, snapshot, [...loadDiags, ...snapshot.structure, ...snapshot.get(iconsField).diagnostics], cwd),
    ...locateAll(
      project,
      snapshot,
      openapi.filter((d) => project.texts.has(d.file)),
      cwd,
    ),
    ...(await locateOpenapi(
      project,
      checked.openapi,
      openapi.filter((d) => !project.texts.has(d.file)),
      cwd,
    )),
  ];
}

/** The diagnostics of files outside the document at their line and column: in OpenAPI documents, or at the top of a page. */
async function locateOpenapi(
  project: DiskProject,
  openapi: DiskOpenapi,
  rest: readonly Diagnostic[],
  cwd: string,
): Promise<LocatedDiagnostic[]> {
  const out: LocatedDiagnostic[] = [];
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
  const line = parseCommandLine(argv, io, { name: 'check', help, flags: ['json'], valued: ['format'] });
  if (!line) return 2;
  const formatFlag = line.flags.get('format') ?? (line.flags.has('json') ? 'json' : 'text');
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
  const legacy = legacyCheck(line.input, io.cwd);
  if (legacy.legacy) return reportLegacy(legacy.legacy);
  if (legacy.ignored)
    io.stderr.write(`docsnav check: ${legacy.ignored} is ignored: docs.json beside it is the config, and it is checked.\n`);
  const opened = openProject(line.input, io.cwd);
  if ('unreadable' in opened) {
    const u = opened.unreadable;
    const message = u.code === 'not-json' ? `${u.message}. Fix the JSON syntax first.` : u.message;
    const said = unreadableLine({ ...u, message });
    io.stderr.write((u.displayFile ? said : `docsnav check: ${said}`) + '\n');
    // In a GitHub Actions run the reason for exit 2 is an annotation too, so it shows on the run.
    if (format === 'github') io.stdout.write(githubAnnotation({ ...u, severity: 'error', message }) + '\n');
    return 2;
  }
  const { project, workspace } = opened;
  const legacyFile = legacyFileOf(workspace.files[workspace.mainPath].root, project.docsPath, io.cwd);
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
