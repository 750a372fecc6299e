import { describe, expect, it } from 'vitest';
import { dropRefused } from '../../bench/page-helpers';
import { meets, table, type Figure } from '../../bench/measure';

describe('the bench counts only drops that moved the row', () => {
  it('accepts a row that moved one place the way the key asked', () => {
    expect(dropRefused({ id: '7', pos: 1 }, 2, 1)).toBeUndefined();
    expect(dropRefused({ id: '7', pos: 2 }, 1, -1)).toBeUndefined();
  });

  it('names a refused drop, a lost row, a wrong move and a drop without a focused row', () => {
    expect(dropRefused({ id: '7', pos: 1 }, 1, 1)).toMatch(/row 7 stayed at place 1: the drop was refused/);
    expect(dropRefused({ id: '7', pos: 1 }, undefined, 1)).toMatch(/row 7 was gone/);
    expect(dropRefused({ id: '7', pos: 3 }, 1, -1)).toMatch(/from place 3 to 1, not 2/);
    expect(dropRefused(undefined, undefined, 1)).toMatch(/no tree row had the focus/);
  });

  it('never lets a figure that measured nothing meet its target, and says why in the table', () => {
    const fast: Figure = { name: 'drop', value: 2.3, unit: 'ms', floorName: 'one frame', floor: 16.67, target: 2 };
    expect(meets(fast)).toBe(true);
    const refused = { ...fast, invalid: 'drop 1: row 7 stayed at place 1: the drop was refused' };
    expect(meets(refused)).toBe(false);
    expect(table([refused])).toContain('NOT MEASURED (drop 1: row 7 stayed at place 1: the drop was refused)');
  });
});
