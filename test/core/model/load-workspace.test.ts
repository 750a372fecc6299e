import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../../src/core/model/workspace';

const split = JSON.stringify({ group: 'Split', pages: ['a'] });

function load(main: string) {
  const asked: string[] = [];
  const files = new Map([['nav/group.json', split]]);
  const r = loadWorkspace('docs.json', main, (p) => (asked.push(p), files.get(p)));
  return { r, asked };
}

describe('loadWorkspace and $ref split files', () => {
  it('reads the file a "$ref" names', () => {
    const { r, asked } = load('{"navigation": {"groups": [{"$ref": "nav/group.json"}]}}');
    expect(asked).toEqual(['nav/group.json']);
    expect(Object.keys(r.workspace!.files)).toEqual(['docs.json', 'nav/group.json']);
  });

  it('reads it when the key is written with an escape ("\\u0024ref" is the same key)', () => {
    const { r, asked } = load('{"navigation": {"groups": [{"\\u0024ref": "nav/group.json"}]}}');
    expect(asked).toEqual(['nav/group.json']);
    expect(Object.keys(r.workspace!.files)).toEqual(['docs.json', 'nav/group.json']);
  });

  it('asks for no file when the config has no "$ref"', () => {
    const { r, asked } = load('{"navigation": {"groups": [{"group": "G", "pages": ["ref", "$"]}]}}');
    expect(asked).toEqual([]);
    expect(Object.keys(r.workspace!.files)).toEqual(['docs.json']);
  });
});
