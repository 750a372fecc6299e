import { describe, expect, it } from 'vitest';
import { lineRangeOfPath, placeDiagnostics } from '../../../src/ui/json/marker-ranges';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/nav-index';
import { runRules } from '../../../src/core/rules/index';
import { docsJson } from '../../helpers/check';

function diagnose(text: string) {
  const ws = workspaceFromText(text).workspace!;
  return runRules(ws, buildNavIndex(ws));
}

/** The text a range covers (single-line ranges). */
function covered(text: string, r: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number }) {
  const lines = text.split('\n');
  if (r.startLineNumber === r.endLineNumber) return lines[r.startLineNumber - 1].slice(r.startColumn - 1, r.endColumn - 1);
  return [
    lines[r.startLineNumber - 1].slice(r.startColumn - 1),
    ...lines.slice(r.startLineNumber, r.endLineNumber - 1),
    lines[r.endLineNumber - 1].slice(0, r.endColumn - 1),
  ].join('\n');
}

describe('placeDiagnostics', () => {
  it('underlines a bad field from its key to its value, on its line', () => {
    const text = docsJson({ languages: [{ language: 'xx', groups: [{ group: 'G', pages: ['a'] }] }] });
    const placed = placeDiagnostics(diagnose(text), 'docs.json', text);
    const lang = placed.find((p) => p.diagnostic.code === 'unsupported-language')!;
    expect(covered(text, lang.range)).toBe('"language": "xx"');
    expect(lang.range.startLineNumber).toBe(text.split('\n').findIndex((l) => l.includes('"xx"')) + 1);
  });

  it('marks a many-line value only at its start: the key and its opening bracket', () => {
    const text = docsJson({ tabs: [{ tab: 'Mixed', anchors: [{ anchor: 'A', pages: ['a'] }], groups: [{ group: 'G', pages: ['g'] }] }] });
    const placed = placeDiagnostics(diagnose(text), 'docs.json', text);
    const mixed = placed.find((p) => p.diagnostic.code === 'mixed-child-kinds')!;
    expect(covered(text, mixed.range)).toBe('"groups": [');
  });

  it('marks a whole element at its brace and its first line', () => {
    const text = docsJson({
      tabs: [
        { tab: 'A', pages: ['a'] },
        { icon: 'book', pages: ['b'] },
      ],
    });
    const missing = placeDiagnostics(diagnose(text), 'docs.json', text).find((p) => p.diagnostic.code === 'missing-label')!;
    expect(covered(text, missing.range)).toMatch(/^\{\n\s*"icon": "book"$/);
    expect(missing.range.endLineNumber - missing.range.startLineNumber).toBe(1);
  });

  it('marks a page entry exactly, and keeps the diagnostic index for code actions', () => {
    const text = docsJson({ groups: [{ group: 'G', pages: ['get /users', 'ok'] }] });
    const ds = diagnose(text);
    const placed = placeDiagnostics(ds, 'docs.json', text);
    const method = placed.find((p) => p.diagnostic.code === 'lowercase-method')!;
    expect(covered(text, method.range)).toBe('"get /users"');
    expect(ds[method.index]).toBe(method.diagnostic);
  });

  it('places only the diagnostics of the file shown', () => {
    const text = docsJson({ pages: ['a'] });
    const other = { severity: 'error' as const, code: 'x', message: 'm', file: 'fr.json', path: ['language'] };
    expect(placeDiagnostics([other], 'docs.json', text)).toEqual([]);
    expect(placeDiagnostics([other], 'fr.json', '{"language": "fr"}')[0].range).toEqual({
      startLineNumber: 1,
      startColumn: 2,
      endLineNumber: 1,
      endColumn: 18,
    });
  });

  it('puts a problem about a missing setting on the object that lacks it', () => {
    const text = '{\n  "navigation": { "pages": ["a"] }\n}\n';
    const missing = placeDiagnostics(diagnose(text), 'docs.json', text).find((p) => p.diagnostic.code === 'missing-setting')!;
    expect(missing.range.startLineNumber).toBe(1);
    expect(missing.range.startColumn).toBe(1);
  });
});

describe('lineRangeOfPath', () => {
  it('finds a path in text that does not parse yet (typing in progress)', () => {
    const text = docsJson({ pages: ['a'] }, { theme: 'neon' }).replace('"neon",', '"neon"');
    expect(covered(text, lineRangeOfPath(text, ['theme']))).toBe('"theme": "neon"');
  });

  it('finds a setting by its path', () => {
    const text = docsJson({ pages: ['a'] }, { theme: 'neon' });
    expect(covered(text, lineRangeOfPath(text, ['theme']))).toBe('"theme": "neon"');
  });
});
