import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenapi } from '../../../src/core/openapi/load-openapi';
import type { LoadedOpenapi, OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';

/** The OpenAPI fixtures written for these tests. */
export const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'openapi');

/** A fixture's text. */
export function fixture(path: string): string {
  return readFileSync(join(FIXTURES, path), 'utf8');
}

/** Reads fixtures by path relative to the fixtures folder (undefined when absent), like the opened folder. */
export function readFixture(path: string): string | undefined {
  const p = join(FIXTURES, path);
  return existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : undefined;
}

/** Load a fixture completely (index and validation). */
export function loadFixture(path: string, opts: { validate?: boolean } = {}): Promise<OpenapiDocumentState> {
  return loadOpenapi(fixture(path), path, readFixture, opts);
}

/** A fixture's loaded document; fails the test when it does not load. */
export async function loadedFixture(path: string, opts: { validate?: boolean } = {}): Promise<LoadedOpenapi> {
  const s = await loadFixture(path, opts);
  if (s.status !== 'loaded' || !s.document) throw new Error(`${path} did not load: ${s.message}`);
  return s.document;
}

import { loadWorkspace, type Workspace } from '../../../src/core/model/workspace';
import type { NavIndex } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { analyseOpenapi, type OpenapiAnalysisDetails } from '../../../src/core/openapi/analyse-openapi';
import { checkPageMetadata } from '../../../src/core/openapi/page-metadata';
import { failedState } from '../../../src/core/openapi/load-openapi';

/** A docs.json text around a navigation value. */
export function docsJson(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'Test', theme: 'mint', colors: { primary: '#0D9373' }, ...extra, navigation }, null, 2);
}

/** A workspace and its index from a navigation value. */
export function nav(navigation: unknown, extra: Record<string, unknown> = {}): { ws: Workspace; index: NavIndex } {
  const { workspace } = loadWorkspace('docs.json', docsJson(navigation, extra), () => undefined);
  return { ws: workspace!, index: buildNavIndex(workspace!) };
}

const loads = new Map<string, Promise<OpenapiDocumentState>>();

/**
 * The analysis of a navigation whose documents are fixtures: `docs` maps a document key to a
 * fixture path (loaded and validated), to 'missing' (not found) or to 'loading'.
 */
export async function analyse(
  navigation: unknown,
  docs: Record<string, string>,
  opts: { pageFiles?: string[]; frontMatter?: Record<string, Record<string, string>>; extra?: Record<string, unknown> } = {},
): Promise<OpenapiAnalysisDetails & { ws: Workspace; index: NavIndex; at(path: string): number }> {
  const { ws, index } = nav(navigation, opts.extra);
  const documents = new Map();
  for (const [key, src] of Object.entries(docs)) {
    if (src === 'loading') continue;
    if (src === 'missing') documents.set(key, failedState('not-found', `${key} was not found`));
    else {
      // Each fixture is loaded and validated once per test file (validation takes a while).
      const id = `${key}\u0000${src}`;
      if (!loads.has(id)) loads.set(id, loadOpenapi(fixture(src), key, readFixture));
      documents.set(key, await loads.get(id));
    }
  }
  const a = analyseOpenapi({
    ws,
    index,
    documents,
    pageFiles: opts.pageFiles ? new Set(opts.pageFiles) : undefined,
    frontMatter: opts.frontMatter ? new Map(Object.entries(opts.frontMatter)) : undefined,
    checkMetadata: checkPageMetadata,
  });
  /** The id of the element at a readable path ("tabs[0].groups[1]"). */
  const at = (path: string) => {
    const want = [
      'navigation',
      ...path
        .split(/[.[\]]+/)
        .filter(Boolean)
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
    ].join('/');
    for (const el of index.elements.values()) if (el.path.join('/') === want) return el.id;
    throw new Error(`no element at ${path}`);
  };
  return Object.assign(a, { ws, index, at });
}
