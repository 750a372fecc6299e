#!/usr/bin/env node
// The docsnav command line. The CLI is TypeScript run through tsx (a dependency), so the
// same core modules serve the browser, the tests and the command line without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
