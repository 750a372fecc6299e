import type { CliIo, CommandModule } from './io';

/*
 * ─── Subcommands ────────────────────────────────────────────────────────────────────────────
 * One line per command: `name: () => import('./commands/<name>')`. The file exports
 * `run(argv, io): Promise<number>` and `help` (one line, starting with the usage): the
 * CommandModule shape, which the registry's type checks. Commands load lazily, so `docsnav
 * check` never pays for what `dev` imports, and a broken command file breaks only itself.
 * Keep the list alphabetical to avoid merge conflicts.
 * The package compiles each file of src/cli/commands/ to dist-cli/commands/<name>.js
 * (scripts/build-cli.ts) and rewrites these imports to it, so the path must be a plain string.
 * A command pays at start for every module it imports statically: import what only some runs
 * need with `await import()` where it is needed (test/cli/cli-build.test.ts watches `check`).
 */
const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  check: () => import('./commands/check'),
  dev: () => import('./commands/dev'),
  expand: () => import('./commands/expand'),
  format: () => import('./commands/format'),
  migrate: () => import('./commands/migrate'),
  move: () => import('./commands/move'),
  'openapi-check': () => import('./commands/openapi-check'),
  'playground-check': () => import('./commands/playground-check'),
};
// ─── end of subcommands ────────────────────────────────────────────────────────────────────

/** The names of the registered subcommands, in the order `--help` lists them. */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

/**
 * Load a subcommand module. Each file of src/cli/commands/ exports `run` and `help`
 * (CommandModule): the registry's type checks it, so a command of another shape does not compile.
 */
export async function loadCommand(name: string): Promise<CommandModule | undefined> {
  if (!Object.prototype.hasOwnProperty.call(COMMANDS, name)) return undefined;
  const { run, help } = await COMMANDS[name]();
  return { run, help };
}

async function usage(io: CliIo): Promise<void> {
  io.stdout.write("docsnav: check, format and edit the navigation of a documentation site's docs.json\n\nUsage:\n");
  for (const name of COMMAND_NAMES) {
    let line: string;
    try {
      line = (await loadCommand(name))!.help;
    } catch (e) {
      line = `${name}: (cannot load: ${(e as Error).message})`;
    }
    io.stdout.write(`  docsnav ${line}\n`);
  }
  io.stdout.write('\nRun "docsnav <command> --help" for one command. Exit codes: 0 ok, 1 problems found, 2 bad input or usage.\n');
}

/**
 * Run the command line with `argv` (without node and the script); returns the exit code:
 * 0 ok, 1 problems found, 2 input that cannot be read or a usage mistake.
 *
 * @example process.exitCode = await main(['check', 'docs.json'], { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() })
 */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    await usage(io);
    return name ? 0 : 2;
  }
  let cmd: CommandModule | undefined;
  try {
    cmd = await loadCommand(name);
  } catch (e) {
    io.stderr.write(`docsnav ${name}: ${(e as Error).message}\n`);
    return 2;
  }
  if (!cmd) {
    io.stderr.write(`docsnav: unknown command "${name}". Run "docsnav --help" for the list.\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(`docsnav ${cmd.help}\n`);
    return 0;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    io.stderr.write(`docsnav ${name}: ${(e as Error).message}\n`);
    return 2;
  }
}
