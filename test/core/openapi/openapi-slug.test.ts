import { describe, expect, it } from 'vitest';
import { baseAddress, methodPathSlug, pageTitleOf, slugify } from '../../../src/core/openapi/openapi-slug';

describe('slugs, addresses and titles of generated pages (REFERENCE.md, OpenAPI expansion 6-7)', () => {
  it('slugify: spaces to dashes, {...} and ( ) , . \' / newlines removed, "--" to "-", lowercase; other punctuation survives', () => {
    expect(slugify('List plants')).toBe('list-plants');
    expect(slugify("Get a user's repos (v2)")).toBe('get-a-users-repos-v2');
    expect(slugify('Delete {id} now')).toBe('delete-now');
    expect(slugify('A, b. c/d')).toBe('a-b-cd');
    expect(slugify('Line\nbreak')).toBe('linebreak');
    expect(slugify('Keep: this & that!')).toBe('keep:-this-&-that!');
    expect(slugify('A - B')).toBe('a--b');
  });

  it('an operation without summary is named after its method and path', () => {
    expect(methodPathSlug('PUT', '/pets/{petId}/photos')).toBe('put-pets-photos');
    expect(methodPathSlug('GET', '/users')).toBe('get-users');
    expect(methodPathSlug('DELETE', '/plants/{plantId}')).toBe('delete-plants');
  });

  it('address: <directory>/<tag>/<summary>, without tag <directory>/<summary>; x-mint.href overrides', () => {
    const op = { kind: 'operation' as const, method: 'GET', path: '/plants' };
    expect(baseAddress({ ...op, summary: 'List plants', tag: 'Plant Care' }, 'api-reference')).toBe('api-reference/plant-care/list-plants');
    expect(baseAddress({ ...op, summary: 'List plants' }, 'api-reference')).toBe('api-reference/list-plants');
    expect(baseAddress({ ...op }, 'docs/api/')).toBe('docs/api/get-plants');
    expect(baseAddress({ ...op, summary: 'List plants', tag: 'x', href: '/custom/page' }, 'api-reference')).toBe('custom/page');
  });

  it('title: the summary as written, else from the address', () => {
    expect(pageTitleOf({ summary: "Get a user's repos" }, 'x/y')).toBe("Get a user's repos");
    expect(pageTitleOf({}, 'api-reference/put-pets-photos')).toBe('Put pets photos');
  });
});
