import { describe, expect, it } from 'vitest';
import { invalidOpenapiValue } from '../../../src/core/rules/invalid-openapi-value';
import { runAll, runRule } from './rule-helpers';

const group = (openapi: unknown) => ({ groups: [{ group: 'API', openapi, pages: [] }] });

describe('invalid-openapi-value', () => {
  it('accepts a path, an https URL, a one-entry array and { source, directory }', () => {
    for (const v of ['openapi.yaml', 'https://api.example.com/openapi.json', ['a.yaml'], { source: 'a.yaml', directory: 'api' }]) {
      expect(runRule(invalidOpenapiValue, group(v))).toEqual([]);
    }
  });

  it('rejects an ftp:// URL: http or https only', () => {
    const [d] = runRule(invalidOpenapiValue, group('ftp://example.com/openapi.json'));
    expect(d).toMatchObject({ severity: 'error', code: 'invalid-openapi-value', path: ['navigation', 'groups', 0, 'openapi'] });
    expect(d.message).toContain(
      'navigation.groups[0]: invalid "openapi": "ftp://example.com/openapi.json" is read as a URL with the scheme "ftp:", which the site rejects (a path, or http or https only)',
    );
  });

  it('rejects wrong types inside the value', () => {
    expect(runRule(invalidOpenapiValue, group(42))[0].message).toContain('invalid "openapi": it is a number');
    expect(runRule(invalidOpenapiValue, group(['a.yaml', 3]))[0].message).toContain('entry 1 must be a string, not a number');
    expect(runRule(invalidOpenapiValue, group({ directory: 'api' }))[0].message).toContain('"source" is missing');
    expect(runRule(invalidOpenapiValue, group({ source: 'a.yaml', dir: 'api' }))[0].message).toContain(
      '"dir" is not a key the site allows there',
    );
  });

  it('says what the site does: a group drops the value alone, a section is refused whole', () => {
    const [g] = runRule(invalidOpenapiValue, group(42));
    expect(g).toMatchObject({ site: 'ignores' });
    expect(g.message).toContain('the site drops the value and generates no pages from it');
    const [t] = runRule(invalidOpenapiValue, { tabs: [{ tab: 'T', openapi: 42, pages: ['a'] }] });
    expect(t).toMatchObject({ site: 'rejects' });
    const [nested] = runRule(invalidOpenapiValue, { tabs: [{ tab: 'T', anchors: [{ anchor: 'A', openapi: 42, pages: ['a'] }] }] });
    expect(nested).toMatchObject({ site: 'drops', drops: [{ key: 'anchors' }] });
  });

  it('warns that an empty list binds nothing (the site accepts it)', () => {
    const [d] = runRule(invalidOpenapiValue, group([]));
    expect(d).toMatchObject({ severity: 'warning', code: 'openapi-array-ignored', site: 'accepts' });
    expect(d.message).toContain('"openapi" is an empty list, so no OpenAPI document is bound here');
  });

  it('warns that only the first document of an array is used', () => {
    const [d] = runRule(invalidOpenapiValue, group(['a.yaml', 'b.yaml']));
    expect(d).toMatchObject({ severity: 'warning', code: 'openapi-array-ignored' });
    expect(d.message).toContain('the site uses only the first ("a.yaml")');
  });

  it('knows "asyncapi", the generator\'s field for AsyncAPI documents: kept where valid, no unknown key', () => {
    for (const v of ['events.yaml', 'https://x.example.com/a.json', ['a.yaml', 'b.yaml'], { source: 'a.yaml', directory: 'events' }]) {
      const config = { tabs: [{ tab: 'T', asyncapi: v, pages: ['a'] }], groups: undefined };
      expect(runAll({ tabs: config.tabs }), JSON.stringify(v)).toEqual([]);
      expect(runAll({ groups: [{ group: 'G', asyncapi: v, pages: ['a'] }] }), JSON.stringify(v)).toEqual([]);
    }
  });

  it('says what the site does with an invalid "asyncapi" (measured with its validator): as for "openapi", without overlays or objects in a list', () => {
    for (const v of [5, '', 'ftp://x/a.yaml', { source: 'a.yaml', overlays: [] }, [{ source: 'a.yaml' }], {}]) {
      const [t, more] = runRule(invalidOpenapiValue, { tabs: [{ tab: 'T', asyncapi: v, pages: ['a'] }] });
      expect(t, JSON.stringify(v)).toMatchObject({ severity: 'error', code: 'invalid-openapi-value', site: 'rejects' });
      expect(t.path).toEqual(['navigation', 'tabs', 0, 'asyncapi']);
      expect(t.message).toContain('invalid "asyncapi"');
      expect(more).toBeUndefined();
      const [g] = runRule(invalidOpenapiValue, { groups: [{ group: 'G', asyncapi: v, pages: ['a'] }] });
      expect(g, JSON.stringify(v)).toMatchObject({ severity: 'error', site: 'ignores' });
    }
    // "overlays" stays an OpenAPI key.
    expect(runRule(invalidOpenapiValue, { tabs: [{ tab: 'T', openapi: { source: 'a.yaml', overlays: [] }, pages: ['a'] }] })).toEqual([]);
  });
});

describe('asyncapi-ignored', () => {
  it('warns that a group with both documents keeps "openapi" and ignores "asyncapi" (measured with its validator)', () => {
    const ds = runAll({ groups: [{ group: 'G', openapi: 'o.json', asyncapi: 'events.yaml', pages: ['a'] }] });
    expect(ds.map((d) => [d.code, d.severity, d.site, d.path.join('.')])).toEqual([
      ['asyncapi-ignored', 'warning', 'ignores', 'navigation.groups.0.asyncapi'],
    ]);
    expect(ds[0].message).toBe(
      'navigation.groups[0]: "asyncapi" is ignored beside "openapi": a group takes one document of the two, and the site keeps "openapi". Give the AsyncAPI document a group of its own, or remove "asyncapi".',
    );
  });

  it('says nothing where the site keeps both (a tab) or drops the "openapi" as invalid', () => {
    const codes = (nav: Record<string, unknown>) => runAll(nav).map((d) => d.code);
    expect(codes({ tabs: [{ tab: 'T', openapi: 'o.json', asyncapi: 'events.yaml', pages: ['a'] }] })).toEqual([]);
    expect(codes({ groups: [{ group: 'G', openapi: 5, asyncapi: 'events.yaml', pages: ['a'] }] })).not.toContain('asyncapi-ignored');
  });
});
