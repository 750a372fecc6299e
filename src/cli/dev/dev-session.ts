import { existsSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDevServer, type DevServer } from './dev-server';
import { problemReporter } from './report-problems';
import { watchFolder } from './watch-folder';
import { configFileIn } from './read-dev-project';
import { LEGACY_CONFIG_NAME } from '../../core/legacy/legacy-config';

/** What `docsnav dev` runs: the server, the folder watch and the terminal report, together. */
export interface DevSessionOptions {
  /** The folder the user named: docs.json is at its root or under docs/. */
  folder: string;
  cwd: string;
  appDir: string;
  host?: string;
  port?: number;
  token?: string;
  write(s: string): void;
  debounceMs?: number;
}

export interface DevSession {
  readonly server: DevServer;
  /** The folder that holds docs.json (real path): what the API serves. */
  readonly root: string;
  close(): Promise<void>;
}

/** The folder holding docs.json, at `folder`'s root or under docs/ (the same lookup as `docsnav check`). */
export function findDocsRoot(folder: string, cwd: string): string {
  const abs = resolve(cwd, folder);
  if (!existsSync(abs)) throw new Error(`${folder}: no such folder`);
  if (!statSync(abs).isDirectory())
    throw new Error(`${folder} is a file; name the folder that holds docs.json (docsnav dev serves a folder)`);
  // A folder with only a legacy mint.json is served too: the app converts it, and Save creates docs.json.
  const found =
    [abs, join(abs, 'docs')].find((d) => existsSync(join(d, 'docs.json'))) ??
    [abs, join(abs, 'docs')].find((d) => existsSync(join(d, LEGACY_CONFIG_NAME)));
  if (!found) throw new Error(`${folder}: no docs.json (or legacy mint.json) at the folder's root or under docs/`);
  return realpathSync(found);
}

/**
 * Start the server on the folder, print its problems, and from then on watch the folder: each
 * change re-reads it, tells the open apps, and prints the problems again when they changed.
 */
export async function startDevSession(opts: DevSessionOptions): Promise<DevSession> {
  const root = findDocsRoot(opts.folder, opts.cwd);
  const server = await startDevServer({
    root,
    appDir: opts.appDir,
    host: opts.host,
    port: opts.port,
    token: opts.token,
    log: (line) => opts.write(`${line}\n`),
  });
  const reporter = problemReporter(root, opts.cwd, opts.write);
  const legacy = configFileIn(root) === LEGACY_CONFIG_NAME;
  opts.write(
    `docsnav dev: ${legacy ? `converting ${join(root, LEGACY_CONFIG_NAME)} (the app shows the docs.json it becomes; Save creates docs.json beside it)` : `editing ${join(root, 'docs.json')}`}\n  ${server.url}\nOpen that address in a browser (it holds the access token). Press Ctrl+C to stop.\n\n`,
  );
  await reporter.update();
  const watch = watchFolder(
    root,
    () => {
      server.refresh();
      reporter.update().catch((e: Error) => opts.write(`docsnav dev: the problems could not be checked: ${e.message}\n`));
    },
    opts.debounceMs,
  );
  return {
    server,
    root,
    close: async () => {
      watch.close();
      await server.close();
    },
  };
}
