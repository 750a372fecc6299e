import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { JsonNode } from '../../../src/core/model/json-node';
import { nodeAt } from '../../../src/core/tree/draft-path';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import type { NavElement, NavIndex } from '../../../src/core/model/nav-index';
import { editText } from '../../../src/core/session/edit-text';
import { RulesMemo, runRules } from '../../../src/core/rules/index';
import { unknownIcons } from '../../../src/core/icons/unknown-icon';
import { openapiMarks } from '../../../src/core/openapi/openapi-marks';
import { renameCommand } from '../../../src/core/commands/index';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';

// An element rebuilt only because an edit in the JSON pane moved its offsets stands in for the
// old one (NavElement.standsFor), so what the rules, the icon check and the OpenAPI marks kept
// for the old subtree is used again (src/core/model/update-nav-index.ts, value-copies.ts).

const NAV = {
  groups: [
    { group: 'A', icon: 'hosue', pages: ['one', 'two', { group: 'A1', pages: ['three', 'GET /users'] }] },
    { group: 'B', openapi: 'api.yaml', pages: ['four', 'POST /pets', 'get /pets'] },
    { group: 'C', icon: 'rocket', pages: [] },
    { group: 'D', pages: ['five', { group: 'D1', icon: 'hosue', pages: ['six'] }, { pages: ['seven'] }] },
  ],
};
const LISTS = { fontawesome: new Set(['house', 'rocket']) };

type Store = ReturnType<typeof storeWith>;
const ws = (s: Store) => s.getState().workspace!;

/** Every element of an index, by id. */
function byId(index: NavIndex): Map<number, NavElement> {
  return new Map(index.order.map((id) => [id, index.elements.get(id)!]));
}

/** The pane's text with `insert` put right after the first `after` found past `from`. */
function typed(s: Store, after: string, insert: string, from = 0): string {
  const t = text(s);
  const at = t.indexOf(after, from) + after.length;
  return t.slice(0, at) + insert + t.slice(at);
}

/** A node's value with the ids of every node in it, offsets aside. */
function valueOf(n: NavElement['node']): unknown {
  if (n.type === 'object') return [n.id, n.props.map((p) => [p.key, valueOf(p.value)])];
  if (n.type === 'array') return [n.id, n.items.map(valueOf)];
  return [n.id, n.value];
}

describe('an element that stands in for an earlier one', () => {
  it('after an Enter: every rebuilt element stands for the first version of it, with the same place and values', () => {
    const s = storeWith(docsJson(NAV));
    const v1 = byId(s.getIndex());
    // A line broken inside group A's pages: the navigation, A, and everything after are rebuilt.
    expect(editText(s, 'docs.json', typed(s, '"one",', '\n    ')).ok).toBe(true);
    const v2 = byId(s.getIndex());
    const root = s.getIndex().rootId!;
    expect(v2.get(root)!.standsFor).toBe(v1.get(root));
    let rebuilt = 0;
    for (const [id, e] of v2) {
      const old = v1.get(id)!;
      if (e === old || e.kind === 'page') continue;
      rebuilt++;
      expect(e.standsFor).toBe(old);
      expect(e.path).toEqual(old.path);
      expect(valueOf(e.node)).toEqual(valueOf(old.node));
      expect(e.node).not.toBe(old.node);
    }
    expect(rebuilt).toBeGreaterThanOrEqual(6);
    // A second Enter before everything: the elements stand for the first version's, not the second's.
    expect(editText(s, 'docs.json', typed(s, '"navigation": {', '\n')).ok).toBe(true);
    for (const [id, e] of byId(s.getIndex())) if (e.kind !== 'page') expect(e.standsFor).toBe(v1.get(id));
  });

  it('after an Enter inside a list of pages: the pages before it are the old page entries, those after it new ones', () => {
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'A', pages: ['p0', 'p1', 'p2', 'p3'] },
          { group: 'B', pages: ['q0', 'q1'] },
        ],
      }),
    );
    const v1 = byId(s.getIndex());
    expect(editText(s, 'docs.json', typed(s, '"p1",', '\n')).ok).toBe(true);
    const index = s.getIndex();
    const pagesOf = (label: string) => index.elements.get(el(s, label).id)!.children.map((id) => index.elements.get(id)!);
    const [p0, p1, p2, p3] = pagesOf('A');
    expect([p0, p1].map((p) => p === v1.get(p.id))).toEqual([true, true]);
    expect([p2, p3, ...pagesOf('B')].map((p) => p === v1.get(p.id))).toEqual([false, false, false, false]);
    expect(buildNavIndex(ws(s)).order).toEqual(index.order);
  });

  it('after a page typed into a list: the list and what holds it are checked anew, what lies beside it stands in', () => {
    const s = storeWith(docsJson(NAV));
    const v1 = byId(s.getIndex());
    expect(editText(s, 'docs.json', typed(s, '"three",', ' "new",')).ok).toBe(true);
    const now = s.getIndex();
    const at = (label: string) => now.elements.get(el(s, label).id)!;
    // The list read again is A1's pages: A1, A and the navigation hold it.
    expect(now.elements.get(now.rootId!)!.standsFor).toBeUndefined();
    for (const label of ['A', 'A1']) expect(at(label).standsFor).toBeUndefined();
    for (const label of ['B', 'C', 'D', 'D1']) expect(at(label).standsFor).toBe(v1.get(at(label).id));
  });

  it('not after an edit of the tree, nor after a text the pane parses whole', () => {
    const s = storeWith(docsJson(NAV));
    expect(s.run(renameCommand, { id: el(s, 'B').id, label: 'Bee' }).ok).toBe(true);
    for (const e of byId(s.getIndex()).values()) expect(e.standsFor).toBeUndefined();
    // The file is no longer its source's tree: the pane's next text takes the whole way.
    expect(editText(s, 'docs.json', typed(s, '"one",', '\n')).ok).toBe(true);
    for (const e of byId(s.getIndex()).values()) expect(e.standsFor).toBeUndefined();
  });

  it('not when the earlier index was built from another tree than the one the text was copied from', () => {
    const s = storeWith(docsJson(NAV));
    // The same tree but for B's label ("Bee"), with the same ids, and its index.
    const before = ws(s);
    const file = before.files['docs.json'];
    const root = produce(file.root, (d) => {
      (nodeAt(d as JsonNode, ['navigation', 'groups', 1, 'group']) as { value: string }).value = 'Bee';
    });
    const renamed = buildNavIndex({ ...before, files: { 'docs.json': { ...file, root } } });
    expect(editText(s, 'docs.json', typed(s, '"navigation": {', '\n')).ok).toBe(true);
    expect(s.getIndex().elements.get(s.getIndex().rootId!)!.standsFor).toBeDefined();
    // The text was copied from the tree before, not from that one: nothing of its index stands in.
    for (const e of byId(buildNavIndex(ws(s), renamed)).values()) expect(e.standsFor).toBeUndefined();
  });

  it('the rules, the icon check and the OpenAPI marks give what they kept, as a fresh run would, after an Enter', () => {
    const s = storeWith(docsJson(NAV));
    const rules = new RulesMemo();
    const icons = new RulesMemo();
    const before = runRules(ws(s), s.getIndex(), { memo: rules });
    const iconsBefore = unknownIcons(ws(s), s.getIndex(), LISTS, icons);
    expect(before.map((d) => d.code)).toEqual(['missing-label', 'lowercase-method']);
    expect(iconsBefore.length).toBe(2);
    openapiMarks(s.getIndex());
    expect(editText(s, 'docs.json', typed(s, '"navigation": {', '\n')).ok).toBe(true);
    const index = s.getIndex();
    const fresh = buildNavIndex(ws(s));
    // The same objects: nothing was checked again (a fresh check makes new ones).
    const after = runRules(ws(s), index, { memo: rules });
    after.forEach((d, k) => expect(d).toBe(before[k]));
    expect(after).toEqual(runRules(ws(s), fresh));
    const iconsAfter = unknownIcons(ws(s), index, LISTS, icons);
    iconsAfter.forEach((d, k) => expect(d).toBe(iconsBefore[k]));
    expect(iconsAfter).toEqual(unknownIcons(ws(s), fresh, LISTS));
    // The marks are this version's elements.
    const marks = openapiMarks(index);
    expect(marks.map((m) => m.id)).toEqual(openapiMarks(fresh).map((m) => m.id));
    expect(marks.length).toBe(4);
    for (const m of marks) expect(m).toBe(index.elements.get(m.id));
  });

  it('what the rules kept for the first of a line of versions outlives the pruning of the memo', () => {
    // 1,100 groups, each with a page the rules report: more kept subtrees than the memo keeps
    // without pruning (src/core/rules/rules-memo.ts).
    const groups = Array.from({ length: 1100 }, (_, i) => ({ group: `G${i}`, pages: [`get /p${i}`] }));
    const s = storeWith(docsJson({ groups }));
    const memo = new RulesMemo();
    const run = () => runRules(ws(s), s.getIndex(), { memo });
    run();
    // A tree edit, then a text the pane parses whole: every element new, none standing in for another.
    expect(s.run(renameCommand, { id: el(s, 'G0').id, label: 'G0x' }).ok).toBe(true);
    expect(editText(s, 'docs.json', typed(s, '"navigation": {', '\n')).ok).toBe(true);
    run();
    // An Enter: every element stands for the last version's. Then a page typed into G500's list,
    // whose run prunes the memo: what was kept for the last version's elements must stay.
    expect(editText(s, 'docs.json', typed(s, '"navigation": {', '\n')).ok).toBe(true);
    const kept = run();
    expect(editText(s, 'docs.json', typed(s, '"get /p500"', ', "x"')).ok).toBe(true);
    run();
    expect(editText(s, 'docs.json', typed(s, '"get /p100"', ', "y"')).ok).toBe(true);
    const after = run();
    expect(after).toEqual(runRules(ws(s), buildNavIndex(ws(s))));
    // The groups after G100 other than G500 were not checked again: the same objects.
    for (let k = 101; k < 1100; k++) if (k !== 500) expect(after[k]).toBe(kept[k]);
  });
});
