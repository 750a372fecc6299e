// @vitest-environment jsdom
import './jsdom-for-monaco';
import { describe, expect, it } from 'vitest';
import { monaco } from '../../../src/ui/json/monaco-setup';
import { MARKER_OWNER, markedModel, setDiagnosticMarkers } from '../../../src/ui/json/quick-fixes';
import { markedString, underlineRange } from '../../../src/ui/json/marker-ranges';
import { parseJson } from '../../../src/core/parse/parse-json';
import type { JsonNode } from '../../../src/core/model/json-node';
import { docsJson } from '../../helpers/check';
import { storeWith } from '../../helpers/store';

describe('setDiagnosticMarkers', () => {
  it("puts docsnav's diagnostics on the model as markers with their severity, code and range", () => {
    const text = docsJson({ languages: [{ language: 'en-US', groups: [{ group: 'G', expanded: true, pages: ['a'] }] }] });
    const session = storeWith(text);
    const diagnostics = session.getSnapshot().diagnostics;
    const printed = session.getSnapshot().text('docs.json')!;
    const place = (d: (typeof diagnostics)[number]) => {
      const r = printed.rangeOfPath(d.path);
      return { offset: r.start, length: r.end - r.start };
    };
    // Plain text: markers need no language, and a 'json' model would start loading Monaco's JSON
    // mode (and its worker) lazily, which can outlive the test and fail the run at teardown.
    const model = monaco.editor.createModel(text, 'plaintext', monaco.Uri.parse('file:///markers/docs.json'));
    const context = { index: session.getIndex(), mainPath: 'docs.json' };
    setDiagnosticMarkers(model, 'docs.json', diagnostics, place, context);
    const markers = monaco.editor.getModelMarkers({ owner: MARKER_OWNER, resource: model.uri });
    expect(markers.map((m) => [m.code, m.severity])).toEqual(
      diagnostics.map((d) => [d.code, d.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning]),
    );
    const lang = markers.find((m) => m.code === 'unsupported-language')!;
    expect(model.getValueInRange(lang)).toBe('"language": "en-US"');
    // The message leads with the label path a person knows; the JSON place and line come after.
    expect(lang.message).toMatch(/^en-US: "en-US" is not a supported language code.* \(navigation\.languages\[0\]\.language, line \d+\)$/s);
    expect(lang.message).toContain(`line ${lang.startLineNumber})`);
    const group = markers.find((m) => m.code === 'expanded-on-top-level-group')!;
    expect(group.message.startsWith('en-US > G: ')).toBe(true);
    // A new set replaces the old one: fixed problems disappear.
    setDiagnosticMarkers(model, 'docs.json', [], place, context);
    expect(monaco.editor.getModelMarkers({ owner: MARKER_OWNER, resource: model.uri })).toEqual([]);
    model.dispose();
  });
});

describe('markedModel', () => {
  it('underlines every node of a text where the whole text read as a string would, without building the text', () => {
    const nav = { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', { group: 'H', pages: ['b'] }] }] }] };
    const pretty = docsJson(nav);
    const texts = [
      pretty,
      pretty.replace(/\n/g, '\r\n'),
      JSON.stringify(JSON.parse(pretty)),
      // An element whose line holds its opening brace alone: its underline takes the next line too.
      '{\n  "navigation": {\n    "groups": [\n      {\n        "group": "G",\n        "pages": ["a"]\n      }\n    ]\n  }\n}\n',
    ];
    for (const [k, text] of texts.entries()) {
      const model = monaco.editor.createModel(text, 'plaintext', monaco.Uri.parse(`file:///marked/${k}.json`));
      const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
      const positionAt = (offset: number) => {
        let line = 0;
        while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line++;
        return { line: line + 1, column: offset - lineStarts[line] + 1 };
      };
      const whole = markedString(text, positionAt);
      const read = markedModel(model);
      let nodes = 0;
      const stack: JsonNode[] = [parseJson(text).file.root!];
      while (stack.length) {
        const n = stack.pop()!;
        nodes++;
        expect(underlineRange(read, n.start!, n.end! - n.start!), `text ${k}, node at ${n.start}`).toEqual(
          underlineRange(whole, n.start!, n.end! - n.start!),
        );
        if (n.type === 'object') for (const p of n.props) stack.push(p.value);
        else if (n.type === 'array') stack.push(...n.items);
      }
      expect(nodes).toBeGreaterThan(5);
      model.dispose();
    }
  });
});
