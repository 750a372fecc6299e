import { describe, expect, it } from 'vitest';
import { FIX_COMMANDS } from '../../../src/core/commands/command-table';
import type { Fix } from '../../../src/core/rules/diagnostic';
import { storeWith } from '../../helpers/store';
import { docsJson } from '../../helpers/check';

describe('the commands a quick fix may name', () => {
  it('are bound to the command object of the same id', () => {
    for (const [id, cmd] of Object.entries(FIX_COMMANDS)) expect(cmd.id, id).toBe(id);
  });

  it('runFix runs the named command as one undo step, and refuses an id the table does not hold', () => {
    const session = storeWith(docsJson({ groups: [{ group: 'G', pages: ['a', ''] }] }));
    const before = session.getState().workspace!;
    const empty = [...session.getIndex().elements.values()].find((e) => e.kind === 'page' && (e.node as { value: unknown }).value === '')!;
    expect(session.runFix({ title: 'Remove the empty entry', command: 'remove-element', args: { id: empty.id } })).toEqual({ ok: true });
    expect([...session.getIndex().elements.values()].some((e) => e.kind === 'page' && (e.node as { value: unknown }).value === '')).toBe(
      false,
    );
    session.undo();
    expect(session.getState().workspace).toEqual(before);
    // A fix read from elsewhere (it is data) with a name no command has: refused with the reason.
    const unknown = { title: 'Do it', command: 'toString', args: {} } as unknown as Fix;
    expect(session.runFix(unknown)).toEqual({ ok: false, reason: 'the fix "Do it" names no command of the editor ("toString")' });
  });
});
