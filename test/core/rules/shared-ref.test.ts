import { describe, expect, it } from 'vitest';
import { sharedRef } from '../../../src/core/rules/shared-ref';
import { EditorSession } from '../../../src/core/session/editor-session';
import { printFile } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { runAll, runRule, workspace } from './rule-helpers';
import { removeElementCommand } from '../../../src/core/commands/index';

// One split file included by two tabs: the site shows it in both, docsnav holds one element.
const files = { 'nav/g.json': '{ "group": "Shared", "pages": ["a", "b"] }' };
const nav = {
  tabs: [
    { tab: 'One', groups: [{ $ref: 'nav/g.json' }] },
    { tab: 'Two', groups: [{ $ref: 'nav/g.json' }] },
  ],
};

describe('shared-ref', () => {
  it('warns at each $ref after the first, naming every place the file is included', () => {
    const [d, ...rest] = runRule(sharedRef, nav, { files });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({
      severity: 'warning',
      code: 'shared-ref',
      file: 'docs.json',
      path: ['navigation', 'tabs', 1, 'groups', 0, '$ref'],
    });
    expect(d.message).toBe(
      'navigation.tabs[1].groups[0]: nav/g.json is included by 2 "$ref"s (navigation.tabs[0].groups[0], navigation.tabs[1].groups[0]). The site shows it at each place, but it is one set of elements: docsnav selects them together, moving or deleting it acts on the last place only, and an edit inside it (a rename) shows at every place. To edit one apart, copy the file and point this "$ref" at the copy.',
    );
    expect(
      runAll(nav, { files })
        .filter((x) => x.severity !== 'info')
        .map((x) => x.code),
    ).toEqual(['shared-ref']);
  });

  it('what it says of a delete is what happens: the last $ref goes, the first stays', () => {
    const s = new EditorSession();
    s.load(workspace(nav, files));
    const index = s.getIndex();
    const shared = [...index.elements.values()].find((e) => labelOf(e) === 'Shared')!;
    expect(s.run(removeElementCommand, { ids: [shared.id] }).ok).toBe(true);
    const out = JSON.parse(printFile(s.getState().workspace!)).navigation;
    expect(out.tabs[0].groups).toEqual([{ $ref: 'nav/g.json' }]);
    expect(out.tabs[1].groups ?? []).toEqual([]);
  });

  it('is quiet for files included once, nested $refs read once, and workspaces without split files', () => {
    const nested = {
      'nav/g.json': '{ "group": "Shared", "pages": ["a", { "$ref": "nav/inner.json" }] }',
      'nav/inner.json': '{ "group": "Inner", "pages": ["c"] }',
    };
    expect(runRule(sharedRef, { tabs: [{ tab: 'One', groups: [{ $ref: 'nav/g.json' }] }] }, { files: nested })).toEqual([]);
    // The outer file is shared; the inner $ref is written once, though the index holds it twice.
    expect(runRule(sharedRef, nav, { files: nested }).map((d) => d.path.join('/'))).toEqual(['navigation/tabs/1/groups/0/$ref']);
    expect(runRule(sharedRef, { groups: [{ group: 'G', pages: ['a'] }] })).toEqual([]);
  });
});
