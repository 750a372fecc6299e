import { describe, expect, it } from 'vitest';
import { createInlineRunner, createWorkerRunner } from '../../../src/io/openapi/openapi-runner';
import { createOpenapiHandler, EARLY_YAML_CHARS } from '../../../src/workers/openapi-handler';
import type { FromOpenapiWorker, ToOpenapiWorker } from '../../../src/workers/openapi-protocol';
import { quickStages } from '../../../src/workers/prefetch-stages';
import type { OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';
import { fixture } from '../../core/openapi/openapi-helpers';

/**
 * A stand-in for the browser's Worker (Node has none): messages are structured-cloned both ways,
 * as postMessage does, and handled by the worker's real message handler. Records what the page sent.
 */
function fakeWorker() {
  const sent: ToOpenapiWorker[] = [];
  let terminated = false;
  const worker = {
    onmessage: null as ((e: MessageEvent<FromOpenapiWorker>) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    postMessage(m: ToOpenapiWorker) {
      sent.push(m);
      const copy = structuredClone(m);
      queueMicrotask(() => handle(copy));
    },
    terminate() {
      terminated = true;
    },
  };
  const handle = createOpenapiHandler((m) => {
    const copy = structuredClone(m);
    // A terminated worker says nothing more.
    queueMicrotask(() => !terminated && worker.onmessage?.({ data: copy } as MessageEvent<FromOpenapiWorker>));
  });
  return { worker: worker as unknown as Worker, sent, terminated: () => terminated };
}

/** Wait (5 s at most, in 10 ms steps) until `done()` says what the worker's handler posted is in. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
}

/** One operation, as the JSON documents of the scan's tests hold it. */
const op = { summary: 'A', responses: { '200': { description: 'OK' } } };

/** The pages a posted state lists, as "kind path". */
const pages = (m: FromOpenapiWorker) => m.state.operations?.map((o) => `${o.kind} ${o.path}`);

describe('the worker runner', () => {
  it('sends a document that is one of the project files by its key: its text crosses to the worker once', async () => {
    const { worker, sent } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const text = fixture('users.json');
    runner.setFiles(
      new Map([
        ['users.json', text],
        ['guides/intro.mdx', '# Intro'],
      ]),
    );
    const indexed: OpenapiDocumentState[] = [];
    const done = await runner.load('users.json', text, (s) => indexed.push(s));
    expect(indexed.map((s) => s.document?.validation)).toEqual(['pending']);
    expect(done.document?.validation).toBe('valid');
    expect(done.operations).toHaveLength(4);
    // Only JSON and YAML files go to the worker, and the load names the document without its text.
    expect(sent[0]).toEqual({ type: 'files', files: [['users.json', text]] });
    expect(sent[1]).toEqual({ type: 'load', id: 1, key: 'users.json' });
  });

  it('sends the text when the worker does not hold it (a remote document, or a text that changed since)', async () => {
    const { worker, sent } = fakeWorker();
    const runner = createWorkerRunner(worker);
    runner.setFiles(new Map([['users.json', '{"openapi": "3.0.3", "info": {"title": "old", "version": "1"}, "paths": {}}']]));
    const text = fixture('users.json');
    const local = await runner.load('users.json', text, () => undefined);
    const remote = await runner.load('https://example.com/users.json', text, () => undefined);
    expect(local.operations).toHaveLength(4);
    expect(remote.operations).toHaveLength(4);
    expect(sent.slice(1).map((m) => m.type === 'load' && m.text === text)).toEqual([true, true]);
  });

  it('replaces a worker busy with a document nobody wants: the next document does not wait for its validation', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const runner = createWorkerRunner(() => {
      workers.push(fakeWorker());
      return workers.at(-1)!.worker;
    });
    const users = fixture('users.json');
    runner.setFiles(new Map([['users.json', users]]));
    const wanted = new AbortController();
    let indexed!: () => void;
    const pagesShown = new Promise<void>((r) => (indexed = r));
    const old = runner.load('users.json', users, () => indexed(), wanted.signal);
    // Its pages are out; it is still being validated when the project closes.
    await pagesShown;
    wanted.abort();
    expect(await old).toMatchObject({ status: 'failed' });
    expect(workers.map((w) => w.terminated())).toEqual([true, false]);
    // The new worker has the files, and loads the next document.
    const next = await runner.load('users.json', users, () => undefined);
    expect(next.document?.validation).toBe('valid');
    expect(workers[1].sent).toEqual([
      { type: 'files', files: [['users.json', users]] },
      { type: 'load', id: 2, key: 'users.json' },
    ]);
  });

  it('keeps a worker given ready-made: an abandoned load is only forgotten', async () => {
    const { worker, terminated } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const wanted = new AbortController();
    const old = runner.load('users.json', fixture('users.json'), () => undefined, wanted.signal);
    wanted.abort();
    expect(await old).toMatchObject({ status: 'failed' });
    expect(terminated()).toBe(false);
    expect((await runner.load('users.json', fixture('users.json'), () => undefined)).operations).toHaveLength(4);
  });

  it('reads a chosen folder in the worker too: a document whose text the page read from the same file never crosses', async () => {
    const { worker, sent } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const users = fixture('users.json');
    const confirm = runner.prefetch!([
      ['users.json', new Blob([users])],
      ['guides/intro.mdx', new Blob(['# Intro'])],
    ]);
    confirm(new Map([['users.json', users]]));
    runner.setFiles(new Map([['users.json', users]]));
    const indexed: OpenapiDocumentState[] = [];
    const done = await runner.load('users.json', users, (s) => indexed.push(s));
    expect(indexed.map((s) => s.operations?.length)).toEqual([4]);
    expect(done.document?.validation).toBe('valid');
    expect(sent.map((m) => m.type)).toEqual(['prefetch', 'files', 'load']);
    expect(sent[1]).toEqual({ type: 'files', files: [['users.json', null]] });
    expect(sent[2]).toEqual({ type: 'load', id: 1, key: 'users.json' });
  });

  it('sends the text of a prefetched file when it is not what the page read from it (a later folder, another text)', async () => {
    const { worker, sent } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const users = fixture('users.json');
    const first = runner.prefetch!([['users.json', new Blob(['{"openapi": "3.0.3", "paths": {}}'])]]);
    // Another folder was chosen before the first one's texts came.
    const second = runner.prefetch!([['users.json', new Blob([users])]]);
    first(new Map([['users.json', '{"openapi": "3.0.3", "paths": {}}']]));
    second(new Map([['other.json', '{}']]));
    runner.setFiles(new Map([['users.json', users]]));
    const done = await runner.load('users.json', users, () => undefined);
    expect(done.operations).toHaveLength(4);
    expect(sent.filter((m) => m.type === 'files')).toEqual([{ type: 'files', files: [['users.json', users]] }]);
  });

  it("a JSON document's pages come from its bytes: they wait neither for its text nor for the folder's other files", async () => {
    // The worker's handler itself: the file whose read never ends (a large one, still reading)
    // is no Blob a message could carry.
    const posted: FromOpenapiWorker[] = [];
    const handle = createOpenapiHandler((m) => posted.push(m));
    const users = fixture('users.json');
    const stuck = { arrayBuffer: () => new Promise<ArrayBuffer>(() => undefined) } as unknown as Blob;
    handle({
      type: 'prefetch',
      files: [
        ['users.json', new Blob([users])],
        ['other.json', stuck],
      ],
    });
    handle({ type: 'files', files: [] });
    handle({ type: 'load', id: 1, key: 'users.json', file: new Blob([users]) });
    await until(() => posted.length > 0);
    expect(posted.map((m) => m.type)).toEqual(['indexed']);
    const state = posted[0].state;
    expect(state.operations?.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /users',
      'POST /users',
      'GET /users/{userId}',
      'GET /teams/',
    ]);
    expect(state.document?.validation).toBe('pending');
  });

  it("a JSON document's pages go out from the members up to `paths`; a later member the pages need brings them after", async () => {
    const posted: FromOpenapiWorker[] = [];
    const handle = createOpenapiHandler((m) => posted.push(m));
    const text = (webhooksLast: boolean) =>
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: { '/a': { get: op } },
        components: { schemas: { S: { type: 'string' } } },
        ...(webhooksLast ? { webhooks: { ping: { post: op } } } : {}),
      });
    for (const [id, webhooksLast] of [
      [1, false],
      [2, true],
    ] as const) {
      posted.length = 0;
      handle({ type: 'prefetch', files: [['api.json', new Blob([text(webhooksLast)])]] });
      handle({ type: 'files', files: [] });
      handle({ type: 'load', id, key: 'api.json', file: new Blob([text(webhooksLast)]) });
      await until(() => posted.some((m) => m.type === 'validated'));
      if (!webhooksLast) {
        // The rest of the scan changed nothing: the pages went out once.
        expect(posted.map((m) => m.type)).toEqual(['indexed', 'validated']);
        expect(pages(posted[0])).toEqual(['operation /a']);
      } else {
        // The webhook after the components: the first pages, then the whole scan's, before validation.
        expect(posted.map((m) => m.type)).toEqual(['indexed', 'indexed', 'validated']);
        expect(pages(posted[0])).toEqual(['operation /a']);
        expect(pages(posted[1])).toEqual(['operation /a', 'webhook ping']);
        expect(posted[1].state.document?.validation).toBe('pending');
      }
      expect(pages(posted.at(-1)!)).toEqual(webhooksLast ? ['operation /a', 'webhook ping'] : ['operation /a']);
    }
  });

  it("a prefetched JSON document's bytes past `paths` are scanned when the page asks for its pages, not before", async () => {
    // Scanned ahead, the rest (50-130 ms for GitHub's 13 MB document) could be running when the
    // page's ask came, and held the pages ready before it. What shows when it is scanned: bytes
    // changed in place between the prefetch and the ask (a file object whose buffer the test
    // keeps), read by the scan of the rest only if it comes after the ask.
    const posted: FromOpenapiWorker[] = [];
    const handle = createOpenapiHandler((m) => posted.push(m));
    // The scan pauses at `components`, the first member after `paths` the index does not read.
    const head = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: op } },
      components: { schemas: { S: { type: 'string' } } },
    }).slice(0, -1);
    const webhook = `,"webhooks":{"ping":{"post":${JSON.stringify(op)}}}`;
    const encode = (t: string) => new TextEncoder().encode(t);
    const bytes = encode(`${head}${' '.repeat(webhook.length)}}`);
    const file = { arrayBuffer: () => Promise.resolve(bytes.buffer) } as unknown as Blob;
    // The prefetch chunk loaded once, then time for a scan ahead to have run (it would take a few ms).
    handle({ type: 'prefetch', files: [['warm.json', new Blob([`${head}}`])]] });
    handle({ type: 'files', files: [] });
    handle({ type: 'load', id: 1, key: 'warm.json' });
    await until(() => posted.some((m) => m.type === 'validated'));
    posted.length = 0;
    handle({ type: 'prefetch', files: [['api.json', file]] });
    await new Promise((r) => setTimeout(r, 200));
    bytes.set(encode(webhook), head.length);
    handle({ type: 'files', files: [] });
    handle({ type: 'load', id: 2, key: 'api.json' });
    await until(() => posted.some((m) => m.type === 'validated'));
    expect(posted.map((m) => m.type)).toEqual(['indexed', 'indexed', 'validated']);
    expect(pages(posted[0])).toEqual(['operation /a']);
    expect(pages(posted[1])).toEqual(['operation /a', 'webhook ping']);
  });

  it('a JSON document with sorted keys (`components` first) has its pages from its bytes too; a file of components only is no document', async () => {
    // As Stripe's spec3.json: its `openapi` comes after all of `components`, past the first 4 KB
    // that say whether a file is scanned at all.
    const paths = JSON.stringify({ '/a': { get: op }, '/b': { post: op } });
    const long = 'x'.repeat(8192);
    const sorted = `{"components":{"schemas":{"S":{"type":"string","description":"${long}"}}},"info":{"title":"Sorted","version":"1"},"openapi":"3.0.3","paths":${paths}}`;
    // Its quick stage from the scan of the bytes: the text (decoded and parsed whole, 38 ms for
    // Stripe's in Node against 11 ms for the scan) is never asked for.
    const quick = quickStages(
      'sorted.json',
      Promise.resolve(new TextEncoder().encode(sorted)),
      () => new Promise<undefined>(() => undefined),
    );
    expect((await quick.first)?.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /a', 'POST /b']);
    // Through the worker: the pages, then validation.
    const posted: FromOpenapiWorker[] = [];
    const handle = createOpenapiHandler((m) => posted.push(m));
    handle({ type: 'prefetch', files: [['sorted.json', new Blob([sorted])]] });
    handle({ type: 'files', files: [] });
    handle({ type: 'load', id: 1, key: 'sorted.json' });
    await until(() => posted.some((m) => m.type === 'validated'));
    expect(posted.map((m) => m.type)).toEqual(['indexed', 'validated']);
    expect(pages(posted[0])).toEqual(['operation /a', 'operation /b']);
    expect(posted[1].state.document?.validation).toBe('valid');

    // The same head with no `openapi` after it (a split specification's file of components):
    // the scan gives up, and the whole text says what it is.
    posted.length = 0;
    const parts = JSON.stringify({ components: { schemas: { S: { type: 'string' } } } });
    handle({ type: 'prefetch', files: [['parts.json', new Blob([parts])]] });
    handle({ type: 'files', files: [] });
    handle({ type: 'load', id: 2, key: 'parts.json' });
    await until(() => posted.some((m) => m.type === 'validated'));
    expect(posted.map((m) => m.type)).toEqual(['validated']);
    expect(posted[0].state).toMatchObject({ status: 'failed', failure: 'not-openapi' });
  });

  it("a YAML document's pages come from the members the index reads: its `components` wait for the whole parse", async () => {
    const posted: FromOpenapiWorker[] = [];
    const handle = createOpenapiHandler((m) => posted.push(m));
    // The components do not parse (a flow list never closed): the whole parse fails there.
    const text = [
      'openapi: 3.1.0',
      'info: {title: T, version: "1"}',
      'paths:',
      '  /a:',
      '    get: {summary: A, responses: {"200": {description: OK}}}',
      'components:',
      '  schemas: {S: [}',
      '',
    ].join('\n');
    handle({ type: 'prefetch', files: [['api.yaml', new Blob([text])]] });
    handle({ type: 'files', files: [] });
    handle({ type: 'load', id: 1, key: 'api.yaml', file: new Blob([text]) });
    await until(() => posted.some((m) => m.type === 'validated'));
    expect(posted.map((m) => m.type)).toEqual(['indexed', 'validated']);
    expect(posted[0].state.operations?.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /a']);
    expect(posted[0].state.document?.validation).toBe('pending');
    // Then the whole parse says where the text is not YAML.
    expect(posted[1].state).toMatchObject({ status: 'failed', failure: 'syntax' });

    // Sent as text (a remote document, fetched by the page): the same, once, when it is large
    // enough for it; a small one is parsed whole at once, and its syntax error comes alone.
    posted.length = 0;
    const large = text.replace('title: T', `title: T, description: ${'x'.repeat(EARLY_YAML_CHARS)}`);
    handle({ type: 'load', id: 2, key: 'https://example.com/api.yaml', text: large });
    await until(() => posted.some((m) => m.type === 'validated'));
    expect(posted.map((m) => m.type)).toEqual(['indexed', 'validated']);
    expect(posted[0].state.operations?.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /a']);
    posted.length = 0;
    handle({ type: 'load', id: 3, key: 'https://example.com/small.yaml', text });
    await until(() => posted.some((m) => m.type === 'validated'));
    expect(posted.map((m) => m.type)).toEqual(['validated']);
  });

  it('a folder whose OpenAPI document needs another file: the references resolve, the early index is not used', async () => {
    const { worker } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const root = '{"openapi": "3.0.3", "info": {"title": "R", "version": "1"}, "paths": {"/a": {"$ref": "paths.json#/a"}}}';
    const paths = '{"a": {"get": {"summary": "From the other file", "responses": {"200": {"description": "OK"}}}}}';
    const confirm = runner.prefetch!([
      ['root.json', new Blob([root])],
      ['paths.json', new Blob([paths])],
    ]);
    const texts = new Map([
      ['root.json', root],
      ['paths.json', paths],
    ]);
    confirm(texts);
    runner.setFiles(texts);
    const done = await runner.load('root.json', root, () => undefined);
    expect(done.operations?.map((o) => `${o.method} ${o.path} ${o.summary}`)).toEqual(['GET /a From the other file']);
    expect(done.document?.validation).toBe('valid');
  });

  it('a replaced worker gets the prefetched files to read when asked, not to index again', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const runner = createWorkerRunner(() => {
      workers.push(fakeWorker());
      return workers.at(-1)!.worker;
    });
    const users = fixture('users.json');
    const blob = new Blob([users]);
    runner.prefetch!([['users.json', blob]])(new Map([['users.json', users]]));
    runner.setFiles(new Map([['users.json', users]]));
    const wanted = new AbortController();
    let indexed!: () => void;
    const pagesShown = new Promise<void>((r) => (indexed = r));
    void runner.load('users.json', users, () => indexed(), wanted.signal);
    await pagesShown;
    wanted.abort();
    expect(workers[1].sent.slice(0, 2)).toEqual([
      { type: 'prefetch', files: [['users.json', blob]], index: false },
      { type: 'files', files: [['users.json', null]] },
    ]);
    // The file is still there for the next load, read when asked for.
    expect((await runner.load('users.json', users, () => undefined)).document?.validation).toBe('valid');
  });
  it("loads a document from a file the page has not read (a folder's late file): the file crosses, no text", async () => {
    const { worker, sent } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const users = fixture('users.json');
    const blob = new Blob([users]);
    runner.prefetch!([['users.json', blob]]);
    runner.setFiles(new Map());
    const indexed: OpenapiDocumentState[] = [];
    const done = await runner.load('users.json', blob, (s) => indexed.push(s));
    expect(indexed.map((s) => s.operations?.length)).toEqual([4]);
    expect(done.document?.validation).toBe('valid');
    const load = sent.find((m) => m.type === 'load');
    expect(load).toEqual({ type: 'load', id: 1, key: 'users.json', file: blob });
    // Not prefetched (a replaced worker's own read, or no prefetch at all): the worker reads the file it is given.
    const other = createWorkerRunner(fakeWorker().worker);
    expect((await other.load('users.json', new Blob([users]), () => undefined)).operations).toHaveLength(4);
    expect((await createInlineRunner().load('users.json', new Blob([users]), () => undefined)).operations).toHaveLength(4);
  });
  it("a document whose $ref points into a folder's file the page has not read yet: the worker reads it there", async () => {
    const { worker } = fakeWorker();
    const runner = createWorkerRunner(worker);
    const root = '{"openapi": "3.0.3", "info": {"title": "R", "version": "1"}, "paths": {"/a": {"$ref": "big.json#/paths/~1a"}}}';
    const big =
      '{"openapi": "3.0.3", "info": {"title": "B", "version": "1"}, "paths": {"/a": {"get": {"summary": "From the big file", "responses": {"200": {"description": "OK"}}}}}}';
    const confirm = runner.prefetch!([
      ['root.json', new Blob([root])],
      ['big.json', new Blob([big])],
    ]);
    // The page read root.json only: big.json is a late file, not among the files it sends.
    confirm(new Map([['root.json', root]]));
    runner.setFiles(new Map([['root.json', root]]));
    const done = await runner.load('root.json', root, () => undefined);
    expect(done.operations?.map((o) => `${o.method} ${o.path} ${o.summary}`)).toEqual(['GET /a From the big file']);
  });
});
