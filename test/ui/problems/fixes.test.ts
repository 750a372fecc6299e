import { describe, expect, it } from 'vitest';
import { runRules } from '../../../src/core/rules/index';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { docsJson } from '../../helpers/check';
import { storeWith, text } from '../../helpers/store';

// A config with one of each problem the issue lists a certain fix for (and a few more), so the
// problems panel's and the JSON pane's one-click fixes are checked against the real commands.
const NAV = {
  languages: [
    {
      language: 'en-US',
      tabs: [
        {
          tab: 'Mixed',
          icon: 'fa-house',
          anchors: [{ anchor: 'A', pages: ['a'] }],
          groups: [{ group: 'G', expanded: true, colour: 'red', pages: ['get /users', 'intro', 'intro', ''] }],
        },
        { tab: 'Empty', groups: [] },
      ],
    },
  ],
};

const diagnose = (store: ReturnType<typeof storeWith>) => runRules(store.getState().workspace!, navIndexOf(store.getState().workspace!));

describe('every fix the rules offer', () => {
  const store = storeWith(docsJson(NAV));
  const withFix = diagnose(store).filter((d) => d.fix);

  it('covers the fixes the issue names', () => {
    expect(withFix.map((d) => d.code).sort()).toEqual(
      expect.arrayContaining([
        'duplicate-page',
        'expanded-on-top-level-group',
        'lowercase-method',
        'mixed-child-kinds',
        'unsupported-language',
      ]),
    );
  });

  it.each(withFix.map((d) => [d.code, d] as const))('%s: runs as one undoable step and the problem is gone', (_code, d) => {
    const s = storeWith(docsJson(NAV));
    const before = text(s);
    // The same diagnostic in this fresh store (ids are per store).
    const mine = diagnose(s).find((x) => x.code === d.code && x.fix?.title === d.fix!.title)!;
    expect(s.runFix(mine.fix!)).toEqual({ ok: true });
    expect(diagnose(s).filter((x) => x.code === d.code && x.message === mine.message)).toEqual([]);
    s.undo();
    expect(text(s)).toBe(before);
  });
});
