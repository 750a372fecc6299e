import { describe, expect, it } from 'vitest';
import { labelPath } from '../../../src/core/model/label-path';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import type { NavIndex } from '../../../src/core/model/nav-index';
import { duplicateCommand, keyboardMoveCommand, removeElementCommand, setFieldCommand } from '../../../src/core/commands/index';
import { storeWith } from '../../helpers/store';
import { rng } from '../../helpers/rng';

// Groups in groups, a long list of pages (moves in it rebuild only a stretch), versions: every
// place an edit can change a label above an element, or leave all of them.
const LONG = Array.from({ length: 1200 }, (_, i) => `"many/p${i}"`).join(', ');
const TEXT = `{
  "name": "Garden",
  "navigation": {
    "versions": [
      {
        "version": "v1",
        "tabs": [
          {
            "tab": "Guides",
            "groups": [
              { "group": "Start", "pages": ["index", "quickstart", { "group": "Deep", "pages": ["deep/a", "deep/b"] }] },
              { "group": "Plants", "pages": ["plants/roses", { "group": "Trees", "pages": ["plants/oak", "plants/elm"] }, "plants/ferns"] },
              { "group": "Many", "pages": [${LONG}] }
            ]
          },
          { "tab": "Reference", "groups": [{ "group": "API", "pages": ["api/one", "api/two"] }] }
        ]
      },
      { "version": "v2", "groups": [{ "group": "Old", "pages": ["old/a", "old/b"] }] }
    ]
  }
}`;

/** The label path of every element, from an index built from scratch (nothing taken over). */
function fresh(index: NavIndex, s: ReturnType<typeof storeWith>): Map<number, string> {
  const scratch = buildNavIndex(s.getState().workspace!);
  return new Map(index.order.map((id) => [id, labelPath(scratch, id)]));
}

describe('labelPath after edits', () => {
  it('takes over the last version’s paths only where no label above changed', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = storeWith(TEXT);
      const r = rng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
      for (let step = 0; step < 60; step++) {
        const before = s.getIndex();
        // Paths asked of this version, all or some (a version nobody read has none to give).
        const asked = r();
        for (const id of before.order) if (asked < 0.6 || r() < 0.3) labelPath(before, id);
        const els = before.order.map((id) => before.elements.get(id)!).filter((e) => e.parent !== undefined);
        // A page of the long list (moves there rebuild a stretch only), another page, or a section or group.
        const many = (e: (typeof els)[number]) => e.kind === 'page' && e.node.type === 'string' && /^many\//.test(e.node.value as string);
        const kind = r();
        const some = els.filter((e) => (kind < 0.3 ? many(e) : kind < 0.55 ? e.kind === 'page' && !many(e) : e.kind !== 'page'));
        const el = pick(some.length ? some : els);
        const k = r();
        if (k < 0.3 && el.kind !== 'page') {
          const key = el.kind === 'version' ? 'version' : el.kind === 'tab' ? 'tab' : 'group';
          s.run(setFieldCommand, { file: el.file, path: el.path, key, value: `L${step}` });
        } else if (k < 0.7) s.run(keyboardMoveCommand, { id: el.id, dir: pick(['up', 'down', 'in', 'out'] as const) });
        else if (k < 0.8 && els.length > 20) s.run(removeElementCommand, { id: el.id });
        else if (k < 0.9) s.run(duplicateCommand, { id: el.id });
        else s.undo();
        const after = s.getIndex();
        const want = fresh(after, s);
        const wrong = after.order.filter((id) => labelPath(after, id) !== want.get(id));
        expect(wrong.map((id) => [labelPath(after, id), want.get(id)]).slice(0, 3)).toEqual([]);
        // An element the edit took out has no path, though the version before gave it one.
        const gone = before.order.filter((id) => !after.elements.has(id));
        expect(gone.map((id) => labelPath(after, id)).filter(Boolean)).toEqual([]);
      }
    }
  });
});
