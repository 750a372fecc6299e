import { getProp } from '../model/json-node';
import type { JsonNode } from '../model/json-node';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

function checkSource(s: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s) && !/^https?:\/\//i.test(s)) return `"${s}" uses a scheme the site does not fetch; use an http(s) URL or a relative path`;
  if (s.trim() === '') return 'the OpenAPI path is empty';
  return undefined;
}

/**
 * The shape of an `openapi` value: a string (relative path or http(s) URL), an array of them,
 * or { "source", "directory" }. The generator drops an invalid value on a group silently and
 * rejects an `ftp://` URL. (Which operations a binding yields is checked by core/openapi.)
 */
export function invalidOpenapiValue(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.node.type !== 'object') continue;
    const v = getProp(el.node, 'openapi');
    if (!v) continue;
    const problems: string[] = [];
    const str = (n: JsonNode | undefined, what: string) => {
      if (!n || n.type !== 'string') problems.push(`${what} must be a string`);
      else {
        const p = checkSource(n.value as string);
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
      if (dir && dir.type !== 'string') problems.push('"directory" must be a string');
    } else problems.push(`it is ${v.type}`);
    for (const p of problems) {
      out.push(at(ctx, el, 'error', 'invalid-openapi-value', `invalid "openapi": ${p}. Use a path ("openapi.yaml"), an http(s) URL, or { "source": "...", "directory": "..." }; the site drops an invalid value silently.`, { key: 'openapi' }));
    }
  }
  return out;
}
