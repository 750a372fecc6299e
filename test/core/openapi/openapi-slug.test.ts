import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseAddress, generatedTitles, methodPathSlug, slugify, uniqueName } from '../../../src/core/openapi/openapi-slug';
import { posixJoin, posixNormalize, posixParse, siteAddress } from '../../../src/core/openapi/posix-path';

// The expected values are the generator's own answers (its prepareStringToBeValidFilename,
// generateUniqueFilenameWithoutExtension and slugToTitle, run once on these inputs);
// test/fidelity/expand-fixtures.test.ts checks whole expansions against the generator itself.
describe("slugs, addresses and titles of generated pages, the generator's way", () => {
  it('slugify: spaces to dashes, each {...} to a dash, one leading and trailing dash off, ( ) , . \' / { } newlines removed, "--" to "-" once, lowercase', () => {
    expect(slugify('List plants')).toBe('list-plants');
    expect(slugify("Get a user's repos (v2)")).toBe('get-a-users-repos-v2');
    expect(slugify('Delete {id} now')).toBe('delete--now');
    expect(slugify('A, b. c/d')).toBe('a-b-cd');
    expect(slugify('Line\nbreak')).toBe('linebreak');
    expect(slugify('Keep: this & that!')).toBe('keep:-this-&-that!');
    expect(slugify('A - B')).toBe('a--b');
    expect(slugify(' lead')).toBe('lead');
    expect(slugify('Crème brûlée')).toBe('crème-brûlée');
    expect(slugify('Tab\there')).toBe('tab\there');
  });

  it('an operation without summary is named after its lowercase method and its path', () => {
    expect(methodPathSlug('PUT', '/pets/{petId}/photos')).toBe('put-pets-photos');
    expect(methodPathSlug('GET', '/users')).toBe('get-users');
    expect(methodPathSlug('DELETE', '/plants/{plantId}')).toBe('delete-plants');
    expect(methodPathSlug('GET', '/a/{b}{c}')).toBe('get-a-');
    expect(methodPathSlug('GET', '/')).toBe('get-');
  });

  it('name: <directory>/<tag>/<summary> joined as a path; x-mint.href overrides (folder and name, no extension)', () => {
    const op = { kind: 'operation' as const, method: 'GET', path: '/plants' };
    expect(baseAddress({ ...op, rawSummary: 'List plants', tag: 'Plant Care' }, 'api-reference')).toBe(
      'api-reference/plant-care/list-plants',
    );
    expect(baseAddress({ ...op, rawSummary: 'List plants' }, 'api-reference')).toBe('api-reference/list-plants');
    expect(baseAddress({ ...op }, 'docs/api/')).toBe('docs/api/get-plants');
    expect(baseAddress({ ...op }, '')).toBe('get-plants');
    expect(baseAddress({ ...op, rawSummary: 'List plants', tag: 'x', href: '/custom/page' }, 'api-reference')).toBe('custom/page');
    expect(baseAddress({ ...op, href: 'Custom/Page.v2' }, 'api-reference')).toBe('Custom/Page');
  });

  it('numbering: a name already listed in the group gets -1, -2; then lowercased', () => {
    expect(uniqueName(new Set(), 'Api/x')).toBe('api/x');
    expect(uniqueName(new Set(['a/x', 'a/x-1']), 'a/x')).toBe('a/x-2');
    // The generator compares the name before lowercasing it with the lowercased names it gave.
    expect(uniqueName(new Set(['api/x']), 'API/x')).toBe('api/x');
  });

  it('titles: the summary as written, else the name as a title; a webhook always the name; x-mint.href puts the name in the sidebar', () => {
    expect(generatedTitles({ kind: 'operation', rawSummary: "Get a user's repos" }, 'x/y')).toEqual({
      title: "Get a user's repos",
      sidebar: "Get a user's repos",
    });
    expect(generatedTitles({ kind: 'operation' }, 'api-reference/put-pets-photos-1')).toEqual({
      title: 'Put pets photos 1',
      sidebar: 'Put pets photos 1',
    });
    expect(generatedTitles({ kind: 'webhook', rawSummary: 'Order Created!' }, 'api-reference/order-created!')).toEqual({
      title: 'Order created!',
      sidebar: 'Order created!',
    });
    expect(generatedTitles({ kind: 'operation', rawSummary: 'Generate a response', href: '/api/generate' }, 'api/generate')).toEqual({
      title: 'Generate a response',
      sidebar: 'Generate',
    });
    expect(generatedTitles({ kind: 'operation', rawSummary: 'S', metadataTitle: 'T', metadataSidebarTitle: 'U' }, 'x')).toEqual({
      title: 'T',
      sidebar: 'U',
    });
  });

  it("the path helpers agree with Node's path.posix", () => {
    const cases = [
      'a//b/../c/',
      '/x/./y',
      '../a/b',
      'a/..',
      '',
      '.',
      '/',
      'a/b/',
      '..',
      '/..',
      'a/../../b',
      'a/.b',
      '..a/b.',
      'a/b/.',
      '/a/b',
      'api/users/list',
    ];
    for (const c of cases) expect(posixNormalize(c), c).toBe(posix.normalize(c));
    expect(posixJoin('api-reference', '', 'list-users')).toBe(posix.join('api-reference', '', 'list-users'));
    expect(posixJoin('', '', '')).toBe(posix.join('', '', ''));
    expect(posixJoin('/dir/', 'tag', 'x')).toBe(posix.join('/dir/', 'tag', 'x'));
    for (const c of ['custom/admin.v2', 'admin', '/x', 'a/b/', '.hidden', 'a.', '..'])
      expect(posixParse(c), c).toEqual({ dir: posix.parse(c).dir, name: posix.parse(c).name });
    for (const c of ['api/./users', '/a//b', '.', '../x', 'a/', 'api-reference/users/list', 'a/..', 'a/.b', '..a/b', 'a/b../c', ''])
      expect(siteAddress(c), c).toBe(posix.resolve('/', c).slice(1));
  });
});
