import { describeType } from '../model/json-node';
import { KINDS } from '../model/kinds';
import type { Diagnostic } from './diagnostic';
import { at, pages, type RuleContext } from './context';
import type { NavElement } from '../model/nav-index';
import { article } from './mixed-child-kinds';

/**
 * Each element is the right JSON type for its collection (an object in "tabs", a string or a
 * group object in "pages"), has its label, and its known fields have the types of the kinds
 * table. The generator rejects these at the root and silently drops the whole child array
 * when they are nested, so they are errors either way.
 */
/** What the generator does with an invalid element: rejects the config at the root, drops the list when nested. */
function droppedList(ctx: RuleContext, el: NavElement): string {
  const parent = el.parent === undefined ? undefined : ctx.index.elements.get(el.parent);
  if (!parent || parent.kind === 'navigation') return 'the site rejects the whole config.';
  const siblings = parent.children.filter((c) => ctx.index.elements.get(c)!.collection === el.collection);
  const lost = siblings.reduce((s, c) => s + ctx.pagesUnder(c), 0);
  return `the site would silently drop the whole "${el.collection}" list it is in (${pages(lost)}).`;
}

export function elementShape(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    const spec = KINDS[el.kind];
    if (el.kind === 'page') {
      if (el.node.type !== 'string') {
        out.push(at(ctx, el, 'error', 'wrong-type', `a page entry must be a string (a page path or "METHOD /path") or a group object, not ${describeType(el.node)}. Replace it with the page's path.`));
      } else if ((el.node.value as string).trim() === '') {
        out.push(at(ctx, el, 'error', 'empty-page-entry', 'this page entry is empty; write the page path (without extension) or remove the entry.', { fix: { title: 'Remove the empty entry', command: 'remove-element', args: { id: el.id } } }));
      }
      continue;
    }
    if (el.kind === 'navigation') continue;
    if (el.node.type !== 'object') {
      out.push(at(ctx, el, 'error', 'wrong-type', `${article(spec.title)} must be an object like { "${spec.labelKey ?? 'anchors'}": ... }, not ${describeType(el.node)}. The site would drop the whole list it is in.`));
      continue;
    }
    if (el.refNode === undefined && el.node.props.some((p) => p.key === '$ref')) continue; // unresolved split file: reported on load
    if (spec.labelKey) {
      const label = el.node.props.find((p) => p.key === spec.labelKey);
      const dropped = droppedList(ctx, el);
      if (!label) {
        out.push(at(ctx, el, 'error', 'missing-label', `${article(spec.title)} needs a "${spec.labelKey}" label; ${dropped} Add "${spec.labelKey}": "..." (or remove the element).`));
      } else if (label.value.type !== 'string') {
        out.push(at(ctx, el, 'error', 'wrong-type', `"${spec.labelKey}" must be a string, not ${describeType(label.value)}.`, { key: spec.labelKey }));
      } else if ((label.value.value as string).trim() === '') {
        out.push(at(ctx, el, 'error', 'missing-label', `the "${spec.labelKey}" label is empty, which the site rejects; ${dropped} Give this ${spec.title.toLowerCase()} a name.`, { key: spec.labelKey }));
      }
    }
    for (const p of el.node.props) {
      if (p.key === spec.labelKey) continue;
      const field = spec.fields.find((f) => f.key === p.key);
      if (!field) continue;
      const t = p.value.type;
      const bad =
        (field.type === 'boolean' && t !== 'boolean') ||
        ((field.type === 'string' || field.type === 'href' || field.type === 'pagePath' || field.type === 'language') && t !== 'string') ||
        (field.type === 'banner' && t !== 'object') ||
        (field.type === 'icon' && t !== 'string' && t !== 'object') ||
        (field.type === 'color' && t !== 'string' && t !== 'object') ||
        (field.type === 'number' && t !== 'number');
      if (bad) {
        const want = field.type === 'boolean' ? 'true or false' : field.type === 'banner' ? 'an object { "content", "dismissible" }' : field.type === 'icon' ? 'an icon name or { "name", "style", "library" }' : field.type === 'number' ? 'a number' : field.type === 'color' ? 'a colour or { "light", "dark" }' : 'a string';
        const hint = field.type === 'boolean' && t === 'string' ? ` Write ${p.value.value === 'yes' || p.value.value === 'true' ? 'true' : 'false'} without quotes.` : '';
        out.push(at(ctx, el, 'error', 'wrong-type', `"${p.key}" must be ${want}, not ${describeType(p.value)}.${hint}`, { key: p.key }));
      }
    }
  }
  return out;
}
