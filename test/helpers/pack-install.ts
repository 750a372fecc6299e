import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The project's root folder (where package.json is). */
export const PROJECT_ROOT = resolve(__dirname, '..', '..');

/** The package as `npm pack` made it, installed into an empty folder as a user would. */
export interface InstalledPackage {
  /** The folder it is installed in (its node_modules/docsnav is the package). */
  readonly dir: string;
  /** The installed command, `<dir>/node_modules/.bin/docsnav`. */
  readonly bin: string;
  /** Every path in the tarball, relative to the package root. */
  readonly files: readonly string[];
  /** The tarball's size and the unpacked size, in bytes. */
  readonly size: number;
  readonly unpackedSize: number;
  /** Remove the folder (some 2,500 files: give the hook that calls it time on a loaded machine). */
  cleanup(): Promise<void>;
}

/**
 * `npm pack` the project (its prepack builds the app, reusing an unchanged build, and compiles
 * the CLI), then `npm install` the tarball into a new empty folder, offline: the package has no
 * dependencies to fetch. Slow (a Vite build when the app's sources changed): call once per file.
 */
export async function packAndInstall(): Promise<InstalledPackage> {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-package-'));
  try {
    // DOCSNAV_OUT names a test run's own app build in a clone; an installed package has its one app.
    const env = { ...process.env, DOCSNAV_OUT: undefined };
    const packed = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: PROJECT_ROOT, env, maxBuffer: 64 * 1024 * 1024 });
    const [info] = JSON.parse(packed.stdout) as { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
    const app = join(dir, 'project');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'docs-site', private: true }) + '\n');
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, info.filename)], { cwd: app, env });
    return {
      dir: app,
      bin: join(app, 'node_modules', '.bin', 'docsnav'),
      files: info.files.map((f) => f.path),
      size: info.size,
      unpackedSize: info.unpackedSize,
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
