import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openProject } from '../../src/io/project-files';
import { printFile } from '../../src/core/model/workspace';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { runRules } from '../../src/core/rules/index';
import { buildSidebar } from '../../src/core/sidebar/sidebar-model';
import { analyseOpenapi, loadOpenapi, openapiSources } from '../../src/core/openapi/index';
import { DocStore } from '../../src/core/history/doc-store';
import '../../src/core/commands/index';
import { HOSTILE, PROTOTYPE_NAMES, tally } from './catalogue';
import { duplicateCommand } from '../../src/core/commands/index';

// The hostile-input suite, core runner: every input through what an open does (openProject:
// the parser, split files, the docs.json checks), then the rules, the preview's model, the
// OpenAPI analysis, an edit with undo, and the printer. Nothing may throw; a refusal says what
// and where; the printed text is the input byte for byte; no prototype is polluted.

const count = tally('core (parser, rules, preview model, OpenAPI, printer)');
afterAll(() => count.print());
afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES.filter((n) => n !== 'prototype').sort());
});

const decode = (c: string | Uint8Array) => (typeof c === 'string' ? c : new TextDecoder('utf-8', { ignoreBOM: true }).decode(c));

describe.each(HOSTILE.filter((i) => !i.huge))('hostile input: $name', (input) => {
  it(
    input.expect === 'refused' ? 'is refused with what is wrong and where' : 'opens, and every stage of the core takes it',
    async () => {
      await count.run(async () => {
        const raw = input.files();
        const files = new Map(Object.entries(raw).map(([k, v]) => [k, decode(v)]));
        const r = openProject(files, 'folder', 'hostile', { folder: true });
        if (input.expect === 'refused') {
          expect(r.ok).toBe(false);
          if (!r.ok) {
            expect(r.message).toMatch(input.says!);
            expect(r.message).toContain('the document you had open stays open');
          }
          return;
        }
        expect(r.ok, r.ok ? '' : r.message).toBe(true);
        if (!r.ok) return;
        const ws = r.workspace;
        const index = buildNavIndex(ws);
        const diagnostics = runRules(ws, index, { pageFiles: r.project.pageFiles });
        for (const d of diagnostics) expect(typeof d.message).toBe('string');
        // The preview of every section a reader can choose.
        buildSidebar(ws, index);
        for (const id of index.order) {
          const el = index.elements.get(id)!;
          if (el.kind === 'page' || el.kind === 'group' || el.parent === undefined) continue;
          buildSidebar(ws, index, { choices: new Map([[el.parent, id]]) });
        }
        // The OpenAPI documents it names, loaded as the app loads them.
        const documents = new Map();
        for (const s of openapiSources(ws, index, r.project.frontMatter, {
          paths: [...r.project.files.keys()],
          text: (p) => r.project.files.get(p),
        })) {
          const t = r.project.files.get(s.key);
          if (t !== undefined) documents.set(s.key, await loadOpenapi(t, s.key, (p) => r.project.files.get(p)));
        }
        const analysis = analyseOpenapi({ ws, index, documents, pageFiles: r.project.pageFiles });
        const all = [...diagnostics, ...analysis.diagnostics];
        if (input.says) expect(all.map((d) => `${d.code} ${d.message}`).join('\n')).toMatch(input.says);
        // Untouched, every file prints back byte for byte.
        for (const path of Object.keys(ws.files)) expect(printFile(ws, path) === files.get(path), path).toBe(true);
        // An edit and its undo: the bytes come back.
        const s = new DocStore();
        s.load(ws);
        const first = index.order.find((id) => index.elements.get(id)!.kind !== 'navigation');
        if (first !== undefined && s.run(duplicateCommand, { id: first }).ok) {
          s.undo();
          expect(printFile(s.getState().workspace!) === files.get(ws.mainPath)).toBe(true);
        }
      });
    },
    180_000,
  );
});
