import { describe, expect, it } from 'vitest';
import { withEntries } from '../../../src/ui/common/with-entries';

describe('withEntries (the preview revealing an element)', () => {
  it('keeps the same map when it holds every entry already, so nothing is drawn again', () => {
    const open = new Map([
      ['e1', true],
      ['e2', false],
    ]);
    expect(withEntries(open, [['e1', true]])).toBe(open);
    expect(withEntries(open, [])).toBe(open);
    const next = withEntries(open, [
      ['e1', true],
      ['e2', true],
    ]);
    expect(next).not.toBe(open);
    expect([...next]).toEqual([
      ['e1', true],
      ['e2', true],
    ]);
    expect(open.get('e2')).toBe(false);
  });
});
