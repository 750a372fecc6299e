import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOpenapiText } from '../../src/core/openapi/parse-openapi-text';
import { loadOpenapi } from '../../src/core/openapi/load-openapi';
import { analyseOpenapi } from '../../src/core/openapi/index';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { workspaceFromText } from '../../src/core/model/workspace';
import { docsnav } from '../cli/run-cli';
import { yamlAliasBomb } from './inputs';

// A YAML alias bomb (issue 17): half a kilobyte of valid OpenAPI whose aliases expand 9^n
// times took minutes in `openapi-check`, and in the app the API group silently showed no pages.
// Alias expansion is capped and reported as an error on the file.

const dir = mkdtempSync(join(tmpdir(), 'docsnav-yaml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a YAML alias bomb', () => {
  it('is refused with where its first alias is and how far it expands, at any depth', () => {
    for (const depth of [5, 9, 20]) {
      const r = parseOpenapiText(yamlAliasBomb(depth), 'bomb.yaml');
      expect(r.ok, `depth ${depth}`).toBe(false);
      if (r.ok) return;
      expect(r.refused).toBe(true);
      expect([r.line, r.column]).toEqual([6, 12]);
      expect(r.message).toMatch(/^its aliases \(\*name\) expand it to over [\d,]+ values, more than 10 times what the file writes out/);
    }
  });

  it('an alias inside its own anchor is refused too, never walked for ever', () => {
    const r = parseOpenapiText('openapi: 3.0.3\ninfo: {title: t, version: "1"}\nx-self: &s {a: 1, b: *s}\npaths: {}\n', 'self.yaml');
    expect(r.ok).toBe(false);
  });

  it('a document that shares parts through anchors, as real ones do, still reads', () => {
    const text = [
      'openapi: 3.0.3',
      'info: {title: Pets, version: "1"}',
      'x-page: &page {name: page, in: query, schema: {type: integer}}',
      'paths:',
      '  /pets:',
      '    get: {summary: List, parameters: [*page], responses: {"200": {description: ok}}}',
      '  /owners:',
      '    get: {summary: Owners, parameters: [*page], responses: {"200": {description: ok}}}',
    ].join('\n');
    expect(parseOpenapiText(text, 'pets.yaml').ok).toBe(true);
  });

  it('openapi-check says so at its line, exit 1', async () => {
    const file = join(dir, 'bomb.yaml');
    writeFileSync(file, yamlAliasBomb(9));
    const r = await docsnav(['openapi-check', file], dir);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/^bomb\.yaml:6:12 not read: its aliases \(\*name\) expand it/m);
  });

  it('docsnav check names the file on the element that binds it, exit 1', async () => {
    writeFileSync(join(dir, 'bomb.yaml'), yamlAliasBomb(9));
    writeFileSync(
      join(dir, 'docs.json'),
      '{\n  "name": "Api",\n  "navigation": {\n    "groups": [{ "group": "API", "openapi": "bomb.yaml" }]\n  }\n}\n',
    );
    const r = await docsnav(['check', dir], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^docs\.json:4:\d+ error openapi-\S+ .*bomb\.yaml is not read at line 6, column 12: its aliases/m);
  });

  it('the API group says why it has no pages (the analysis the app shows)', async () => {
    const ws = workspaceFromText('{"navigation": {"groups": [{"group": "API", "openapi": "bomb.yaml"}]}}').workspace!;
    const index = buildNavIndex(ws);
    const state = await loadOpenapi(yamlAliasBomb(9), 'bomb.yaml');
    const a = analyseOpenapi({ ws, index, documents: new Map([['bomb.yaml', state]]) });
    const group = [...index.elements.values()].find((e) => e.kind === 'group')!;
    expect(a.generatedPages(group.id) ?? []).toEqual([]);
    const d = a.diagnostics.find((x) => x.elementId === group.id);
    expect(d?.severity).toBe('error');
    expect(d?.message).toContain('bomb.yaml is not read at line 6, column 12: its aliases (*name) expand it');
  });
});
