import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { analyse } from './openapi-helpers';
import { runRules } from '../../../src/core/rules/index';

const only = (a: { diagnostics: readonly Diagnostic[] }, code: string) => a.diagnostics.filter((d) => d.code === code);

describe('explicit operation entries (SPEC Errors: "An entry is treated as a file path")', () => {
  it("an entry matching no operation is a file path: say so, in the generator's words, with the available paths", async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /nope'] }] }, { 'users.json': 'users.json' });
    const [d] = only(a, 'operation-not-found');
    expect(d.message).toBe(
      'navigation.groups[0].pages[0]: "GET /nope" matches no operation of users.json, so the site treats it as a file path, and no such page exists: Endpoint /nope not found in users.json. Available paths: /users, /users/{userId}, /teams/. Fix the method and path, or remove the entry.',
    );
    expect(d.severity).toBe('error');
    expect(d.fix).toBeUndefined();
  });

  it('a trailing slash too many, or missing: the site still finds the operation (a page, a warning), with a certain fix that keeps the file name', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /users/', 'users.json GET /teams'] }] },
      { 'users.json': 'users.json' },
    );
    expect(only(a, 'operation-not-found')).toEqual([]);
    const [extra, missing] = only(a, 'operation-path-differs');
    expect(extra.severity).toBe('warning');
    expect(extra.message).toBe(
      'navigation.groups[0].pages[0]: "GET /users/" differs from the operation in users.json: the document has "GET /users", without the trailing slash; methods and paths must match exactly. The site\'s build still finds "GET /users" (it ignores one trailing slash), but tools that follow the specification do not. Write "GET /users".',
    );
    expect(extra.fix).toEqual({
      title: 'Write "GET /users"',
      command: 'set-page-entry',
      args: { file: 'docs.json', path: ['navigation', 'groups', 0, 'pages', 0], value: 'GET /users' },
    });
    expect(missing.message).toContain('the document has "GET /teams/", with a trailing slash');
    expect(missing.fix?.args).toMatchObject({ value: 'users.json GET /teams/' });
    // The pages are the operations' pages, as the site builds them.
    expect(a.entryPage(a.at('groups[0].pages[0]'))).toMatchObject({
      method: 'GET',
      path: '/users',
      address: 'api-reference/users/list-users',
    });
    expect(a.entryPage(a.at('groups[0].pages[1]'))).toMatchObject({ path: '/teams/', title: 'List teams' });
  });

  it('the path exists with other methods: "Method PUT for endpoint /users not found", no guessed fix', async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'users.json', pages: ['PUT /users'] }] }, { 'users.json': 'users.json' });
    const [d] = only(a, 'operation-not-found');
    expect(d.message).toContain('Method PUT for endpoint /users not found; the document has GET, POST for it');
    expect(d.fix).toBeUndefined();
  });

  it('another letter case or parameter name: the one operation meant, with a fix', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /Users/{id}'] }] },
      { 'users.json': 'users.json' },
    );
    const [d] = only(a, 'operation-not-found');
    expect(d.message).toContain('the document has "GET /users/{userId}", written differently');
    expect(d.fix?.args).toMatchObject({ value: 'GET /users/{userId}' });
  });

  it('a lowercase method: the structure rule says it is a file path (with its fix); the analysis does not repeat it', async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'users.json', pages: ['get /users'] }] }, { 'users.json': 'users.json' });
    expect(a.diagnostics).toEqual([]);
    const rules = runRules(a.ws, a.index).filter((d) => d.code === 'lowercase-method');
    expect(rules).toHaveLength(1);
    expect(rules[0].fix?.args).toMatchObject({ value: 'GET /users' });
  });

  it('an operation entry with no document in scope stays a file path: a warning that names both remedies', async () => {
    const a = await analyse({ groups: [{ group: 'API', pages: ['GET /users'] }] }, {});
    const [d] = only(a, 'operation-without-openapi');
    expect(d.severity).toBe('warning');
    expect(d.message).toContain('no "openapi" is set on this element or any ancestor');
    expect(d.message).toContain('"openapi.yaml GET /users"');
  });

  it("a webhook entry matches the document's webhooks", async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'plants.yaml', pages: ['webhook plantWatered', 'webhook plantDied'] }] },
      { 'plants.yaml': 'plants.yaml' },
    );
    expect(a.operationTitle('webhook plantWatered', a.at('groups[0].pages[0]'))).toBe('Plant watered');
    expect(only(a, 'webhook-not-found')[0].message).toContain(
      'webhook plantDied not found in plants.yaml. Available webhooks: plantWatered',
    );
  });

  it('an x-excluded operation listed explicitly fails the build: an error', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'plants.yaml', pages: ['GET /internal/debug'] }] },
      { 'plants.yaml': 'plants.yaml' },
    );
    expect(only(a, 'excluded-operation-listed')[0].message).toContain(
      'marks "x-excluded: true": it has no page, and the site\'s build fails on this entry',
    );
  });

  it('SPEC rule 6: an entry for an operation with validation errors may be skipped: a warning with the reason', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'invalid.yaml', pages: ['GET /broken', 'GET /ok'] }] },
      { 'invalid.yaml': 'invalid.yaml' },
    );
    const d = only(a, 'invalid-operation-listed');
    expect(d).toHaveLength(1);
    expect(d[0].message).toContain('"GET /broken" lists an operation with validation errors (must have required property \'responses\')');
  });

  it('titles come from summaries, and only for the entry as it is written now', async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /users'] }] }, { 'users.json': 'users.json' });
    const id = a.at('groups[0].pages[0]');
    expect(a.operationTitle('GET /users', id)).toBe('List users');
    expect(a.operationTitle('GET /teams/', id)).toBeUndefined();
  });
});
