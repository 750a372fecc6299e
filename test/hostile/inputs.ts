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
