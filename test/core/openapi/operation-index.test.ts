import { describe, expect, it } from 'vitest';
import { loadedFixture } from './openapi-helpers';
import { buildOperationIndex, UNTAGGED_GROUP } from '../../../src/core/openapi/operation-index';

describe('the operation index', () => {
  it('lists operations in document order, methods in the generator order, webhooks last', async () => {
    const doc = await loadedFixture('plants.yaml', { validate: false });
    expect(doc.operations.map((o) => `${o.kind === 'webhook' ? 'webhook' : o.method} ${o.path}`)).toEqual([
      'GET /beds',
      'GET /plants',
      'POST /plants',
      'GET /plants/{plantId}',
      'PUT /plants/{plantId}',
      'DELETE /plants/{plantId}',
      'PUT /pets/{petId}/photos',
      'GET /internal/metrics',
      'GET /internal/debug',
      'GET /status',
      'GET /users/',
      'webhook plantWatered',
    ]);
  });

  it('reads summary, operationId, first tag with its x-group, deprecated, x-hidden, x-excluded, x-docs and x-mint.href', async () => {
    const ops = Object.fromEntries(
      (await loadedFixture('plants.yaml', { validate: false })).operations.map((o) => [`${o.method} ${o.path}`, o]),
    );
    expect(ops['GET /plants']).toMatchObject({
      summary: 'List plants',
      operationId: 'listPlants',
      tag: 'plants',
      group: 'Plant care',
      deprecated: false,
      hidden: false,
      excluded: false,
      valid: true,
    });
    // The first tag decides; a second tag does not.
    expect(ops['POST /plants']).toMatchObject({ tag: 'plants', group: 'Plant care', deprecated: true });
    expect(ops['GET /beds']).toMatchObject({ tag: 'Beds', group: 'Beds' });
    expect(ops['PUT /pets/{petId}/photos']).toMatchObject({ group: UNTAGGED_GROUP });
    expect(ops['PUT /pets/{petId}/photos'].summary).toBeUndefined();
    expect(ops['GET /internal/metrics'].hidden).toBe(true);
    expect(ops['GET /internal/debug'].excluded).toBe(true);
    expect(ops['GET /status'].href).toBe('/status-page');
    expect(ops['GET /users/'].docs).toBe('https://example.com/users');
  });

  it('never throws on odd shapes', () => {
    expect(buildOperationIndex(null)).toEqual([]);
    expect(buildOperationIndex({ paths: [] })).toEqual([]);
    const ops = buildOperationIndex({
      tags: 'x',
      paths: { '/a': 'nope', '/b': { get: { summary: 3, tags: [7] }, parameters: [] } },
      webhooks: { w: { post: 1 } },
    });
    expect(ops).toEqual([expect.objectContaining({ method: 'GET', path: '/b', group: UNTAGGED_GROUP })]);
    expect(ops[0].summary).toBeUndefined();
  });

  it('costs a walk over paths only: a 10,000-operation document indexes in a blink beside its parse', () => {
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++)
      paths[`/r${i}`] = {
        get: {
          summary: `Get ${i}`,
          tags: ['T'],
          responses: {
            200: {
              description: 'x',
              content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'string' } } } } },
            },
          },
        },
        post: { summary: `Post ${i}`, responses: {} },
      };
    const ops = buildOperationIndex({ openapi: '3.1.0', paths });
    expect(ops).toHaveLength(10000);
    expect(ops[9999]).toMatchObject({ method: 'POST', path: '/r4999', summary: 'Post 4999' });
  });
});
