import { describe, expect, it } from 'vitest';
import { computeLineStarts } from '../../../src/core/parse/source-file';
import { editText } from '../../../src/core/session/edit-text';
import { spliceEditOf } from '../../../src/core/session/splice-edit';
import { parseJson } from '../../../src/core/parse/parse-json';
import { MAX_NESTING } from '../../../src/core/parse/fast-parse';
import type { JsonNode } from '../../../src/core/model/json-node';
import { moveCommand } from '../../../src/core/commands/index';
import { generateConfig } from '../../helpers/generate-config';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { rng } from '../../helpers/rng';
import { treeShape } from '../../helpers/tree-shape';

// The JSON pane's text changed inside one object or array below the root reads that container
// again and keeps the rest of the tree (src/core/session/splice-edit.ts).

const NAV = {
  groups: [
    { group: 'A', pages: ['one', 'two', 'three'] },
    { group: 'B', pages: ['four', { group: 'Inner', pages: ['five'] }], expanded: true },
  ],
};

type Store = ReturnType<typeof storeWith>;
const fileOf = (s: Store) => s.getState().workspace!.files['docs.json'];
const printed = (s: Store) => s.getSnapshot().text('docs.json')!;

/** Every node with its path of keys and positions, pre-order. */
function withPaths(root: JsonNode): [string, JsonNode][] {
  const out: [string, JsonNode][] = [];
  const stack: [string, JsonNode][] = [['', root]];
  while (stack.length) {
    const [path, n] = stack.pop()!;
    out.push([path, n]);
    if (n.type === 'object') n.props.forEach((p, i) => stack.push([`${path}/${i}:${p.key}`, p.value]));
    else if (n.type === 'array') n.items.forEach((x, i) => stack.push([`${path}/${i}`, x]));
  }
  return out;
}

/** The containers strictly below the root, with the [start, end) of each. */
function innerContainers(root: JsonNode): JsonNode[] {
  return withPaths(root)
    .map(([, n]) => n)
    .filter((n) => n !== root && (n.type === 'object' || n.type === 'array'));
}

describe('spliceEditOf', () => {
  it('a page typed into a nested list: the text is the source, the tree as a whole parse gives it, ids outside the list kept', () => {
    const s = storeWith(docsJson(NAV));
    const before = fileOf(s).source;
    const typed = text(s).replace('"five"', '"five",\n            "six"');
    const file = spliceEditOf(printed(s), typed)!;
    expect(file).toBeDefined();
    expect(file.text).toBe(typed);
    expect(treeShape(file.root!)).toEqual(treeShape(parseJson(typed).file.root!));
    // Every node outside the list keeps its id; those before it are the same objects.
    const olds = new Map(withPaths(before.root!));
    const [listPath, list] = [...olds].find(
      ([, n]) => n.type === 'array' && n.items.some((x) => x.type === 'string' && x.value === 'five'),
    )!;
    for (const [path, n] of withPaths(file.root!)) {
      const was = olds.get(path);
      if (was && (was.end! <= list.start! || was.start! >= list.end!)) expect(n.id, path).toBe(was.id);
      if (was && was.end! <= list.start!) expect(n, path).toBe(was);
    }
    // The list itself and its first page keep theirs too.
    const now = new Map(withPaths(file.root!));
    expect(now.get(listPath)!.id).toBe(list.id);
    expect(now.get(`${listPath}/0`)!.id).toBe(olds.get(`${listPath}/0`)!.id);
  });

  it('through the JSON pane: one undo step, the rest of the tree kept, a move after it exported as typed and moved', () => {
    const s = storeWith(docsJson(NAV));
    const original = text(s);
    const groupA = el(s, 'A').id;
    const typed = original.replace('"three"', '"three",\n        "three-and-a-half"');
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    expect(fileOf(s).source.text).toBe(typed);
    expect(text(s)).toBe(typed);
    expect(el(s, 'A').id).toBe(groupA);
    expect(el(s, 'three-and-a-half')).toBeDefined();
    // Offsets after the change moved: a move after it prints as the same move in the typed text opened anew.
    const move = (store: Store) =>
      store.run(moveCommand, { ids: [el(store, 'five').id], target: { parentId: el(store, 'B').id, collection: 'pages', index: 0 } }).ok;
    const opened = storeWith(typed);
    expect(move(s)).toBe(true);
    expect(move(opened)).toBe(true);
    expect(text(s)).toBe(text(opened));
    expect(text(s)).not.toBe(typed);
    s.undo();
    expect(text(s)).toBe(typed);
    s.undo();
    expect(text(s)).toBe(original);
  });

  it('declines a change to the root’s own entries, one that does not read alone, and one that nests past the limit', () => {
    const s = storeWith(docsJson(NAV));
    const t = text(s);
    // A key of the root: the root is the container.
    expect(spliceEditOf(printed(s), t.replace('{\n', '{\n  "name": "x",\n'))).toBeUndefined();
    // A string opened in a list and closed after it: the list does not end where it should.
    expect(spliceEditOf(printed(s), t.replace('"five"', '"five", "]'))).toBeUndefined();
    // A list closed early: the rest no longer reads.
    expect(spliceEditOf(printed(s), t.replace('"one",', '"one"],'))).toBeUndefined();
    // Nesting past the limit counts the containers above the list.
    const deep = '['.repeat(MAX_NESTING - 3) + ']'.repeat(MAX_NESTING - 3);
    expect(spliceEditOf(printed(s), t.replace('"five"', `"five", ${deep}`))).toBeUndefined();
    expect(parseJson(t.replace('"five"', `"five", ${deep}`)).errors[0]?.message).toMatch(/nest/);
    const shallow = '['.repeat(MAX_NESTING - 12) + ']'.repeat(MAX_NESTING - 12);
    expect(spliceEditOf(printed(s), t.replace('"five"', `"five", ${shallow}`))).toBeDefined();
  });

  it('gives what a whole parse gives, on 600 random changes inside containers of a generated config', () => {
    const r = rng(21);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
    let taken = 0;
    for (let round = 0; round < 6; round++) {
      let s = storeWith(generateConfig({ pages: 120, versions: 2, languages: ['en', 'fr'] }));
      for (let k = 0; k < 100; k++) {
        const p = printed(s);
        const t = p.text;
        const root = fileOf(s).source.root!;
        const c = pick(innerContainers(root));
        const inner: JsonNode[] = c.type === 'object' ? c.props.map((x) => x.value) : c.type === 'array' ? [...c.items] : [];
        const at = c.start! + 1 + Math.floor(r() * (c.end! - c.start! - 1));
        const u = r();
        let typed: string;
        if (u < 0.25 && c.type === 'array') typed = `${t.slice(0, c.start! + 1)}"new-${k}", ${t.slice(c.start! + 1)}`;
        else if (u < 0.45 && c.type === 'object') typed = `${t.slice(0, c.start! + 1)}"k${k}": [1, {"x": null}], ${t.slice(c.start! + 1)}`;
        else if (u < 0.6 && inner.length > 1) {
          const x = pick(inner.slice(0, -1));
          const cut = c.type === 'object' ? c.props.find((q) => q.value === x)!.keyStart! : x.start!;
          typed = t.slice(0, cut) + t.slice(t.indexOf(',', x.end!) + 1);
        } else if (u < 0.75 && inner.length) {
          const x = pick(inner);
          typed = `${t.slice(0, x.start!)}{"replaced": [${k}, "v"]}${t.slice(x.end!)}`;
        } else typed = t.slice(0, at) + pick(['"', ',', '[', ']', '{', '}', ':', 'x', '1', ' ', '"a"', '"a",']) + t.slice(at);
        void fileOf(s).source.lines.starts; // computed: the new source's line starts are made from them
        const file = spliceEditOf(p, typed);
        const whole = parseJson(typed);
        if (!file) continue;
        taken++;
        expect(file.lines.starts).toEqual(computeLineStarts(typed));
        expect(whole.errors, typed.slice(Math.max(0, at - 40), at + 40)).toEqual([]);
        expect(treeShape(file.root!)).toEqual(treeShape(whole.file.root!));
        // Ids stay unique.
        const ids = withPaths(file.root!).map(([, n]) => n.id);
        expect(new Set(ids).size).toBe(ids.length);
        // Half of them go in, so the next changes meet trees made this way.
        if (r() < 0.5) {
          expect(editText(s, 'docs.json', typed).ok).toBe(true);
          expect(text(s)).toBe(typed);
          // A value typed in place edits the tree (see scalar-edit.ts): the text is opened anew.
          if (fileOf(s).root !== fileOf(s).source.root) s = storeWith(typed);
        }
      }
    }
    expect(taken).toBeGreaterThan(300);
  });
});
