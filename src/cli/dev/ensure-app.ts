import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../package-root';

export { appDirFromEnv, REPO_ROOT } from '../package-root';

/** Whether docsnav runs from a clone, with the app's sources to build from (not from the installed package). */
function hasAppSources(): boolean {
  return existsSync(join(REPO_ROOT, 'index.html')) && existsSync(join(REPO_ROOT, 'vite.config.ts'));
}

/** The newest modification time under the app's sources (src/, index.html, public/), in ms. */
function newestSource(): number {
  let newest = 0;
  const stack = [join(REPO_ROOT, 'src'), join(REPO_ROOT, 'public'), join(REPO_ROOT, 'index.html')];
  while (stack.length) {
    const p = stack.pop()!;
    let st;
    try {
      st = statSync(p);
    } catch {
      continue;
    }
    if (st.isDirectory()) for (const name of readdirSync(p)) stack.push(join(p, name));
    else newest = Math.max(newest, st.mtimeMs);
  }
  return newest;
}

/**
 * Make sure the built app exists in `appDir`, building it with Vite's JS API when it does not
 * (or when `force` is set). An existing build is served as it is, even when the sources are
 * newer: rebuilding takes a while and would surprise someone who built on purpose; the
 * returned note says so, and `--build` rebuilds.
 */
export async function ensureApp(appDir: string, force: boolean, write: (s: string) => void): Promise<{ built: boolean; note?: string }> {
  const index = join(appDir, 'index.html');
  if (!force && existsSync(index)) {
    const stale = newestSource() > statSync(index).mtimeMs;
    return {
      built: false,
      note: stale ? `The app in ${appDir} is older than its sources; run "docsnav dev --build" to rebuild it.` : undefined,
    };
  }
  if (!hasAppSources()) {
    // The installed package: its app was built before it was packed, and Vite is not installed.
    if (force)
      throw new Error(
        '--build rebuilds the app from its sources, which only a clone of the docsnav repository has; the installed package serves the app it ships',
      );
    throw new Error(`there is no built app in ${appDir}; the docsnav package ships one there, so reinstall docsnav`);
  }
  write(`Building the docsnav app into ${appDir} (once; later starts reuse it)…\n`);
  // Imported only here: serving an existing build never loads Vite.
  const { build } = await import('vite');
  await build({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appDir, emptyOutDir: true },
  });
  return { built: true };
}
