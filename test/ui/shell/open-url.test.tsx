// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { installBrowserStandIns, preloadOpenapiLoader, renderApp, sampleHandlers } from './app-harness';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';

const REMOTE = '{"name":"Remote","navigation":{"groups":[{"group":"From the URL","pages":[{"$ref":"more.json"}]}]}}';
let gate: Promise<void> = Promise.resolve();

const server = setupServer(
  ...sampleHandlers,
  http.get('https://docs.example.com/docs.json', async () => {
    await gate;
    return HttpResponse.text(REMOTE);
  }),
  http.get('https://docs.example.com/more.json', () => HttpResponse.text('{"group": "Split", "pages": ["split/page"]}')),
  http.get('https://docs.example.com/missing.json', () => new HttpResponse('nope', { status: 404, statusText: 'Not Found' })),
  http.get('https://docs.example.com/package.json', () => HttpResponse.json({ name: 'pkg', version: '1.0.0', dependencies: {} })),
  http.get('https://docs.example.com/slow.json', async () => {
    await delay('infinite');
    return HttpResponse.text('{}');
  }),
);

beforeAll(preloadOpenapiLoader);
beforeAll(() => {
  installBrowserStandIns();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
  indexedDB.deleteDatabase?.('docsnav');
});
afterAll(() => server.close());

// The full name is the tooltip; the text is the short form (src/ui/shell/source-name.ts).
const docName = () => screen.getByRole('toolbar', { name: 'Document' }).querySelector('.doc-name')!.getAttribute('title');

async function openUrl(url: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open URL' }));
  fireEvent.change(screen.getByLabelText('URL of a docs.json'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('open from a URL (react-query over msw)', () => {
  it('?open=<url> opens that docs.json with its split files instead of the sample, showing the load while it runs', async () => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    window.history.replaceState(null, '', '/?open=' + encodeURIComponent('https://docs.example.com/docs.json'));
    renderApp();
    expect(await screen.findByText('Loading https://docs.example.com/docs.json…')).toBeTruthy();
    release();
    await waitFor(() => expect(docName()).toBe('https://docs.example.com/docs.json'));
    expect(screen.queryByText(/^Loading https/)).toBeNull();
    expect(screen.getAllByText('From the URL').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Split').length).toBeGreaterThan(0); // the group from the split file
    gate = Promise.resolve();
  });

  it('when ?open=<url> fails on first start, says why and opens the sample instead of nothing', async () => {
    window.history.replaceState(null, '', '/?open=' + encodeURIComponent('https://docs.example.com/missing.json'));
    renderApp();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'https://docs.example.com/missing.json answered 404 Not Found. Check the address. The built-in sample opens instead.',
    );
    await waitFor(() => expect(docName()).toBe('Sample'));
  });

  it('the dialog field opens a URL; an HTTP error says what the server answered and keeps the open document', async () => {
    renderApp();
    await waitFor(() => expect(docName()).toBe('Sample'));
    await openUrl('https://docs.example.com/missing.json');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'https://docs.example.com/missing.json answered 404 Not Found. Check the address. The document you had open stays open.',
    );
    expect(docName()).toBe('Sample');
  });

  it('a URL that serves something other than a docs.json is refused and the open document stays', async () => {
    renderApp();
    await waitFor(() => expect(docName()).toBe('Sample'));
    await openUrl('https://docs.example.com/package.json');
    expect((await screen.findByRole('alert')).textContent).toContain('looks like a package.json, so it is not a docs.json');
    expect(docName()).toBe('Sample');
    await openUrl('https://docs.example.com/docs.json');
    await waitFor(() => expect(docName()).toBe('https://docs.example.com/docs.json'));
  });
});
