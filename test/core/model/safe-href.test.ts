import { describe, expect, it } from 'vitest';
import { siteKeepsSecureUrl, siteKeepsSpecSource, urlScheme } from '../../../src/core/model/safe-href';

// Strings a config holds where the generator asks a URL parser: links, sources, odd schemes,
// hosts missing or broken, and the parser's own clean-up (spaces around, tabs inside).
const TEXTS = [
  ...['https://example.com', 'HTTPS://Example.com/a', 'https:example.com', 'https://', 'https:///x', 'http://a b', 'http:// a'],
  ...['ftp://example.com', 'ftp://', 'ws://h', 'wss:', 'file:', 'file:///x', 'mailto:', 'mailto:a@b.c', 'javascript:x'],
  ...['data:x', 'c:\\specs\\api.yaml', 'foo:bar', 'a b:c', '1a:b', 'x', '/p', './p', '#x', '//h/p', '', ' ', ' https://e.com '],
  ...['java\tscript:x', 'https://e.com/a.svg', 'guides/v2', 'a:', 'a+b.c-d:x'],
];

describe('urlScheme', () => {
  it('reads a string as an absolute URL exactly when the URL parser does', () => {
    expect(TEXTS.filter((t) => (urlScheme(t) !== undefined) !== URL.canParse(t))).toEqual([]);
  });

  it('gives the scheme the parser sees, in lower case', () => {
    expect(urlScheme('HTTPS://Example.com/a')).toBe('https');
    expect(urlScheme('java\tscript:x')).toBe('javascript');
    expect(urlScheme('c:\\specs\\api.yaml')).toBe('c');
  });
});

describe('siteKeepsSpecSource (the generator: measured with its validator by test/fidelity)', () => {
  it('keeps a path and an http(s) URL, and what the parser does not read as a URL', () => {
    for (const t of ['openapi.json', '/specs/a.yaml', 'https://e.com/o.json', 'http://e.com/o', 'https://', ' o.json '])
      expect(siteKeepsSpecSource(t), t).toBe(true);
  });

  it('rejects a blank one and a URL of any other scheme', () => {
    for (const t of ['', '  ', 'ftp://e.com/o.json', 'javascript:x', 'c:\\specs\\api.yaml', 'foo:bar', 'file:///o.json'])
      expect(siteKeepsSpecSource(t), t).toBe(false);
  });
});

describe('siteKeepsSecureUrl', () => {
  it('keeps an https URL whose path does not end in .svg, .exe or .zip', () => {
    for (const t of ['https://e.com', 'HTTPS://E.com/a', 'https://e.com/a.svg.html', 'https://e.com/a?x.svg', 'https://e.com/%41'])
      expect(siteKeepsSecureUrl(t), t).toBe(true);
  });

  it('rejects another scheme, those files (after "#..." and trailing slashes go), and a bad escape', () => {
    for (const t of ['http://e.com', 'ftp://e.com', 'https://', 'https://e.com/a.SVG', 'https://e.com/b.zip/', 'https://e.com/a.exe#x'])
      expect(siteKeepsSecureUrl(t), t).toBe(false);
    expect(siteKeepsSecureUrl('https://e.com/%zz')).toBe(false);
  });

  it('with orPath, also keeps a path from the root, an in-page link and mailto, not "//host"', () => {
    for (const t of ['/docs', '/', '#top', 'mailto:a@b.c']) expect(siteKeepsSecureUrl(t, true), t).toBe(true);
    for (const t of ['//e.com/x', 'docs', './docs', '/docs', '#top']) expect(siteKeepsSecureUrl(t), t).toBe(false);
  });
});
