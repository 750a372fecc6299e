import { describe, expect, it } from 'vitest';
import { unsupportedLanguage } from '../../../src/core/rules/unsupported-language';
import { LANGUAGE_CODES } from '../../../src/core/model/languages';
import { runRule } from './rule-helpers';

const nav = (code: string) => ({ languages: [{ language: code, groups: [{ group: 'G', pages: ['a'] }] }] });

describe('unsupported-language', () => {
  it('accepts every supported code', () => {
    expect(runRule(unsupportedLanguage, { languages: LANGUAGE_CODES.map((c) => ({ language: c, pages: [] })) })).toEqual([]);
  });

  it('rejects en-US, lists the supported codes and suggests en, with a fix', () => {
    const [d] = runRule(unsupportedLanguage, nav('en-US'));
    expect(d).toMatchObject({ severity: 'error', code: 'unsupported-language', path: ['navigation', 'languages', 0, 'language'] });
    expect(d.message).toContain('navigation.languages[0]: "en-US" is not a supported language code; use "en".');
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
    const [uk] = runRule(unsupportedLanguage, nav('uk'));
    expect((uk.fix!.args as { value: string }).value).toBe('ua');
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
