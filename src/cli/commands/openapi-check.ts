import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadOpenapi, type OpenapiDocumentState, type OpenapiProblem } from '../../core/openapi/index';
import { parseArgs, type CliIo } from '../io';

/** One line of help: usage, then what it does. */
export const help =
  'openapi-check <openapi file> [--json]: validate one OpenAPI document the way the site reads it; prints "OpenAPI definition is valid." (exit 0) or each problem with its line (exit 1)';

/** The verdict on one document: valid or not, and each problem as a line to print. */
export interface OpenapiVerdict {
  readonly valid: boolean;
  readonly lines: string[];
  /** Notes that do not make the document invalid (a YAML indentation strict parsers refuse). */
  readonly notes: string[];
  readonly state?: OpenapiDocumentState;
}

/**
 * Check one OpenAPI document from disk: the version gate (2.0 is refused), syntax, `$ref`s
 * (other files read relative to the document) and the OpenAPI schema. Lines use the real
 * generator's wording where it has one ("OpenAPI versions prior to 3.0 not supported",
 * "Failed to validate OpenAPI schema:", "file not found, please check the path provided:"),
 * each with the file, line and column.
 */
export async function checkOpenapiFile(input: string, cwd: string): Promise<OpenapiVerdict> {
  const abs = resolve(cwd, input);
  if (!existsSync(abs) || !statSync(abs).isFile())
    return { valid: false, lines: [`file not found, please check the path provided: ${input}`], notes: [] };
  const display = relative(cwd, abs) || abs;
  // Keys are paths from the filesystem root, so references may climb above the working folder.
  const key = abs.replace(/^\/+/, '');
  const read = (p: string) => {
    const f = '/' + p;
    return existsSync(f) && statSync(f).isFile() ? readFileSync(f, 'utf8') : undefined;
  };
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch (e) {
    return { valid: false, lines: [`${display}: the file cannot be read (${(e as Error).message})`], notes: [] };
  }
  const state = await loadOpenapi(text, key, read);
  // Messages name other files from the filesystem root: show them from the working folder.
  const folder = key.includes('/') ? key.slice(0, key.lastIndexOf('/') + 1) : '';
  const shown = relative(cwd, resolve(abs, '..'));
  const name = (s: string) =>
    s
      .split(key)
      .join(display)
      .split(folder)
      .join(shown ? `${shown}/` : '');
  const at = (p: OpenapiProblem) => (p.line !== undefined ? `${display}:${p.line}:${p.column}` : display);
  if (state.status === 'failed') {
    if (state.failure === 'openapi-2')
      return {
        valid: false,
        lines: [
          `OpenAPI versions prior to 3.0 not supported. ${at(state.problems![0])}: OpenAPI 2.0 is not supported; convert it to OpenAPI 3.`,
        ],
        notes: [],
        state,
      };
    return { valid: false, lines: (state.problems ?? []).map((p) => `${at(p)} ${name(p.message)}`), notes: [], state };
  }
  const lines: string[] = [];
  const notes: string[] = [];
  for (const p of state.problems ?? []) {
    if (p.severity !== 'error') notes.push(`${at(p)} note: ${name(p.message)}.`);
    else if (p.code === 'openapi-schema-violation')
      lines.push(`${at(p)} Failed to validate OpenAPI schema:${p.pointer || '/'}: ${name(p.message)}`);
    else lines.push(`${at(p)} ${p.pointer ? `${p.pointer}: ` : ''}${name(p.message)}`);
  }
  return { valid: lines.length === 0, lines, notes, state };
}

/** `docsnav openapi-check <file>`: exit 0 when valid, 1 when not (or missing), 2 on a usage mistake. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const unknown = [...flags.keys()].filter((f) => f !== 'json');
  if (positional.length !== 1 || unknown.length) {
    io.stderr.write(
      `${unknown.length ? `docsnav openapi-check: unknown option --${unknown[0]}\n` : ''}usage: docsnav ${help.slice(0, help.indexOf(':'))}\n`,
    );
    return 2;
  }
  const v = await checkOpenapiFile(positional[0], io.cwd);
  if (flags.has('json')) {
    const ops = v.state?.operations?.length;
    io.stdout.write(
      JSON.stringify(
        { file: positional[0], valid: v.valid, ...(ops !== undefined ? { operations: ops } : {}), problems: v.lines, notes: v.notes },
        null,
        2,
      ) + '\n',
    );
    return v.valid ? 0 : 1;
  }
  for (const n of v.notes) io.stderr.write(n + '\n');
  if (v.valid) {
    io.stdout.write('OpenAPI definition is valid.\n');
    return 0;
  }
  for (const line of v.lines) io.stdout.write(line + '\n');
  return 1;
}
