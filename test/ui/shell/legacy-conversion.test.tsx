// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { installBrowserStandIns, preloadOpenapiLoader, renderApp, sampleHandlers } from './app-harness';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';

const MINT = readFileSync('test/fixtures/legacy/tabs/mint.json', 'utf8');
const UPGRADED = readFileSync('test/fixtures/legacy/tabs/upgraded.json', 'utf8');

const server = setupServer(
  ...sampleHandlers,
  http.get('https://docs.example.com/mint.json', () => HttpResponse.text(MINT)),
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

const docName = () => screen.getByRole('toolbar', { name: 'Document' }).querySelector('.doc-name')!.textContent;

async function paste(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
  fireEvent.change(screen.getByLabelText('docs.json text'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('opening a mint.json in the app', () => {
  it('shows the conversion first (docs.json text, what is left out); Continue makes it the open, unsaved document', async () => {
    renderApp();
    await waitFor(() => expect(docName()).toBe('Sample'));
    await paste(MINT);
    const dialog = await screen.findByRole('dialog', { name: 'Convert mint.json to docs.json' });
    expect(within(dialog).getByLabelText('The docs.json it becomes').textContent).toBe(UPGRADED);
    const left = within(dialog).getByRole('list', { name: 'Settings left out' });
    expect(left.textContent).toContain('tabs[3] (line 9): the upgrade makes no tab of it');
    // Nothing has changed behind the dialog yet.
    expect(docName()).toBe('Sample');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with docs.json' }));
    await waitFor(() => expect(docName()).toContain('Pasted docs.json'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The converted navigation is what the editor shows now (the sample has no such tab).
    expect(screen.getAllByText('API reference').length).toBeGreaterThan(0);
    expect(screen.getByText(/is converted to docs\.json \(1 setting is left out\)/)).toBeTruthy();
    expect(screen.getByLabelText('unexported changes')).toBeTruthy();
  });

  it('?open=<url of a mint.json> shows the conversion; Cancel keeps the open document', async () => {
    window.history.replaceState(null, '', '/?open=' + encodeURIComponent('https://docs.example.com/mint.json'));
    renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Convert mint.json to docs.json' });
    expect(within(dialog).getByText(/https:\/\/docs\.example\.com\/mint\.json is a legacy config/)).toBeTruthy();
    // On first start the sample opens behind it once the URL has settled.
    await waitFor(() => expect(docName()).toBe('Sample'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(docName()).toBe('Sample'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('https://docs.example.com/mint.json was not converted. The document you had open stays open.')).toBeTruthy();
  });

  it('a mint.json with no navigation is refused with a message; no conversion, the document stays', async () => {
    renderApp();
    await waitFor(() => expect(docName()).toBe('Sample'));
    await paste('{"name": "Old", "topbarLinks": [], "tabs": [{"name": "API", "url": "api"}]}');
    expect((await screen.findByRole('alert')).textContent).toContain('has no "navigation" list of groups, so there is nothing to convert');
    expect(screen.queryByRole('dialog', { name: 'Convert mint.json to docs.json' })).toBeNull();
    expect(docName()).toBe('Sample');
  });
});
