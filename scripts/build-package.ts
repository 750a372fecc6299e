/**
 * `npm pack` runs this first (prepack): what the package ships, built from the sources.
 *
 * - dist/: the app, built with Vite, served by the installed `docsnav dev`. The build is reused
 *   when nothing it is made from changed since it was made (a hash of the app's inputs, kept in
 *   node_modules/.cache, not in the package), so packing twice builds once: the packed-install
 *   test and a second `npm pack` do not wait for Vite again.
 * - dist-cli/: the command line compiled to JavaScript (scripts/build-cli.ts; well under a second).
 * - THIRD-PARTY-LICENSES.txt in each: the licences of the packages bundled into it.
 *
 * It prints to stderr only: `npm pack --json` shows a script's standard output in its JSON.
 *
 * Usage: node --import tsx scripts/build-package.ts [--force]   (--force rebuilds the app)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from './build-cli';
import { importedPackageDirs, thirdPartyLicenses } from './third-party-licenses';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIR = join(ROOT, 'dist');
const STAMP = join(ROOT, 'node_modules', '.cache', 'docsnav', 'app-build.txt');

/**
 * What the app's build is made of: its sources, the sample project, the page, the build's
 * configuration and the exact versions of every package (the lock file). WARNING: a new input
 * of the Vite build (a config file it reads) belongs in this list, or a stale app may be packed.
 */
const APP_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** A hash of every file of the app's inputs (paths and contents), in a fixed order. */
export function appInputsHash(root = ROOT): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  const stack = APP_INPUTS.map((p) => join(root, p));
  while (stack.length) {
    const p = stack.pop()!;
    if (!existsSync(p)) continue;
    if (statSync(p).isDirectory()) for (const name of readdirSync(p)) stack.push(join(p, name));
    else files.push(p);
  }
  for (const f of files.sort()) {
    hash.update(relative(root, f).split('\\').join('/') + '\0');
    hash.update(readFileSync(f));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Build the app into dist/ unless the build there was made from the same inputs; says which it did. */
async function buildApp(force: boolean): Promise<void> {
  const inputs = appInputsHash();
  const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (!force && previous === inputs && existsSync(join(APP_DIR, 'index.html'))) {
    console.error(`docsnav app: ${relative(ROOT, APP_DIR)}/ is up to date with its sources; reused.`);
    return;
  }
  console.error(`docsnav app: building into ${relative(ROOT, APP_DIR)}/ ...`);
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: APP_DIR, emptyOutDir: true },
  });
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, inputs + '\n');
}

async function main(): Promise<void> {
  await buildApp(process.argv.includes('--force'));
  // Written on every pack (a reused build keeps its app, not necessarily the list of licences).
  writeFileSync(
    join(APP_DIR, 'THIRD-PARTY-LICENSES.txt'),
    thirdPartyLicenses(importedPackageDirs(ROOT, [join(ROOT, 'src', 'cli')]), "docsnav's built app (dist/)"),
  );
  await buildCli();
  console.error('docsnav CLI: compiled into dist-cli/.');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
