import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/parse-json';
import { reconcileIds } from '../../../src/core/parse/reconcile-ids';
import { matchItems } from '../../../src/core/parse/match-items';
import { printJson } from '../../../src/core/parse/print-json';
import { fromValue, type JsonNode } from '../../../src/core/model/json-node';
import { labelOf } from '../../../src/core/model/nav-index';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { nodeAt } from '../../../src/core/tree/draft-path';
import { changedLines } from '../../helpers/line-diff';
import { renameCommand, replaceFileTextCommand, setFieldCommand } from '../../../src/core/commands/index';
import { editText } from '../../../src/core/session/edit-text';
import { generateConfig } from '../../helpers/generate-config';
import type { SourceFile } from '../../../src/core/parse/source-file';

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

/** Every node object of a tree. */
function nodesOf(root: JsonNode): Set<JsonNode> {
  const out = new Set<JsonNode>();
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    out.add(n);
    if (n.type === 'object') for (const p of n.props) stack.push(p.value);
    else if (n.type === 'array') stack.push(...n.items);
  }
  return out;
}

/** A node as data: types, values, keys in order; no ids, no ranges. */
function dataOf(n: JsonNode): unknown {
  if (n.type === 'object') return n.props.map((p) => [p.key, dataOf(p.value)]);
  if (n.type === 'array') return n.items.map(dataOf);
  return [n.type, n.value];
}

/** Every node the file's origin table holds spans text that parses to that node, key offsets included. */
function expectTrueOffsets(file: SourceFile, what: string): void {
  for (const n of nodesOf(file.root!)) {
    if (file.origin.nodeOf(n.id) !== n) continue;
    const sub = parseJson(file.text.slice(n.start, n.end)).file.root!;
    expect(dataOf(sub), what).toEqual(dataOf(n));
    if (n.type === 'object') for (const p of n.props) expect(file.text.slice(p.keyStart, p.keyEnd), what).toBe(JSON.stringify(p.key));
  }
}

describe('reconcileIds with the previous source: the nodes before the edit taken whole', () => {
  const A = docsJson(NAV);

  it('keeps the old objects of what lies before the edit, and gives the rest the old ids', () => {
    const a = parseJson(A).file;
    const t = A.replace('"faq"', '"faq",\n "new"');
    const b = reconcileIds(a.root, parseJson(t).file, a);
    const tabs = (r: JsonNode) => nodeAt(r, ['navigation', 'tabs']) as JsonNode & { type: 'array' };
    const first = (r: JsonNode) => nodeAt(r, ['navigation', 'tabs', 0, 'groups', 0])!;
    expect(first(b.root!)).toBe(first(a.root!)); // "Get started" ends before the edit
    expect(tabs(b.root!).items[1]).not.toBe(tabs(a.root!).items[1]); // "Reference" lies after it: new offsets
    expect(tabs(b.root!).items[1].id).toBe(tabs(a.root!).items[1].id);
    expect(new Set(allIds(b.root!)).size).toBe(allIds(b.root!).length);
    expect(printJson(b, b.root!)).toBe(t);
    expectTrueOffsets(b, 'after the edit');
  });

  it('takes no old node that is not the one parsed from its text (a copy made by an edit)', () => {
    const a = parseJson(A).file;
    const group = nodeAt(a.root!, ['navigation', 'tabs', 0, 'groups', 0])!;
    // Same id, offsets and content, but another object: what an edit that put the value back leaves.
    const copy = Object.freeze({ ...group });
    const prev = replaceAt(a.root!, ['navigation', 'tabs', 0, 'groups', 0], copy);
    const t = A.replace('"faq"', '"faq", "new"');
    const b = reconcileIds(prev, parseJson(t).file, a);
    const got = nodeAt(b.root!, ['navigation', 'tabs', 0, 'groups', 0])!;
    expect(got).not.toBe(copy);
    expect(got.id).toBe(copy.id);
    expect(printJson(b, b.root!)).toBe(t);
  });

  it('gives a new value like one in a kept subtree a fresh id, and a cut entry its id where it is pasted', () => {
    const groups = (...lists: string[][]) => docsJson({ groups: lists.map((pages, k) => ({ group: `G${k}`, pages })) });
    const a = parseJson(groups(['a'], ['c', 'G0'], ['y'])).file;
    const at = (r: JsonNode, ...path: (string | number)[]) => nodeAt(r, ['navigation', 'groups', ...path])!;
    // The page "G0" cut from G1 and pasted into G2. G0, whose label is that text too, lies before the edit.
    const b = reconcileIds(a.root, parseJson(groups(['a'], ['c'], ['y', 'G0'])).file, a);
    expect(at(b.root!, 0)).toBe(at(a.root!, 0));
    expect(at(b.root!, 2, 'pages', 1).id).toBe(at(a.root!, 1, 'pages', 1).id);
    // A new page "G0", cut from nowhere: no old id, least of all that of G0's label, which G0 keeps.
    const c = reconcileIds(a.root, parseJson(groups(['a'], ['c', 'G0'], ['y', 'G0'])).file, a);
    expect(at(c.root!, 0)).toBe(at(a.root!, 0));
    expect(new Set(allIds(c.root!)).size).toBe(allIds(c.root!).length);
  });

  it('typing anywhere in a generated config, with tree edits between: the text typed, true offsets, unique ids, and the head kept', () => {
    const s = storeWith(generateConfig({ pages: 300, versions: 2, languages: ['en', 'fr'] }));
    let seed = 11;
    const r = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // Whole-way edits: whitespace, a new entry, a deletion; never inside one scalar alone.
    const inserts = ['\n', '  ', '"new-page", ', '{"group": "G", "pages": ["p"]}, '];
    let kept = 0;
    for (let i = 0; i < 200; i++) {
      const file = () => s.getState().workspace!.files['docs.json'];
      const before = text(s);
      const at = Math.floor(r() * before.length);
      const typed =
        r() < 0.8
          ? before.slice(0, at) + inserts[Math.floor(r() * inserts.length)] + before.slice(at)
          : before.slice(0, at) + before.slice(at + 1);
      const oldNodes = nodesOf(file().root);
      const result = editText(s, 'docs.json', typed, { mergeKey: 'json' });
      const what = `edit ${i} at ${at}`;
      if (!result.ok) {
        s.discardText('docs.json');
        continue;
      }
      expect(text(s), what).toBe(typed);
      expect(dataOf(file().root), what).toEqual(dataOf(parseJson(typed).file.root!));
      expectTrueOffsets(file().source, what);
      expect(new Set(allIds(file().root)).size, what).toBe(allIds(file().root).length);
      // A container of the old tree in the new one, after an edit that replaced the source.
      if (file().source.text === typed && [...nodesOf(file().root)].some((n) => n.type !== 'string' && oldNodes.has(n))) kept++;
      if (i % 25 === 0) s.run(setFieldCommand, { file: 'docs.json', path: [], key: 'name', value: `Name ${i}` });
      if (i % 40 === 0) {
        const index = s.getIndex();
        const tab = index.order.map((id) => index.elements.get(id)!).find((e) => e.kind === 'tab')!;
        s.run(renameCommand, { id: tab.id, label: `Tab ${i}` });
      }
    }
    expect(kept).toBeGreaterThan(50);
  });
});

/** `root` with the node at `path` replaced by `node` (copies along the path, as an edit does). */
function replaceAt(root: JsonNode, path: (string | number)[], node: JsonNode): JsonNode {
  if (!path.length) return node;
  const [seg, ...rest] = path;
  if (root.type === 'object')
    return Object.freeze({ ...root, props: root.props.map((p) => (p.key === seg ? { ...p, value: replaceAt(p.value, rest, node) } : p)) });
  if (root.type === 'array')
    return Object.freeze({ ...root, items: root.items.map((it, k) => (k === seg ? replaceAt(it, rest, node) : it)) });
  return root;
}
