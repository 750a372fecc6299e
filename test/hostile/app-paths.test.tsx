// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { installBrowserStandIns, preloadOpenapiLoader, renderApp, sampleHandlers } from '../ui/shell/app-harness';
import { appAlive, docName, sampleOpen, sizeTreeBox } from './app-harness';
import { HOSTILE, bytesOf, tally, type HostileInput } from './catalogue';
import { preloadLazyParts } from '../../src/ui/common/lazy-part';

// The hostile-input suite, app runner: every input opened in the real app (jsdom) through its
// open paths: one file, a folder, and a URL. An input docsnav refuses says what is wrong and
// where, and the document that was open stays; one it opens replaces it, and no panel fails.
// (Real Chromium, long tasks and the 200 MB file: e2e/hardening.spec.ts.)

const count = tally('app open paths (file, folder, URL)');
const served = new Map<string, Uint8Array>();
const server = setupServer(
  ...sampleHandlers,
  http.get('https://hostile.example/*', ({ request }) => {
    const body = served.get(new URL(request.url).pathname);
    return body ? new HttpResponse(body) : new HttpResponse('not here', { status: 404, statusText: 'Not Found' });
  }),
);
let restoreSizes: () => void;
// The dialogs (Open URL among them) load on first use in the app; here they render at once.
beforeAll(preloadOpenapiLoader);
beforeAll(preloadLazyParts);
beforeAll(() => {
  installBrowserStandIns();
  restoreSizes = sizeTreeBox(800);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  indexedDB.deleteDatabase?.('docsnav');
});
afterAll(() => {
  server.close();
  restoreSizes();
  count.print();
});

const fileOf = (path: string, content: string | Uint8Array, folder?: string) => {
  const f = new File([bytesOf(content) as BlobPart], path.split('/').pop()!, { type: 'application/json' });
  if (folder) Object.defineProperty(f, 'webkitRelativePath', { value: `${folder}/${path}` });
  return f;
};

async function choose(label: string, files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files } });
  });
}

/** After an open: refused (the message, and `before` still open) or opened (named `name`). */
async function outcome(input: HostileInput, before: string, name: string | RegExp) {
  if (input.expect === 'refused') {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(input.says!);
    expect(alert.textContent).toMatch(/stays open|opens instead/);
    expect(docName()).toBe(before);
  } else {
    await waitFor(() => expect(docName()).toMatch(name));
    for (const a of screen.queryAllByRole('alert')) expect(a.textContent).not.toMatch(/ failed: /);
  }
  appAlive();
  // Dismiss the message, so the next path's answer is its own.
  for (const b of screen.queryAllByRole('button', { name: 'Dismiss message' })) fireEvent.click(b);
}

// The open dialogs load on first use in the app; here they render at once, for the first input too.
beforeAll(preloadLazyParts);

describe.each(HOSTILE.map((input, i) => ({ input, i, name: input.name })))('hostile input: $name', ({ input, i }) => {
  it(
    input.expect === 'refused'
      ? 'is refused on every open path, and the open document stays'
      : 'opens on every open path, and no panel fails',
    async () => {
      await count.run(async () => {
        renderApp();
        await sampleOpen();
        const files = input.files();
        // One file: docs.json alone.
        await choose('Open docs.json', [fileOf('docs.json', files['docs.json'])]);
        await outcome(input, 'Sample', /^docs\.json$/);
        if (input.huge) return; // checked by size before reading: the folder and URL paths check the same way
        // The large inputs take the file path only: the folder and URL paths end in the same
        // openProject, and each open of the whole app costs seconds on a loaded machine.
        const size = Object.values(files).reduce((n, c) => n + c.length, 0);
        if (size > 200_000 && Object.keys(files).length === 1) return;
        // A folder: every file, under the chosen folder's name.
        const before = docName()!;
        await choose(
          'Open a docs folder',
          Object.entries(files).map(([p, c]) => fileOf(p, c, `hostile-${i}`)),
        );
        await outcome(input, before, new RegExp(`^hostile-${i}$`));
        // A URL: the files served over HTTP.
        for (const [p, c] of Object.entries(files)) served.set(`/${i}/${p}`, bytesOf(c));
        const url = `https://hostile.example/${i}/docs.json`;
        const was = docName()!;
        fireEvent.click(screen.getByRole('button', { name: 'Open URL' }));
        fireEvent.change(screen.getByLabelText('URL of a docs.json'), { target: { value: url } });
        fireEvent.click(screen.getByRole('button', { name: 'Open' }));
        await waitFor(() => expect(screen.queryByText(/^Loading https/)).toBeNull());
        // The toolbar shows a URL as "host · path".
        await outcome(input, was, new RegExp(`hostile\\.example.*${i}/docs\\.json`));
      });
    },
    180_000,
  );
});
