import { describe, expect, it } from 'vitest';
import { circularRef } from '../../../src/core/rules/circular-ref';
import { labelOf } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { runAll, runRule, workspace } from './rule-helpers';

// Split files that refer to each other in a loop: the index must end (before, it never did and
// the app froze), and the loop is an error that names it.
const files = {
  'a.json': '{ "group": "A", "pages": ["x", { "$ref": "b.json" }] }',
  'b.json': '{ "group": "B", "pages": ["y", { "$ref": "a.json" }] }',
};
const nav = { groups: [{ $ref: 'a.json' }] };

describe('circular-ref', () => {
  it('ends the index at the $ref that leads back, keeping everything before it', () => {
    const ws = workspace(nav, files);
    const index = buildNavIndex(ws);
    expect(index.order.map((id) => labelOf(index.elements.get(id)!))).toEqual(['Navigation', 'A', 'x', 'B', 'y', 'Group']);
  });

  it('is an error at that $ref, naming the loop', () => {
    const [d, ...rest] = runRule(circularRef, nav, { files });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', code: 'circular-ref', file: 'b.json', path: ['pages', 1, '$ref'] });
    expect(d.message).toBe(
      'b.json: pages[1]: "$ref": "a.json" leads back to a.json, which this element is already inside (a.json → b.json → a.json); the navigation would contain itself, so the site cannot build it. Point it at another file, or remove it.',
    );
  });

  it('a file that refers to itself, and to docs.json, loops too; the other rules stay quiet about it', () => {
    const self = { 'a.json': '{ "group": "A", "pages": [{ "$ref": "a.json" }, { "$ref": "docs.json" }] }' };
    const ds = runAll(nav, { files: self });
    expect(ds.filter((d) => d.severity === 'error').map((d) => [d.code, d.path.join('/')])).toEqual([
      ['circular-ref', 'pages/0/$ref'],
      ['circular-ref', 'pages/1/$ref'],
    ]);
  });

  it('says nothing about a $ref that is followed, or one whose file is not loaded', () => {
    expect(runRule(circularRef, nav, { files: { 'a.json': '{ "group": "A", "pages": ["x"] }' } })).toEqual([]);
    expect(runRule(circularRef, { groups: [{ $ref: 'missing.json' }] })).toEqual([]);
  });
});
