import { describeType, getProp, type JsonNode } from '../model/json-node';
import { at, defineRule, type RuleContext, type RuleOutput } from './context';
import type { NavElement } from '../model/nav-index';
import { fieldOf } from '../model/kinds';
import { openapiAccepted } from '../model/site-acceptance';
import { siteKeepsSpecSource, urlScheme } from '../model/safe-href';
import { consequenceOf, whenInvalid } from './site-outcome';

/** Why an OpenAPI source string is not usable, or undefined when it is. */
function sourceProblem(s: string): string | undefined {
  if (s.trim() === '') return 'the path is empty';
  if (!siteKeepsSpecSource(s))
    return `"${s}" is read as a URL with the scheme "${urlScheme(s.trim())}:", which the site rejects (a path, or http or https only)`;
  return undefined;
}

/** A source for messages: "users.json", or the object's "source". */
function sourceOf(n: JsonNode): string {
  const s = n.type === 'object' ? getProp(n, 'source') : n;
  return s && s.type === 'string' ? `"${s.value}"` : describeType(n);
}

/**
 * The shape of an `openapi` value: a string (a relative path or an http(s) URL), an array of
 * them, or { "source", "directory" }. On a group the generator silently drops an invalid value
 * (and generates nothing from it); on a section the value fails the element itself, so the list
 * it is in is dropped, or the config rejected at the root (whenInvalid). An array with more than
 * one entry is a warning: the generator uses only the first; an empty one binds nothing. (Which
 * operations a binding yields is core/openapi's job.) The generator's `asyncapi` (an AsyncAPI
 * document, not in SPEC.md) has the same shape without overlays, and is checked the same way; a
 * group holding both keeps only `openapi`. Codes: `invalid-openapi-value`,
 * `openapi-array-ignored`, `asyncapi-ignored`.
 */
export const invalidOpenapiValue = defineRule({
  code: ['invalid-openapi-value', 'openapi-array-ignored', 'asyncapi-ignored'],
  on: 'other',
  // Its messages about a section say what the site does with the list it is in (whenInvalid).
  volatile: true,
  check(ctx, el, out) {
    if (el.node.type !== 'object' || !fieldOf(el.kind, 'openapi')) return;
    let v: JsonNode | undefined;
    let a: JsonNode | undefined;
    for (const p of el.node.props) {
      if (p.key === 'openapi') v = p.value;
      else if (p.key === 'asyncapi') a = p.value;
    }
    if (v) openapiProblems(ctx, el, v, out, 'openapi');
    if (a) openapiProblems(ctx, el, a, out, 'asyncapi');
    // A group keeps one of the two (the generator's groups.js): "openapi", unless it drops that as invalid.
    if (el.kind === 'group' && v && a && openapiAccepted(v) && openapiAccepted(a, true))
      out.push(
        at(
          ctx,
          el,
          'warning',
          'asyncapi-ignored',
          `"asyncapi" is ignored beside "openapi": a group takes one document of the two, and the site keeps "openapi". Give the AsyncAPI document a group of its own, or remove "asyncapi".`,
          { key: 'asyncapi', site: 'ignores' },
        ),
      );
  },
});

/**
 * The diagnostics of an element's `openapi` value `v`. Apart from the check because of its
 * closures: V8 allocates the context they share on every call of the function that holds them,
 * and the check is called for every element.
 */
function openapiProblems(
  ctx: RuleContext,
  el: NavElement,
  v: JsonNode,
  out: RuleOutput<'invalid-openapi-value' | 'openapi-array-ignored' | 'asyncapi-ignored'>,
  key: 'openapi' | 'asyncapi',
): void {
  const advice = `Use a path ("${key}.yaml"), an http(s) URL, or { "source": "...", "directory": "..." }`;
  const async = key === 'asyncapi';
  if (openapiAccepted(v, async)) {
    // How many documents of a list the generator reads is known for OpenAPI only.
    if (async) return;
    if (v.type === 'array' && v.items.length === 0) {
      out.push(
        at(
          ctx,
          el,
          'warning',
          'openapi-array-ignored',
          `"openapi" is an empty list, so no OpenAPI document is bound here and the site generates no pages from it. Name a document, or remove "openapi".`,
          {
            key: 'openapi',
            site: 'accepts',
          },
        ),
      );
    }
    if (v.type === 'array' && v.items.length > 1) {
      out.push(
        at(
          ctx,
          el,
          'warning',
          'openapi-array-ignored',
          `"openapi" lists ${v.items.length} documents, but the site uses only the first (${sourceOf(v.items[0])}). Keep one, or give each document its own element.`,
          { key: 'openapi', site: 'ignores' },
        ),
      );
    }
    return;
  }
  const problems: string[] = [];
  const str = (n: JsonNode | undefined, what: string) => {
    if (!n) problems.push(`${what} is missing`);
    else if (n.type !== 'string') problems.push(`${what} must be a string, not ${describeType(n)}`);
    else {
      const p = sourceProblem(n.value as string);
      if (p) problems.push(p);
    }
  };
  const object = (o: JsonNode, what: string) => {
    str(getProp(o, 'source'), `${what}"source"`);
    const dir = getProp(o, 'directory');
    if (dir && dir.type !== 'string') problems.push(`${what}"directory" must be a string, not ${describeType(dir)}`);
    if (o.type === 'object')
      for (const p of o.props)
        if (p.key !== 'source' && p.key !== 'directory' && (async || p.key !== 'overlays'))
          problems.push(`${what}"${p.key}" is not a key the site allows there`);
  };
  if (v.type === 'string') str(v, 'the value');
  else if (v.type === 'array')
    v.items.forEach((it, i) => (it.type === 'object' && !async ? object(it, `entry ${i}: `) : str(it, `entry ${i}`)));
  else if (v.type === 'object') object(v, '');
  else problems.push(`it is ${describeType(v)}`);
  if (!problems.length) problems.push('the site refuses this value');
  // A group's invalid value is dropped alone; a section has it in every form, so the section fails.
  const outcome = el.kind === 'group' ? undefined : whenInvalid(ctx, el);
  const then = outcome ? consequenceOf(ctx, el, outcome) : 'the site drops the value and generates no pages from it.';
  for (const p of problems) {
    out.push(
      at(ctx, el, 'error', 'invalid-openapi-value', `invalid "${key}": ${p}; ${then} ${advice}.`, {
        key,
        ...(outcome ?? { site: 'ignores' as const }),
      }),
    );
  }
}
