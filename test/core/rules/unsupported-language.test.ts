import { describe, expect, it } from 'vitest';
import { unsupportedLanguage } from '../../../src/core/rules/unsupported-language';
import { LANGUAGE_CODES } from '../../../src/core/model/languages';
import { runRule } from './rule-helpers';

const nav = (code: string) => ({ languages: [{ language: code, groups: [{ group: 'G', pages: ['a'] }] }] });

describe('unsupported-language', () => {
  it('accepts every supported code the generator accepts too', () => {
    const codes = LANGUAGE_CODES.filter((c) => c !== 'ua');
    expect(runRule(unsupportedLanguage, { languages: codes.map((c) => ({ language: c, pages: [] })) })).toEqual([]);
  });

  it('says the generator rejects SPEC.md\'s "ua", and to write "uk"', () => {
    const [d] = runRule(unsupportedLanguage, nav('ua'));
    expect(d).toMatchObject({ severity: 'error', site: 'rejects' });
    expect(d.message).toContain('"ua" is in the specification\'s list, but the site generator rejects it: it knows this language as "uk"');
    expect((d.fix!.args as { value: string }).value).toBe('uk');
    const [uk] = runRule(unsupportedLanguage, nav('uk'));
    expect(uk).toMatchObject({ severity: 'info', site: 'accepts' });
    expect(uk.fix).toBeUndefined();
  });

  it('suggests only a code that means the same language, or none', () => {
    const hint = (code: string) => {
      const [d] = runRule(unsupportedLanguage, nav(code));
      return d.fix ? (d.fix.args as { value: string }).value : undefined;
    };
    expect(['ja', 'zh', 'zh-Hans', 'zh-CN', 'zh-TW', 'pt', 'fr-CA'].map(hint)).toEqual(['jp', 'cn', 'cn', 'cn', 'zh-Hant', 'pt-BR', 'fr']);
    for (const code of ['da', 'ca', 'fi', 'hu', 'xx']) {
      const [d] = runRule(unsupportedLanguage, nav(code));
      expect(d.fix, code).toBeUndefined();
      expect(d.message, code).not.toMatch(/use "/);
    }
    expect(hint('enn')).toBe('en');
  });

  it('rejects en-US, lists the supported codes and suggests en, with a fix', () => {
    const [d] = runRule(unsupportedLanguage, nav('en-US'));
    expect(d).toMatchObject({ severity: 'error', code: 'unsupported-language', path: ['navigation', 'languages', 0, 'language'] });
    expect(d.message).toContain(
      'navigation.languages[0]: "en-US" is not a supported language code; use "en"; the site rejects the whole config.',
    );
    expect(d.message).toContain('Supported: ar, cs, cn, zh-Hant, nl, en, fr');
    expect(d.fix).toEqual({
      title: 'Use "en"',
      command: 'set-field',
      args: { file: 'docs.json', path: ['navigation', 'languages', 0], key: 'language', value: 'en' },
    });
  });

  it('warns (the site works) on codes the generator accepts but the specification lacks, with a hint', () => {
    const [ja] = runRule(unsupportedLanguage, nav('ja'));
    expect(ja.severity).toBe('warning');
    expect(ja.message).toContain('use "jp"');
    expect(ja.message).toContain('The site generator itself accepts "ja", so the site works');
    const [xx] = runRule(unsupportedLanguage, nav('xx-YY-long'));
    expect(xx.severity).toBe('error');
    expect(xx.message).not.toContain('generator itself');
  });

  it('reports a language in a split file at that file', () => {
    const [d] = runRule(
      unsupportedLanguage,
      { languages: [{ $ref: 'zh.json' }] },
      { files: { 'zh.json': '{ "language": "zh", "pages": ["a"] }' } },
    );
    expect(d).toMatchObject({ file: 'zh.json', path: ['language'] });
    expect(d.message).toMatch(/^zh\.json \(navigation\.languages\[0\]\): "zh" is not a supported language code; use "cn"/);
  });
});
