// Hostile inputs shared by the suite's files (issue 17). Large ones are generated, never committed.

/** A docs.json whose `navigation.pages` holds `depth` nested arrays, the innermost on line 3. */
export function deepDocs(depth: number): string {
  return `{\n  "name": "Deep",\n  "navigation": {"pages": ${'['.repeat(depth)}${']'.repeat(depth)}}\n}\n`;
}

/** Every name Object.prototype holds, and `prototype`: keys and values that must stay plain data. */
export const PROTO_NAMES: readonly string[] = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];

/** A JSON value as text; objects are given as entries, so `__proto__` is a key like any other. */
type J = string | number | boolean | null | J[] | { entries: [string, J][] };
const o = (...entries: [string, J][]): J => ({ entries });
function write(v: J): string {
  if (Array.isArray(v)) return `[${v.map(write).join(', ')}]`;
  if (v !== null && typeof v === 'object') return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}: ${write(x)}`).join(', ')}}`;
  return JSON.stringify(v);
}

/** Every prototype name as a key of `base`, each holding an object, a string, an array or a number in turn. */
function withProtoKeys(...base: [string, J][]): J {
  const values: J[] = [o(['polluted', true], ['x', 1]), 'polluted', ['polluted'], 1];
  return { entries: [...base, ...PROTO_NAMES.map((k, i): [string, J] => [k, values[i % values.length]])] };
}

/**
 * A docs.json with every Object.prototype name as a key at every level (the top, settings, the
 * navigation, each element kind, icons, banners, openapi objects) and as labels, page paths,
 * themes, icons and language codes. Issue 17: `{"toString": {...}}` at the top blanked the app.
 */
export function protoKeysDocs(): string {
  const P = withProtoKeys;
  const page = (s: string) => s;
  const group = (label: string) =>
    P(
      ['group', label],
      ['icon', P(['name', 'constructor'])],
      ['openapi', P(['source', 'toString.yaml'])],
      ['pages', [page('toString'), page('__proto__/constructor'), P(['group', 'valueOf'], ['pages', ['hasOwnProperty']])]],
    );
  const nav = P(
    ['global', P(['anchors', [P(['anchor', 'constructor'], ['href', '/toString'], ['icon', 'valueOf'])]])],
    [
      'languages',
      [
        P(
          ['language', 'en'],
          ['banner', P(['content', 'Read [constructor](/__proto__)'], ['dismissible', true])],
          [
            'tabs',
            [
              P(['tab', '__proto__'], ['icon', 'toString'], ['groups', [group('constructor'), group('prototype')]]),
              P(['tab', 'hasOwnProperty'], ['menu', [P(['item', 'valueOf'], ['pages', ['constructor']])]]),
              P(['tab', 'Anchors'], ['anchors', [P(['anchor', 'toString'], ['pages', ['isPrototypeOf']])]]),
              P(
                ['tab', 'Dropdowns'],
                ['dropdowns', [P(['dropdown', 'valueOf'], ['versions', [P(['version', 'constructor'], ['pages', ['x']])]])]],
              ),
              P(['tab', 'Products'], ['products', [P(['product', '__proto__'], ['groups', [group('toString')]])]]),
            ],
          ],
        ),
        P(['language', 'toString'], ['pages', ['constructor']]),
        P(['language', '__proto__'], ['pages', ['valueOf']]),
      ],
    ],
  );
  return (
    write(
      P(
        ['name', 'constructor'],
        ['theme', 'constructor'],
        ['colors', P(['primary', '#000000'])],
        ['styling', P(['eyebrows', 'toString'])],
        ['interaction', P(['drilldown', true])],
        ['api', P(['openapi', 'valueOf.json'], ['playground', P(['proxy', false])])],
        ['icons', P(['library', 'constructor'])],
        ['navigation', nav],
      ),
    ) + '\n'
  );
}

/** The top-level keys of issue 17's white page, each holding an object beside a small navigation. */
export const TOP_LEVEL_PROTO: [string, string][] = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__'].map((k) => [
  k,
  `{"${k}": {"x": 1}, "navigation": {"pages": ["a"]}}\n`,
]);

/**
 * `$ref` values that must never be followed (issue 17), each with the check that refuses it.
 * Opened by URL, `\\` reads as `/` and `%2e` as `.`, so these reached other hosts and files above
 * the folder, and the zip took them as entry names.
 */
export const ESCAPING_REFS: readonly [string, RegExp][] = [
  ['\\\\otherhost\\x.json', /backslash/],
  ['..\\..\\x.json', /backslash/],
  ['https:/otherhost/x.json', /scheme/],
  ['https://otherhost/x.json', /scheme/],
  ['file:///etc/passwd', /scheme/],
  ['javascript:alert(1)', /scheme/],
  ['//otherhost/x.json', /another host/],
  ['%2e%2e/%2e%2e/x.json', /percent-escape/],
  ['..%2fx.json', /percent-escape/],
  ['%5c%5cotherhost/x.json', /percent-escape/],
  ['.\t./x.json', /control character/],
  ['../x.json', /outside the config's folder/],
  ['../../x.json', /outside the config's folder/],
  ['nav/../../x.json', /outside the config's folder/],
];

/** A docs.json whose groups each `$ref` one of ESCAPING_REFS, beside one sound split file. */
export function escapingRefsDocs(): string {
  const groups = ESCAPING_REFS.map(([ref]) => `      { "$ref": ${JSON.stringify(ref)} }`);
  return `{\n  "name": "Refs",\n  "navigation": {\n    "groups": [\n      { "$ref": "nav/ok.json" },\n${groups.join(',\n')}\n    ]\n  }\n}\n`;
}

/** Link targets the preview must never render as links (issue 17), and one it must. */
export const UNSAFE_HREFS: readonly string[] = [
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'myapp://open',
  'file:///etc/passwd',
  '//evil.example/x',
  '\\\\evil.example\\x',
];

/** Tabs, anchors, global anchors and dropdowns, each with one of UNSAFE_HREFS, beside sound ones. */
export function unsafeHrefDocs(): string {
  const n = UNSAFE_HREFS.length;
  const at = (i: number) => UNSAFE_HREFS[i % n];
  return JSON.stringify(
    {
      name: 'Links',
      navigation: {
        global: {
          anchors: [
            ...UNSAFE_HREFS.map((href, i) => ({ anchor: `Global ${i}`, href })),
            { anchor: 'Status', href: 'https://status.example.com' },
          ],
        },
        tabs: [
          {
            tab: 'Docs',
            dropdowns: [{ dropdown: 'Home', pages: ['index'] }, ...UNSAFE_HREFS.map((href, i) => ({ dropdown: `Dropdown ${i}`, href }))],
          },
          ...UNSAFE_HREFS.map((href, i) => ({ tab: `Tab ${i}`, href })),
          {
            tab: 'More',
            anchors: [{ anchor: 'Main', pages: ['more'] }, ...UNSAFE_HREFS.map((_, i) => ({ anchor: `Anchor ${i}`, href: at(i + 3) }))],
          },
        ],
      },
    },
    null,
    2,
  );
}

/**
 * A valid OpenAPI document in YAML whose aliases expand `fanout ** depth` times (a "billion
 * laughs"): about half a kilobyte. Issue 17: 9^8 took 52 s in `openapi-check`.
 */
export function yamlAliasBomb(depth = 9, fanout = 9): string {
  const lines = ['openapi: 3.0.3', 'info:', '  title: Bomb', "  version: '1'", `x-l0: &l0 [${Array(fanout).fill('"lol"').join(', ')}]`];
  for (let i = 1; i <= depth; i++)
    lines.push(
      `x-l${i}: &l${i} [${Array(fanout)
        .fill(`*l${i - 1}`)
        .join(', ')}]`,
    );
  lines.push(
    'paths:',
    '  /pets:',
    '    get:',
    '      summary: List pets',
    '      x-bomb: *l' + depth,
    '      responses:',
    "        '200':",
    '          description: ok',
  );
  return lines.join('\n') + '\n';
}
