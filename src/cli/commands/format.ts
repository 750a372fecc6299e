import { relative } from 'node:path';
import { printFile } from '../../core/model/workspace';
import { parseArgs, type CliIo } from '../io';
import { loadFromDisk } from '../load-project';

/** One line of help: usage, then what it does. */
export const help = 'format <docs.json>: print the document as docsnav writes it (byte for byte when nothing was edited)';

/** `docsnav format`: prints docs.json through the lossless printer; exit 2 when it cannot be read or is not JSON. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  if (positional.length !== 1 || flags.size) {
    io.stderr.write(`usage: docsnav ${help.slice(0, help.indexOf(':'))}\n`);
    return 2;
  }
  let project;
  try {
    project = loadFromDisk(positional[0], io.cwd);
  } catch (e) {
    io.stderr.write(`docsnav format: ${(e as Error).message}\n`);
    return 2;
  }
  const ws = project.load.workspace;
  if (!ws) {
    const p = project.load.problems[0];
    const file = relative(io.cwd, project.docsPath) || project.docsPath;
    const pos = p?.syntax?.position;
    io.stderr.write(
      pos ? `${file}:${pos.line}:${pos.column} error not-json ${p.syntax!.message}\n` : `${file}: ${p?.message ?? 'cannot be read'}\n`,
    );
    return 2;
  }
  io.stdout.write(printFile(ws));
  return 0;
}
