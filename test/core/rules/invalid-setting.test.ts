import { describe, expect, it } from 'vitest';
import { invalidSetting } from '../../../src/core/rules/invalid-setting';
import { runRule } from './rule-helpers';

const doc = (extra: Record<string, unknown>) => JSON.stringify({ navigation: { pages: ['a'] }, ...extra });

describe('invalid-setting', () => {
  it('accepts the required settings with valid values', () => {
    expect(
      runRule(
        invalidSetting,
        doc({
          name: 'x',
          theme: 'aspen',
          colors: { primary: '#000' },
          styling: { eyebrows: 'breadcrumbs' },
          interaction: { drilldown: false },
        }),
      ),
    ).toEqual([]);
  });

  it('warns about missing required settings, saying what to add', () => {
    const ds = runRule(invalidSetting, doc({ name: 'x' }));
    expect(ds.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'missing-setting'],
      ['warning', 'missing-setting'],
    ]);
    expect(ds[0].message).toBe('(root): docs.json has no "theme", which the site generator requires. Add "theme": "mint".');
  });

  it('rejects an unknown theme and wrong navigation settings', () => {
    const ds = runRule(
      invalidSetting,
      doc({ name: 'x', colors: {}, theme: 'venus', styling: { eyebrows: true }, interaction: { drilldown: 'yes' } }),
    );
    expect(ds.map((d) => [d.code, d.path.join('.')])).toEqual([
      ['invalid-theme', 'theme'],
      ['wrong-type', 'styling.eyebrows'],
      ['wrong-type', 'interaction.drilldown'],
    ]);
    expect(ds[0].message).toContain('theme "venus" is not one of mint, maple, palm');
    expect(ds[2].message).toBe('interaction.drilldown: must be true or false, not a string; remove it to use the theme default.');
  });
});
