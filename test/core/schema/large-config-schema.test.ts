import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_JSON_SCHEMA_ID, docsJsonSchema } from '../../../src/core/schema/docs-json-schema';
import { generateConfig } from '../../helpers/generate-config';

// Monaco's own copy of the JSON language service: the code its JSON worker runs.
const SERVICE = pathToFileURL(
  resolve('node_modules/monaco-editor/esm/external/vscode-json-languageservice/lib/esm/jsonLanguageService.js'),
).href;
const TEXT_DOCUMENT = pathToFileURL(
  resolve('node_modules/monaco-editor/esm/external/vscode-languageserver-textdocument/lib/esm/main.js'),
).href;

/**
 * Run the JSON worker's schema work (validation and getMatchingSchemas, which Monaco asks for
 * when the pane opens and on every keystroke) on `text` in a thread with a browser worker's
 * small stack, and say how it ended.
 */
function inWorker(
  text: string,
  schema: unknown,
): Promise<{ ok: true; problems: string[]; matches: number } | { ok: false; error: string }> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      try {
        const { getLanguageService } = await import(workerData.service);
        const { TextDocument } = await import(workerData.textDocument);
        const ls = getLanguageService({});
        // As schema-associations.ts gives it: by file, and under the "$schema" URL the file declares.
        ls.configure({ validate: true, schemas: [
          { uri: workerData.id, fileMatch: ['*docs.json'], schema: workerData.schema },
          { uri: 'https://mintlify.com/docs.json', schema: workerData.schema },
        ] });
        const doc = TextDocument.create('file:///docs.json', 'json', 1, workerData.text);
        const json = ls.parseJSONDocument(doc);
        const problems = await ls.doValidation(doc, json);
        const matches = await ls.getMatchingSchemas(doc, json);
        parentPort.postMessage({ ok: true, problems: problems.map((p) => p.message).slice(0, 5), matches: matches.length });
      } catch (e) {
        parentPort.postMessage({ ok: false, error: String(e && e.stack || e) });
      }
    })();`;
  return new Promise((done, fail) => {
    const w = new Worker(code, {
      eval: true,
      workerData: { service: SERVICE, textDocument: TEXT_DOCUMENT, id: DOCS_JSON_SCHEMA_ID, schema, text },
      // About what a browser gives a web worker (Chromium's is under 1 MB).
      resourceLimits: { stackSizeMb: 0.5 },
    });
    w.once('message', (m) => {
      void w.terminate();
      done(m);
    });
    w.once('error', fail);
  });
}

describe("the JSON pane's schema on a config of the largest real config's size and depth", () => {
  it('validates and matches schemas without overflowing the stack, and finds nothing wrong', async () => {
    // 23,000 pages, 4 languages x 6 versions x 3 tabs x 8 groups with nested groups: crewAI's shape (2.4 MB).
    const config = JSON.parse(generateConfig({ pages: 23000 }));
    const text = JSON.stringify({ name: 'Large', theme: 'mint', colors: { primary: '#000000' }, ...config }, null, 4);
    expect(text.length).toBeGreaterThan(1_000_000);
    const r = await inWorker(text, docsJsonSchema());
    expect(r.ok ? r : r.error.slice(0, 300)).toMatchObject({ ok: true, problems: [] });
    if (r.ok) expect(r.matches).toBeGreaterThan(23000);
  }, 120_000);
});
