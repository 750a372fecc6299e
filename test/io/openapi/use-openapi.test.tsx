// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useOpenapi } from '../../../src/ui/shell/use-openapi';
import { createInlineRunner, type OpenapiRunner } from '../../../src/io/openapi/openapi-runner';
import { fetchOpenapiText } from '../../../src/io/openapi/fetch-openapi';
import { openapiQueryClient } from '../../../src/io/openapi/query-client';
import { lateFiles, type ProjectFiles } from '../../../src/io/project-files';
import { EditorSession } from '../../../src/core/session/editor-session';
import { projectInputs } from '../../../src/ui/shell/use-project';
import type { Workspace } from '../../../src/core/model/workspace';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { fixture, nav } from '../../core/openapi/openapi-helpers';

const USERS = fixture('users.json');
/** Validation can take seconds on a busy machine: wait for outcomes, never for a time. */
const SLOW = { timeout: 15000 };
let flaky = 0;
const server = setupServer(
  http.get('https://api.example.com/openapi.json', () => HttpResponse.text(USERS, { headers: { 'content-type': 'application/json' } })),
  http.get('https://api.example.com/flaky.json', () =>
    ++flaky === 1 ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }) : HttpResponse.text(USERS),
  ),
  http.get('https://api.example.com/gone.json', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })),
  http.get('https://api.example.com/down.json', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  openapiQueryClient.clear();
});
afterAll(() => server.close());

function project(files: Record<string, string>, folder = true): ProjectFiles {
  return {
    name: 'Test',
    source: folder ? 'folder' : 'file',
    pageFiles: folder ? new Set() : undefined,
    frontMatter: new Map(),
    files: new Map(Object.entries(files)),
  };
}

/** The inline runner, counting loads: the browser uses the worker, which answers the same way. */
function counting(): OpenapiRunner & { loads: string[] } {
  const inner = createInlineRunner();
  const loads: string[] = [];
  return { loads, setFiles: inner.setFiles, load: (k, t, on) => (loads.push(k), inner.load(k, t, on)), dispose: inner.dispose };
}

/** A session with `ws` open and the hook loading its documents: `result.current` is the analysis the session publishes. */
function mount(ws: Workspace, files: ProjectFiles, runner: OpenapiRunner) {
  const session = new EditorSession();
  session.load(ws, { inputs: projectInputs(files) });
  renderHook(() => useOpenapi(session, files, runner));
  return {
    session,
    result: {
      get current() {
        return session.getSnapshot().openapi;
      },
    },
    load: (next: Workspace) => act(() => session.load(next)),
  };
}

const idAt = (ws: Workspace, path: string) => [...navIndexOf(ws).elements.values()].find((e) => e.path.join('/') === path)!.id;

describe('useOpenapi: the documents the session analyses', () => {
  it('loads the documents the navigation names from the opened files, and publishes generated pages and titles', async () => {
    const { ws } = nav({
      groups: [
        { group: 'Users', openapi: 'users.json', pages: ['GET /users'] },
        { group: 'All', openapi: 'plants.yaml' },
      ],
    });
    const [files, runner] = [project({ 'users.json': USERS, 'plants.yaml': fixture('plants.yaml') }), counting()];
    const { result } = mount(ws, files, runner);
    expect(result.current?.documents.get('users.json')?.status).toBe('loading');
    await waitFor(() => expect(result.current?.generatedPages(idAt(ws, 'navigation/groups/1'))?.length).toBe(10), SLOW);
    expect(result.current?.operationTitle('GET /users', idAt(ws, 'navigation/groups/0/pages/0'))).toBe('List users');
    expect(result.current?.documentFor(idAt(ws, 'navigation/groups/0/pages/0'))).toBe('users.json');
  });

  it('an edit re-binds without reloading: the document is loaded once per version', async () => {
    const first = nav({ groups: [{ group: 'Users', openapi: 'users.json', pages: ['GET /users'] }] }).ws;
    const files = project({ 'users.json': USERS });
    const runner = counting();
    const { result, load } = mount(first, files, runner);
    await waitFor(() => expect(result.current?.documents.get('users.json')?.document?.validation).toBe('valid'), SLOW);
    const edited = nav({ groups: [{ group: 'Users', openapi: 'users.json', pages: ['GET /nope'] }] }).ws;
    load(edited);
    expect(result.current?.diagnostics.map((d) => d.code)).toEqual(['operation-not-found']);
    expect(runner.loads).toEqual(['users.json']);
  });

  it('a missing local file: not found when a folder is open, "open the folder" when only docs.json is', async () => {
    const { ws } = nav({ groups: [{ group: 'A', openapi: 'gone.yaml' }] });
    const [p1, r1, p2, r2] = [project({}), counting(), project({}, false), counting()];
    const folder = mount(ws, p1, r1);
    await waitFor(
      () => expect(folder.result.current?.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error openapi-not-found']),
      SLOW,
    );
    const single = mount(ws, p2, r2);
    await waitFor(
      () => expect(single.result.current?.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['info openapi-not-opened']),
      SLOW,
    );
  });

  it('a remote document is fetched (msw plays the server), cached, and its pages generated', async () => {
    const { ws } = nav({ groups: [{ group: 'Remote', openapi: 'https://api.example.com/openapi.json' }] });
    const [files, runner] = [project({}), counting()];
    const { result } = mount(ws, files, runner);
    expect(result.current?.documents.get('https://api.example.com/openapi.json')?.status).toBe('loading');
    await waitFor(
      () =>
        expect(result.current?.generatedPages(idAt(ws, 'navigation/groups/0'))?.map((p) => p.title)).toEqual([
          'List users',
          'Create a user',
          'Get a user',
          'List teams',
        ]),
      SLOW,
    );
    expect(openapiQueryClient.getQueryData(['openapi', 'https://api.example.com/openapi.json'])).toBe(USERS);
  });

  it('a remote document that fails once is retried before any error shows', async () => {
    flaky = 0;
    const { ws } = nav({ groups: [{ group: 'Remote', openapi: 'https://api.example.com/flaky.json' }] });
    const [files, runner] = [project({}), counting()];
    const { result } = mount(ws, files, runner);
    await waitFor(() => expect(result.current?.documents.get('https://api.example.com/flaky.json')?.status).toBe('loaded'), SLOW);
    expect(flaky).toBe(2);
    expect(result.current?.diagnostics).toEqual([]);
  });

  it('a remote document that cannot be fetched: an error on the element, with the status; the local one still works', async () => {
    const { ws } = nav({
      groups: [
        { group: 'Gone', openapi: 'https://api.example.com/gone.json' },
        { group: 'Local', openapi: 'users.json' },
      ],
    });
    const [files, runner] = [project({ 'users.json': USERS }), counting()];
    const { result } = mount(ws, files, runner);
    await waitFor(
      () => expect(result.current?.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error openapi-http-error']),
      SLOW,
    );
    expect(result.current?.diagnostics[0].message).toContain('https://api.example.com/gone.json answered 404 Not Found');
    expect(result.current?.generatedPages(idAt(ws, 'navigation/groups/1'))?.length).toBe(4);
  });
});

describe('useOpenapi: a remote document with no answer', () => {
  it('offline (no answer, after the retries): a warning "not checked: could not reach <url>", never an error; the local one still works', async () => {
    const { ws } = nav({
      groups: [
        { group: 'Down', openapi: 'https://api.example.com/down.json' },
        { group: 'Local', openapi: 'users.json' },
      ],
    });
    const [files, runner] = [project({ 'users.json': USERS }), counting()];
    const { result } = mount(ws, files, runner);
    await waitFor(() => expect(result.current?.documents.get('https://api.example.com/down.json')?.status).toBe('failed'), SLOW);
    await waitFor(() => expect(result.current?.generatedPages(idAt(ws, 'navigation/groups/1'))?.length).toBe(4), SLOW);
    expect(result.current?.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning openapi-unreachable']);
    expect(result.current?.diagnostics[0].message).toContain(
      'not checked: could not reach https://api.example.com/down.json (offline, a wrong address',
    );
  });
});

describe('fetchOpenapiText', () => {
  it('says what went wrong: a status, or no answer at all', async () => {
    // An answer that is an error is a RemoteAnswerError (an error to the user); no answer is not.
    await expect(fetchOpenapiText('https://api.example.com/gone.json')).rejects.toMatchObject({
      name: 'RemoteAnswerError',
      message: 'https://api.example.com/gone.json answered 404 Not Found',
    });
    await expect(fetchOpenapiText('https://api.example.com/down.json')).rejects.toThrow(
      "could not be reached (offline, a wrong address, or the server does not allow this page's origin with CORS)",
    );
    await expect(fetchOpenapiText('https://api.example.com/down.json')).rejects.not.toMatchObject({ name: 'RemoteAnswerError' });
    await expect(fetchOpenapiText('https://api.example.com/openapi.json')).resolves.toBe(USERS);
  });
  it("a folder's large document loads from its file (the page never reads it): its pages come, validated, from one load", async () => {
    const { ws } = nav({ groups: [{ group: 'Users', openapi: 'users.json', pages: ['GET /users'] }] });
    const runner = counting();
    const opened: ProjectFiles = { ...project({}), late: lateFiles(new Map([['users.json', new Blob([USERS])]])) };
    const { session } = mount(ws, opened, runner);
    await waitFor(
      () => expect(session.getSnapshot().openapi?.operationTitle('GET /users', idAt(ws, 'navigation/groups/0/pages/0'))).toBe('List users'),
      SLOW,
    );
    await waitFor(() => expect(session.getSnapshot().openapi?.documents.get('users.json')?.document?.validation).toBe('valid'), SLOW);
    expect(runner.loads).toEqual(['users.json']);
  });
  it("a page's `openapi` metadata that names no file finds a folder's large document all the same, and it loads from its file", async () => {
    const { ws } = nav({ pages: ['users'] });
    const runner = counting();
    const opened: ProjectFiles = {
      ...project({}),
      pageFiles: new Set(['users']),
      frontMatter: new Map([['users', { openapi: 'GET /users' }]]),
      late: lateFiles(new Map([['users.json', new Blob([USERS])]])),
    };
    const { session } = mount(ws, opened, runner);
    expect(session.getSnapshot().openapiSources.map((s) => `${s.origin} ${s.key}`)).toEqual(['project users.json']);
    await waitFor(() => expect(session.getSnapshot().openapi?.documents.get('users.json')?.status).toBe('loaded'), SLOW);
    expect(runner.loads).toEqual(['users.json']);
  });
});
