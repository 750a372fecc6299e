// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue, type ProjectFiles } from '../../../src/ui/shell/editor-context';
import { TreePanel } from '../../../src/ui/tree/tree-panel';
import type { EditorSession } from '../../../src/core/session/editor-session';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';
import { renameCommand } from '../../../src/core/commands/tree-commands';
import { workspaceFromText } from '../../../src/core/model/workspace';

const NAV = {
  tabs: [
    { tab: 'Alpha', anchors: [{ anchor: 'Anchored', pages: ['alpha/one'] }] },
    {
      tab: 'Beta',
      groups: [
        { group: 'First', pages: ['beta/one', 'beta/two'] },
        { group: 'Second', pages: ['beta/three'] },
      ],
    },
  ],
};

function mount(store: EditorSession, opts: { project?: Partial<ProjectFiles>; diagnostics?: Diagnostic[] } = {}) {
  const value: EditorContextValue = {
    store,
    project: { ...EMPTY_PROJECT, ...opts.project },
    diagnostics: opts.diagnostics ?? [],
    lastReveal: undefined,
    reveal: () => {},
  };
  return render(
    <EditorContext.Provider value={value}>
      <TreePanel />
    </EditorContext.Provider>,
  );
}
const row = (name: string) => screen.getByRole('treeitem', { name });

afterEach(cleanup);

// jsdom lays nothing out: give the tree's scroll box a size so the virtualiser draws its rows.
const sizes = ['clientHeight', 'clientWidth'] as const;
const saved = sizes.map((k) => Object.getOwnPropertyDescriptor(Element.prototype, k));
beforeAll(() => {
  for (const k of sizes)
    Object.defineProperty(Element.prototype, k, {
      configurable: true,
      get() {
        return (this as Element).classList.contains('tree-scroll') ? 800 : 0;
      },
    });
});
afterAll(() => sizes.forEach((k, i) => Object.defineProperty(Element.prototype, k, saved[i]!)));

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('TreePanel', () => {
  it('is an ARIA tree of items with levels, expanded and selected states', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    expect(screen.getByRole('tree', { name: 'Navigation' }).getAttribute('aria-multiselectable')).toBe('true');
    expect(row('Tab Beta').getAttribute('aria-level')).toBe('1');
    expect(row('Group First').getAttribute('aria-level')).toBe('2');
    expect(row('Group First').getAttribute('aria-expanded')).toBe('true');
    expect(row('Page beta/one').getAttribute('aria-expanded')).toBeNull();
    // Position among siblings, for a tree that only renders the rows in view.
    expect([row('Group Second').getAttribute('aria-posinset'), row('Group Second').getAttribute('aria-setsize')]).toEqual(['2', '2']);
    expect([row('Tab Alpha').getAttribute('aria-posinset'), row('Tab Alpha').getAttribute('aria-setsize')]).toEqual(['1', '2']);
    fireEvent.click(row('Group First'));
    expect(row('Group First').getAttribute('aria-selected')).toBe('true');
    expect(s.getState().selection).toEqual([el(s, 'First').id]);
  });

  it('one marker per element, counting several problems and listing every message', () => {
    const s = storeWith(docsJson(NAV));
    const first = el(s, 'First');
    const d = (severity: Diagnostic['severity'], code: string, message: string): Diagnostic => ({
      severity,
      code,
      message,
      file: 'docs.json',
      path: first.path as (string | number)[],
      elementId: first.id,
    });
    mount(s, { diagnostics: [d('warning', 'a', 'First problem.'), d('error', 'b', 'Second problem.')] });
    const marker = within(row('Group First')).getByTestId('row-marker');
    expect(marker.className).toContain('error');
    expect(marker.textContent).toContain('2');
    expect(marker.getAttribute('title')).toBe('First problem.\nSecond problem.');
    // Screen readers get the messages as the row's description.
    const describedBy = row('Group First').getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(
      '2 problems: First problem. Second problem.',
    );
    expect(within(row('Group Second')).queryByTestId('row-marker')).toBeNull();
  });

  it('F2 renames in place; Escape cancels; an empty label is refused with the reason', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.click(row('Group First'));
    fireEvent.keyDown(row('Group First'), { key: 'F2' });
    const field = screen.getByRole('textbox', { name: 'Rename' }) as HTMLInputElement;
    expect(field.value).toBe('First');
    fireEvent.change(field, { target: { value: 'Primero' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(text(s)).toContain('"group": "First"');
    fireEvent.keyDown(row('Group First'), { key: 'F2' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value: ' ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Rename' }), { key: 'Enter' });
    expect(screen.getByTestId('tree-announcer').textContent).toBe('Cannot rename: a label cannot be empty');
    fireEvent.keyDown(row('Group First'), { key: 'F2' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value: 'Primero' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Rename' }), { key: 'Enter' });
    expect(text(s)).toContain('"group": "Primero"');
    // The cancelled and the refused rename recorded nothing: one Undo gives the text back.
    act(() => void s.undo());
    expect(text(s)).toBe(docsJson(NAV));
  });

  it('the context menu offers only allowed children and shows refused actions disabled with the reason', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.click(row('Tab Alpha'));
    fireEvent.keyDown(row('Tab Alpha'), { key: 'F10', shiftKey: true });
    const menu = screen.getByRole('menu', { name: "Actions for 'Alpha'" });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Add anchor inside',
      'Add tab after',
      'Rename',
      'Duplicate',
      'Move to…',
      'Convert to group',
      'Delete',
    ]);
    const convert = within(menu).getByRole('menuitem', { name: 'Convert to group' });
    expect(convert.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(convert.getAttribute('aria-describedby')!)!.textContent).toBe(
      'this list also holds 1 other tab, and groups cannot sit beside tabs; select all 2 to convert them together',
    );
    const before = text(s);
    fireEvent.click(convert);
    expect(text(s)).toBe(before);
    // Move to... has nowhere to go for a tab at the top level.
    expect(within(menu).getByRole('menuitem', { name: 'Move to…' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('adding a child runs one insert and opens the new element for renaming', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.contextMenu(row('Anchor Anchored'));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add group inside' }));
    const field = screen.getByRole('textbox', { name: 'Rename' });
    fireEvent.change(field, { target: { value: 'Extras' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(JSON.parse(text(s)).navigation.tabs[0].anchors[0].pages).toEqual(['alpha/one', { group: 'Extras', pages: [] }]);
    expect(s.getState().history.undo.map((e) => e.label)).toEqual(["add group 'New group'", "rename 'New group'"]);
  });

  it('lists unlisted pages and adds one through "Add to..." as one insert', () => {
    const s = storeWith(docsJson(NAV));
    mount(s, {
      project: { source: 'folder', pageFiles: new Set(['alpha/one', 'beta/one', 'beta/two', 'beta/three', 'beta/four', 'zeta']) },
    });
    const region = screen.getByRole('region', { name: 'Unlisted pages' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.dataset.page),
    ).toEqual(['beta/four', 'zeta']);
    fireEvent.click(within(region).getByRole('button', { name: "Add 'beta/four' to…" }));
    const dialog = screen.getByRole('dialog', { name: "Add 'beta/four' to…" });
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['Anchor Anchored', 'Group First', 'Group Second', 'Cancel']);
    // Tab stays inside the dialog: from Cancel (the last control) it wraps to the filter.
    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).focus());
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Cancel' }), { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Filter destinations' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Group Second' }));
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[1].pages).toEqual(['beta/three', 'beta/four']);
    expect(screen.getByTestId('tree-announcer').textContent).toBe("Added 'beta/four' into 'Second', position 2 of 2");
  });

  it('Delete removes the selection as one undo step and Alt+Down is refused at the end with the reason', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.click(row('Page beta/one'));
    fireEvent.click(row('Page beta/two'), { ctrlKey: true });
    fireEvent.keyDown(row('Page beta/two'), { key: 'Delete' });
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[0].pages).toEqual([]);
    act(() => void s.undo());
    expect(text(s)).toBe(docsJson(NAV));
    fireEvent.click(row('Page beta/two'));
    fireEvent.keyDown(row('Page beta/two'), { key: 'ArrowDown', altKey: true });
    expect(screen.getByTestId('tree-announcer').textContent).toBe("Cannot move: 'beta/two' is already last");
  });

  it('opening another document clears what the announcer said about the last one', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.click(row('Page beta/two'));
    fireEvent.keyDown(row('Page beta/two'), { key: 'ArrowDown', altKey: true });
    expect(screen.getByTestId('tree-announcer').textContent).toBe("Cannot move: 'beta/two' is already last");
    // An edit keeps it; a load (another file, or the same file opened again) does not.
    act(() => void s.run(renameCommand, { id: el(s, 'First').id, label: 'Uno' }));
    expect(screen.getByTestId('tree-announcer').textContent).toBe("Cannot move: 'beta/two' is already last");
    act(() => s.load(workspaceFromText(docsJson({ pages: ['other/one'] })).workspace!));
    expect(row('Page other/one')).toBeTruthy();
    expect(screen.getByTestId('tree-announcer').textContent).toBe('');
  });

  it('type-ahead moves focus to the next row starting with the typed letters', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.click(row('Tab Alpha'));
    act(() => row('Tab Alpha').focus());
    fireEvent.keyDown(row('Tab Alpha'), { key: 's' });
    expect(document.activeElement).toBe(row('Group Second'));
  });

  it('menu: add a sibling, duplicate and ungroup, each one undo step with its name', () => {
    const s = storeWith(docsJson({ groups: [{ group: 'Outer', pages: ['a', { group: 'Inner', pages: ['b', 'c'] }] }] }));
    mount(s);
    const menuFor = (name: string) => {
      fireEvent.contextMenu(screen.getAllByRole('treeitem', { name })[0]);
      return screen.getByRole('menu');
    };
    fireEvent.click(within(menuFor('Page a')).getByRole('menuitem', { name: 'Add page after…' }));
    const add = screen.getByRole('dialog', { name: "Add a page to 'Outer'" });
    fireEvent.change(within(add).getByRole('searchbox', { name: 'Page file or path' }), { target: { value: '/new-page.mdx' } });
    fireEvent.click(within(add).getByRole('button', { name: "Add 'new-page'" }));
    expect(JSON.parse(text(s)).navigation.groups[0].pages.slice(0, 2)).toEqual(['a', 'new-page']);
    fireEvent.click(within(menuFor('Group Inner')).getByRole('menuitem', { name: 'Duplicate' }));
    expect(JSON.parse(text(s)).navigation.groups[0].pages.slice(2)).toEqual([
      { group: 'Inner', pages: ['b', 'c'] },
      { group: 'Inner', pages: ['b', 'c'] },
    ]);
    fireEvent.click(within(menuFor('Group Inner')).getByRole('menuitem', { name: 'Ungroup' }));
    expect(JSON.parse(text(s)).navigation.groups[0].pages).toEqual(['a', 'new-page', 'b', 'c', { group: 'Inner', pages: ['b', 'c'] }]);
    expect(s.getState().history.undo.map((e) => e.label)).toEqual(["add 'new-page'", "duplicate 'Inner'", "ungroup 'Inner'"]);
    // A top-level group cannot be ungrouped: the entry says why.
    const outer = within(menuFor('Group Outer')).getByRole('menuitem', { name: 'Ungroup' });
    expect(outer.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(outer.getAttribute('aria-describedby')!)!.textContent).toContain(
      'only a group inside a pages list can be ungrouped',
    );
  });

  it('Ctrl+Space toggles the focused row in the selection', () => {
    const s = storeWith(docsJson(NAV));
    mount(s);
    fireEvent.click(row('Page beta/one'));
    act(() => row('Page beta/one').focus());
    // Keys go where DOM focus is, as in a browser.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: ' ', ctrlKey: true });
    expect(s.getState().selection).toEqual([]);
    fireEvent.keyDown(document.activeElement!, { key: ' ', ctrlKey: true });
    expect(s.getState().selection).toEqual([el(s, 'beta/one').id]);
  });
});
