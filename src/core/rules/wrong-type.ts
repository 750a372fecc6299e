import { describeType, isShadowed, type JsonNode } from '../model/json-node';
import { KINDS, SECTION_KINDS, fieldOf, type FieldSpec, type FieldType } from '../model/kinds';
import { fieldAccepted, fieldShape, isHexColor } from '../model/site-acceptance';
import { isCollectionKey } from '../model/nav-index';
import type { NavElement } from '../model/nav-index';
import { at, defineRule, kindName, type RuleContext, type RuleOutput } from './context';
import { consequenceOf, invalidAt, whenInvalid, whenListFails, type InvalidOutcome } from './site-outcome';
import { BANNER_SHAPE, type SettingShape } from '../model/settings-table';
import { checkSetting } from '../model/check-setting';

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
  color: ['object'],
  enum: ['string'],
  openapi: undefined,
  setting: undefined,
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
  color: 'an object { "light": "#hex", "dark": "#hex" }',
  enum: 'one of the values listed',
  openapi: '',
  setting: '',
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
      if (node.type !== 'string') pageNotAString(ctx, el, out);
      return;
    }
    if (node.type !== 'object') {
      if (el.kind !== 'navigation') notAnObject(ctx, el, out); // the root's is missing-navigation's
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
          // A section falls back to its form without that list; a group or `global` fails whole; the root keeps another list or fails.
          const outcome: InvalidOutcome = whenListFails(ctx, el, p.key);
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
      const spec = fieldOf(el.kind, p.key);
      const field = spec?.type;
      if (field === 'banner') {
        shapeProblems(ctx, el, p.key, v, BANNER_SHAPE, 'a banner', out);
        continue;
      }
      if (field === 'setting') {
        const shape = fieldShape(spec!);
        if (shape) shapeProblems(ctx, el, p.key, v, shape, spec!.setting ? `the "${spec!.setting}" setting` : `"${p.key}"`, out);
        continue;
      }
      const accepts = field && ACCEPTS[field];
      if (!field || !accepts) continue;
      const problem = !accepts.includes(v.type)
        ? `"${p.key}" must be ${field === 'enum' ? oneOf(spec!) : WANT[field]}, not ${field === 'color' ? shown(v) : describeType(v)}.`
        : valueProblem(spec!, v);
      if (!problem) continue;
      const outcome = fieldOutcome(ctx, el, p.key);
      const then = outcome.site === 'ignores' ? ` The site ignores it.` : ` Because of it, ${consequenceOf(ctx, el, outcome)}`;
      out.push(at(ctx, el, 'error', 'wrong-type', `${problem}${then}${hint(field, v)}`, { key: p.key, ...outcome }));
    }
  },
});

// The two messages below build closures over the element: in functions of their own, called only
// when there is something to say, since a closure in the check itself made V8 allocate its
// context on every call (27,800 a run on the 2.4 MB corpus config, 1.5 MB of garbage).

/** A page entry that is neither a string nor a group object. */
function pageNotAString(ctx: RuleContext, el: NavElement, out: RuleOutput<'wrong-type'>): void {
  out.push(
    invalidAt(
      ctx,
      el,
      'wrong-type',
      (then) =>
        `a page entry must be a string (a page path or "METHOD /path") or a group object, not ${describeType(el.node)}; ${then} Replace it with the page's path.`,
    ),
  );
}

/** An element that is not an object (a string in "tabs"). */
function notAnObject(ctx: RuleContext, el: NavElement, out: RuleOutput<'wrong-type'>): void {
  const spec = KINDS[el.kind];
  const example = spec.labelKey ? `{ "${spec.labelKey}": "..." }` : '{ "anchors": [ ... ] }';
  out.push(
    invalidAt(
      ctx,
      el,
      'wrong-type',
      (then) => `${kindName(el.kind)} must be an object like ${example}, not ${describeType(el.node)}; ${then} Replace it with an object.`,
    ),
  );
}

/** "the string "tree"", "a number": a value for messages, with the text of a string. */
function shown(v: JsonNode): string {
  return v.type === 'string' ? `the string ${JSON.stringify(v.value)}` : describeType(v);
}

function oneOf(spec: FieldSpec): string {
  return `one of ${(spec.values ?? []).map((x) => `"${x}"`).join(', ')}`;
}

/**
 * What the generator refuses in a value of the right JSON type: an enum value it does not know,
 * an empty page path, a colour that is not { light, dark } hex colours. Other field types have
 * rules of their own (icons, languages, links, OpenAPI values) or nothing more to check.
 */
function valueProblem(spec: FieldSpec, v: JsonNode): string | undefined {
  if (fieldAccepted(spec, v)) return undefined;
  const key = spec.key;
  switch (spec.type) {
    case 'enum':
      return `"${key}" must be ${oneOf(spec)}, not ${shown(v)}.`;
    case 'pagePath':
      return `"${key}" is empty; it must name a page (its path, without extension).`;
    case 'color': {
      if (v.type !== 'object') return undefined;
      const bad = v.props.find((p) => p.key !== 'light' && p.key !== 'dark');
      if (bad) return `"${key}.${bad.key}" is not a key of a colour: only "light" and "dark" (hex colours like "#0D9373").`;
      const wrong = v.props.find((p) => !isHexColor(p.value));
      return wrong ? `"${key}.${wrong.key}" must be a hex colour like "#0D9373", not ${shown(wrong.value)}.` : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * What the site does with a field of the wrong type: a section's `href` is dropped alone (the
 * section falls back to a form without the link) and so is a group's `openapi` (or `asyncapi`); any other field
 * makes the element itself invalid.
 */
function fieldOutcome(ctx: RuleContext, el: NavElement, key: string): InvalidOutcome | { site: 'ignores' } {
  if (key === 'href' && SECTION_KINDS.includes(el.kind)) return { site: 'ignores' };
  if ((key === 'openapi' || key === 'asyncapi') && el.kind === 'group') return { site: 'ignores' };
  return whenInvalid(ctx, el);
}

/**
 * A language's banner, footer or navbar, checked as fully as the site's own settings of that
 * name (model/settings-table.ts): a wrong shape fails the element, an unknown key is ignored.
 */
function shapeProblems(
  ctx: RuleContext,
  el: NavElement,
  field: string,
  v: JsonNode,
  shape: SettingShape,
  what: string,
  out: RuleOutput<'wrong-type' | 'unknown-key'>,
): void {
  for (const problem of checkSetting(v, shape)) {
    const key = [field, ...problem.path].join('.');
    if (problem.kind === 'unknown') {
      out.push(
        at(ctx, el, 'warning', 'unknown-key', `"${key}" is not a key of ${what}; the site ignores it.`, {
          key: field,
          site: 'ignores',
        }),
      );
      continue;
    }
    const outcome = whenInvalid(ctx, el);
    const example = field === 'banner' ? ' A banner is { "content": "Markdown text", "dismissible": true }.' : '';
    out.push(
      at(ctx, el, 'error', 'wrong-type', `"${key}" ${problem.message}; ${consequenceOf(ctx, el, outcome)}${example}`, {
        key: field,
        ...outcome,
      }),
    );
  }
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
