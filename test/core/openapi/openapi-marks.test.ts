import { describe, expect, it } from 'vitest';
import type { NavIndex } from '../../../src/core/model/nav-index';
import { buildNavIndex, navIndexOf } from '../../../src/core/model/build-nav-index';
import { workspaceFromText, type Workspace } from '../../../src/core/model/workspace';
import { analyseOpenapi } from '../../../src/core/openapi/analyse-openapi';
import { bindingScopes } from '../../../src/core/openapi/openapi-binding';
import { openapiMarks, openapiMarksInSlices } from '../../../src/core/openapi/openapi-marks';
import { openapiSources } from '../../../src/core/openapi/openapi-sources';
import type { OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';
import { storeWith } from '../../helpers/store';
import { rng } from '../../helpers/rng';
import { docsJson, loadFixture } from './openapi-helpers';
import {
  duplicateCommand,
  keyboardMoveCommand,
  removeElementCommand,
  removeFieldCommand,
  setFieldCommand,
  setPageEntryCommand,
} from '../../../src/core/commands/index';

/** What the marks must be: a walk of the whole index, in pre-order. */
function walked(index: NavIndex): number[] {
  return index.order.filter((id) => {
    const el = index.elements.get(id)!;
    if (el.kind === 'page') return el.node.type === 'string' && (el.node.value as string).includes(' ');
    return el.node.type === 'object' && el.node.props.some((p) => p.key === 'openapi');
  });
}

/** Everything the analysis publishes, as plain data, for one index. */
function analysisOf(ws: Workspace, index: NavIndex, documents: ReadonlyMap<string, OpenapiDocumentState>) {
  const a = analyseOpenapi({ ws, index, documents, pageFiles: new Set(['index', 'get-plants']) });
  const scopes = bindingScopes(ws, index);
  return {
    sources: openapiSources(ws, index),
    own: [...scopes.own].map(([id, b]) => [id, b.key, b.directory]),
    scope: [...scopes.scope].map(([id, b]) => [id, b.key]),
    diagnostics: a.diagnostics,
    pages: index.order.map((id) => [id, a.generatedPages(id)?.map((p) => p.address), a.documentFor(id), a.entryPage(id)?.address]),
  };
}

const NAV = {
  tabs: [
    {
      tab: 'API',
      openapi: 'plants.yaml',
      groups: [
        {
          group: 'Plants',
          pages: ['GET /plants', 'index', 'POST /plants', { group: 'Nested', pages: ['GET /plants/{plantId}', 'get /plants'] }],
        },
        { group: 'Generated', openapi: { source: 'users.json', directory: 'people' } },
        { group: 'Empty inherits' },
      ],
    },
    { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'plants.yaml GET /plants', 'users.json GET /users'] }] },
  ],
};

describe('openapiMarks: the OpenAPI analysis over a kept, per-subtree list of the elements it reads', () => {
  it('equals a walk of the whole index, and the analysis one over an index built from scratch, through random edits', async () => {
    await fuzzMarks(NAV, 11, 120);
  });

  it('the same with a long list of pages among them (its strings read, not its elements)', async () => {
    // Every 40th entry may name an operation; the list is long (1,000 pages or more) throughout.
    const long = Array.from({ length: 1100 }, (_, i) => (i % 40 === 7 ? 'GET /plants' : `guides/p-${i}`));
    const nav = { ...NAV, tabs: [...NAV.tabs, { tab: 'Long', openapi: 'plants.yaml', groups: [{ group: 'Long', pages: long }] }] };
    await fuzzMarks(nav, 5, 60);
  });

  it('the same with groups inside a long list (their subtrees summed, though the pages around them are not looked up)', async () => {
    const long: unknown[] = Array.from({ length: 1100 }, (_, i) => `guides/p-${i}`);
    long.splice(500, 0, {
      group: 'Inner',
      openapi: 'users.json',
      pages: ['GET /users', { group: 'Innermost', pages: ['plants.yaml GET /plants'] }],
    });
    long.splice(900, 0, { group: 'Plain', pages: ['guides/plain'] });
    const nav = { ...NAV, tabs: [...NAV.tabs, { tab: 'Long', groups: [{ group: 'Long', pages: long }] }] };
    await fuzzMarks(nav, 9, 40);
  });
});

async function fuzzMarks(nav: unknown, seed: number, steps: number): Promise<void> {
  const documents = new Map<string, OpenapiDocumentState>([
    ['plants.yaml', await loadFixture('plants.yaml')],
    ['users.json', await loadFixture('users.json')],
  ]);
  const store = storeWith(docsJson(nav));
  const next = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const entries = [
    'GET /plants',
    'POST /plants',
    'GET /plants/',
    'users.json GET /users',
    'plants.yaml GET /nope',
    'webhook plantAdded',
    'guides/intro',
    'get /users',
  ];
  const bindings: unknown[] = [
    'plants.yaml',
    'users.json',
    ['users.json', 'plants.yaml'],
    { source: 'plants.yaml', directory: 'api' },
    'ftp://x/y.yaml',
    3,
  ];
  for (let step = 0; step < steps; step++) {
    const index = store.getIndex();
    const els = index.order.map((id) => index.elements.get(id)!).filter((e) => e.parent !== undefined);
    const el = pick(els);
    const r = next();
    if (r < 0.25 && el.kind === 'page') store.run(setPageEntryCommand, { file: el.file, path: [...el.path], value: pick(entries) });
    else if (r < 0.4 && el.node.type === 'object')
      store.run(setFieldCommand, { file: el.file, path: [...el.path], key: 'openapi', value: pick(bindings) });
    else if (r < 0.5 && el.node.type === 'object') store.run(removeFieldCommand, { file: el.file, path: [...el.path], key: 'openapi' });
    else if (r < 0.6 && el.node.type === 'object')
      store.run(setFieldCommand, { file: el.file, path: [...el.path], key: 'group', value: `G${step}` });
    else if (r < 0.8) store.run(keyboardMoveCommand, { id: el.id, dir: pick(['up', 'down', 'in', 'out'] as const) });
    else if (r < 0.85 && els.length > 6) store.run(removeElementCommand, { ids: [el.id] });
    else if (r < 0.9) store.run(duplicateCommand, { id: el.id });
    else if (r < 0.95) store.undo();
    else store.redo();

    const ws = store.getState().workspace!;
    const kept = navIndexOf(ws);
    expect(openapiMarks(kept).map((e) => e.id)).toEqual(walked(kept));
    expect(analysisOf(ws, kept, documents)).toEqual(analysisOf(ws, buildNavIndex(ws, null), documents));
  }
}

describe('openapiMarks, kept per subtree', () => {
  it("visits only what changed: an edit far from any binding leaves the other subtrees' lists alone", () => {
    const store = storeWith(docsJson(NAV));
    const before = openapiMarks(store.getIndex());
    const start = store
      .getIndex()
      .order.map((id) => store.getIndex().elements.get(id)!)
      .find(
        (e) =>
          e.kind === 'group' &&
          e.node.type === 'object' &&
          e.node.props.some((p) => p.key === 'group' && (p.value as { value?: unknown }).value === 'Start'),
      )!;
    store.run(setFieldCommand, { file: start.file, path: [...start.path], key: 'group', value: 'Begin' });
    const after = openapiMarks(store.getIndex());
    // The same elements, and those of the untouched API tab are the very objects of before.
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(after.slice(0, 6)).toEqual(before.slice(0, 6));
    for (let k = 0; k < 6; k++) expect(after[k]).toBe(before[k]);
  });
});

describe('openapiMarksInSlices (a document just opened, in the session)', () => {
  it('sums a large navigation in several steps to the marks a whole walk finds', () => {
    // Groups of pages, some writing "openapi", some pages naming operations.
    const groups = Array.from({ length: 1500 }, (_, g) => ({
      group: `G${g}`,
      ...(g % 7 === 0 ? { openapi: `spec${g}.yaml` } : {}),
      pages: Array.from({ length: 8 }, (_, p) => (p === 3 ? `GET /items/${g}` : `g${g}/p${p}`)),
    }));
    const ws = workspaceFromText(JSON.stringify({ navigation: { groups } })).workspace!;
    const index = buildNavIndex(ws);
    const slices = openapiMarksInSlices(index);
    let steps = 1;
    while (!slices.step(() => true)) steps++;
    expect(steps).toBeGreaterThan(1);
    expect(openapiMarks(index).map((el) => el.id)).toEqual(walked(index));
    expect(openapiMarksInSlices(index).step(() => true)).toBe(true);
  });
});
