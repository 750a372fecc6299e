import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/parse-json';
import { matchItems, reconcileIds } from '../../../src/core/parse/reconcile-ids';
import { printJson } from '../../../src/core/parse/print-json';
import { fromValue, type JsonNode } from '../../../src/core/model/json-node';
import { labelOf } from '../../../src/core/model/nav-index';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { changedLines } from '../../helpers/line-diff';
import { renameCommand, replaceFileTextCommand } from '../../../src/core/commands/index';

const NAV = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Get started', pages: ['index', 'quickstart', 'install'] },
        { group: 'More', pages: ['more', 'faq'] },
      ],
    },
    { tab: 'Reference', groups: [{ group: 'API', pages: ['api/one'] }] },
  ],
};

/** Every element of the store by label -> id. */
function idsByLabel(store: ReturnType<typeof storeWith>): Map<string, number> {
  const index = store.getIndex();
  return new Map(index.order.map((id) => [labelOf(index.elements.get(id)!), id]));
}

/** Every node id of a tree. */
function allIds(root: JsonNode): number[] {
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n.id);
    if (n.type === 'object') for (const p of n.props) stack.push(p.value);
    else if (n.type === 'array') stack.push(...n.items);
  }
  return out;
}

const typeText = (store: ReturnType<typeof storeWith>, next: string) =>
  expect(store.run(replaceFileTextCommand, { file: 'docs.json', text: next })).toEqual({ ok: true });

describe('reconcileIds through replace-file-text', () => {
  it('keeps every id when a label is typed over, including the edited element', () => {
    const s = storeWith(docsJson(NAV));
    const before = idsByLabel(s);
    typeText(s, text(s).replace('"Get started"', '"Getting started"'));
    const after = idsByLabel(s);
    expect(after.get('Getting started')).toBe(before.get('Get started'));
    for (const label of ['Guides', 'More', 'index', 'faq', 'API', 'api/one']) expect(after.get(label), label).toBe(before.get(label));
  });

  it('keeps the selection on the same element after a text edit', () => {
    const s = storeWith(docsJson(NAV));
    s.select([el(s, 'faq').id]);
    typeText(s, text(s).replace('"more",', '"more", "new-page",'));
    const [selected] = s.getState().selection;
    expect(labelOf(s.getIndex().elements.get(selected)!)).toBe('faq');
    // The inserted entry is a new node.
    expect([...idsByLabel(s).values()].filter((id) => id === el(s, 'new-page').id)).toHaveLength(1);
  });

  it('follows a group cut and pasted elsewhere in the text, with its pages', () => {
    const s = storeWith(docsJson(NAV));
    const before = idsByLabel(s);
    const value = JSON.parse(text(s));
    const more = value.navigation.tabs[0].groups.pop();
    value.navigation.tabs[1].groups.unshift(more);
    typeText(s, JSON.stringify(value, null, 2));
    const after = idsByLabel(s);
    for (const label of ['More', 'more', 'faq', 'Get started', 'API']) expect(after.get(label), label).toBe(before.get(label));
    expect(s.getIndex().elements.get(after.get('More')!)!.path).toEqual(['navigation', 'tabs', 1, 'groups', 0]);
  });

  it('gives no two nodes the same id', () => {
    const s = storeWith(docsJson(NAV));
    typeText(s, text(s).replace('"index",', '"index", "index", "quickstart",'));
    const ids = allIds(s.getState().workspace!.files['docs.json'].root);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps printing minimal: a tree edit after a text edit changes only its own line', () => {
    const s = storeWith(docsJson(NAV));
    typeText(s, text(s).replace('"faq"', '"faq-2"'));
    const typed = text(s);
    expect(s.run(renameCommand, { id: el(s, 'API').id, label: 'API reference' }).ok).toBe(true);
    expect(changedLines(typed, text(s))).toBe(2);
    expect(text(s)).toBe(typed.replace('"API"', '"API reference"'));
    // And undo walks back through both steps exactly.
    s.undo();
    expect(text(s)).toBe(typed);
    s.undo();
    expect(text(s)).toBe(docsJson(NAV));
  });
});

describe('reconcileIds', () => {
  it('returns the file unchanged when there is nothing to match', () => {
    const { file } = parseJson('{"a": 1}');
    expect(reconcileIds(undefined, file)).toBe(file);
    expect(reconcileIds(parseJson('[1]').file.root, file)).toBe(file);
  });

  it('prints the reconciled tree byte for byte', () => {
    const a = parseJson(docsJson(NAV)).file;
    const t = docsJson(NAV).replace('"install"', '"install",\n\n        "setup"');
    const b = reconcileIds(a.root, parseJson(t).file);
    expect(b.root!.id).toBe(a.root!.id);
    expect(printJson(b, b.root!)).toBe(t);
  });

  it('also takes a tree that is not a fresh parse (ids spread far apart)', () => {
    const a = parseJson(docsJson(NAV)).file;
    for (let i = 0; i < 20000; i++) parseJson('[1]'); // ids move on
    // Old ids plus one fresh page, far from them.
    const mixed = reconcileIds(a.root, parseJson(docsJson(NAV).replace('"faq"', '"faq", "new"')).file).root!;
    const ids = allIds(mixed);
    expect(Math.max(...ids) - Math.min(...ids)).toBeGreaterThan(4 * ids.length + 1024);
    const again = reconcileIds(a.root, { ...a, root: mixed });
    expect(again.root!.id).toBe(a.root!.id);
    expect(new Set(allIds(again.root!)).size).toBe(ids.length);
  });

  it('survives a navigation nested as deep as the parser reads (250 groups, 500 levels)', () => {
    let t = '"x"';
    for (let i = 0; i < 250; i++) t = `{"group": "g${i}", "pages": [${t}]}`;
    const a = parseJson(t).file;
    const b = reconcileIds(a.root, parseJson(t.replace('"x"', '"y"')).file);
    expect(b.root!.id).toBe(a.root!.id);
  });
});

describe('matchItems', () => {
  const items = (...v: unknown[]) => v.map((x) => fromValue(x));

  it('matches identical items wherever they moved, then labels, then position', () => {
    const olds = items('a', { group: 'G', pages: ['x'] }, 'b', 'c');
    const news = items('c', { group: 'G', pages: ['x', 'y'] }, 'a', 'b2');
    const pairs = new Map(matchItems(olds, news).map(([i, j]) => [j, i]));
    expect(pairs.get(0)).toBe(3); // "c" moved to the front
    expect(pairs.get(2)).toBe(0); // "a" moved back
    expect(pairs.get(1)).toBe(1); // the group, by its label, though its pages changed
    expect(pairs.get(3)).toBe(2); // "b" typed over as "b2", by position
  });

  it('never pairs an object with a string', () => {
    expect(matchItems(items('a'), items({ group: 'a' }))).toEqual([]);
  });
});
