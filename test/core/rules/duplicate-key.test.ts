import { describe, expect, it } from 'vitest';
import { duplicateKey } from '../../../src/core/rules/duplicate-key';
import { invalidSetting } from '../../../src/core/rules/invalid-setting';
import { labelOf } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { getProp, toValue } from '../../../src/core/model/json-node';
import { runAll, runRule, workspace } from './rule-helpers';
import { droppedPages } from '../../../src/core/rules/dropped-pages';
import { storeWith, el, text } from '../../helpers/store';
import { removeElementCommand, setFieldCommand } from '../../../src/core/commands/index';

// JSON.parse keeps the LAST occurrence of a key written twice, and so does the site: docsnav
// reads, shows and edits that one, keeps both in the file, and says what the site ignores.
const twice = `{
  "name": "Test", "theme": "mint", "colors": { "primary": "#0D9373" },
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "icon": "book",
        "groups": [{ "group": "Old", "pages": ["old/a", "old/b", { "group": "Nested", "pages": ["old/c"] }] }],
        "icon": "rocket",
        "groups": [{ "group": "New", "pages": ["new/a"] }]
      }
    ]
  }
}
`;

describe('duplicate-key', () => {
  it('reads the last occurrence, as JSON.parse does', () => {
    const ws = workspace(twice);
    const tab = getProp(getProp(ws.files['docs.json'].root, 'navigation'), 'tabs');
    const value = toValue(tab!) as Array<Record<string, unknown>>;
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(twice).navigation.tabs));
    const labels = buildNavIndex(ws).order.map((id) => labelOf(buildNavIndex(ws).elements.get(id)!));
    // The ignored groups are no elements: only "New" shows.
    expect(labels).toEqual(['Navigation', 'Guides', 'New', 'new/a']);
  });

  it('is an error when the ignored key held pages, a warning otherwise, at the element', () => {
    const ds = runRule(duplicateKey, twice);
    expect(ds.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        'navigation.tabs[0]: "icon" is written 2 times in a tab; the site keeps only the last one and ignores the first. Merge them into one "icon", or remove the one you do not want.',
      ],
      [
        'error',
        'navigation.tabs[0]: "groups" is written 2 times in a tab; the site keeps only the last one and ignores the first (3 pages). Merge them into one "groups", or remove the one you do not want.',
      ],
    ]);
    expect(ds[1].path).toEqual(['navigation', 'tabs', 0]);
    // What the site does: the ignored list is dropped (its pages are listed as lost), the ignored icon ignored.
    expect(ds.map((d) => d.site)).toEqual(['ignores', 'drops']);
    expect(droppedPages(buildNavIndex(workspace(twice)), ds)).toEqual(['old/a', 'old/b', 'old/c']);
  });

  it('says nothing else about the ignored list: no mixed kinds, no wrong types from it', () => {
    const codes = runAll(twice).map((d) => d.code);
    expect(codes).toEqual(['duplicate-key', 'duplicate-key']);
    const wrongFirst = twice.replace('"groups": [{ "group": "Old"', '"anchors": [], "groups": "not a list", "x": [{ "group": "Old"');
    expect(runAll(wrongFirst).map((d) => d.code)).toEqual([
      'mixed-child-kinds',
      'duplicate-key',
      'duplicate-key',
      'empty-collection',
      'unknown-key',
    ]);
  });

  it('reports a second top-level "navigation" as an error: the site drops the first, whose pages readers lose', () => {
    const text2 =
      '{ "name": "T", "theme": "mint", "colors": { "primary": "#000" }, "navigation": { "pages": ["a"] }, "navigation": { "pages": ["b"] } }';
    const ds = runRule(invalidSetting, text2);
    expect(ds).toMatchObject([
      {
        severity: 'error',
        code: 'duplicate-key',
        file: 'docs.json',
        path: [],
        site: 'drops',
        message:
          '(root): "navigation" is written 2 times at the top of docs.json; the site keeps only the last one and ignores the first, with all its pages. Merge them into one, or remove the one you do not want.',
      },
    ]);
    expect(droppedPages(buildNavIndex(workspace(text2)), ds)).toEqual(['a']);
  });

  it('edits what the site reads: the last occurrence, leaving the ignored one as written', () => {
    const s = storeWith(twice);
    const tab = el(s, 'Guides');
    expect(s.run(setFieldCommand, { file: 'docs.json', path: [...tab.path], key: 'icon', value: 'leaf' }).ok).toBe(true);
    expect(text(s)).toBe(twice.replace('"icon": "rocket"', '"icon": "leaf"'));
    s.undo();
    const a = el(s, 'new/a');
    expect(s.run(removeElementCommand, { id: a.id }).ok).toBe(true);
    const after = JSON.parse(text(s));
    expect(after.navigation.tabs[0].groups).toEqual([{ group: 'New', pages: [] }]);
    expect(text(s)).toContain('"old/a", "old/b"');
  });
});
