import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadWorkspace, type Workspace } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { iconCheck, iconLibrariesNeeded, unknownIcons } from '../../../src/core/icons/unknown-icon';
import { EditorSession } from '../../../src/core/session/editor-session';
import { iconsField } from '../../../src/core/session/icons-field';
import { keyboardMoveCommand, renameCommand } from '../../../src/core/commands/index';
import { manualScheduler } from '../../helpers/scheduler';
import type { IconNameLists } from '../../../src/core/icons/icon-names';
import { RulesMemo } from '../../../src/core/rules/rules-memo';
import { parseFontAwesomeNames } from '../../../src/core/icons/icon-name-lists';
import { DocumentSession } from '../../../src/core/session/document-session';
import { diagnosticText } from '../../../src/core/rules/diagnostic-text';
import { loadIconNames, watchIconNames } from '../../../src/io/icon-names';

const DIR = join(__dirname, '..', '..', 'fixtures', 'icons');
const read = (f: string) => readFileSync(join(DIR, f), 'utf8');

function open(text = read('docs.json')): Workspace {
  const { workspace } = loadWorkspace('docs.json', text, (p) => (p === 'split.json' ? read('split.json') : undefined));
  return workspace!;
}

/** The fixture with the site's library set to `library`. */
const withLibrary = (library: string) =>
  read('docs.json').replace('"name": "Icons",', `"name": "Icons", "icons": { "library": "${library}" },`);

let lists: IconNameLists;
beforeAll(async () => {
  const [fontawesome, lucide] = await Promise.all([loadIconNames('fontawesome'), loadIconNames('lucide')]);
  lists = { fontawesome: new Set(fontawesome), lucide: new Set(lucide) };
});

const flagged = (ws: Workspace, l: IconNameLists = lists) =>
  unknownIcons(ws, buildNavIndex(ws), l).map(
    (d) => `${d.file}: ${d.message.slice(0, d.message.indexOf(':'))} ${/"([^"]+)"/.exec(d.message)![1]}`,
  );

describe('unknown-icon', () => {
  it('flags only the names their library lacks: free, alias, brand and Pro names pass; URLs, paths, tabler and fa- are not judged', () => {
    expect(flagged(open())).toEqual([
      'docs.json: navigation.tabs[0].groups[5] hosue',
      'docs.json: navigation.tabs[0].groups[6] life-buoy',
      'docs.json: navigation.tabs[0].groups[8] lif-buoy',
      'docs.json: navigation.tabs[0].groups[13].pages[0] not-an-icon',
      'split.json: split.json (navigation.tabs[1]) rocket-launchpad',
    ]);
  });

  it('checks against Lucide when the config chooses it (Font Awesome Pro names are then unknown; brand names Lucide 1.0 removed are not)', () => {
    expect(flagged(open(withLibrary('lucide')))).toEqual([
      'docs.json: navigation.tabs[0].groups[3] message-bot',
      'docs.json: navigation.tabs[0].groups[4] file-certificate',
      'docs.json: navigation.tabs[0].groups[5] hosue',
      'docs.json: navigation.tabs[0].groups[8] lif-buoy',
      'docs.json: navigation.tabs[0].groups[13].pages[0] not-an-icon',
      'split.json: split.json (navigation.tabs[1]) rocket-launchpad',
    ]);
  });

  it('never judges Tabler, or a library whose list has not loaded', () => {
    const tabler = open(withLibrary('tabler'));
    // Only the icon object that names Lucide itself is checked.
    expect(flagged(tabler)).toEqual(['docs.json: navigation.tabs[0].groups[8] lif-buoy']);
    expect(flagged(open(), {})).toEqual([]);
    expect(flagged(open(), { lucide: lists.lucide })).toEqual(['docs.json: navigation.tabs[0].groups[8] lif-buoy']);
  });

  it('is a warning at the icon, naming the place, the problem and what to do', () => {
    const ws = open();
    const index = buildNavIndex(ws);
    const d = unknownIcons(ws, index, lists)[0];
    expect(d).toMatchObject({
      severity: 'warning',
      code: 'unknown-icon',
      site: 'accepts',
      path: ['navigation', 'tabs', 0, 'groups', 5, 'icon'],
    });
    expect(d.message).toBe(
      `navigation.tabs[0].groups[5]: icon "hosue" is not a Font Awesome icon (Font Awesome is the icon library of this config), so the site shows no icon here. Pick one with the inspector's icon picker, or find the right name at https://fontawesome.com/icons.`,
    );
    expect(diagnosticText(d, index, 'docs.json').where).toBe('Guides > Typo');
    const own = unknownIcons(ws, index, lists)[2];
    expect(own.message).toContain('icon "lif-buoy" is not a Lucide icon (Lucide is the library this icon names)');
  });

  it('says which lists the navigation needs', () => {
    const ws = open();
    expect(iconLibrariesNeeded(ws, buildNavIndex(ws))).toEqual(['fontawesome', 'lucide']);
    const plain = open(read('docs.json').replace(/"library": "lucide"/g, '"library": "tabler"'));
    expect(iconLibrariesNeeded(plain, buildNavIndex(plain))).toEqual(['fontawesome']);
  });

  it('keeps its answer per subtree in a memo, and starts afresh when the library or the lists change', () => {
    const memo = new RulesMemo();
    const fa = open();
    const index = buildNavIndex(fa);
    const first = unknownIcons(fa, index, lists, memo);
    expect(first).toEqual(unknownIcons(fa, buildNavIndex(fa), lists));
    // The same version again: the same warnings, the same objects (the problems follow them).
    const again = unknownIcons(fa, index, lists, memo);
    again.forEach((d, i) => expect(d).toBe(first[i]));
    // Another site library, with the same memo: the answer of a run without one.
    const lucide = open(withLibrary('lucide'));
    expect(unknownIcons(lucide, buildNavIndex(lucide), lists, memo)).toEqual(unknownIcons(lucide, buildNavIndex(lucide), lists));
    // Other lists, with the same memo.
    const only = { lucide: lists.lucide };
    expect(unknownIcons(lucide, buildNavIndex(lucide), only, memo)).toEqual(unknownIcons(lucide, buildNavIndex(lucide), only));
    const needs = new RulesMemo();
    expect(iconLibrariesNeeded(fa, buildNavIndex(fa), needs)).toEqual(['fontawesome', 'lucide']);
    const tabler = open(withLibrary('tabler'));
    expect(iconLibrariesNeeded(tabler, buildNavIndex(tabler), needs)).toEqual(['lucide']);
  });

  it('reads every Font Awesome name, Pro and aliases, from the type declarations', () => {
    expect(
      parseFontAwesomeNames(
        "export type IconPrefix = 'fas';\nexport type IconName = '0' | \n  'house' | \n  'home';\nexport type X = 'no';",
      ),
    ).toEqual(['0', 'home', 'house']);
    expect(lists.fontawesome!.size).toBeGreaterThan(5000);
    for (const n of ['magnifying-glass', 'search', 'github', 'message-bot', 'arrow-progress']) expect(lists.fontawesome!.has(n)).toBe(true);
  });
});

describe('the session', () => {
  it('warns once the lists arrive, after the structure rules, and stops after a fix', async () => {
    const session = new DocumentSession();
    session.open(open());
    const unknown = () => session.getSnapshot().diagnostics.filter((d) => d.code === 'unknown-icon');
    expect(unknown()).toEqual([]);
    const stop = watchIconNames(session);
    await vi.waitFor(() => expect(unknown()).toHaveLength(5));
    const all = session.getSnapshot().diagnostics;
    expect(all.findIndex((d) => d.code === 'unknown-icon')).toBeGreaterThan(
      all.findLastIndex((d) => d.code === 'invalid-icon' || d.code === 'icon-fa-prefix'),
    );
    session.open(open(read('docs.json').replace('"hosue"', '"house"')));
    expect(unknown().map((d) => /"([^"]+)"/.exec(d.message)![1])).toEqual(['life-buoy', 'lif-buoy', 'not-an-icon', 'rocket-launchpad']);
    stop();
  });
});

describe('the unknown-icon check of a document just opened, in slices', () => {
  // 1,500 groups with icons, a few unknown: more than one slice's worth of elements (1,024).
  const text = JSON.stringify({
    navigation: {
      groups: Array.from({ length: 1500 }, (_, g) => ({ group: `G${g}`, icon: g % 100 === 0 ? 'hosue' : 'house', pages: [`p${g}`] })),
    },
  });
  const small: IconNameLists = { fontawesome: new Set(['house']) };

  it('stops when told, and the next call goes on to the answer of a whole run', () => {
    const ws = open(text);
    const index = buildNavIndex(ws);
    const memo = new RulesMemo();
    const check = iconCheck(small);
    expect(check(ws, index, memo, () => true)).toBeUndefined();
    const out = check(ws, index, memo, () => false);
    expect(out).toEqual(unknownIcons(ws, index, small));
    expect(out).toHaveLength(15);
  });

  it('finds the libraries to load in steps too, stopping when told', () => {
    const ws = open(text);
    const index = buildNavIndex(ws);
    const memo = new RulesMemo();
    expect(iconLibrariesNeeded(ws, index, memo, () => true)).toBeUndefined();
    expect(iconLibrariesNeeded(ws, index, memo, () => false)).toEqual(['fontawesome']);
  });

  it('is owed by the session after the load, and done in its slices after the tree is shown', () => {
    const scheduler = manualScheduler();
    const session = new EditorSession({ scheduler });
    session.load(open(text), { inputs: { iconCheck: iconCheck(small) } });
    expect(session.getSnapshot().get(iconsField).owed).toBe(true);
    expect(session.getSnapshot().diagnostics.filter((d) => d.code === 'unknown-icon')).toEqual([]);
    scheduler.runAll();
    const snap = session.getSnapshot();
    expect(snap.get(iconsField).owed).toBeFalsy();
    expect(snap.diagnostics.filter((d) => d.code === 'unknown-icon')).toEqual(unknownIcons(snap.state.workspace!, snap.index, small));
    // After an edit the check answers at once again (nothing owed).
    session.run(renameCommand, { id: snap.index.elements.get(snap.index.rootId!)!.children[0], label: 'First' });
    expect(session.getSnapshot().get(iconsField).owed).toBeFalsy();
    expect(session.getSnapshot().diagnostics.filter((d) => d.code === 'unknown-icon')).toHaveLength(15);
  });
});

// A long list of pages is passed over by its strings (only its object items can hold an icon):
// a group with an unknown icon among 1,200 pages is still found, before and after moves beside it.
describe('unknown icons in a long list of pages', () => {
  it('finds the icon of a group among 1,200 pages, and the library it needs, after each move', () => {
    const pages: unknown[] = Array.from({ length: 1200 }, (_, i) => `docs/p-${i}`);
    pages.splice(600, 0, { group: 'Inner', icon: 'no-such-icon-xyz', pages: ['docs/inner'] });
    const text = JSON.stringify({ name: 'Long', icons: { library: 'lucide' }, navigation: { groups: [{ group: 'All', pages }] } });
    const store = new EditorSession();
    store.load(loadWorkspace('docs.json', text, () => undefined).workspace!, { inputs: { iconCheck: iconCheck(lists) } });
    const memo = new RulesMemo();
    for (let step = 0; step < 6; step++) {
      const ws = store.getState().workspace!;
      const icons = store.getSnapshot().get(iconsField).diagnostics;
      expect(icons).toHaveLength(1);
      expect(icons).toEqual(unknownIcons(ws, buildNavIndex(ws, null), lists));
      expect(iconLibrariesNeeded(ws, store.getIndex(), memo)).toEqual(['lucide']);
      const index = store.getIndex();
      const group = index.elements.get(index.elements.get(index.rootId!)!.children[0])!;
      // The page before the inner group, moved down past it and back.
      store.run(keyboardMoveCommand, { id: group.children[599 + (step % 2)], dir: step % 2 ? 'up' : 'down' });
    }
  });
});
