import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where docsnav itself is installed, for the commands that read its own files (the dev server's
// built app, check's icon name lists), without loading the dev server (see dev/ensure-app.ts).

/**
 * The folder that holds docsnav's package.json: a clone of the repository (index.html, src/ and
 * vite.config.ts beside it) or the installed package (the built app in dist/, the compiled CLI in
 * dist-cli/). Found by walking up from this module, which sits at a different depth in each
 * (src/cli/ in a clone, dist-cli/ or dist-cli/chunks/ compiled).
 */
export const REPO_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)));

function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '..', '..');
  }
}

/**
 * Where the built app lives: `dist/`, or the folder named by DOCSNAV_OUT (the same variable
 * vite.config.ts builds into, so a test run can serve the bundle it built for itself).
 */
export function appDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(REPO_ROOT, env.DOCSNAV_OUT ?? 'dist');
}
