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

  it('reports missing required settings as errors the site agrees with (it rejects the config), saying what to add', () => {
    const ds = runRule(invalidSetting, doc({ name: 'x' }));
    expect(ds.map((d) => [d.severity, d.code, d.site])).toEqual([
      ['error', 'missing-setting', 'rejects'],
      ['error', 'missing-setting', 'rejects'],
    ]);
    expect(ds[0].message).toBe(
      '(root): "theme" is missing: the site generator requires it and rejects the whole config without it. Add "theme": "mint".',
    );
    expect(ds[1].message).toContain('Add "colors": { "primary": "#0D9373" }.');
    expect(runRule(invalidSetting, doc({ theme: 'mint', colors: { primary: '#0D9373' } }))[0].message).toContain('Add "name": "My docs".');
  });

  it('rejects an unknown theme and settings of the wrong shape, from the settings table', () => {
    const ds = runRule(
      invalidSetting,
      doc({
        name: 'x',
        colors: { primary: '#0D9373' },
        theme: 'venus',
        styling: { eyebrows: true },
        interaction: { drilldown: 'yes' },
        api: { playground: { proxy: 'yes' } },
      }),
    );
    expect(ds.map((d) => [d.code, d.path.join('.'), d.site])).toEqual([
      ['invalid-theme', 'theme', 'rejects'],
      ['invalid-setting', 'styling.eyebrows', 'rejects'],
      ['invalid-setting', 'interaction.drilldown', 'rejects'],
      ['invalid-setting', 'api.playground.proxy', 'rejects'],
    ]);
    expect(ds[0].message).toContain('theme "venus" is not one of mint, maple, palm');
    expect(ds[3].message).toBe(
      'api.playground.proxy: must be true or false, not the string "yes"; the site rejects the whole config. Fix the value or remove it.',
    );
  });

  it('checks a site banner fully: content is required and a string, dismissible a boolean', () => {
    const codes = (banner: unknown) =>
      runRule(invalidSetting, doc({ name: 'x', colors: { primary: '#0D9373' }, theme: 'mint', banner })).map(
        (d) => `${d.code} ${d.path.join('.')}`,
      );
    expect(codes({ content: 5 })).toEqual(['invalid-setting banner.content']);
    expect(codes({ dismissible: 'yes' })).toEqual(['invalid-setting banner', 'invalid-setting banner.dismissible']);
    expect(codes({ dismissible: true })).toEqual(['invalid-setting banner']);
    expect(codes({ content: 'Hi', dismissible: true })).toEqual([]);
  });

  it('warns on a setting or key the generator does not know (it ignores it), with a fix that removes it', () => {
    const ds = runRule(
      invalidSetting,
      doc({
        name: 'x',
        colors: { primary: '#0D9373' },
        theme: 'mint',
        codeBlock: {},
        fonts: { family: 'Inter', heading: { family: 'X' } },
      }),
    );
    expect(ds.map((d) => [d.severity, d.code, d.path.join('.'), d.site])).toEqual([
      ['warning', 'unknown-setting', 'codeBlock', 'ignores'],
      ['warning', 'unknown-setting', 'fonts.heading', 'ignores'],
    ]);
    expect(ds[0].fix).toEqual({
      title: 'Remove "codeBlock"',
      command: 'remove-field',
      args: { file: 'docs.json', path: [], key: 'codeBlock' },
    });
    expect(ds[1].message).toContain('fonts.heading: "heading" is not a key the site knows here; it ignores it.');
  });

  it('rejects an unknown key inside a closed setting (colors, integrations)', () => {
    const ds = runRule(invalidSetting, doc({ name: 'x', colors: { primary: '#0D9373', accent: '#fff' }, theme: 'mint' }));
    expect(ds.map((d) => [d.severity, d.path.join('.')])).toEqual([['error', 'colors.accent']]);
  });

  it('checks what the generator checks inside a value too (measured with its validator): lengths, prefixes, IDs, a logo link, the footer columns, a font file format', () => {
    const base = { name: 'x', theme: 'mint', colors: { primary: '#0D9373' } };
    const wrong = (extra: Record<string, unknown>) =>
      runRule(invalidSetting, doc({ ...base, ...extra })).map((d) => [d.path.join('.'), d.site]);
    expect(
      wrong({
        integrations: {
          intercom: { appId: 'abc' },
          frontchat: { snippetId: '12345' },
          koala: { publicApiKey: 'k' },
          plausible: { domain: 'https://docs.example.com' },
          transcend: { bundleId: 'a b' },
        },
      }),
    ).toEqual([
      ['integrations.intercom.appId', 'rejects'],
      ['integrations.frontchat.snippetId', 'rejects'],
      ['integrations.koala.publicApiKey', 'rejects'],
      ['integrations.plausible.domain', 'rejects'],
      ['integrations.transcend.bundleId', 'rejects'],
    ]);
    expect(wrong({ logo: 'ab' })).toEqual([['logo', 'rejects']]);
    expect(wrong({ logo: { light: 'l.svg', dark: 'd.svg', href: 'home' } })).toEqual([['logo.href', 'rejects']]);
    expect(wrong({ footer: { links: [] } })).toEqual([['footer.links', 'rejects']]);
    const five = Array.from({ length: 5 }, () => ({ items: [] }));
    expect(wrong({ footer: { links: five } })).toEqual([['footer.links', 'rejects']]);
    expect(runRule(invalidSetting, doc({ ...base, footer: { links: [] } }))[0].message).toContain(
      'must be a list of 1 to 4 entries, not a list',
    );
    expect(wrong({ fonts: { family: 'Brand', source: '/fonts/brand.woff2' } })).toEqual([['fonts', 'rejects']]);
    expect(wrong({ fonts: { heading: { family: 'Brand', source: '/fonts/brand.woff2', format: 'woff2' } } })).toEqual([]);
    // ...and accepts what it accepts.
    expect(
      wrong({
        logo: { light: 'l.svg', dark: 'd.svg', href: '/' },
        footer: { links: [{ items: [] }] },
        integrations: {
          intercom: { appId: 'abc123' },
          frontchat: { snippetId: '123456' },
          koala: { publicApiKey: 'pk' },
          plausible: { domain: 'docs.example.com', server: 'plausible.example.com' },
          transcend: { bundleId: ' a-b_1 ' },
        },
      }),
    ).toEqual([]);
  });
});
