import { describeType } from '../model/json-node';
import { KINDS } from '../model/kinds';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';
import { article } from './mixed-child-kinds';

/**
 * Each element is the right JSON type for its collection (an object in "tabs", a string or a
 * group object in "pages"), has its label, and its known fields have the types of the kinds
 * table. The generator rejects these at the root and silently drops the whole child array
 * when they are nested, so they are errors either way.
 */
export function elementShape(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const id of ctx.index.order) {
    const el = ctx.index.elements.get(id)!;
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
      if (!label) {
        out.push(at(ctx, el, 'error', 'missing-label', `${article(spec.title)} needs a "${spec.labelKey}" label; the site would drop the list it is in. Add "${spec.labelKey}": "..." (or remove the element).`));
      } else if (label.value.type !== 'string') {
        out.push(at(ctx, el, 'error', 'wrong-type', `"${spec.labelKey}" must be a string, not ${describeType(label.value)}.`, { key: spec.labelKey }));
      } else if ((label.value.value as string).trim() === '') {
        out.push(at(ctx, el, 'error', 'missing-label', `the "${spec.labelKey}" label is empty; give this ${spec.title.toLowerCase()} a name.`, { key: spec.labelKey }));
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
        (field.type === 'icon' && t !== 'string' && t !== 'object');
      if (bad) {
        const want = field.type === 'boolean' ? 'true or false' : field.type === 'banner' ? 'an object { "content", "dismissible" }' : field.type === 'icon' ? 'an icon name or { "name", "style", "library" }' : 'a string';
        const hint = field.type === 'boolean' && t === 'string' ? ` Write ${p.value.value === 'yes' || p.value.value === 'true' ? 'true' : 'false'} without quotes.` : '';
        out.push(at(ctx, el, 'error', 'wrong-type', `"${p.key}" must be ${want}, not ${describeType(p.value)}.${hint}`, { key: p.key }));
      }
    }
  }
  return out;
}
