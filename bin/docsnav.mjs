#!/usr/bin/env node
// The docsnav command line. Installed from the package, it runs the compiled CLI in dist-cli/
// (plain JavaScript: no TypeScript, no tsx, nothing to compile at start). In a clone of the
// repository, where src/ is beside this file, it runs the TypeScript sources through tsx (a
// devDependency), so an edit takes effect at once and a dist-cli/ left by `npm pack` is never
// run stale. Paths are resolved from this file's real location, so it works through
// `npx docsnav` (a symlink in node_modules/.bin) and from any working folder.
import { existsSync } from 'node:fs';

const sources = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(sources.href));
} else {
  ({ main } = await import('../dist-cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
