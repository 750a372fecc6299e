#!/usr/bin/env node
// The docsnav command line. The CLI is TypeScript run through tsx (a dependency), so the same
// core modules serve the browser, the tests and the command line without a build step.
// The import is resolved from this file's real location, so it works through `npx docsnav`
// (a symlink in node_modules/.bin) and from any working folder.
import { register } from 'tsx/esm/api';

register();
const { main } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
