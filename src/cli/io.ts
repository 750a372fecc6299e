/** Where a subcommand writes, and the folder it runs in (injected so tests can capture output). */
export interface CliIo {
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown };
  cwd: string;
}

/**
 * What a file in src/cli/commands/ exports: `run` (returns the exit code: 0 ok, 1 problems
 * found, 2 bad input or usage) and `help`, one line that starts with the usage:
 * `check <docs.json | folder> [--json]: print every problem ...`.
 */
export interface CommandModule {
  readonly help: string;
  run(argv: string[], io: CliIo): Promise<number>;
}

/** Split argv into positional arguments and --flags (with `--flag value` for the names in `valued`). */
export function parseArgs(argv: string[], valued: readonly string[] = []): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2);
      if (inline !== undefined) flags.set(name, inline);
      else if (valued.includes(name) && i + 1 < argv.length) flags.set(name, argv[++i]);
      else flags.set(name, true);
    } else positional.push(a);
  }
  return { positional, flags };
}
