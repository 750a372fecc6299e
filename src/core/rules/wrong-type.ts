import { describeType, isShadowed, type JsonNode } from '../model/json-node';
import { KINDS, SECTION_KINDS, type FieldType } from '../model/kinds';
import { isCollectionKey } from '../model/nav-index';
import type { NavElement } from '../model/nav-index';
import { at, defineRule, kindName, type RuleContext, type RuleOutput } from './context';
import { consequenceOf, whenInvalid, type InvalidOutcome } from './site-outcome';
import { BANNER_SHAPE, checkSetting } from '../model/settings-table';

// What each field type accepts, from the kinds table's field types. `openapi` has its own rule.
const ACCEPTS: Record<FieldType, readonly string[] | undefined> = {
  string: ['string'],
  href: ['string'],
  pagePath: ['string'],
  language: ['string'],
  boolean: ['boolean'],
  number: ['number'],
  banner: ['object'],
  icon: ['string', 'object'],
  color: ['string', 'object'],
  openapi: undefined,
};

const WANT: Record<FieldType, string> = {
  string: 'a string',
  href: 'a string (a URL or a relative path)',
  pagePath: 'a string (a page path)',
  language: 'a string (a language code)',
  boolean: 'true or false',
  number: 'a number',
  banner: 'an object { "content", "dismissible" }',
  icon: 'an icon name or { "name", "style", "library" }',
  color: 'a colour ("#0D9373") or { "light", "dark" }',
  openapi: '',
};

/**
 * Every element is the JSON type its collection holds (an object in "tabs"; a string or a
 * group object in "pages"), every child collection is an array, and every known field has the
 * type of the kinds table (`expanded: "yes"` is not a boolean). The generator rejects these at
 * the root and silently drops the whole list they are in when nested.
 */
export const wrongType = defineRule({
  code: ['wrong-type', 'unknown-key'],
  on: 'all',
  // Its messages about an element of the wrong type count the pages of the list it is in.
  volatile: true,
  check(ctx, el, out) {
    const node = el.node;
    if (el.kind === 'page') {
      if (node.type !== 'string') {
        const outcome = whenInvalid(ctx, el);
        out.push(
          at(
            ctx,
            el,
            'error',
            'wrong-type',
            `a page entry must be a string (a page path or "METHOD /path") or a group object, not ${describeType(node)}; ${consequenceOf(ctx, el, outcome)} Replace it with the page's path.`,
            outcome,
          ),
        );
      }
      return;
    }
    if (node.type !== 'object') {
      if (el.kind === 'navigation') return; // missing-navigation
      const spec = KINDS[el.kind];
      const example = spec.labelKey ? `{ "${spec.labelKey}": "..." }` : '{ "anchors": [ ... ] }';
      const outcome = whenInvalid(ctx, el);
      out.push(
        at(
          ctx,
          el,
          'error',
          'wrong-type',
          `${kindName(el.kind)} must be an object like ${example}, not ${describeType(node)}; ${consequenceOf(ctx, el, outcome)} Replace it with an object.`,
          outcome,
        ),
      );
      return;
    }
    const props = node.props;
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      if (isShadowed(props, i)) continue; // the site never reads it; duplicate-key says so
      const v = p.value;
      if (isCollectionKey(p.key)) {
        const ok = p.key === 'global' ? v.type === 'object' : v.type === 'array';
        if (!ok) {
          // A section falls back to its form without that list; a group, `global` or the root fails whole.
          const outcome: InvalidOutcome =
            SECTION_KINDS.includes(el.kind) && p.key !== 'global'
              ? { site: 'drops', drops: [{ elementId: el.id, key: p.key }] }
              : whenInvalid(ctx, el);
          const what =
            outcome.site === 'rejects'
              ? 'The site rejects the whole config.'
              : outcome.drops[0].elementId === el.id
                ? 'The site would drop it.'
                : `Because of it, ${consequenceOf(ctx, el, outcome)}`;
          out.push(
            at(
              ctx,
              el,
              'error',
              'wrong-type',
              `"${p.key}" must be ${p.key === 'global' ? 'an object { "anchors": [ ... ] }' : 'a list (an array)'}, not ${describeType(v)}. ${what}`,
              { key: p.key, ...outcome },
            ),
          );
        }
        continue;
      }
      const field = fieldType(el.kind, p.key);
      if (field === 'banner') {
        bannerProblems(ctx, el, v, out);
        continue;
      }
      const accepts = field && ACCEPTS[field];
      if (!field || !accepts || accepts.includes(v.type)) continue;
      const outcome = fieldOutcome(ctx, el, p.key);
      const then = outcome.site === 'ignores' ? ` The site ignores it.` : ` Because of it, ${consequenceOf(ctx, el, outcome)}`;
      out.push(
        at(ctx, el, 'error', 'wrong-type', `"${p.key}" must be ${WANT[field]}, not ${describeType(v)}.${then}${hint(field, v)}`, {
          key: p.key,
          ...outcome,
        }),
      );
    }
  },
});

/**
 * What the site does with a field of the wrong type: a section's `href` is dropped alone (the
 * section falls back to a form without the link) and so is a group's `openapi`; any other field
 * makes the element itself invalid.
 */
function fieldOutcome(ctx: RuleContext, el: NavElement, key: string): InvalidOutcome | { site: 'ignores' } {
  if (key === 'href' && SECTION_KINDS.includes(el.kind)) return { site: 'ignores' };
  if (key === 'openapi' && el.kind === 'group') return { site: 'ignores' };
  return whenInvalid(ctx, el);
}

/** A language's banner, checked as fully as the site's own banner (model/settings-table.ts). */
function bannerProblems(ctx: RuleContext, el: NavElement, v: JsonNode, out: RuleOutput<'wrong-type' | 'unknown-key'>): void {
  for (const problem of checkSetting(v, BANNER_SHAPE)) {
    const key = ['banner', ...problem.path].join('.');
    if (problem.kind === 'unknown') {
      out.push(
        at(ctx, el, 'warning', 'unknown-key', `"${key}" is not a key of a banner; the site ignores it.`, {
          key: 'banner',
          site: 'ignores',
        }),
      );
      continue;
    }
    const outcome = whenInvalid(ctx, el);
    out.push(
      at(
        ctx,
        el,
        'error',
        'wrong-type',
        `"${key}" ${problem.message}; ${consequenceOf(ctx, el, outcome)} A banner is { "content": "Markdown text", "dismissible": true }.`,
        { key: 'banner', ...outcome },
      ),
    );
  }
}

function fieldType(kind: keyof typeof KINDS, key: string): FieldType | undefined {
  for (const f of KINDS[kind].fields) if (f.key === key) return f.type;
  return undefined;
}

function hint(field: FieldType, v: JsonNode): string {
  if (field === 'boolean' && v.type === 'string') {
    const yes = /^(yes|true|on|1)$/i.test(String(v.value).trim());
    return ` Write ${yes ? 'true' : 'false'} without quotes.`;
  }
  if (field === 'number' && v.type === 'string' && String(v.value).trim() !== '' && !Number.isNaN(Number(v.value)))
    return ` Write ${Number(v.value)} without quotes.`;
  if ((field === 'string' || field === 'href' || field === 'pagePath') && (v.type === 'number' || v.type === 'boolean'))
    return ` Put it in quotes: "${String(v.value)}".`;
  return '';
}
