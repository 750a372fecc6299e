import type { JsonNode } from '../model/json-node';
import type { NavElement } from '../model/nav-index';
import { isCollectionKey } from '../model/nav-index';
import { KINDS, isGlobalLink, isSectionKind, mayBeEmpty, type CollectionKey, type FieldSpec, type KindSpec } from '../model/kinds';
import { GENERATOR_REJECTED_CODES, LANGUAGE_CODES } from '../model/languages';
import { openapiAccepted } from '../model/site-acceptance';
import { safeHref, siteKeepsHref } from '../model/safe-href';
import { isBlank, type RuleContext } from './context';
import { hasPageFile } from './page-not-found';

// The sections (tabs, anchors, menu items, languages...), the links of `global` and `global`
// itself: a few dozen elements of a config, but each cost the sixteen checks of the other
// elements, as much as all its plain pages together on dify and firecrawl (about 3 us each, 0.3
// ms a run). plainSection is written against the same checks as plainGroup (PLAIN_GROUP_RULES
// in plain-elements.ts, which turns both off when another rule looks at these elements), and
// plain-sections.test.ts holds it to them on sections built on every edge.

/**
 * True for a section, a global link or `global` none of the checks of other elements reports:
 * an object without `$ref` (circular-ref, unsafe-ref), each key once (duplicate-key), every key
 * a field or a child list of its kind (unknown-key). Its label a string, not blank
 * (missing-label). Each child list one the kind holds and SPEC.md offers (collection-not-
 * allowed), a list (`global` an object: wrong-type), not empty unless it may be
 * (empty-collection), and at most one list the site reads (mixed-child-kinds). Each field
 * plain (plainField): a global link's `href` there (missing-href), and no `href` beside child
 * lists (href-with-children).
 */
export function plainSection(ctx: RuleContext, el: NavElement): boolean {
  const node = el.node;
  const kind = el.kind;
  if (node.type !== 'object' || !(isSectionKind(kind) || isGlobalLink(kind) || kind === 'global')) return false;
  const spec = KINDS[kind];
  const props = node.props;
  let label = spec.labelKey === undefined;
  let href = false;
  let lists = 0;
  let global = false;
  // The fields seen, one bit each by their place in the kinds table: a second one is a duplicate key.
  let seen = 0;
  for (let i = 0; i < props.length; i++) {
    const key = props[i].key;
    const v = props[i].value;
    if (isCollectionKey(key)) {
      if (!plainList(spec, key, v)) return false;
      if (key === 'global') {
        if (global) return false;
        global = true;
        continue;
      }
      // Only one list (counted with its duplicates): a second is mixed-child-kinds' or duplicate-key's.
      if (++lists > 1) return false;
      continue;
    }
    const at = fieldAt(spec, key);
    if (at === -1 || seen & (1 << at)) return false;
    seen |= 1 << at;
    const field = spec.fields[at];
    if (key === spec.labelKey) {
      if (v.type !== 'string' || isBlank(v.value as string)) return false;
      label = true;
    }
    if (key === 'href') href = true;
    if (!plainField(ctx, el, field, v)) return false;
  }
  if (href && lists > 0) return false;
  return label && (href || !isGlobalLink(kind));
}

/** The place of `key` among the kind's fields, or -1 (fewer than 32 fields: one bit each). */
function fieldAt(spec: KindSpec, key: string): number {
  const fields = spec.fields;
  for (let k = 0; k < fields.length && k < 31; k++) if (fields[k].key === key) return k;
  return -1;
}

/** A child list the kind holds and SPEC.md offers, of the right type, not empty unless it may be. */
function plainList(spec: KindSpec, key: CollectionKey, v: JsonNode): boolean {
  if (!spec.children.includes(key)) return false;
  // The site reads `global` on the root and every section kind; any other list where the kind lists it.
  if (key === 'global') return isSectionKind(spec.id) && v.type === 'object';
  if (!spec.siteChildren.includes(key) || v.type !== 'array') return false;
  return v.items.length > 0 || mayBeEmpty(spec.id, key);
}

/**
 * A field of a group, section or global link whose value no check reports: of its type
 * (wrong-type), an icon name without "fa-" (invalid-icon; an icon object is checked), `expanded`
 * on a group inside another one (expanded-on-top-level-group), a language code of SPEC.md the
 * site accepts (unsupported-language), an `openapi` string the site accepts
 * (invalid-openapi-value; an `asyncapi` is checked), a `root` that names a page file (page-not-found), an `href` the site
 * keeps and docsnav draws (invalid-href) that names a page file when it is a global link's path.
 * Banners, colours and settings are checked.
 */
export function plainField(ctx: RuleContext, el: NavElement, spec: FieldSpec, v: JsonNode): boolean {
  switch (spec.type) {
    case 'string':
      return v.type === 'string';
    case 'boolean':
      if (v.type !== 'boolean') return false;
      // Reported on a group that is not inside another one: it is always expanded there.
      return spec.key !== 'expanded' || (el.parent !== undefined && ctx.index.elements.get(el.parent)?.kind === 'group');
    case 'number':
      return v.type === 'number';
    case 'enum':
      return v.type === 'string' && spec.values !== undefined && spec.values.includes(v.value as string);
    case 'icon':
      return v.type === 'string' && !(v.value as string).startsWith('fa-');
    case 'language': {
      if (v.type !== 'string') return false;
      const code = v.value as string;
      return LANGUAGE_CODES.includes(code) && !GENERATOR_REJECTED_CODES.has(code);
    }
    case 'openapi':
      // A field SPEC.md does not describe (`asyncapi`) is checked: a group ignores it beside `openapi`.
      return !spec.rare && v.type === 'string' && openapiAccepted(v);
    case 'pagePath':
      return v.type === 'string' && v.value !== '' && (ctx.pageFiles === undefined || hasPageFile(ctx.pageFiles, v.value as string));
    case 'href':
      return v.type === 'string' && plainHref(ctx, el, v.value as string);
    default:
      return false;
  }
}

/** An href the site keeps and docsnav draws; a global link's path from the root names a page file. */
function plainHref(ctx: RuleContext, el: NavElement, href: string): boolean {
  if (!siteKeepsHref(href) || safeHref(href) === undefined) return false;
  if (!isGlobalLink(el.kind) || ctx.pageFiles === undefined || !href.startsWith('/') || href.startsWith('//')) return true;
  const page = href.replace(/[?#].*$/, '');
  return page === '/' || hasPageFile(ctx.pageFiles, page);
}
