import { describeType, getProp, type JsonNode } from '../model/json-node';
import { at, defineRule } from './context';

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/** Why an OpenAPI source string is not usable, or undefined when it is. */
function sourceProblem(s: string): string | undefined {
  if (s.trim() === '') return 'the path is empty';
  const m = SCHEME.exec(s);
  if (m && !/^https?$/i.test(m[1])) return `"${s}" is a ${m[1]}:// URL, which the site rejects (http or https only)`;
  return undefined;
}

/**
 * The shape of an `openapi` value: a string (a relative path or an http(s) URL), an array of
 * them, or { "source", "directory" }. The generator silently drops an invalid value on an
 * element, and rejects an `ftp://` URL. An array with more than one entry is a warning: the
 * generator uses only the first. (Which operations a binding yields is core/openapi's job.)
 * Codes: `invalid-openapi-value`, `openapi-array-ignored`.
 */
export const invalidOpenapiValue = defineRule({
  code: ['invalid-openapi-value', 'openapi-array-ignored'],
  on: 'other',
  check(ctx, el, out) {
    const advice = 'Use a path ("openapi.yaml"), an http(s) URL, or { "source": "...", "directory": "..." }';
    if (el.node.type !== 'object' || el.kind === 'page') return;
    let v: JsonNode | undefined;
    for (const p of el.node.props) if (p.key === 'openapi') v = p.value;
    if (!v) return;
    const problems: string[] = [];
    const str = (n: JsonNode | undefined, what: string) => {
      if (!n) problems.push(`${what} is missing`);
      else if (n.type !== 'string') problems.push(`${what} must be a string, not ${describeType(n)}`);
      else {
        const p = sourceProblem(n.value as string);
        if (p) problems.push(p);
      }
    };
    if (v.type === 'string') str(v, 'the value');
    else if (v.type === 'array') {
      if (v.items.length === 0) problems.push('the list is empty');
      v.items.forEach((it, i) => str(it, `entry ${i}`));
    } else if (v.type === 'object') {
      str(getProp(v, 'source'), '"source"');
      const dir = getProp(v, 'directory');
      if (dir && dir.type !== 'string') problems.push(`"directory" must be a string, not ${describeType(dir)}`);
    } else problems.push(`it is ${describeType(v)}`);
    for (const p of problems) {
      out.push(
        at(ctx, el, 'error', 'invalid-openapi-value', `invalid "openapi": ${p}; the site drops an invalid value. ${advice}.`, {
          key: 'openapi',
        }),
      );
    }
    if (!problems.length && v.type === 'array' && v.items.length > 1) {
      out.push(
        at(
          ctx,
          el,
          'warning',
          'openapi-array-ignored',
          `"openapi" lists ${v.items.length} documents, but the site uses only the first ("${(v.items[0] as { value: string }).value}"). Keep one, or give each document its own element.`,
          { key: 'openapi' },
        ),
      );
    }
  },
});
