// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue, type ProjectFiles } from '../../../src/ui/shell/editor-context';
import { InspectorPanel } from '../../../src/ui/inspector/inspector-panel';
import { isOpenapiDocument } from '../../../src/ui/inspector/openapi-documents';
import { lateFiles } from '../../../src/io/project-files';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';
import { fieldDescription } from '../../../src/core/model/kind-help';
import { setSiteSettingCommand } from '../../../src/core/sidebar/set-site-setting';

function mount(store: EditorSession, project: Partial<ProjectFiles> = {}) {
  const value: EditorContextValue = {
    store,
    project: { ...EMPTY_PROJECT, ...project },
    diagnostics: [],
    lastReveal: undefined,
    reveal: () => {},
  };
  render(
    <EditorContext.Provider value={value}>
      <InspectorPanel />
    </EditorContext.Provider>,
  );
}
const pick = (s: EditorSession, label: string) => act(() => s.select([el(s, label).id]));
const nav = (s: EditorSession) => JSON.parse(text(s)).navigation;
const inspector = () => screen.getByRole('complementary', { name: 'Inspector' });
const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

afterEach(cleanup);

const NAV = {
  tabs: [
    {
      tab: 'Guides',
      openapi: ['first.yaml', 'second.yaml'],
      groups: [
        {
          group: 'Start',
          root: 'elsewhere',
          tag: 'New',
          custom: { keep: true },
          pages: ['intro', 'GET /users', { group: 'Deep', expanded: true, pages: ['deep/one', 'intro'] }],
        },
      ],
      menu: [{ item: 'Item', description: 'An item', pages: ['m'] }],
    },
  ],
};

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('InspectorPanel', () => {
  it("root: chosen among the group's own pages (nested ones too), a foreign value kept and marked, none removes it", () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    pick(s, 'Start');
    const root = within(inspector()).getByRole('combobox', { name: 'Root page' });
    expect(options(root)).toEqual([
      '(none: the title only opens and closes the group)',
      'elsewhere (current, not listed in the group)',
      'intro',
      'deep/one',
    ]);
    fireEvent.change(root, { target: { value: 'deep/one' } });
    expect(nav(s).tabs[0].groups[0].root).toBe('deep/one');
    const chosen = text(s);
    fireEvent.change(root, { target: { value: '' } });
    expect(nav(s).tabs[0].groups[0]).not.toHaveProperty('root');
    // Each choice is its own step: one Undo gives back the text of the one before.
    act(() => void s.undo());
    expect(text(s)).toBe(chosen);
    act(() => void s.undo());
    expect(text(s)).toBe(docsJson(NAV));
  });

  it('offers "expanded" only on nested groups, and lists unknown keys read-only', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    pick(s, 'Start');
    expect(within(inspector()).queryByRole('combobox', { name: 'Expanded' })).toBeNull();
    expect(within(inspector()).getByRole('region', { name: 'Other keys' }).textContent).toContain('{"keep":true}');
    pick(s, 'Deep');
    fireEvent.change(within(inspector()).getByRole('combobox', { name: 'Expanded' }), { target: { value: 'false' } });
    expect(nav(s).tabs[0].groups[0].pages[2].expanded).toBe(false);
  });

  it('shows "asyncapi" as a text field where an element has one (not among its other keys), and not on every form', () => {
    const s = storeWith(docsJson({ tabs: [{ tab: 'Events', asyncapi: 'events.yaml', groups: [{ group: 'G', pages: ['a'] }] }] }));
    mount(s);
    pick(s, 'Events');
    const field = within(inspector()).getByRole('textbox', { name: 'Asyncapi' });
    expect((field as HTMLInputElement).value).toBe('events.yaml');
    expect(within(inspector()).queryByRole('region', { name: 'Other keys' })).toBeNull();
    fireEvent.change(field, { target: { value: 'other.yaml' } });
    expect(nav(s).tabs[0].asyncapi).toBe('other.yaml');
    pick(s, 'G');
    expect(within(inspector()).queryByRole('textbox', { name: 'Asyncapi' })).toBeNull();
  });

  it('shows a tab\'s "graphql" as a field where it has one, and "sdk" on no form without one', () => {
    const s = storeWith(
      docsJson({
        tabs: [
          { tab: 'Graph', graphql: 'schema.graphql' },
          { tab: 'T', groups: [{ group: 'G', pages: ['a'] }] },
        ],
      }),
    );
    mount(s);
    pick(s, 'Graph');
    const field = within(inspector()).getByRole('textbox', { name: 'Graphql' });
    expect((field as HTMLInputElement).value).toBe('schema.graphql');
    expect(within(inspector()).queryByRole('region', { name: 'Other keys' })).toBeNull();
    expect(within(inspector()).queryByRole('textbox', { name: 'Sdk' })).toBeNull();
    pick(s, 'G');
    expect(within(inspector()).queryByRole('textbox', { name: 'Sdk' })).toBeNull();
    expect(within(inspector()).queryByRole('textbox', { name: 'Graphql' })).toBeNull();
  });

  it('lists a key the file holds twice twice, each value in its place (no React key clash)', () => {
    const errors: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a));
    try {
      const s = storeWith('{\n  "navigation": { "groups": [{ "group": "Dup", "pages": ["a"], "x": "first", "x": "second" }] }\n}\n');
      mount(s);
      pick(s, 'Dup');
      const other = within(inspector()).getByRole('region', { name: 'Other keys' });
      expect(other.textContent).toContain('"first"');
      expect(other.textContent).toContain('"second"');
      expect(errors.filter((a) => String(a[0]).includes('same key'))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('tag, description and icon are text fields; typing in one is one undo step', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    pick(s, 'Start');
    const tag = within(inspector()).getByRole('textbox', { name: 'Tag' });
    for (const v of ['B', 'Be', 'Beta']) fireEvent.change(tag, { target: { value: v } });
    expect(nav(s).tabs[0].groups[0].tag).toBe('Beta');
    const typed = text(s);
    act(() => void s.undo());
    expect(text(s)).toBe(docsJson(NAV));
    act(() => void s.redo());
    expect(text(s)).toBe(typed);
    pick(s, 'Item');
    fireEvent.change(within(inspector()).getByRole('textbox', { name: 'Description' }), { target: { value: 'Changed' } });
    expect(nav(s).tabs[0].menu[0].description).toBe('Changed');
  });

  it('a keystroke in one field draws that field alone: the other inputs are not touched', async () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    pick(s, 'Start');
    const form = within(inspector());
    const label = form.getByRole('textbox', { name: 'Label' });
    const others = [...inspector().querySelectorAll('input, select')].filter((e) => e !== label);
    expect(others.length).toBeGreaterThan(3);
    const touched = new Set<string>();
    const watch = new MutationObserver((ms) =>
      ms.forEach((m) => others.includes(m.target as Element) && touched.add((m.target as Element).id)),
    );
    for (const e of others) watch.observe(e, { attributes: true });
    fireEvent.change(label, { target: { value: 'Started' } });
    expect(nav(s).tabs[0].groups[0].group).toBe('Started');
    // Records are delivered in a microtask.
    await Promise.resolve();
    watch.disconnect();
    // Before, the form gave its fields a new `edit` on every render: React set each input's
    // name and type again (17 inputs per key for a group in the app).
    expect([...touched]).toEqual([]);
    // The others still edit the element as it is now, under its new label.
    fireEvent.change(form.getByRole('textbox', { name: 'Tag' }), { target: { value: 'Beta' } });
    expect(nav(s).tabs[0].groups[0]).toMatchObject({ group: 'Started', tag: 'Beta' });
  });

  it('openapi: pick a project document (OpenAPI 3 files only), add a directory for the object form, clear it back to a string', () => {
    const s = storeWith(docsJson({ groups: [{ group: 'API', pages: ['a'] }] }));
    const files = new Map([
      ['openapi.yaml', 'openapi: 3.1.0\ninfo:\n  title: T\n'],
      ['specs/api.json', '{"openapi": "3.0.0", "paths": {}}'],
      ['swagger.json', '{"swagger": "2.0"}'],
      ['data.json', '{"info": {"openapi": "3.0.0"}}'],
      ['notes.yaml', 'title: not an api\n  openapi: nested\n'],
    ]);
    mount(s, { files });
    pick(s, 'API');
    const doc = within(inspector()).getByRole('combobox', { name: 'OpenAPI document' });
    expect(options(doc)).toEqual(['(none)', 'openapi.yaml', 'specs/api.json', 'Another path or a URL…']);
    fireEvent.change(doc, { target: { value: 'specs/api.json' } });
    expect(nav(s).groups[0].openapi).toBe('specs/api.json');
    const picked = text(s);
    const dir = within(inspector()).getByRole('textbox', { name: 'Directory of its pages' });
    for (const v of ['r', 're', 'rest']) fireEvent.change(dir, { target: { value: v } });
    expect(nav(s).groups[0].openapi).toEqual({ source: 'specs/api.json', directory: 'rest' });
    // The typing in the directory is one step: one Undo gives back the text before it.
    const typed = text(s);
    act(() => void s.undo());
    expect(text(s)).toBe(picked);
    act(() => void s.redo());
    expect(text(s)).toBe(typed);
    fireEvent.change(within(inspector()).getByRole('textbox', { name: 'Directory of its pages' }), { target: { value: '' } });
    expect(nav(s).groups[0].openapi).toBe('specs/api.json');
    fireEvent.change(within(inspector()).getByRole('combobox', { name: 'OpenAPI document' }), { target: { value: '' } });
    expect(nav(s).groups[0]).not.toHaveProperty('openapi');
  });

  it("openapi: lists a folder's large OpenAPI documents before their texts come, and once, after", () => {
    const s = storeWith(docsJson({ groups: [{ group: 'API', openapi: 'big/api.json', pages: ['a'] }] }));
    const late = lateFiles(new Map([['big/api.json', new Blob(['{"openapi": "3.1.0"}'])]]));
    const files = new Map([['small.yaml', 'openapi: 3.1.0\n']]);
    mount(s, { files, late });
    pick(s, 'API');
    const doc = () => within(inspector()).getByRole('combobox', { name: 'OpenAPI document' }) as HTMLSelectElement;
    // Picked, not "another path": the group's document is among the project's.
    expect(options(doc())).toEqual(['(none)', 'big/api.json', 'small.yaml', 'Another path or a URL…']);
    expect(doc().value).toBe('big/api.json');
    cleanup();
    mount(s, { files: new Map([...files, ['big/api.json', '{"openapi": "3.1.0"}']]), late });
    pick(s, 'API');
    expect(options(doc())).toEqual(['(none)', 'big/api.json', 'small.yaml', 'Another path or a URL…']);
  });

  it('openapi: type a URL, and reduce a list to the first entry the site uses', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    pick(s, 'Start');
    fireEvent.change(within(inspector()).getByRole('combobox', { name: 'OpenAPI document' }), { target: { value: '\u0000other' } });
    const url = within(inspector()).getByRole('textbox', { name: 'Path or URL' });
    fireEvent.change(url, { target: { value: 'https://api.example.com/openapi.json' } });
    expect(nav(s).tabs[0].groups[0].openapi).toBe('https://api.example.com/openapi.json');
    pick(s, 'Guides');
    fireEvent.click(within(inspector()).getByRole('button', { name: 'Keep only the first' }));
    expect(nav(s).tabs[0].openapi).toBe('first.yaml');
  });

  it('a language: only the 26 codes; its banner edited key by key, keeping what else it holds', () => {
    const s = storeWith(
      docsJson({
        languages: [{ language: 'en', banner: { content: 'Hi', dismissible: false, extra: 1 }, groups: [{ group: 'G', pages: ['g'] }] }],
      }),
    );
    mount(s);
    pick(s, 'en');
    expect(options(within(inspector()).getByRole('combobox', { name: 'Language' }))).toHaveLength(26);
    fireEvent.change(within(inspector()).getByRole('textbox', { name: 'Banner content (Markdown)' }), {
      target: { value: 'Hello [docs](/docs)' },
    });
    fireEvent.click(within(inspector()).getByRole('checkbox', { name: 'Dismissible' }));
    expect(nav(s).languages[0].banner).toEqual({ content: 'Hello [docs](/docs)', dismissible: true, extra: 1 });
    fireEvent.click(within(inspector()).getByRole('button', { name: 'Remove the banner' }));
    expect(nav(s).languages[0]).not.toHaveProperty('banner');
  });

  it('an icon object is edited part by part; a version has its tag', () => {
    const s = storeWith(
      docsJson({
        versions: [{ version: 'v1', tag: 'Old', anchors: [{ anchor: 'A', icon: { name: 'book', style: 'solid' }, pages: ['a'] }] }],
      }),
    );
    mount(s);
    pick(s, 'A');
    fireEvent.change(within(inspector()).getByRole('combobox', { name: 'Icon name' }), { target: { value: 'rocket' } });
    fireEvent.change(within(inspector()).getByRole('combobox', { name: 'Icon library' }), { target: { value: 'lucide' } });
    expect(nav(s).versions[0].anchors[0].icon).toEqual({ name: 'rocket', style: 'solid', library: 'lucide' });
    pick(s, 'v1');
    expect((within(inspector()).getByRole('textbox', { name: 'Tag' }) as HTMLInputElement).value).toBe('Old');
  });

  it("each field shows its help on hover: its kind's own text, else the one its kind shares", () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    pick(s, 'Start');
    const form = within(inspector());
    expect(form.getByRole('textbox', { name: 'Label' })).toHaveProperty('title', 'Group label.');
    expect(form.getByRole('textbox', { name: 'Tag' })).toHaveProperty('title', 'Label badge on the group.');
    expect(form.getByRole('combobox', { name: 'Hidden' })).toHaveProperty('title', 'Hide this element from the navigation.');
    expect(form.getByRole('combobox', { name: 'Root page' })).toHaveProperty('title', fieldDescription('group', 'root'));
    pick(s, 'Guides');
    expect(within(inspector()).getByRole('textbox', { name: 'Label' })).toHaveProperty('title', fieldDescription('tab', 'tab'));
    expect(within(inspector()).getByRole('combobox', { name: 'Hidden' })).toHaveProperty('title', 'Hide this element from the navigation.');
  });

  it('a colour is written as { light, dark }, the only form the site accepts; a directory is chosen from its three values', () => {
    const s = storeWith(docsJson({ anchors: [{ anchor: 'A', pages: ['a'] }] }));
    mount(s);
    pick(s, 'A');
    fireEvent.change(within(inspector()).getByLabelText('Color (light)'), { target: { value: '#16a34a' } });
    expect(nav(s).anchors[0].color).toEqual({ light: '#16a34a' });
    fireEvent.change(within(inspector()).getByLabelText('Color (dark)'), { target: { value: '#000000' } });
    expect(nav(s).anchors[0].color).toEqual({ light: '#16a34a', dark: '#000000' });
    const directory = within(inspector()).getByRole('combobox', { name: 'Directory' });
    expect(options(directory).slice(-3)).toEqual(['none', 'accordion', 'card']);
    fireEvent.change(directory, { target: { value: 'card' } });
    expect(nav(s).anchors[0].directory).toBe('card');
  });

  it('the site settings are drawn again when the document changes, not on every change of the editor state', async () => {
    const s = storeWith(docsJson({ groups: [{ group: 'G', pages: ['a'] }] }));
    const context = (diagnostics: EditorContextValue['diagnostics']): EditorContextValue => ({
      store: s,
      project: EMPTY_PROJECT,
      diagnostics,
      lastReveal: undefined,
      reveal: () => {},
    });
    const panel = (value: EditorContextValue) => (
      <EditorContext.Provider value={value}>
        <InspectorPanel />
      </EditorContext.Provider>
    );
    const { rerender } = render(panel(context([])));
    const settings = within(inspector()).getByRole('form', { name: 'Site settings' });
    // React writes an input's type (and name) again each time it draws it: the radio buttons' writes count the draws.
    const writes: string[] = [];
    const seen = new MutationObserver((list) => list.forEach((r) => writes.push(r.attributeName!)));
    seen.observe(settings, { subtree: true, attributes: true, attributeFilter: ['type'] });
    const flush = () => new Promise((r) => setTimeout(r, 0));
    act(() => s.markSaved());
    act(() => s.select([]));
    // The editor's context changes with the problems, the OpenAPI pages, the project.
    rerender(panel(context([])));
    await flush();
    expect(writes).toEqual([]);
    // A change of the document draws them, with what it changed.
    act(() => void s.run(setSiteSettingCommand, { path: ['interaction', 'drilldown'], value: false }));
    await flush();
    expect(writes.length).toBeGreaterThan(0);
    expect(
      within(settings)
        .getAllByRole('radio', { checked: true })
        .map((r) => (r as HTMLInputElement).value),
    ).toContain('false');
  });
});

describe('isOpenapiDocument', () => {
  it('needs a top-level "openapi" key in a .json, .yaml or .yml file', () => {
    expect(isOpenapiDocument('a.yml', '# comment\nopenapi: "3.0.3"')).toBe(true);
    expect(isOpenapiDocument('a.json', '{ "info": {}, "openapi": "3.1.0" }')).toBe(true);
    expect(isOpenapiDocument('a.json', '{ "info": { "openapi": "3.1.0" } }')).toBe(false);
    expect(isOpenapiDocument('a.json', '[{"openapi": "3"}]')).toBe(false);
    expect(isOpenapiDocument('a.yaml', 'swagger: "2.0"')).toBe(false);
    expect(isOpenapiDocument('a.txt', 'openapi: 3.0.0')).toBe(false);
  });
});
