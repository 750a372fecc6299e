import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/core/session/editor-session';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { docsJson } from '../../helpers/check';
import { el } from '../../helpers/store';
import { duplicateCommand } from '../../../src/core/commands/index';

function storeWithFiles(main: string, files: Record<string, string>): EditorSession {
  const ws = loadWorkspace('docs.json', main, (p) => files[p]).workspace!;
  const s = new EditorSession();
  s.load(ws);
  return s;
}

describe('duplicate and split files', () => {
  const files = {
    'tab.json': JSON.stringify({ tab: 'API', groups: [{ group: 'Users', pages: ['api/users'] }] }),
    'deep.json': JSON.stringify({ group: 'Deep', pages: ['deep/a'] }),
  };
  const main = docsJson({
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Start', pages: ['index', { group: 'Nested', pages: ['n/a', { $ref: 'deep.json' }] }] },
          { group: 'Plain', pages: ['plain'] },
        ],
      },
      { $ref: 'tab.json' },
    ],
  });

  it('refuses an element that is a $ref split file, or holds one however deep, naming the file', () => {
    const s = storeWithFiles(main, files);
    expect(s.canRun(duplicateCommand, { id: el(s, 'API').id })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^'API' is a \$ref split file \(tab\.json\)/),
    });
    expect(s.canRun(duplicateCommand, { id: el(s, 'Guides').id })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^'Guides' holds a \$ref split file \(deep\.json\)/),
    });
    expect(s.canRun(duplicateCommand, { id: el(s, 'Start').id })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^'Start' holds a \$ref split file \(deep\.json\)/),
    });
  });

  it('allows the elements beside a split file, and inside one', () => {
    const s = storeWithFiles(main, files);
    expect(s.canRun(duplicateCommand, { id: el(s, 'Plain').id }).ok).toBe(true);
    expect(s.canRun(duplicateCommand, { id: el(s, 'n/a').id }).ok).toBe(true);
    expect(s.canRun(duplicateCommand, { id: el(s, 'Users').id }).ok).toBe(true);
  });
});
