import { describe, expect, it } from 'vitest';
import { analyse, nav } from './openapi-helpers';
import { bindingScopes, documentKey } from '../../../src/core/openapi/openapi-binding';
import { runRules } from '../../../src/core/rules/index';

describe('SPEC OpenAPI binding, rules 1-2: where "openapi" may sit, its forms, and inheritance', () => {
  it('rule 1: any element at any level may set it; string, array (first entry) and { source, directory }', () => {
    const { ws, index } = nav({
      versions: [
        {
          version: 'v1',
          openapi: 'specs/v1.yaml',
          tabs: [
            { tab: 'A', openapi: ['a.yaml', 'b.yaml'], groups: [{ group: 'G', pages: ['GET /x'] }] },
            {
              tab: 'B',
              anchors: [
                {
                  anchor: 'Anc',
                  openapi: { source: '/c.json', directory: 'docs/api/' },
                  groups: [{ group: 'Deep', pages: [{ group: 'Deeper', openapi: 'https://example.com/d.json' }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    const { own } = bindingScopes(ws, index);
    expect([...own.values()].map((b) => [b.key, b.directory])).toEqual([
      ['specs/v1.yaml', 'api-reference'],
      ['a.yaml', 'api-reference'],
      // As written: the generator joins it as a path, so its slashes do not matter there.
      ['c.json', 'docs/api/'],
      ['https://example.com/d.json', 'api-reference'],
    ]);
    expect([...own.values()][1].ignored).toEqual(['b.yaml']);
  });

  it('an array binds its first document only; the structure rules warn that the others are ignored', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: ['users.json', 'plants.yaml'] }] },
      { 'users.json': 'users.json', 'plants.yaml': 'plants.yaml' },
    );
    expect(a.generatedPages(a.at('groups[0]'))?.map((p) => p.documentKey)).toEqual([
      'users.json',
      'users.json',
      'users.json',
      'users.json',
    ]);
    const warn = runRules(a.ws, a.index).filter((d) => d.code === 'openapi-array-ignored');
    expect(warn).toHaveLength(1);
    expect(warn[0].message).toContain('uses only the first ("users.json")');
  });

  it('rule 2: children inherit the nearest document unless they set their own', () => {
    const { ws, index } = nav({
      tabs: [
        {
          tab: 'API',
          openapi: 'main.yaml',
          groups: [{ group: 'Inherits', pages: ['GET /a', { group: 'Own', openapi: 'other.yaml', pages: ['GET /b'] }] }],
        },
      ],
    });
    const { scope } = bindingScopes(ws, index);
    const keyAt = (label: string) =>
      [...index.elements.values()].filter((e) => e.node.type === 'string' && e.node.value === label).map((e) => scope.get(e.id)?.key)[0];
    expect(keyAt('GET /a')).toBe('main.yaml');
    expect(keyAt('GET /b')).toBe('other.yaml');
  });

  it('values the site drops (wrong type, empty, ftp://) bind nothing: the element inherits instead', () => {
    const { ws, index } = nav({
      tabs: [
        {
          tab: 'API',
          openapi: 'main.yaml',
          groups: [
            { group: 'A', openapi: 'ftp://x/y.yaml', pages: ['GET /a'] },
            { group: 'B', openapi: 3, pages: ['GET /b'] },
            { group: 'C', openapi: { directory: 'x' }, pages: ['GET /c'] },
          ],
        },
      ],
    });
    const { own, scope } = bindingScopes(ws, index);
    expect(own.size).toBe(1);
    for (const el of index.elements.values()) if (el.kind === 'page') expect(scope.get(el.id)?.key).toBe('main.yaml');
  });

  it('document keys: paths relative to docs.json\'s folder, "/x" and "./x" alike; URLs as written', () => {
    expect(documentKey('/openapi.json', 'docs.json')).toBe('openapi.json');
    expect(documentKey('./specs/../openapi.json', 'docs.json')).toBe('openapi.json');
    expect(documentKey('specs/a.yaml', 'docs/docs.json')).toBe('docs/specs/a.yaml');
    expect(documentKey('https://example.com/openapi.json', 'docs.json')).toBe('https://example.com/openapi.json');
  });

  it('documentFor answers for every element, own or inherited', async () => {
    const a = await analyse(
      {
        tabs: [
          { tab: 'API', openapi: 'plants.yaml', groups: [{ group: 'G', pages: ['GET /plants'] }] },
          { tab: 'Guides', pages: ['intro'] },
        ],
      },
      { 'plants.yaml': 'plants.yaml' },
    );
    expect(a.documentFor(a.at('tabs[0].groups[0].pages[0]'))).toBe('plants.yaml');
    expect(a.documentFor(a.at('tabs[1].pages[0]'))).toBeUndefined();
  });
});
