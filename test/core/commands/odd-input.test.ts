import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/core/session/editor-session';
import { defineCommand, OK } from '../../../src/core/commands/command';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { el, storeWith, text } from '../../helpers/store';
import { duplicateCommand, removeElementCommand, renameCommand } from '../../../src/core/commands/index';

// Commands on documents the JSON pane (or a hand edit) can produce: each refuses with a reason
// or does what it says, and the document survives; none may throw into the UI.
describe('commands on odd input', () => {
  const withGlobal = `{
  "navigation": {
    "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com" }] },
    "tabs": [7, { "tab": "Guides", "groups": [{ "group": "G", "pages": ["a", "b"] }] }]
  }
}
`;

  it('deletes the global anchors object (a key, not a list item), and undo gives the bytes back', () => {
    const s = storeWith(withGlobal);
    const global = [...s.getIndex().elements.values()].find((e) => e.kind === 'global')!;
    expect(s.run(removeElementCommand, { id: global.id })).toEqual({ ok: true });
    expect(text(s)).not.toContain('"global"');
    expect(JSON.parse(text(s)).navigation.tabs[1].tab).toBe('Guides');
    s.undo();
    expect(text(s)).toBe(withGlobal);
  });

  it('refuses to rename a tab that is not an object, saying why', () => {
    const s = storeWith(withGlobal);
    const seven = [...s.getIndex().elements.values()].find((e) => e.kind === 'tab' && e.node.type === 'number')!;
    expect(s.run(renameCommand, { id: seven.id, label: 'Seven' })).toEqual({
      ok: false,
      reason: 'this tab is a number, not an object; fix it in the JSON first',
    });
    expect(text(s)).toBe(withGlobal);
  });

  it('deletes an element once when a selection names it twice', () => {
    const s = storeWith(withGlobal);
    const a = el(s, 'a');
    expect(s.run(removeElementCommand, { ids: [a.id, a.id] }).ok).toBe(true);
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[0].pages).toEqual(['b']);
  });

  it('refuses to duplicate what holds a $ref split file, which two copies would both edit', () => {
    const files: Record<string, string> = {
      'fr.json': '{ "language": "fr", "groups": [{ "group": "Commencer", "pages": ["fr/index"] }] }\n',
    };
    const main =
      '{ "navigation": { "languages": [{ "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] }, { "$ref": "fr.json" }] } }\n';
    const s = new EditorSession();
    s.load(loadWorkspace('docs.json', main, (p) => files[p]).workspace!);
    const fr = [...s.getIndex().elements.values()].find((e) => e.kind === 'language' && labelOf(e) === 'fr')!;
    const r = s.run(duplicateCommand, { id: fr.id });
    expect(r).toEqual({ ok: false, reason: '\'fr\' is a $ref split file (fr.json); copy that file and point a new "$ref" at it instead' });
    const navigation = s.getIndex().elements.get(s.getIndex().rootId!)!;
    expect(s.run(duplicateCommand, { id: navigation.children[0] }).ok).toBe(true);
  });

  it('turns a command that throws into a refusal and keeps the document and its history', () => {
    const boom = defineCommand<{ n: number }>({
      id: 'test-throws',
      label: () => 'break things',
      canRun: () => OK,
      run: (draft) => {
        (draft.files['docs.json'] as { root: unknown }).root = null;
        throw new Error('the draft was half edited');
      },
    });
    const s = storeWith(withGlobal);
    const before = s.getState();
    expect(s.run(boom, { n: 1 })).toEqual({ ok: false, reason: 'could not break things: the draft was half edited' });
    expect(s.getState()).toBe(before);
    expect(text(s)).toBe(withGlobal);
  });
});
