import { spawn } from 'node:child_process';
import { parseArgs, type CliIo } from '../io';
import { startDevSession, type DevSession } from '../dev/dev-session';
import { appDirFromEnv, ensureApp } from '../dev/ensure-app';

/** One line of help: usage, then what it does. */
export const help =
  "dev [folder] [--port N] [--host H] [--open] [--build]: edit the folder's docs.json in the browser and save to disk; prints its problems as `check` does, again on every change";

/** Port tried first when --port is not given; the next nine are tried when it is taken. */
export const DEFAULT_PORT = 4400;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Open `url` in the default browser; a missing opener is reported, not fatal. No dependency: one spawn per platform. */
function openBrowser(url: string, io: CliIo): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
  child.on('error', () => io.stderr.write(`docsnav dev: could not open a browser (${cmd}); open the address above yourself.\n`));
  child.unref();
}

async function listen(opts: Parameters<typeof startDevSession>[0], explicitPort: boolean): Promise<DevSession> {
  const first = opts.port ?? DEFAULT_PORT;
  for (let port = first; ; port++) {
    try {
      return await startDevSession({ ...opts, port });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE') throw e;
      if (explicitPort || port >= first + 9) throw new Error(`port ${port} is in use; pick another with --port N`, { cause: e });
    }
  }
}

/** `docsnav dev`: runs until Ctrl+C (or SIGTERM); exit 0 then, 2 when it cannot start. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv, ['port', 'host']);
  const unknown = [...flags.keys()].filter((f) => !['port', 'host', 'open', 'build'].includes(f));
  const usage = `usage: docsnav ${help.slice(0, help.indexOf(':'))}\n`;
  if (positional.length > 1 || unknown.length) {
    io.stderr.write(`${unknown.length ? `docsnav dev: unknown option --${unknown[0]}\n` : ''}${usage}`);
    return 2;
  }
  const portFlag = flags.get('port');
  const port = portFlag === undefined ? undefined : Number(portFlag);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    io.stderr.write(`docsnav dev: --port must be a number from 0 to 65535 (got "${String(portFlag)}")\n`);
    return 2;
  }
  const hostFlag = flags.get('host');
  if (hostFlag === true || hostFlag === '') {
    io.stderr.write('docsnav dev: --host needs an address, like --host 0.0.0.0\n');
    return 2;
  }
  const host = hostFlag ?? '127.0.0.1';
  const write = (s: string) => void io.stdout.write(s);

  // Listen for Ctrl+C from the start: a stop that comes while the app builds or the first check runs still closes cleanly.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  let session: DevSession;
  try {
    const appDir = appDirFromEnv();
    const app = await ensureApp(appDir, flags.has('build'), write);
    if (app.note) write(`${app.note}\n`);
    session = await listen({ folder: positional[0] ?? '.', cwd: io.cwd, appDir, host, port, write }, port !== undefined);
  } catch (e) {
    io.stderr.write(`docsnav dev: ${(e as Error).message}\n`);
    return 2;
  }
  if (!LOOPBACK.has(host)) {
    write(
      `\nWarning: listening on ${host}, not only this machine. Anyone who can reach it and has the address with its token can read and change ${session.root}.\n`,
    );
  }
  if (flags.has('open')) openBrowser(session.server.url, io);

  await stopped;
  await session.close();
  write('docsnav dev stopped.\n');
  return 0;
}
