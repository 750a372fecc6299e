import { describe, expect, it } from 'vitest';
import { loadedFixture } from './openapi-helpers';
import { expandDocument } from '../../../src/core/openapi/expand-document';

describe('expanding a document into pages (REFERENCE.md, OpenAPI expansion 4-8)', () => {
  it('groups by first tag (x-group as name), in order of first appearance walking paths; untagged in "API Reference"; webhooks last', async () => {
    const doc = await loadedFixture('plants.yaml', { validate: false });
    const pages = expandDocument(doc).pages;
    const groups = [...new Set(pages.map((p) => p.group))];
    // "Beds" appears first in paths although the tags list names "plants" first: the tags list order is ignored.
    expect(groups).toEqual(['Beds', 'Plant care', 'API Reference', 'Users']);
    expect(pages.filter((p) => p.group === 'Plant care').map((p) => `${p.method} ${p.path}`)).toEqual([
      'GET /plants',
      'POST /plants',
      'GET /plants/{plantId}',
      'PUT /plants/{plantId}',
      'DELETE /plants/{plantId}',
      'WEBHOOK plantWatered',
    ]);
  });

  it('addresses with the directory, tag and summary slug; duplicates get -1, -2; titles from summaries', async () => {
    const doc = await loadedFixture('plants.yaml', { validate: false });
    const by = Object.fromEntries(expandDocument(doc).pages.map((p) => [`${p.method} ${p.path}`, p]));
    expect(by['GET /plants']).toMatchObject({
      address: 'api-reference/plants/list-plants',
      title: 'List plants',
      documentKey: 'plants.yaml',
    });
    expect(by['GET /plants/{plantId}'].address).toBe('api-reference/plants/get-a-plant');
    expect(by['PUT /plants/{plantId}'].address).toBe('api-reference/plants/get-a-plant-1');
    expect(by['DELETE /plants/{plantId}']).toMatchObject({ address: 'api-reference/plants/delete-plants', title: 'Delete plants' });
    expect(by['PUT /pets/{petId}/photos']).toMatchObject({
      address: 'api-reference/put-pets-photos',
      title: 'Put pets photos',
      group: 'API Reference',
    });
    expect(by['GET /status'].address).toBe('status-page');
    expect(by['POST /plants'].deprecated).toBe(true);
  });

  it('x-hidden: the page exists, marked hidden; x-excluded: no page at all', async () => {
    const doc = await loadedFixture('plants.yaml', { validate: false });
    const exp = expandDocument(doc);
    expect(exp.byOperation.get('GET /internal/metrics')).toMatchObject({ hidden: true, address: 'api-reference/internal-metrics' });
    expect(exp.byOperation.has('GET /internal/debug')).toBe(false);
    expect(exp.pages.some((p) => p.path === '/internal/debug')).toBe(false);
  });

  it('a directory replaces api-reference, and expansions are memoised per document and directory', async () => {
    const doc = await loadedFixture('plants.yaml', { validate: false });
    const a = expandDocument(doc, 'v2/api');
    expect(a.pages[0].address).toBe('v2/api/beds/list-beds');
    expect(expandDocument(doc, 'v2/api')).toBe(a);
    expect(expandDocument(doc)).not.toBe(a);
  });
});
