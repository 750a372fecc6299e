#!/usr/bin/env node
// The docsnav command line. Installed from the package, it runs the compiled CLI in dist-cli/
// (plain CommonJS: no TypeScript, no tsx, nothing to compile, and Node's synchronous loader, the
// fastest way to start; see scripts/build-cli.ts). In a clone of the repository, where src/ is
// beside this file, it runs the TypeScript sources through tsx (a devDependency), so an edit
// takes effect at once and a dist-cli/ left by `npm pack` is never run stale. Paths are
// resolved from this file's real location, so it works through `npx docsnav` (a symlink in
// node_modules/.bin) and from any working folder.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const io = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() };
const sources = join(__dirname, '..', 'src', 'cli', 'main.ts');
const start = existsSync(sources)
  ? () =>
      // tsx's ES module API (its CommonJS build of it cannot register from here).
      import('tsx/esm/api').then(({ register }) => {
        register();
        return import(pathToFileURL(sources).href);
      })
  : () => Promise.resolve(require('../dist-cli/main.cjs'));
start()
  .then(({ main }) => main(process.argv.slice(2), io))
  .then((code) => {
    process.exitCode = code;
  });
