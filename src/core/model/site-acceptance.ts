/**
 * What the site generator's validator accepts of the navigation, and which of an element's child
 * lists it keeps: docsnav's own model of it, written from reading the generator's published
 * schema and measured against it (test/fidelity, 33 real configs and 720 mutations of them).
 *
 * Its shape: every section kind (tab, anchor, dropdown, product, version, language, menu item)
 * is a list of forms tried in order (the link, then one form per child list in the kind's
 * `siteChildren` order, then the same element with no children), and the first form that fits
 * wins; whatever else the element holds is silently dropped. So a section is never rejected for
 * what its lists hold (it falls back to fewer lists), only for its own fields; a group has no
 * fallback (one bad entry fails it, and the list it is in), nor has `global` or the navigation
 * root (whose failure rejects the whole config). The rules read this model to say what the site
 * does with a problem (rules/site-outcome.ts), and the preview to show the list the site keeps.
 */
import { isShadowed, type JsonNode } from './json-node';
import {
  KINDS,
  REFUSED_KEYS,
  SECTION_KINDS,
  STRICT_TAB_KEYS,
  fieldOf,
  mayBeEmpty,
  type CollectionKey,
  type FieldSpec,
  type KindId,
} from './kinds';
import { siteAcceptsLanguage } from './languages';
import type { NavElement, NavIndex } from './nav-index';
import { siteKeepsHref, siteKeepsSpecSource } from './safe-href';
import { ICON_LIBRARIES, ICON_STYLES } from './settings';
import { BANNER_SHAPE, settingShape, type SettingShape } from './settings-table';
import { checkSetting } from './check-setting';

const SECTIONS: ReadonlySet<KindId> = new Set(SECTION_KINDS);
const LIBRARIES: ReadonlySet<string> = new Set(ICON_LIBRARIES);
const STYLES: ReadonlySet<string> = new Set(ICON_STYLES);
const HEX = /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/;

/** A form the generator keeps for an element: its link, or one child list. */
export type KeptForm = 'href' | CollectionKey;

/** The value of `key` on an object node as the site reads it (the last occurrence). */
function last(node: JsonNode, key: string): JsonNode | undefined {
  if (node.type !== 'object') return undefined;
  let v: JsonNode | undefined;
  for (const p of node.props) if (p.key === key) v = p.value;
  return v;
}

/**
 * True when the generator accepts `v` as the value of field `f` (the kinds table's field type;
 * a label's emptiness is `ownFieldsAccepted`'s). An `href` here is a required link (a global
 * link's); a section's `href` only chooses its form, see keptForm.
 */
export function fieldAccepted(f: FieldSpec, v: JsonNode): boolean {
  switch (f.type) {
    case 'string':
      return v.type === 'string';
    case 'boolean':
      return v.type === 'boolean';
    case 'number':
      return v.type === 'number';
    case 'enum':
      return v.type === 'string' && (f.values ?? []).includes(v.value as string);
    case 'pagePath':
      return v.type === 'string' && v.value !== '';
    case 'href':
      return v.type === 'string' && siteKeepsHref(v.value as string);
    case 'language':
      return v.type === 'string' && siteAcceptsLanguage(v.value as string);
    case 'icon':
      return iconAccepted(v);
    case 'color':
      return colorAccepted(v);
    case 'banner':
      return shapeAccepted(v, BANNER_SHAPE);
    case 'setting': {
      const shape = fieldShape(f);
      return !shape || shapeAccepted(v, shape);
    }
    case 'openapi':
      return openapiAccepted(v, f.key === 'asyncapi');
  }
}

/** The shape of a `setting` field: its own, or that of the top-level setting it names. */
export function fieldShape(f: FieldSpec): SettingShape | undefined {
  return f.shape ?? (f.setting === undefined ? undefined : settingShape(f.setting));
}

/**
 * The keys the generator refuses on `el`: `graphql` and `sdk` on an element without that field,
 * and, on a tab with one of them, any key but STRICT_TAB_KEYS and that one.
 */
export function refusedKeys(el: NavElement): readonly string[] {
  if (el.node.type !== 'object' || el.kind === 'page') return NONE;
  const props = el.node.props;
  // Asked of every element on each check: nothing is allocated unless one of these keys is there.
  let any = false;
  for (let i = 0; i < props.length && !any; i++) any = REFUSED_KEYS.includes(props[i].key);
  if (!any) return NONE;
  const out: string[] = [];
  let strict: string | undefined;
  for (const p of props) {
    if (!REFUSED_KEYS.includes(p.key) || out.includes(p.key) || p.key === strict) continue;
    const f = fieldOf(el.kind, p.key);
    if (!f || strict) out.push(p.key);
    // A value the site refuses is the error (wrong-type's): the tab is not read strictly then.
    else if (fieldAccepted(f, p.value)) strict = p.key;
  }
  if (strict && el.kind === 'tab')
    for (const p of props) if (p.key !== strict && !STRICT_TAB_KEYS.includes(p.key) && !out.includes(p.key)) out.push(p.key);
  return out;
}

const NONE: readonly string[] = Object.freeze([]);

function shapeAccepted(v: JsonNode, shape: SettingShape): boolean {
  return !checkSetting(v, shape).some((p) => p.kind === 'wrong');
}

/** An icon name (never "fa-..."), or { name, style?, library? } with known style and library. */
export function iconAccepted(v: JsonNode): boolean {
  if (v.type === 'string') return !(v.value as string).startsWith('fa-');
  if (v.type !== 'object') return false;
  const name = last(v, 'name');
  if (!name || name.type !== 'string' || (name.value as string).startsWith('fa-')) return false;
  const style = last(v, 'style');
  if (style && !(style.type === 'string' && STYLES.has(style.value as string))) return false;
  const lib = last(v, 'library');
  return !lib || (lib.type === 'string' && LIBRARIES.has(lib.value as string));
}

/** A hex colour as the generator reads one: "#0D9373" or "#fff". */
export function isHexColor(v: JsonNode): boolean {
  return v.type === 'string' && HEX.test(v.value as string);
}

/** An element colour: an object with only `light` and `dark`, each a hex colour (a plain string is refused). */
export function colorAccepted(v: JsonNode): boolean {
  if (v.type !== 'object') return false;
  return v.props.every((p) => (p.key === 'light' || p.key === 'dark') && isHexColor(p.value));
}

function openapiSource(v: JsonNode | undefined): boolean {
  return v?.type === 'string' && siteKeepsSpecSource(v.value as string);
}

/**
 * An `openapi` value: a path or http(s) URL, a list of them (or of objects), or { source,
 * directory?, overlays? } and nothing else. `asyncapi` (the same shape in the generator's
 * schema, `async`): no overlays, and a list of paths or URLs only.
 */
export function openapiAccepted(v: JsonNode, async = false): boolean {
  // Loops and a function of its own, not closures: this is asked of every element holding
  // "openapi" (a third of dify's groups), and the closures were allocated on every call.
  if (v.type !== 'array') return openapiSource(v) || openapiObject(v, async);
  for (const i of v.items) if (!openapiSource(i) && (async || !openapiObject(i, false))) return false;
  return true;
}

/** { source, directory?, overlays? } with an accepted source and nothing else (no overlays for `async`). */
function openapiObject(o: JsonNode, async: boolean): boolean {
  if (o.type !== 'object' || !openapiSource(last(o, 'source'))) return false;
  for (const p of o.props) {
    if (p.key === 'source' || (p.key === 'directory' && p.value.type === 'string')) continue;
    if (async || p.key !== 'overlays' || p.value.type !== 'array') return false;
    for (const i of p.value.items) if (!openapiSource(i)) return false;
  }
  return true;
}

/**
 * True when the generator accepts the element's own fields: its label (present, a string, not
 * empty; spaces are fine), every field of the kinds table it holds, and the required ones.
 * Unknown keys are dropped, not refused (except in `global`, see elementAccepted, and the keys
 * of refusedKeys). A group's invalid `openapi` is dropped alone, and a section's `href` only
 * decides its form.
 */
export function ownFieldsAccepted(el: NavElement): boolean {
  const node = el.node;
  if (node.type !== 'object') return false;
  const spec = KINDS[el.kind];
  const props = node.props;
  for (let i = 0; i < props.length; i++) {
    const p = props[i];
    if (isShadowed(props, i)) continue;
    const f = spec.fields.find((x) => x.key === p.key);
    if (!f) continue;
    if (p.key === spec.labelKey && f.type === 'string') {
      if (p.value.type !== 'string' || p.value.value === '') return false;
      continue;
    }
    if ((f.type === 'openapi' && el.kind === 'group') || (f.type === 'href' && SECTIONS.has(el.kind))) continue;
    if (!fieldAccepted(f, p.value)) return false;
  }
  if (refusedKeys(el).length) return false;
  if (spec.labelKey && !last(node, spec.labelKey)) return false;
  return spec.fields.every((f) => !f.required || last(node, f.key) !== undefined);
}

/**
 * True when the generator accepts the element as an entry of its list: a page entry is a
 * non-empty string (spaces are accepted); a group has valid fields and every entry of its
 * `pages` accepted; a section its own fields and its `global`; `global` only its six lists of
 * accepted links (any other key refused). A `$ref` that is not loaded is not judged.
 */
export function elementAccepted(index: NavIndex, el: NavElement): boolean {
  const node = el.node;
  if (el.kind === 'page') return node.type === 'string' && node.value !== '';
  if (node.type !== 'object') return false;
  if (el.kind === 'global') return globalAccepted(index, el);
  if (!ownFieldsAccepted(el)) return false;
  if (el.kind === 'group') {
    const pages = last(node, 'pages');
    return !pages || listAccepted(index, el, 'pages');
  }
  const global = SECTIONS.has(el.kind) ? last(node, 'global') : undefined;
  if (!global) return true;
  if (global.type !== 'object') return false;
  const g = childrenIn(index, el, 'global')[0];
  return !g || elementAccepted(index, g);
}

function globalAccepted(index: NavIndex, g: NavElement): boolean {
  if (g.node.type !== 'object') return false;
  const lists = KINDS.global.siteChildren as readonly string[];
  for (const p of g.node.props) {
    if (p.key === '$ref') continue;
    if (!lists.includes(p.key)) return false;
  }
  return lists.every((k) => !last(g.node, k) || listAccepted(index, g, k as CollectionKey));
}

/** The child elements of `el` in collection `key`, in order. */
export function childrenIn(index: NavIndex, el: NavElement, key: CollectionKey): NavElement[] {
  const out: NavElement[] = [];
  for (const c of el.children) {
    const child = index.elements.get(c);
    if (child && child.collection === key) out.push(child);
  }
  return out;
}

/**
 * True when the generator accepts collection `key` of `el` as a whole: a list, not empty unless
 * it may be (mayBeEmpty), and every entry accepted (elementAccepted, which looks into groups).
 */
export function listAccepted(index: NavIndex, el: NavElement, key: CollectionKey): boolean {
  const v = last(el.node, key);
  if (!v || v.type !== 'array') return false;
  if (v.items.length === 0) return mayBeEmpty(el.kind, key);
  for (const child of childrenIn(index, el, key)) if (!elementAccepted(index, child)) return false;
  return true;
}

/** The list's shape alone: a list, not empty unless it may be. */
function listShaped(el: NavElement, key: CollectionKey): boolean {
  const v = last(el.node, key);
  return !!v && v.type === 'array' && (v.items.length > 0 || mayBeEmpty(el.kind, key));
}

/**
 * The form the generator keeps of the navigation root or a section: `'href'` (a link: every
 * list dropped), the first of its kind's `siteChildren` it holds and accepts whole, or undefined
 * (a section then keeps none of its lists; the root is rejected). A group keeps its `pages`;
 * `global` all its lists (undefined here).
 * With one form held, it is judged by its shape only (the problems inside it are reported where
 * they are, and the preview stays cheap on a large list); with several, each is looked into,
 * since an invalid entry in the first makes the site keep the next.
 *
 * @example keptForm(index, tab) // 'groups' for { "tab": "T", "menu": [...], "groups": [...] }
 */
export function keptForm(index: NavIndex, el: NavElement): KeptForm | undefined {
  const node = el.node;
  if (node.type !== 'object' || el.kind === 'page' || el.kind === 'global') return undefined;
  if (el.kind === 'group') return last(node, 'pages') ? 'pages' : undefined;
  if (SECTIONS.has(el.kind)) {
    const href = last(node, 'href');
    if (href && href.type === 'string' && siteKeepsHref(href.value as string)) return 'href';
  }
  const held = KINDS[el.kind].siteChildren.filter((k) => last(node, k) !== undefined);
  if (held.length === 1) return listShaped(el, held[0]) ? held[0] : undefined;
  return held.find((k) => listAccepted(index, el, k));
}
