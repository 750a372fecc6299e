// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue, type RevealRequest } from '../../../src/ui/shell/editor-context';
import { PreviewPanel } from '../../../src/ui/preview/preview-panel';
import { SiteSettings } from '../../../src/ui/inspector/site-settings';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { labelOf } from '../../../src/core/model/nav-index';
import { storeWith, text } from '../../helpers/store';
import { renameCommand } from '../../../src/core/commands/index';

// jsdom gives import.meta.url an http scheme, so read from the project root.
const fixture = readFileSync(join(process.cwd(), 'test/fixtures/sidebar/site.json'), 'utf8');

let requestReveal: (id: number, from: RevealRequest['from']) => void = () => {};
function Harness({ store, children }: { store: EditorSession; children: React.ReactNode }) {
  const [lastReveal, setLastReveal] = useState<RevealRequest>();
  requestReveal = (id, from) => setLastReveal((r) => ({ id, from, seq: (r?.seq ?? 0) + 1 }));
  const value: EditorContextValue = {
    store,
    project: EMPTY_PROJECT,
    diagnostics: [],
    lastReveal,
    reveal: (id, from) => requestReveal(id, from),
  };
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}
const idOf = (store: EditorSession, label: string) => [...store.getIndex().elements.values()].find((e) => labelOf(e) === label)!.id;

afterEach(cleanup);

describe('PreviewPanel', () => {
  it('shows the default sections, and a tree edit at once', () => {
    const store = storeWith(fixture);
    render(
      <Harness store={store}>
        <PreviewPanel />
      </Harness>,
    );
    // v1 has default: true.
    expect((screen.getByLabelText('Version') as HTMLSelectElement).selectedOptions[0].textContent).toBe('v1 · Deprecated');
    expect(screen.getByRole('button', { name: 'Basics' })).toBeTruthy();
    act(() => void store.run(renameCommand, { id: idOf(store, 'Basics'), label: 'Fundamentals' }));
    expect(screen.getByRole('button', { name: 'Fundamentals' })).toBeTruthy();
  });

  it('reveals an element selected in the tree, switching version and tab', () => {
    const store = storeWith(fixture);
    render(
      <Harness store={store}>
        <PreviewPanel />
      </Harness>,
    );
    act(() => requestReveal(idOf(store, 'POST /plants'), 'tree'));
    expect(screen.getByRole('navigation', { name: 'Tabs' }).querySelector('[aria-current="true"]')!.textContent).toBe('API');
    expect(screen.getByRole('button', { name: /^POST\s*\/plants$/ }).getAttribute('aria-current')).toBe('page');
  });

  it('clicking a page selects it in the store', () => {
    const store = storeWith(fixture);
    render(
      <Harness store={store}>
        <PreviewPanel />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Index' }));
    expect(store.getState().selection).toEqual([idOf(store, 'v1/index')]);
  });

  it('renders the banner with safe links and dismisses it', () => {
    const store = storeWith(fixture.replace('New: [docs](/changelog)', 'New: [docs](/changelog) [bad](javascript:alert(1))'));
    render(
      <Harness store={store}>
        <PreviewPanel />
      </Harness>,
    );
    const banner = screen.getByRole('region', { name: 'Banner' });
    expect(
      within(banner)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/changelog']);
    expect(banner.textContent).toContain('bad');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('region', { name: 'Banner' })).toBeNull();
  });
});

describe('SiteSettings', () => {
  it('sets and unsets drilldown, eyebrows and the proxy as undoable edits, keeping other settings', () => {
    const store = storeWith(fixture);
    render(
      <Harness store={store}>
        <SiteSettings />
      </Harness>,
    );
    fireEvent.click(screen.getByLabelText('true: selecting a group opens its first page'));
    expect(JSON.parse(text(store)).interaction).toEqual({ drilldown: true });
    fireEvent.click(screen.getByLabelText(/^Unset: the theme's default \(off\)/));
    expect(JSON.parse(text(store)).interaction).toBeUndefined();
    fireEvent.click(screen.getByLabelText('breadcrumbs: the full navigation path above each page'));
    expect(JSON.parse(text(store)).styling).toEqual({ eyebrows: 'breadcrumbs' });
    fireEvent.click(screen.getByLabelText("false: requests go from the reader's browser straight to your API"));
    expect(JSON.parse(text(store)).api).toEqual({ playground: { proxy: false } });
    expect(screen.getByText(/must allow the docs site's origin with CORS/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'palm' } });
    expect(JSON.parse(text(store)).theme).toBe('palm');
    // Other settings are listed read-only.
    expect(within(screen.getByRole('region', { name: 'Other settings' })).getByText('colors')).toBeTruthy();
    store.undo();
    expect(JSON.parse(text(store)).theme).toBe('maple');
  });

  it('folds a long setting under its size, whole inside, and shows a short one as it is', () => {
    const redirects = Array.from({ length: 1200 }, (_, i) => ({ source: `/old/${i}`, destination: `/new/${i}` }));
    const footer = { socials: { x: 'https://x.com/' + 'a'.repeat(300) } };
    const store = storeWith(JSON.stringify({ theme: 'mint', name: 'Long', redirects, footer, navigation: { pages: ['index'] } }));
    render(
      <Harness store={store}>
        <SiteSettings />
      </Harness>,
    );
    const other = screen.getByRole('region', { name: 'Other settings' });
    const valueOf = (key: string) => within(other).getByText(key, { selector: 'dt' }).nextElementSibling!;
    const folded = valueOf('redirects').querySelector('details')!;
    expect(folded.open).toBe(false);
    expect(folded.querySelector('summary')!.textContent).toBe('1,200 entries');
    expect(JSON.parse(folded.querySelector('code')!.textContent!)).toEqual(redirects);
    fireEvent.click(folded.querySelector('summary')!);
    expect(folded.open).toBe(true);
    expect(valueOf('footer').querySelector('summary')!.textContent).toBe(`${JSON.stringify(footer).length} characters`);
    expect(valueOf('name').querySelector('details')).toBeNull();
    expect(valueOf('name').textContent).toBe('"Long"');
  });

  it('explains the POST path the playground needs by default', () => {
    const store = storeWith(fixture);
    render(
      <Harness store={store}>
        <SiteSettings />
      </Harness>,
    );
    expect(screen.getByText(/allows only GET, every playground request fails/)).toBeTruthy();
  });
});
