import { describe, expect, it } from 'vitest';
import { parseBanner, safeHref } from '../../../src/core/sidebar/banner-markdown';

describe('banner Markdown', () => {
  it('keeps http(s), mailto and relative links', () => {
    expect(parseBanner('Out now: [read](/changelog) or [mail](mailto:a@b.c) or [site](https://x.io/a_(b))')).toEqual([
      { type: 'text', text: 'Out now: ' },
      { type: 'link', text: 'read', href: '/changelog' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'mail', href: 'mailto:a@b.c' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'site', href: 'https://x.io/a_(b)' },
    ]);
    expect(parseBanner('[guide](guides/start)')[0]).toEqual({ type: 'link', text: 'guide', href: 'guides/start' });
  });

  it('turns javascript:, data:, vbscript: and protocol-relative links into plain text', () => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '<javascript:x>',
    ]) {
      const tokens = parseBanner(`Click [here](${target}) now`);
      expect(tokens.filter((t) => t.type === 'link')).toEqual([]);
      expect(tokens.map((t) => t.text).join('')).toContain('here');
    }
    expect(parseBanner('Click [here](javascript:alert(1)) now')).toEqual([{ type: 'text', text: 'Click here now' }]);
    expect(safeHref('\u0001javascript:x')).toBeUndefined();
    expect(safeHref('java\nscript:x')).toBeUndefined();
  });

  it('leaves raw HTML as text', () => {
    expect(parseBanner('<img src=x onerror=alert(1)> hi')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)> hi' }]);
  });

  it('reads bold, italic and code', () => {
    expect(parseBanner('**New** _beta_ `v2`').map((t) => t.type)).toEqual(['strong', 'text', 'em', 'text', 'code']);
  });
});
