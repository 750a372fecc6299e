import { describe, expect, it } from 'vitest';
import { isLinkEntry, pageFilePath, parsePageEntry, withoutLeadingSlashes } from '../../../src/core/model/page-entry';
import { rng } from '../../helpers/rng';

// The two patterns alone, as parsePageEntry classified every entry before it looked for a space first.
const OP = /^(?:(\S+)\s+)?(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE)\s+(\/\S*)$/;
const WEBHOOK = /^(?:(\S+)\s+)?webhook\s+(\S+)$/;
function byPatterns(entry: string) {
  const s = entry.trim();
  const m = OP.exec(s);
  if (m) return { form: 'operation', method: m[2], path: m[3], file: m[1] };
  const w = WEBHOOK.exec(s);
  if (w) return { form: 'webhook', name: w[2], file: w[1] };
  return { form: 'file', path: entry };
}

describe('parsePageEntry', () => {
  it('reads files, operations and webhooks', () => {
    expect(parsePageEntry('guides/intro')).toEqual({ form: 'file', path: 'guides/intro' });
    expect(parsePageEntry(' GET /users ')).toEqual({ form: 'operation', method: 'GET', path: '/users', file: undefined });
    expect(parsePageEntry('api.yaml\tPOST /pets')).toEqual({ form: 'operation', method: 'POST', path: '/pets', file: 'api.yaml' });
    expect(parsePageEntry('webhook\nnewPet')).toEqual({ form: 'webhook', name: 'newPet', file: undefined });
    expect(parsePageEntry('get /users')).toEqual({ form: 'file', path: 'get /users' });
  });

  it('classifies any entry as the two patterns alone do', () => {
    const r = rng(5);
    const parts = [
      'GET',
      'get',
      'POST',
      'webhook',
      '/users',
      'api.yaml',
      'guides/x',
      '/',
      ' ',
      '  ',
      '\t',
      '\n',
      '\u00a0',
      '\u2028',
      'a b',
      '',
    ];
    for (let i = 0; i < 5000; i++) {
      let s = '';
      const n = Math.floor(r() * 5);
      for (let k = 0; k < n; k++) s += parts[Math.floor(r() * parts.length)] + (r() < 0.4 ? ' ' : '');
      expect(parsePageEntry(s), JSON.stringify(s)).toEqual(byPatterns(s));
    }
  });
});

describe('isLinkEntry', () => {
  it('says what the plain pattern says: an http(s) or mailto address, in any case, at the very start', () => {
    const plain = (s: string) => /^(https?:|mailto:)/i.test(s);
    const samples = [
      'https://a.b',
      'HTTP://x',
      'Mailto:me@x',
      'mailto',
      'http',
      'ftp://x',
      ' https://x',
      'guides/http',
      'hx:',
      'M',
      '',
      'ĥttps:',
      'https:',
    ];
    for (const s of samples) expect(isLinkEntry(s), s).toBe(plain(s));
    expect(isLinkEntry('https://example.com')).toBe(true);
    expect(isLinkEntry('guides/intro')).toBe(false);
  });
});

describe('pageFilePath', () => {
  it('names the page file of a file entry, leading slashes removed, and none for operations, webhooks and links', () => {
    expect(pageFilePath('guides/intro')).toBe('guides/intro');
    expect(pageFilePath('//guides/intro')).toBe('guides/intro');
    expect(pageFilePath('GET /users')).toBeUndefined();
    expect(pageFilePath('openapi.yaml webhook ping')).toBeUndefined();
    expect(pageFilePath('https://example.com/x')).toBeUndefined();
    expect(withoutLeadingSlashes('/a/b/')).toBe('a/b/');
    expect(withoutLeadingSlashes('a')).toBe('a');
  });
});
