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

  const base = { name: 'x', theme: 'mint', colors: { primary: '#0D9373' } };
  /** Where invalid-setting finds a problem in a config of `extra` settings, and what the site does. */
  const wrong = (extra: Record<string, unknown>) =>
    runRule(invalidSetting, doc({ ...base, ...extra })).map((d) => [d.path.join('.'), d.site]);

  it('checks what the generator checks inside a value too (measured with its validator): lengths, prefixes, IDs, a logo link, the footer columns, a font file format', () => {
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
        footer: { links: [{ items: [{ label: 'Docs', href: '/docs' }] }] },
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

  it('checks links, sources, icons and folder paths deep inside settings, and lists that may not repeat an entry (measured with its validator)', () => {
    expect(
      wrong({
        navbar: { links: [{ label: 'Blog', href: 'blog', icon: 'fa-rss' }], primary: { type: 'button', label: 'Go', href: 'go' } },
        footer: { socials: { myspace: 'https://myspace.com/a', x: 'http://x.com/a' }, links: [{ items: [] }] },
        api: { openapi: 'javascript:alert(1)', asyncapi: { source: 'ftp://e.com/a.yaml' } },
        seo: { paths: [{ path: '/guides/', metatags: {} }] },
        styling: { codeblocks: { languages: { custom: [{}] } } },
        integrations: {
          segment: { key: 'k', cdnUrl: 'https://cdn.example.com/a?v=1' },
          onetrust: { domainScript: 'd', scriptSource: 'http://e.com/s.js' },
        },
        contextual: { options: ['copy', { title: 't', description: 'd', href: 5, icon: { name: 'x', style: 'bold' } }] },
      }),
    ).toEqual([
      ['navbar.links.0.href', 'rejects'],
      ['navbar.links.0.icon', 'rejects'],
      ['navbar.primary.href', 'rejects'],
      ['footer.socials.myspace', 'rejects'],
      ['footer.socials.x', 'rejects'],
      ['footer.links.0.items', 'rejects'],
      ['api.openapi', 'rejects'],
      ['api.asyncapi.source', 'rejects'],
      ['seo.paths.0.path', 'rejects'],
      ['styling.codeblocks.languages.custom.0', 'rejects'],
      ['integrations.segment.cdnUrl', 'rejects'],
      ['integrations.onetrust.scriptSource', 'rejects'],
      ['contextual.options.1.href', 'rejects'],
      ['contextual.options.1.icon.style', 'rejects'],
    ]);
    const twice = {
      redirects: [
        { source: '/a', destination: '/b' },
        { source: '/a', destination: '/c' },
      ],
      contextual: { options: ['copy', 'copy'] },
    };
    expect(wrong(twice)).toEqual([
      ['redirects.1', 'rejects'],
      ['contextual.options.1', 'rejects'],
    ]);
    expect(runRule(invalidSetting, doc({ ...base, ...twice }))[0].message).toContain('repeats an earlier entry');
    // ...and accepts what it accepts.
    expect(
      wrong({
        navbar: { links: [{ label: 'Blog', href: 'https://blog.example.com', icon: 'rss' }], primary: { type: 'github', href: '/gh' } },
        footer: {
          socials: { x: 'https://x.com/a', github: 'https://github.com/a' },
          links: [{ items: [{ label: 'Docs', href: '/docs' }] }],
        },
        api: { openapi: ['openapi.json', { source: 'https://e.com/o.json', overlays: ['o.yaml'] }], asyncapi: 'C/specs/a.yaml' },
        seo: {
          paths: [
            { path: 'guides/v2', metatags: { robots: 'noindex' } },
            { path: 'guides', metatags: {} },
          ],
        },
        styling: { codeblocks: { languages: { custom: ['langs/x.json'] } } },
        integrations: { segment: { key: 'k', cdnUrl: 'https://cdn.example.com/a' } },
        contextual: {
          options: ['copy', { title: 't', description: 'd', href: { base: 'https://e.com', query: [{ key: 'q', value: '$page' }] } }],
        },
        redirects: [
          { source: '/a', destination: '/b' },
          { source: '/b', destination: '/a' },
        ],
      }),
    ).toEqual([]);
  });
});
