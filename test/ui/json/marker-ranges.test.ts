import { describe, expect, it } from 'vitest';
import { markedString, placeDiagnostics, type MarkedText, type PlaceOf } from '../../../src/ui/json/marker-ranges';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { docsJson } from '../../helpers/check';
import { storeWith } from '../../helpers/store';

/** The session's diagnostics of a text, its printed text, and where each diagnostic lies in it (as the JSON pane places them). */
function session(text: string): { ds: readonly Diagnostic[]; t: MarkedText; place: PlaceOf } {
  const s = storeWith(text);
  const printed = s.getSnapshot().text('docs.json')!;
  const t = markedString(printed.text, (offset) => printed.positionAt(offset));
  const place: PlaceOf = (d) => {
    const r = printed.rangeOfPath(d.path);
    return { offset: r.start, length: r.end - r.start };
  };
  return { ds: s.getSnapshot().diagnostics, t, place };
}

/** Place the diagnostics of `text` in it. */
function placed(text: string) {
  const { ds, t, place } = session(text);
  return placeDiagnostics(ds, 'docs.json', t, place);
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
    const lang = placed(text).find((p) => p.diagnostic.code === 'unsupported-language')!;
    expect(covered(text, lang.range)).toBe('"language": "xx"');
    expect(lang.range.startLineNumber).toBe(text.split('\n').findIndex((l) => l.includes('"xx"')) + 1);
  });

  it('marks a many-line value only at its start: the key and its opening bracket', () => {
    const text = docsJson({ tabs: [{ tab: 'Mixed', anchors: [{ anchor: 'A', pages: ['a'] }], groups: [{ group: 'G', pages: ['g'] }] }] });
    const mixed = placed(text).find((p) => p.diagnostic.code === 'mixed-child-kinds')!;
    expect(covered(text, mixed.range)).toBe('"groups": [');
  });

  it('marks a whole element at its brace and its first line', () => {
    const text = docsJson({
      tabs: [
        { tab: 'A', pages: ['a'] },
        { icon: 'book', pages: ['b'] },
      ],
    });
    const missing = placed(text).find((p) => p.diagnostic.code === 'missing-label')!;
    expect(covered(text, missing.range)).toMatch(/^\{\n\s*"icon": "book"$/);
    expect(missing.range.endLineNumber - missing.range.startLineNumber).toBe(1);
  });

  it('marks a page entry exactly, and keeps the diagnostic index for code actions', () => {
    const text = docsJson({ groups: [{ group: 'G', pages: ['get /users', 'ok'] }] });
    const { ds, t, place } = session(text);
    const method = placeDiagnostics(ds, 'docs.json', t, place).find((p) => p.diagnostic.code === 'lowercase-method')!;
    expect(covered(text, method.range)).toBe('"get /users"');
    expect(ds[method.index]).toBe(method.diagnostic);
  });

  it('places only the diagnostics of the file shown, and none it cannot place', () => {
    const text = docsJson({ pages: ['a'] });
    const { t, place } = session(text);
    const other = { severity: 'error' as const, code: 'x', message: 'm', file: 'fr.json', path: ['language'] };
    expect(placeDiagnostics([other], 'docs.json', t, place)).toEqual([]);
    const here = { ...other, file: 'docs.json', path: ['name'] };
    expect(placeDiagnostics([here], 'docs.json', t, () => undefined)).toEqual([]);
    expect(covered(text, placeDiagnostics([here], 'docs.json', t, place)[0].range)).toBe('"name": "Test"');
  });

  it('puts a problem about a missing setting on the object that lacks it', () => {
    const text = '{\n  "navigation": { "pages": ["a"] }\n}\n';
    const missing = placed(text).find((p) => p.diagnostic.code === 'missing-setting')!;
    expect(missing.range.startLineNumber).toBe(1);
    expect(missing.range.startColumn).toBe(1);
  });
});
