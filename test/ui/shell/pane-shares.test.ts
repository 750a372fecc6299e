import { describe, expect, it } from 'vitest';
import { readShares, resizePane, shareForKey, shareRange, sharesKey, writeShares, type PaneSpec } from '../../../src/ui/shell/pane-shares';

// The app's row: the tree and the inspector are sized, the centre takes the rest.
const PANES: PaneSpec[] = [
  { id: 'tree', minPx: 200, defaultShare: 26 },
  { id: 'centre', minPx: 320 },
  { id: 'inspector', minPx: 220, defaultShare: 24 },
];

function memory(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('pane shares', () => {
  it('reads the shares react-resizable-panels kept, under its key and in its shape, so chosen sizes survive the change', () => {
    const s = memory({ [sharesKey('docsnav-panels')]: '{"tree":21,"centre":55,"inspector":24}' });
    expect(sharesKey('docsnav-panels')).toBe('react-resizable-panels:docsnav-panels');
    expect([...readShares(s, 'docsnav-panels', PANES)]).toEqual([
      ['tree', 21],
      ['inspector', 24],
    ]);
  });

  it('falls back to the defaults for anything stored that is not a share: no JSON, a string, out of range, inherited', () => {
    for (const kept of ['not json', '{"tree":"40","inspector":0}', '{"tree":100,"inspector":-3}', '{"__proto__":{"tree":30}}', 'null']) {
      const shares = readShares(memory({ [sharesKey('p')]: kept }), 'p', PANES);
      expect([...shares], kept).toEqual([
        ['tree', 26],
        ['inspector', 24],
      ]);
    }
  });

  it('writes every pane, the flexible one as the rest, so the library and this read the same value', () => {
    const s = memory();
    writeShares(
      s,
      'p',
      PANES,
      new Map([
        ['tree', 30.12345],
        ['inspector', 20],
      ]),
    );
    expect(JSON.parse(s.m.get(sharesKey('p'))!)).toEqual({ tree: 30.123, centre: 49.877, inspector: 20 });
  });

  it("keeps every pane at its minimum width: a pane's range ends where the others, at their minimums, begin", () => {
    // 1000 px: the tree may shrink to 200 px (20%) and grow until the centre is at 320 px and the inspector at 220 px.
    expect(shareRange(PANES, 'tree', 1000)).toEqual({ min: 20, max: 46 });
    // A row too narrow for every minimum: the pane keeps its own.
    expect(shareRange(PANES, 'tree', 500)).toEqual({ min: 40, max: 40 });
    // Not measured (no layout, as in jsdom): anything.
    expect(shareRange(PANES, 'tree', 0)).toEqual({ min: 0, max: 100 });
  });

  it("grows a pane into the centre's room first, then into the other side pane's, down to its minimum, as the library did", () => {
    const shares = new Map([
      ['tree', 26],
      ['inspector', 24],
    ]);
    // Room in the centre (500 px, 180 over its minimum): the inspector keeps its share.
    expect(Object.fromEntries(resizePane(PANES, shares, 'tree', 40, 1000))).toEqual({ tree: 40, inspector: 24 });
    // 4% more than the centre can give: the inspector gives it.
    expect(Object.fromEntries(resizePane(PANES, shares, 'tree', 48, 1000))).toEqual({ tree: 46, inspector: 22 });
    expect(Object.fromEntries(resizePane(PANES, shares, 'tree', 44, 1000))).toEqual({ tree: 44, inspector: 24 });
    expect(Object.fromEntries(resizePane(PANES, shares, 'tree', 45, 1000))).toEqual({ tree: 45, inspector: 23 });
    // Under its own minimum: held there.
    expect(Object.fromEntries(resizePane(PANES, shares, 'tree', 5, 1000))).toEqual({ tree: 20, inspector: 24 });
  });

  it('moves a separator the way an arrow points, further with Shift, to the ends with Home and End, within the range', () => {
    const range = { min: 20, max: 44 };
    // The tree is left of its separator: ArrowRight grows it.
    expect(shareForKey('ArrowRight', false, 26, 1, range)).toBe(31);
    expect(shareForKey('ArrowLeft', false, 26, 1, range)).toBe(21);
    expect(shareForKey('ArrowLeft', true, 26, 1, range)).toBe(20);
    // The inspector is right of its separator: ArrowLeft moves the separator left, growing it.
    expect(shareForKey('ArrowLeft', false, 24, -1, range)).toBe(29);
    expect(shareForKey('Home', false, 26, 1, range)).toBe(20);
    expect(shareForKey('End', false, 26, 1, range)).toBe(44);
    expect(shareForKey('Enter', false, 26, 1, range)).toBeUndefined();
  });
});
