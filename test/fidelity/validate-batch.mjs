#!/usr/bin/env node
// The generator's validator over many configs in one process: the same answers as
// `../shared/oracle/validate.mjs <docs.json> --strip` (and `--prebuild --strip`), without
// paying a node start and the validator's import (1-3 s) once per config.
//
// Usage: node test/fidelity/validate-batch.mjs <oracle dir> <requests.json>
//   requests.json: [{ "config": <docs.json value> } | { "file": "<path>", "prebuild": true }]
// Prints one JSON array, one answer per request, in order:
//   { valid, errors: [{ path: [...], message, code }], details?: [{ path: [...], message }], stripped?: [[...]] }
// Paths are arrays of keys and indices (validate.mjs prints the same places as dotted strings).
//
// It imports the oracle's own packages (never shipped, never imported by src/), and repeats
// validate.mjs's `strippedKeys` comparison of input and parsed output.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [oracleDir, requestsPath] = process.argv.slice(2);
const require = createRequire(join(oracleDir, 'package.json'));
const validation = await import(pathToFileURL(require.resolve('@mintlify/validation')).href);

/** validate.mjs's strippedKeys: places present in the input but absent from zod's output. */
function strippedKeys(input, output, path = [], out = []) {
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((v, i) => strippedKeys(v, output[i], [...path, i], out));
  } else if (input && typeof input === 'object' && output && typeof output === 'object') {
    for (const k of Object.keys(input)) {
      if (!(k in output) || (output[k] === undefined && input[k] !== undefined)) out.push([...path, k]);
      else strippedKeys(input[k], output[k], [...path, k], out);
    }
  }
  return out;
}

// validate.mjs's `details`: inside a union issue, the leaf issues of the branches that fit the
// input's shape best. Kept in step with validate.mjs (same heuristic) so both name the same places.
function isShapeIssue(i, n) {
  return (
    (i.code === 'invalid_type' && i.received === 'undefined' && i.path.length === n + 1) ||
    (i.code === 'unrecognized_keys' && i.path.length === n) ||
    (i.code === 'invalid_type' && i.path.length === n) ||
    (i.code === 'invalid_union' &&
      i.path.length === n + 1 &&
      i.unionErrors.every((ue) => ue.issues.every((j) => j.code === 'invalid_type' && j.received === 'undefined')))
  );
}
function leafIssues(issue) {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.unionErrors)) return [{ path: issue.path, message: issue.message }];
  const n = issue.path.length;
  const scored = issue.unionErrors.map((ue) => ({ ue, shape: ue.issues.filter((i) => isShapeIssue(i, n)).length }));
  const best = Math.min(...scored.map((x) => x.shape));
  const seen = new Set();
  const res = [];
  for (const { ue, shape } of scored) {
    if (shape !== best) continue;
    for (const i of ue.issues)
      for (const leaf of leafIssues(i)) {
        const key = JSON.stringify(leaf.path) + '|' + leaf.message;
        if (!seen.has(key)) {
          seen.add(key);
          res.push(leaf);
        }
      }
  }
  return res.length ? res : [{ path: issue.path, message: issue.message }];
}

async function answer(request) {
  let config = request.config;
  if (request.file !== undefined) {
    try {
      config = JSON.parse(readFileSync(request.file, 'utf8'));
    } catch (e) {
      return { valid: false, errors: [{ path: [], message: `cannot read ${request.file}: ${e.message}`, code: 'io' }] };
    }
    if (request.prebuild) {
      // What the prebuild's resolveFileRefs does: resolveRefs reading files under the config's folder.
      const dir = dirname(request.file);
      try {
        config = (await validation.resolveRefs(config, (rel) => readFile(join(dir, rel), 'utf-8'))).resolved;
      } catch (e) {
        return { valid: false, errors: [{ path: [], message: `Error resolving $ref in docs.json: ${e.message}`, code: 'ref' }] };
      }
    }
  }
  const result = validation.validateDocsConfig(config);
  if (!result.success) {
    return {
      valid: false,
      errors: result.error.issues.map((i) => ({ path: i.path, message: i.message, code: i.code })),
      details: result.error.issues.flatMap(leafIssues),
    };
  }
  return { valid: true, errors: [], stripped: strippedKeys(config, result.data) };
}

const requests = JSON.parse(readFileSync(requestsPath, 'utf8'));
const answers = [];
for (const r of requests) answers.push(await answer(r));
process.stdout.write(JSON.stringify(answers));
