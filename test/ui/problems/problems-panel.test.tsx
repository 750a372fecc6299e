// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue, type RevealRequest } from '../../../src/ui/shell/editor-context';
import { FIRST_PROBLEMS, MORE_PROBLEMS, ProblemsPanel } from '../../../src/ui/problems/problems-panel';
import { QUIET_MS } from '../../../src/ui/common/use-when-quiet';
import { problemLines } from '../../../src/ui/problems/problem-places';
import { formatJsonPath } from '../../../src/core/rules/diagnostic-text';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { insertCommand, removeElementCommand, renameCommand } from '../../../src/core/commands/index';

let reveals: RevealRequest[] = [];

/** The shell's part: the session's diagnostics on every change, and reveal requests recorded. */
function Harness({ store }: { store: EditorSession }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [lastReveal, setLastReveal] = useState<RevealRequest>();
  const value: EditorContextValue = {
    store,
    project: EMPTY_PROJECT,
    diagnostics: snapshot.diagnostics,
    lastReveal,
    reveal: (id, from, at) => {
      const r = { id, from, at, seq: reveals.length + 1 };
      reveals.push(r);
      setLastReveal(r);
    },
  };
  return (
    <EditorContext.Provider value={value}>
      <ProblemsPanel />
    </EditorContext.Provider>
  );
}

const NAV = {
  languages: [
    { language: 'en-US', groups: [{ group: 'Start', pages: ['index', 'get /users'] }] },
    { language: 'fr', groups: [{ group: 'Démarrer', expanded: true, pages: ['fr/index'] }] },
  ],
};

function setup(extra: Record<string, unknown> = {}) {
  reveals = [];
  const store = storeWith(docsJson(NAV, extra));
  render(<Harness store={store} />);
  return store;
}
const region = () => screen.getByRole('region', { name: /^Problems/ });
const rows = () => within(region()).getAllByRole('listitem');
// Case aside: what is wrong is shown with its first letter up ('Theme "neon" ...').
const row = (needle: string) => rows().find((r) => r.textContent!.toLowerCase().includes(needle.toLowerCase()))!;

afterEach(cleanup);

describe('ProblemsPanel', () => {
  it('lists every problem with its severity, place and line, and counts them in its title', () => {
    setup({ theme: 'neon' });
    expect(region().getAttribute('aria-label')).toBe('Problems: 2 errors, 2 warnings');
    expect(within(region()).getByRole('button', { name: 'Problems (2 errors, 2 warnings)' })).toBeTruthy();
    const lang = row('"en-US" is not a supported language code');
    expect(within(lang).getByRole('img', { name: 'error' })).toBeTruthy();
    const line =
      docsJson(NAV, { theme: 'neon' })
        .split('\n')
        .findIndex((l) => l.includes('"en-US"')) + 1;
    expect(lang.textContent).toContain(`navigation.languages[0].language, line ${line}`);
    expect(row('theme "neon"').textContent).toContain('theme, line 3');
  });

  it('shows the line of each problem as the text prints after an edit, once the edit is painted', async () => {
    const store = setup();
    const lineNow = () =>
      text(store)
        .split('\n')
        .findIndex((l) => l.includes('"en-US"')) + 1;
    const before = lineNow();
    expect(row('"en-US" is not a supported language code').textContent).toContain(`line ${before}`);
    // A language added above: the lines below it move, and the list says where they are now.
    act(() => {
      store.run(insertCommand, {
        parentId: store.getIndex().rootId!,
        collection: 'languages',
        index: 0,
        value: { language: 'de', groups: [{ group: 'Start', pages: ['de/index'] }] },
      });
    });
    expect(lineNow()).toBeGreaterThan(before);
    // The render of the edit itself does not print the file: the moved problem (a new object)
    // shows no line in it; its line follows once the document stays the same for a moment.
    const moved = () => row('"en-US" is not a supported language code').textContent;
    expect(moved()).toContain('navigation.languages[1].language');
    expect(moved()).not.toContain(', line');
    await waitFor(() => expect(moved()).toContain(`navigation.languages[1].language, line ${lineNow()}`));
  });

  it('keeps the lines it has while edits keep coming, and finds the new ones once they stop', () => {
    vi.useFakeTimers();
    try {
      const store = setup();
      const lang = () => row('"en-US" is not a supported language code').textContent;
      const add = (i: number) =>
        act(() => {
          store.run(insertCommand, {
            parentId: store.getIndex().rootId!,
            collection: 'languages',
            index: 0,
            value: { language: 'de', groups: [{ group: `Start ${i}`, pages: [`de/${i}`] }] },
          });
        });
      // Edits closer together than QUIET_MS, as typing: no line for the moved problem meanwhile.
      for (let i = 0; i < 4; i++) {
        add(i);
        act(() => vi.advanceTimersByTime(QUIET_MS / 2));
        expect(lang()).not.toContain(', line');
      }
      act(() => vi.advanceTimersByTime(QUIET_MS + 200));
      const line =
        text(store)
          .split('\n')
          .findIndex((l) => l.includes('"en-US"')) + 1;
      expect(lang()).toContain(`navigation.languages[4].language, line ${line}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leads each problem with the label path a person knows; the filter matches it too', () => {
    setup();
    const group = row('expanded');
    const where = group.querySelector('.problem-where')!;
    expect(where.textContent).toMatch(/ > Démarrer$/);
    // The label path first, what is wrong next, the JSON place last.
    expect(group.textContent!.indexOf(where.textContent!)).toBeLessThan(group.textContent!.indexOf('navigation.languages[1]'));
    fireEvent.change(screen.getByLabelText('Filter problems'), { target: { value: where.textContent!.toLowerCase() } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toContain('Démarrer');
  });

  it('follows a label typed above a problem, and keeps the other problems as they are', () => {
    const store = setup({ theme: 'neon' });
    const theme = row('neon');
    const themeText = theme.textContent;
    act(() => void store.run(renameCommand, { id: el(store, 'Démarrer').id, label: 'Commencer' }));
    expect(row('expanded').querySelector('.problem-where')!.textContent).toMatch(/ > Commencer$/);
    expect(row('neon')).toBe(theme);
    expect(row('neon').textContent).toBe(themeText);
    act(() => void store.run(renameCommand, { id: el(store, 'Commencer').id, label: 'Démarrer' }));
    expect(row('expanded').querySelector('.problem-where')!.textContent).toMatch(/ > Démarrer$/);
  });

  it('filters by severity and by text', () => {
    setup();
    expect(rows()).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'warning' } });
    expect(rows().map((r) => within(r).getByRole('img').getAttribute('aria-label'))).toEqual(['warning', 'warning']);
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Filter problems'), { target: { value: 'get /users' } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toContain('lowercase-method');
    fireEvent.change(screen.getByLabelText('Filter problems'), { target: { value: 'nothing like this' } });
    expect(rows()[0].textContent).toBe('No problems match the filter.');
  });

  it('selecting a problem selects its element and asks the other panels to show the exact place', () => {
    const store = setup();
    fireEvent.click(within(row('"en-US"')).getAllByRole('button')[0]);
    const english = store.getIndex().elements.get(store.getState().selection[0])!;
    expect(english.kind).toBe('language');
    expect(reveals.at(-1)).toMatchObject({
      id: english.id,
      from: 'problems',
      at: { file: 'docs.json', path: ['navigation', 'languages', 0, 'language'] },
    });
    expect(row('"en-US"').getAttribute('aria-current')).toBe('true');
  });

  it('a problem without an element still reveals its place in the JSON', () => {
    setup({ theme: 'neon' });
    fireEvent.click(within(row('theme "neon"')).getAllByRole('button')[0]);
    expect(reveals.at(-1)).toMatchObject({ id: -1, from: 'problems', at: { file: 'docs.json', path: ['theme'] } });
  });

  it('a fix is one undoable step that changes the text', () => {
    const store = setup();
    const before = text(store);
    fireEvent.click(within(row('"en-US"')).getByRole('button', { name: 'Fix: Use "en"' }));
    expect(text(store)).toBe(before.replace('"en-US"', '"en"'));
    expect(screen.queryByText(/"en-US" is not a supported/)).toBeNull();
    act(() => void store.undo());
    expect(text(store)).toBe(before);
    fireEvent.click(within(row('expanded-on-top-level-group')).getByRole('button', { name: /^Fix: Remove "expanded"/ }));
    expect(JSON.parse(text(store)).navigation.languages[1].groups[0].expanded).toBeUndefined();
    expect(el(store, 'Démarrer')).toBeTruthy();
  });

  it('is keyboard accessible: one tab stop, arrows move between problems, Enter goes', () => {
    const store = setup();
    const buttons = () =>
      within(region())
        .getAllByRole('button')
        .filter((b) => b.classList.contains('problem-text'));
    expect(buttons().map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    buttons()[0].focus();
    fireEvent.keyDown(buttons()[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons()[1]);
    expect(buttons().map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(buttons()[1], { key: 'End' });
    expect(document.activeElement).toBe(buttons()[2]);
    fireEvent.keyDown(buttons()[2], { key: 'Home' });
    expect(document.activeElement).toBe(buttons()[0]);
    // A button: Enter clicks it.
    fireEvent.click(document.activeElement!);
    expect(store.getState().selection).toHaveLength(1);
  });
});

describe('a long list of problems', () => {
  // Operations with a lowercase method: one warning each.
  const many = (n: number) => ({
    languages: [{ language: 'en', groups: [{ group: 'API', pages: Array.from({ length: n }, (_, i) => `get /p${i}`) }] }],
  });
  const drawnAll = async (n: number) => waitFor(() => expect(rows()).toHaveLength(n), { timeout: 5000 });

  it('draws the first rows at once and the rest in steps after that, every problem in the end', async () => {
    reveals = [];
    const store = storeWith(docsJson(many(300)));
    render(<Harness store={store} />);
    expect(region().getAttribute('aria-label')).toBe('Problems: 0 errors, 300 warnings');
    expect(rows()).toHaveLength(FIRST_PROBLEMS);
    await waitFor(() => expect(rows().length).toBeGreaterThan(FIRST_PROBLEMS));
    expect(rows().length).toBeLessThanOrEqual(FIRST_PROBLEMS + MORE_PROBLEMS);
    await drawnAll(300);
    expect(rows()[299].textContent).toContain('get /p299');
  });

  it('a problem an edit adds is drawn at once; another filter, or many problems back at once, start from the top', async () => {
    reveals = [];
    const store = storeWith(docsJson(many(300)));
    render(<Harness store={store} />);
    await drawnAll(300);
    act(() => {
      store.run(insertCommand, { parentId: el(store, 'API').id, collection: 'pages', index: 0, value: 'get /new' });
    });
    expect(rows()).toHaveLength(301);
    expect(rows()[0].textContent).toContain('get /new');
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'warning' } });
    expect(rows()).toHaveLength(FIRST_PROBLEMS);
    await drawnAll(301);
    fireEvent.change(screen.getByLabelText('Filter problems'), { target: { value: 'get /p29' } });
    await drawnAll(11);
    fireEvent.change(screen.getByLabelText('Filter problems'), { target: { value: '' } });
    expect(rows()).toHaveLength(FIRST_PROBLEMS);
    await drawnAll(301);
    // An edit that mends them all, undone: the list counts from what it had, so they come back in steps.
    act(() => void store.run(removeElementCommand, { id: el(store, 'API').id }));
    expect(rows().length).toBeLessThan(FIRST_PROBLEMS);
    act(() => void store.undo());
    expect(rows()).toHaveLength(FIRST_PROBLEMS);
    await drawnAll(301);
  });
});

describe('problem places', () => {
  it('formats paths and finds lines as the document prints now, after tree edits too', () => {
    expect(formatJsonPath(['navigation', 'tabs', 0, 'groups'])).toBe('navigation.tabs[0].groups');
    expect(formatJsonPath([])).toBe('(root)');
    const store = storeWith(docsJson(NAV));
    const ds = store.getSnapshot().diagnostics;
    const lang = ds.find((d) => d.code === 'unsupported-language')!;
    const lineNow = () =>
      text(store)
        .split('\n')
        .findIndex((l) => l.includes('"en-US"')) + 1;
    expect(problemLines(store.getSnapshot(), [lang])).toEqual([lineNow()]);
    // A new group above shifts the line; the printed text is what counts.
    store.run(insertCommand, {
      parentId: store.getIndex().rootId!,
      collection: 'languages',
      index: 0,
      value: { language: 'de', groups: [{ group: 'Start', pages: ['de/index'] }] },
    });
    const moved = store.getSnapshot().diagnostics.find((d) => d.code === 'unsupported-language')!;
    expect(problemLines(store.getSnapshot(), [moved])).toEqual([lineNow()]);
  });
});
