import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { produce } from 'immer';
import { parseJson } from '../../../src/core/parse/parse-json';
import { printJson } from '../../../src/core/parse/print-json';
import { fromValue, type JsonArray, type JsonNode, type JsonObject } from '../../../src/core/model/json-node';
import { changedLines } from '../../helpers/line-diff';

type Draft = { props: { key: string; value: any }[] };
const prop = (o: any, key: string) => (o as Draft).props.find((p) => p.key === key)!.value;

const SAMPLE = `{
    "name": "Acme",
    "navigation": {
        "groups": [
            {
                "group": "Get started",
                "pages": ["index", "quickstart"]
            },

            {
                "group": "Guides",
                "pages": [
                    "guides/one",
                    "guides/two",
                    "guides/three"
                ]
            }
        ]
    }
}`;

describe('printJson', () => {
  it('returns the input byte for byte when nothing changed', () => {
    const { file } = parseJson(SAMPLE);
    expect(printJson(file, file.root!)).toBe(SAMPLE);
  });

  it('re-emits a changed container from its original pieces: no edit means no change, even when copied', () => {
    const { file } = parseJson(SAMPLE);
    const copy = produce(file.root!, (d: any) => {
      const nav = prop(d, 'navigation');
      nav.props = [...nav.props];
    });
    expect(copy).not.toBe(file.root);
    expect(printJson(file, copy)).toBe(SAMPLE);
  });

  it('an empty container copied (as undo restores it) keeps its own spelling, line break and all', () => {
    const text = '{\n  "links": [\n  ],\n  "more": {\n  },\n  "navigation": {"pages": ["a"]}\n}\n';
    const { file } = parseJson(text);
    // Undo applies patches with copies of the nodes: the same ids, new objects. (The edit-model
    // property test found a round trip that printed "[\n  ]" back as "[]".)
    const copy = produce(file.root!, (d: any) => {
      for (const p of d.props) p.value = { ...p.value };
    });
    expect(printJson(file, copy)).toBe(text);
  });

  it('moving one page entry within a list changes two lines', () => {
    const { file } = parseJson(SAMPLE);
    const edited = produce(file.root!, (d: any) => {
      const pages = prop(prop(d, 'navigation'), 'groups').items[1];
      const list = prop(pages, 'pages').items as JsonNode[];
      const [moved] = list.splice(0, 1);
      list.splice(1, 0, moved);
    });
    const out = printJson(file, edited);
    expect(out).toContain('"guides/two",\n                    "guides/one",\n                    "guides/three"');
    expect(changedLines(SAMPLE, out)).toBe(2);
  });

  it('moving an entry between lists keeps the target list one-line style and re-indents nothing else', () => {
    const { file } = parseJson(SAMPLE);
    const edited = produce(file.root!, (d: any) => {
      const groups = prop(prop(d, 'navigation'), 'groups').items;
      const from = prop(groups[1], 'pages').items as JsonNode[];
      const to = prop(groups[0], 'pages').items as JsonNode[];
      to.push(from.splice(2, 1)[0]);
    });
    const out = printJson(file, edited);
    expect(out).toContain('"pages": ["index", "quickstart", "guides/three"]');
    expect(out).toContain('"guides/two"\n                ]');
    // Source list: the last two lines become one (3 changed); target list: one line (2 changed).
    expect(changedLines(SAMPLE, out)).toBe(5);
  });

  it('one-line arrays keep their spacing when the first item leaves or a new first arrives', () => {
    const text = '{"pages": ["a", "b"], "other": ["c"]}';
    const { file } = parseJson(text);
    const edited = produce(file.root!, (d: any) => {
      const x = prop(d, 'pages').items.shift();
      prop(d, 'other').items.unshift(x);
    });
    expect(printJson(file, edited)).toBe('{"pages": ["b"], "other": ["a", "c"]}');
  });

  it('moving a whole group re-indents it to its new depth and keeps its inner text', () => {
    const text = `{
  "navigation": {
    "tabs": [
      {
        "tab": "A",
        "groups": [
          {
            "group": "Deep",
            "pages": [
              "a",
              "b"
            ]
          }
        ]
      }
    ],
    "global": {}
  }
}
`;
    const { file } = parseJson(text);
    const edited = produce(file.root!, (d: any) => {
      const nav = prop(d, 'navigation');
      const tab = prop(nav, 'tabs').items[0];
      const group = prop(tab, 'groups').items.pop();
      // Move the group to a new "groups" array at the navigation root (two levels up).
      nav.props.push({ key: 'groups', value: { type: 'array', id: -1, items: [group] } });
    });
    const out = printJson(file, edited);
    expect(out).toContain(`    "groups": [
      {
        "group": "Deep",
        "pages": [
          "a",
          "b"
        ]
      }
    ]
  }
}
`);
    expect(JSON.parse(out).navigation.groups[0].pages).toEqual(['a', 'b']);
  });

  it('writes new parts in the file own indent unit and line ending', () => {
    const text = '{\r\n\t"navigation": {\r\n\t\t"groups": []\r\n\t}\r\n}\r\n';
    const { file } = parseJson(text);
    const edited = produce(file.root!, (d: any) => {
      prop(prop(d, 'navigation'), 'groups').items.push(fromValue({ group: 'New', pages: ['index'] }));
    });
    const out = printJson(file, edited);
    expect(out).toBe(
      '{\r\n\t"navigation": {\r\n\t\t"groups": [\r\n\t\t\t{\r\n\t\t\t\t"group": "New",\r\n\t\t\t\t"pages": [\r\n\t\t\t\t\t"index"\r\n\t\t\t\t]\r\n\t\t\t}\r\n\t\t]\r\n\t}\r\n}\r\n',
    );
  });

  it('keeps a missing final newline and a scalar spelling restored by a clone', () => {
    const text = '{"name": "caf\\u00e9", "navigation": {"pages": ["a"]}}';
    const { file } = parseJson(text);
    const edited = produce(file.root!, (d: any) => {
      const obj = d as JsonObject as any;
      obj.props[0] = { ...obj.props[0], value: { ...obj.props[0].value } };
      (prop(prop(d, 'navigation'), 'pages') as JsonArray as any).items.push(fromValue('b'));
    });
    expect(printJson(file, edited)).toBe('{"name": "caf\\u00e9", "navigation": {"pages": ["a", "b"]}}');
  });
});

const corpus = '../shared/corpus';
describe.skipIf(!existsSync(corpus))('printJson on the real corpus (../shared/corpus)', () => {
  it('round-trips every config byte for byte', () => {
    const dirs = readdirSync(corpus).filter((d) => existsSync(join(corpus, d, 'docs.json')));
    expect(dirs.length).toBeGreaterThanOrEqual(33);
    for (const d of dirs) {
      const text = readFileSync(join(corpus, d, 'docs.json'), 'utf8');
      const { file, errors } = parseJson(text);
      expect(errors, d).toEqual([]);
      expect(printJson(file, file.root!) === text, d).toBe(true);
    }
  });
});
