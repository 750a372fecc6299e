import { describe, expect, it } from 'vitest';
import { KINDS, type KindId } from '../../../src/core/model/kinds';
import { fieldDescription, kindDescription } from '../../../src/core/model/kind-help';

const kinds = Object.keys(KINDS) as KindId[];

describe('kind help: what the inspector and the JSON schema show for each kind and field', () => {
  it('describes every kind and every field of the kinds table', () => {
    for (const kind of kinds) {
      expect(kindDescription(kind), kind).toMatch(/\w.*\.$/);
      for (const f of KINDS[kind].fields) expect(fieldDescription(kind, f.key), `${kind}.${f.key}`).toMatch(/\w/);
    }
  });

  it('reads a field a kind owns before the shared one, and the same shared text on every kind', () => {
    expect(fieldDescription('version', 'default')).toBe('The version shown by default.');
    expect(fieldDescription('language', 'default')).toBe('The language shown by default.');
    expect(fieldDescription('group', 'tag')).toBe('Label badge on the group.');
    expect(fieldDescription('version', 'tag')).toMatch(/version selector/);
    expect(fieldDescription('tab', 'hidden')).toBe(fieldDescription('group', 'hidden'));
  });

  it("gives a global link its section kind's help, with an href that is the link itself", () => {
    expect(kindDescription('globalTab')).toBe("A link shown on all pages, whichever section is viewed, beside the site's tabs.");
    expect(fieldDescription('globalTab', 'tab')).toBe(fieldDescription('tab', 'tab'));
    expect(fieldDescription('globalAnchor', 'href')).toBe('An external URL or a relative path to a page.');
    expect(fieldDescription('anchor', 'href')).not.toBe(fieldDescription('globalAnchor', 'href'));
  });

  it('has no help for a key the table does not know, own properties only', () => {
    expect(fieldDescription('group', 'nonsense')).toBe('');
    expect(fieldDescription('group', 'toString')).toBe('');
    expect(fieldDescription('group', '__proto__')).toBe('');
  });
});
