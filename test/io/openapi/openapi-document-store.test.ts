import { describe, expect, it } from 'vitest';
import { OpenapiDocumentStore, type WantedDocument } from '../../../src/io/openapi/openapi-document-store';
import { createInlineRunner, type OpenapiRunner } from '../../../src/io/openapi/openapi-runner';
import type { OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';
import { fixture } from '../../core/openapi/openapi-helpers';

/** The inline runner, counting loads, with each load held until released (to order events). */
function countingRunner() {
  const inner = createInlineRunner();
  const loads: string[] = [];
  const runner: OpenapiRunner = {
    setFiles: (f) => inner.setFiles(f),
    load: (key, text, onIndexed) => {
      loads.push(key);
      return inner.load(key, text, onIndexed);
    },
    dispose: () => inner.dispose(),
  };
  return { runner, loads };
}

/** Resolves once the store's state for `key` satisfies `ok`. */
function until(
  store: OpenapiDocumentStore,
  key: string,
  ok: (s: OpenapiDocumentState | undefined) => boolean,
): Promise<OpenapiDocumentState | undefined> {
  return new Promise((resolve) => {
    const check = () => {
      const s = store.getSnapshot().get(key);
      if (ok(s)) {
        off();
        resolve(s);
      }
    };
    const off = store.subscribe(check);
    check();
  });
}

describe("the store of the project's OpenAPI documents", () => {
  it('loads each new text once: loading, then indexed (pages can show), then validated', async () => {
    const { runner, loads } = countingRunner();
    const store = new OpenapiDocumentStore(runner);
    const seen: string[] = [];
    store.subscribe(() => {
      const s = store.getSnapshot().get('users.json');
      seen.push(s?.status === 'loaded' ? `loaded:${s.document?.validation}` : String(s?.status));
    });
    const wanted = new Map<string, WantedDocument>([['users.json', { text: fixture('users.json') }]]);
    store.sync(wanted);
    const done = await until(store, 'users.json', (s) => s?.document?.validation === 'valid');
    expect(done?.operations).toHaveLength(4);
    expect(seen).toEqual(['loading', 'loaded:pending', 'loaded:valid']);
    // The same text again (an edit elsewhere in docs.json): nothing reloads, nothing changes.
    const before = store.getSnapshot();
    store.sync(new Map(wanted));
    expect(store.getSnapshot()).toBe(before);
    expect(loads).toEqual(['users.json']);
  });

  it('a newer text wins over one still loading; a document no longer named is dropped', async () => {
    const { runner } = countingRunner();
    const store = new OpenapiDocumentStore(runner);
    store.sync(new Map([['api.yaml', { text: fixture('invalid.yaml') }]]));
    store.sync(new Map([['api.yaml', { text: fixture('plants.yaml') }]]));
    const s = await until(store, 'api.yaml', (x) => x?.document?.validation === 'valid');
    expect(s?.document?.title).toBe('Plants API');
    // Give the first load time to finish: its result must not come back.
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getSnapshot().get('api.yaml')?.document?.title).toBe('Plants API');
    store.sync(new Map());
    expect(store.getSnapshot().size).toBe(0);
  });

  it('documents that cannot be read are failed states with the reason, without a load', () => {
    const { runner, loads } = countingRunner();
    const store = new OpenapiDocumentStore(runner);
    store.sync(
      new Map<string, WantedDocument>([
        ['gone.yaml', { failure: 'not-found', message: 'gone.yaml is not in the opened folder' }],
        ['https://x/api.json', { loading: true }],
      ]),
    );
    expect(store.getSnapshot().get('gone.yaml')).toMatchObject({ status: 'failed', failure: 'not-found' });
    expect(store.getSnapshot().get('https://x/api.json')).toEqual({ status: 'loading' });
    expect(loads).toEqual([]);
  });

  it('references into other files are read from the files it was given', async () => {
    const store = new OpenapiDocumentStore(createInlineRunner());
    store.setFiles(
      new Map([
        ['multi/ops/list-nodes.yaml', fixture('multi/ops/list-nodes.yaml')],
        ['multi/ops/node-item.yaml', fixture('multi/ops/node-item.yaml')],
        ['multi/schemas.yaml', fixture('multi/schemas.yaml')],
      ]),
    );
    // Files and the document in the same tick, as the hook's effects send them.
    store.sync(new Map([['multi/root.yaml', { text: fixture('multi/root.yaml') }]]));
    const s = await until(store, 'multi/root.yaml', (x) => x?.document?.validation === 'invalid');
    expect(s?.operations?.find((o) => o.path === '/nodes')?.summary).toBe('List nodes');
    // Only the one missing file is a problem.
    expect(s?.problems?.filter((p) => p.code === 'openapi-missing-ref').map((p) => p.pointer)).toEqual(['/paths/~1missing/get/$ref']);
  });
});

describe("the worker runner's messages", () => {
  it('a validated state keeps the indexed operations list when validation changed none, so pages are expanded once', async () => {
    const { keepOperations } = await import('../../../src/io/openapi/openapi-runner');
    const { loadOpenapiStages } = await import('../../../src/core/openapi/load-openapi');
    const { expandDocument } = await import('../../../src/core/openapi/expand-document');
    let indexed: OpenapiDocumentState | undefined;
    // structuredClone: what a worker message does to every state.
    const validated = structuredClone(
      await loadOpenapiStages(fixture('users.json'), 'users.json', undefined, (s) => (indexed = structuredClone(s))),
    );
    const kept = keepOperations(indexed, validated);
    expect(kept.operations).toBe(indexed!.operations);
    expect(kept.document?.validation).toBe('valid');
    expect(expandDocument(kept.document!)).toBe(expandDocument(indexed!.document!));
    // An invalid operation is news: the validated list wins.
    let before: OpenapiDocumentState | undefined;
    const invalid = await loadOpenapiStages(fixture('invalid.yaml'), 'invalid.yaml', undefined, (s) => (before = s));
    expect(keepOperations(before, invalid).operations).toBe(invalid.operations);
    expect(invalid.operations?.some((o) => !o.valid)).toBe(true);
  });

  it('tells the runner when a document being loaded is no longer wanted (closed, or its text changed)', async () => {
    const signals: AbortSignal[] = [];
    const runner: OpenapiRunner = {
      setFiles: () => undefined,
      load: (_key, _text, _onIndexed, signal) => {
        signals.push(signal!);
        return new Promise(() => undefined);
      },
      dispose: () => undefined,
    };
    const store = new OpenapiDocumentStore(runner);
    store.sync(new Map([['users.json', { text: fixture('users.json') }]]));
    await new Promise((r) => setTimeout(r, 0));
    expect(signals.map((s) => s.aborted)).toEqual([false]);
    store.sync(new Map([['users.json', { text: fixture('users.json') + ' ' }]]));
    await new Promise((r) => setTimeout(r, 0));
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    store.sync(new Map());
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
  });
  it("a folder's late file loads from the file; its text, read since, does not load it again", async () => {
    const { runner, loads } = countingRunner();
    const store = new OpenapiDocumentStore(runner);
    const users = fixture('users.json');
    const file = new Blob([users]);
    store.sync(new Map([['users.json', { file }]]));
    const done = await until(store, 'users.json', (s) => s?.document?.validation === 'valid');
    expect(done?.operations).toHaveLength(4);
    const before = store.getSnapshot();
    store.sync(new Map([['users.json', { text: users, file }]]));
    store.sync(new Map([['users.json', { text: users }]]));
    expect(store.getSnapshot()).toBe(before);
    expect(loads).toEqual(['users.json']);
    // Another file of that name (another folder): loaded again.
    store.sync(new Map([['users.json', { file: new Blob([users]) }]]));
    await until(store, 'users.json', (s) => s !== before.get('users.json') && s?.document?.validation === 'valid');
    expect(loads).toEqual(['users.json', 'users.json']);
  });
});
