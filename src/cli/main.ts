import type { CliIo, Subcommand } from './io';
import { check } from './commands/check';
import { format } from './commands/format';
import { move } from './commands/move';

/** The subcommands, one line each. */
export const SUBCOMMANDS: Record<string, Subcommand> = {
  check,
  format,
  move,
};

function help(io: CliIo): void {
  io.stdout.write('docsnav: check, format and edit the navigation of a docs.json\n\nUsage:\n');
  for (const c of Object.values(SUBCOMMANDS)) io.stdout.write(`  docsnav ${c.usage}\n      ${c.summary}\n`);
}

/** Run the command line; returns the exit code (0 ok, 1 problems found, 2 bad input or usage). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name ? 0 : 2;
  }
  const cmd = SUBCOMMANDS[name];
  if (!cmd) {
    io.stderr.write(`docsnav: unknown command "${name}". Run "docsnav --help" for the list.\n`);
    return 2;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    io.stderr.write(`docsnav ${name}: ${(e as Error).message}\n`);
    return 2;
  }
}
