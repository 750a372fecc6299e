import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { labelPath } from '../../../src/core/model/label-path';
import { runRules } from '../../../src/core/rules/index';
import { diagnosticText, withoutSpecCitations } from '../../../src/core/rules/diagnostic-text';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';

const DOC = JSON.stringify({
  name: 'Labels',
  theme: 'venus',
  colors: { primary: '#000000' },
  navigation: {
    languages: [
      {
        language: 'en',
        products: [
          {
            product: 'Use',
            tabs: [
              { tab: 'Start', groups: [{ group: 'Intro', pages: ['index'] }] },
              { tab: 'Workflow', menu: [{ item: 'Build', groups: [{ pages: ['a', 'b'] }] }] },
            ],
          },
        ],
      },
    ],
  },
});

function setup() {
  const ws = workspaceFromText(DOC).workspace!;
  const index = navIndexOf(ws);
  return { ws, index, diagnostics: runRules(ws, index) };
}

describe('labelPath', () => {
  it('names each step as a person does: languages by name, a missing label by its kind', () => {
    const { index } = setup();
    const nameless = [...index.elements.values()].find((e) => e.kind === 'group' && labelOf(e) === 'Group')!;
    expect(labelPath(index, nameless.id)).toBe('English > Use > Workflow > Build > (group)');
    expect(labelPath(index, index.rootId!)).toBe('');
  });
});

describe('diagnosticText', () => {
  it('leads with the label path, keeps the words, and puts the JSON place after', () => {
    const { index, diagnostics } = setup();
    const d = diagnostics.find((x) => x.code === 'missing-label')!;
    expect(d.message.startsWith('navigation.languages[0].products[0].tabs[1].menu[0].groups[0]: ')).toBe(true);
    const t = diagnosticText(d, index, 'docs.json');
    expect(t.where).toBe('English > Use > Workflow > Build > (group)');
    expect(t.place).toBe('navigation.languages[0].products[0].tabs[1].menu[0].groups[0]');
    expect(t.what).toBe(d.message.slice(t.place.length + 2).replace(/^./, (c) => c.toUpperCase()));
  });

  it('given the earlier text of the problem, reads only the label path again', () => {
    const { index, diagnostics } = setup();
    const d = diagnostics.find((x) => x.code === 'missing-label')!;
    const first = diagnosticText(d, index, 'docs.json');
    // The same label path: the same object (a memoised problem row keeps it).
    expect(diagnosticText(d, index, 'docs.json', first)).toBe(first);
    // A tab renamed: the label path follows, message and place stay.
    const renamed = workspaceFromText(DOC.replace('"Workflow"', '"Flow"')).workspace!;
    const index2 = navIndexOf(renamed);
    // The session keeps element ids across versions; two indexes built from scratch do not share them.
    const same = { ...d, elementId: index2.order.find((i) => index2.elements.get(i)!.path.join('/') === d.path.join('/')) };
    const after = diagnosticText(same, index2, 'docs.json', first);
    expect(after).toEqual({ ...first, where: 'English > Use > Flow > Build > (group)' });
    expect(after).toEqual(diagnosticText(same, index2, 'docs.json'));
    // A setting's place stays its where.
    const theme = diagnostics.find((x) => x.code === 'invalid-theme')!;
    const t = diagnosticText(theme, index, 'docs.json');
    expect(diagnosticText(theme, navIndexOf(renamed), 'docs.json', t)).toBe(t);
  });

  it('a setting outside the navigation leads with its JSON place', () => {
    const { index, diagnostics } = setup();
    const t = diagnosticText(
      diagnostics.find((x) => x.code === 'invalid-theme')!,
      index,
      'docs.json',
    );
    expect(t.where).toBe('theme');
    expect(t.what).toMatch(/^Theme "venus" is not one of/);
  });

  it("takes off only a place that is the diagnostic's own or an ancestor's", () => {
    const { index } = setup();
    const d: Diagnostic = { severity: 'info', code: 'x', message: 'Unsupported: something', file: 'docs.json', path: ['navigation'] };
    expect(diagnosticText(d, index, 'docs.json').what).toBe('Unsupported: something');
    const split: Diagnostic = {
      ...d,
      message: 'zh.json (navigation.languages[3]): "zh" is not supported',
      file: 'zh.json',
      path: ['language'],
    };
    expect(diagnosticText(split, index, 'docs.json')).toMatchObject({ what: '"zh" is not supported', place: 'zh.json: language' });
    const yml: Diagnostic = { ...d, message: 'api/openapi.yml:3199:11: strict YAML parsers refuse it', file: 'api/openapi.yml', path: [] };
    // Its line and column are said nowhere else (the panel has lines of docs.json only): kept,
    // and a file name keeps its spelling (no first letter up).
    expect(diagnosticText(yml, index, 'docs.json').what).toBe('api/openapi.yml:3199:11: strict YAML parsers refuse it');
    expect(
      diagnosticText(
        { ...d, message: 'docs.json, line 1, column 1: the JSON text does not parse', file: 'docs.json', path: [] },
        index,
        'docs.json',
      ).what,
    ).toBe('docs.json, line 1, column 1: the JSON text does not parse');
  });
});

describe('withoutSpecCitations', () => {
  it('says the rule instead of its number, in every form the code writes', () => {
    expect(withoutSpecCitations("'API' lists operations explicitly, so it generates no pages (SPEC rule 4)")).toBe(
      "'API' lists operations explicitly, so it generates no pages (an element that lists operations shows only those, and nothing is generated for it)",
    );
    expect(withoutSpecCitations('only listed operations show (SPEC.md, OpenAPI binding, rule 4).')).toBe(
      'only listed operations show (an element that lists operations shows only those, and nothing is generated for it).',
    );
    expect(withoutSpecCitations('one kind per level (SPEC nesting rule 2)')).toBe(
      'one kind per level (each element holds one kind of child element at each level)',
    );
    expect(withoutSpecCitations('no citation here')).toBe('no citation here');
  });
});

const CORPUS = '../shared/corpus';
describe.skipIf(!existsSync(CORPUS))('on the real configs (../shared/corpus)', () => {
  it('every diagnostic reads without a SPEC citation and without its JSON place in front', () => {
    let n = 0;
    for (const name of ['mintlify__docs', 'langgenius__dify-docs', 'mem0ai__mem0', '0xsequence__docs']) {
      const file = `${CORPUS}/${name}/docs.json`;
      if (!existsSync(file)) continue;
      const ws = workspaceFromText(readFileSync(file, 'utf8')).workspace!;
      const index = navIndexOf(ws);
      for (const d of runRules(ws, index)) {
        const t = diagnosticText(d, index, ws.mainPath);
        expect(t.what).not.toMatch(/SPEC/);
        expect(t.what.startsWith(t.place)).toBe(false);
        n++;
      }
    }
    expect(n).toBeGreaterThan(0);
  });
});
