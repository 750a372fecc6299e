import { describe, expect, it } from 'vitest';
import { lowercaseMethod } from '../../../src/core/rules/lowercase-method';
import { runRule } from './rule-helpers';

describe('lowercase-method', () => {
  it('warns that get /users is a file path, with a fix that uppercases it', () => {
    const [d] = runRule(lowercaseMethod, { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['get /users'] }] });
    expect(d).toMatchObject({ severity: 'warning', code: 'lowercase-method', path: ['navigation', 'groups', 0, 'pages', 0] });
    expect(d.message).toBe(
      'navigation.groups[0].pages[0]: "get /users" is treated as a file path because its method is not uppercase; the specification matches operations case-sensitively. Write "GET /users".',
    );
    expect(d.fix).toEqual({
      title: 'Write "GET /users"',
      command: 'set-page-entry',
      args: { file: 'docs.json', path: ['navigation', 'groups', 0, 'pages', 0], value: 'GET /users' },
    });
  });

  it('keeps the document name of a named operation', () => {
    const [d] = runRule(lowercaseMethod, { pages: ['api.yaml Post /pets'] });
    expect((d.fix!.args as { value: string }).value).toBe('api.yaml POST /pets');
  });

  it('accepts uppercase operations and plain paths', () => {
    expect(runRule(lowercaseMethod, { pages: ['GET /users', 'guides/get-started', 'webhook created'] })).toEqual([]);
  });
});
