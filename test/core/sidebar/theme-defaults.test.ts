import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../src/core/model/settings';
import { fromValue } from '../../../src/core/model/json-node';
import { THEME_DEFAULTS, siteBehaviour } from '../../../src/core/sidebar/theme-defaults';

const root = (v: object) => fromValue(v);

describe('theme defaults', () => {
  it('has exactly one row per theme', () => {
    expect(Object.keys(THEME_DEFAULTS).sort()).toEqual([...THEMES].sort());
  });

  // The table is docsnav's documented choice (see its comment); this pins it so a change is deliberate.
  const expected: Record<string, [boolean, boolean]> = {
    mint: [false, false],
    maple: [false, false],
    palm: [true, true],
    willow: [false, false],
    linden: [false, true],
    almond: [false, false],
    aspen: [true, true],
    luma: [false, false],
    sequoia: [true, false],
  };
  for (const theme of THEMES) {
    it(`${theme}: unset drilldown and eyebrows use the theme's defaults`, () => {
      const b = siteBehaviour(root({ theme }));
      expect([b.drilldown.value, b.eyebrows.value]).toEqual(expected[theme]);
      expect(b.drilldown.source).toBe('theme');
      expect(b.eyebrows.source).toBe('theme');
      expect(b.theme).toBe(theme);
    });
    it(`${theme}: explicit settings beat the theme`, () => {
      const [d, e] = expected[theme];
      const b = siteBehaviour(root({ theme, interaction: { drilldown: !d }, styling: { eyebrows: e ? 'section' : 'breadcrumbs' } }));
      expect(b.drilldown).toEqual({ value: !d, source: 'config' });
      expect(b.eyebrows).toEqual({ value: !e, source: 'config' });
    });
  }

  it('an unknown or missing theme falls back to mint, and keeps the written name', () => {
    const b = siteBehaviour(root({ theme: 'venus' }));
    expect(b.theme).toBe('mint');
    expect(b.themeName).toBe('venus');
    expect(siteBehaviour(root({})).theme).toBe('mint');
  });

  it('a preview override beats docs.json and says so', () => {
    const b = siteBehaviour(root({ theme: 'mint', interaction: { drilldown: false } }), { drilldown: true, eyebrows: true });
    expect(b.drilldown).toEqual({ value: true, source: 'preview' });
    expect(b.eyebrows).toEqual({ value: true, source: 'preview' });
  });

  it('a drilldown that is not a boolean counts as unset', () => {
    expect(siteBehaviour(root({ theme: 'palm', interaction: { drilldown: 'yes' } })).drilldown).toEqual({ value: true, source: 'theme' });
  });
});
