import { relative } from 'node:path';
import type { Workspace } from '../core/model/workspace';
import { parseArgs, type CliIo } from './io';
import { loadFromDisk, type DiskProject } from './load-project';

/** What a command that reads one `<docs.json | folder>` accepts besides it. */
export interface CommandSpec {
  /** The command's name, as typed after `docsnav`. */
  readonly name: string;
  /** Its one line of help (the usage is what comes before the first colon). */
  readonly help: string;
  /** The flags it knows, without `--`; those in `valued` take the next argument as their value. */
  readonly flags?: readonly string[];
  readonly valued?: readonly string[];
}

/** A command line that names one input and only known flags. */
export interface CommandLine {
  readonly input: string;
  readonly flags: ReadonlyMap<string, string | true>;
}

/**
 * Parse the arguments of a command that reads one `<docs.json | folder>`: exactly one input and
 * only the flags `spec` names. On a mistake it writes the unknown option (if that is the
 * mistake) and the usage to stderr and returns undefined: the command exits 2.
 */
export function parseCommandLine(argv: string[], io: CliIo, spec: CommandSpec): CommandLine | undefined {
  const known = [...(spec.flags ?? []), ...(spec.valued ?? [])];
  const { positional, flags } = parseArgs(argv, spec.valued ?? []);
  const unknown = [...flags.keys()].filter((f) => !known.includes(f));
  if (positional.length !== 1 || unknown.length) {
    const usage = spec.help.slice(0, spec.help.indexOf(':'));
    io.stderr.write(`${unknown.length ? `docsnav ${spec.name}: unknown option --${unknown[0]}\n` : ''}usage: docsnav ${usage}\n`);
    return undefined;
  }
  return { input: positional[0], flags };
}

/** Why a project cannot be opened: the input cannot be read, or its docs.json is not JSON. */
export interface Unreadable {
  readonly code: 'cannot-read' | 'not-json';
  /** What is wrong, in sentence case, without the place. */
  readonly message: string;
  /** docs.json as the user named it (relative to the working folder), when it was found. */
  readonly displayFile?: string;
  /** Where the JSON breaks (not-json only). */
  readonly line?: number;
  readonly column?: number;
}

/** A project read from disk whose document loaded, or why it did not. */
export type OpenedProject = { readonly project: DiskProject; readonly workspace: Workspace } | { readonly unreadable: Unreadable };

/**
 * Read the project an input names (docs.json, or a folder that holds one) as every command
 * reads it: the document with its split files and page files. When it cannot be read, or its
 * docs.json does not parse, the first reason only (later syntax errors are usually consequences).
 */
export function openProject(input: string, cwd: string): OpenedProject {
  let project: DiskProject;
  try {
    project = loadFromDisk(input, cwd);
  } catch (e) {
    return { unreadable: { code: 'cannot-read', message: (e as Error).message } };
  }
  const workspace = project.load.workspace;
  if (workspace) return { project, workspace };
  const p = project.load.problems[0];
  const displayFile = relative(cwd, project.docsPath) || project.docsPath;
  const pos = p?.syntax?.position;
  if (pos) return { unreadable: { code: 'not-json', message: p.syntax!.message, displayFile, line: pos.line, column: pos.column } };
  return { unreadable: { code: 'cannot-read', message: p?.message ?? 'cannot be read', displayFile } };
}

/** An unreadable input as one line: `file:line:column error not-json <message>`, `file: <message>`, or the message. */
export function unreadableLine(u: Unreadable): string {
  if (u.code === 'not-json') return `${u.displayFile}:${u.line}:${u.column} error not-json ${u.message}`;
  return u.displayFile ? `${u.displayFile}: ${u.message}` : u.message;
}
