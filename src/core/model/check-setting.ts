/**
 * A value judged against its shape in the settings table (settings-table.ts), as the site
 * generator's validator judges it: the places it rejects, and the keys it ignores.
 */
import { isShadowed } from './json-node';
import { urlScheme } from './safe-href';
import type { SettingShape } from './settings-table';

/** One way a value differs from its shape: `wrong` (the generator rejects it) or `unknown` (a key it ignores). */
export interface SettingProblem {
  readonly kind: 'wrong' | 'unknown';
  /** The place, relative to the value checked. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const HEX = /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/;

/** "a string", "one of "light", "dark"": what a shape asks for, for messages. */
export function describeShape(s: SettingShape): string {
  switch (s.t) {
    case 'string':
      return s.says
        ? s.says
        : s.hex
          ? 'a hex colour like "#0D9373"'
          : s.url
            ? 'a URL'
            : s.prefix
              ? `a string starting with "${s.prefix}"`
              : s.nonEmpty
                ? 'a non-empty string'
                : 'a string';
    case 'enum':
      return s.values.length > 8
        ? `one of the ${s.values.length} allowed names ("${s.values[0]}", "${s.values[1]}"...)`
        : `one of ${s.values.map((v) => `"${v}"`).join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
    case 'any':
      return 'any value';
    case 'array':
      return s.max !== undefined ? `a list of ${s.min ?? 0} to ${s.max} entries` : s.min ? `a list of ${s.min} or more entries` : 'a list';
    case 'record':
      return 'an object';
    case 'object':
      return s.required?.length ? `an object with ${s.required.map((k) => `"${k}"`).join(', ')}` : 'an object';
    case 'anyOf':
      return s.of.map(describeShape).join(', or ');
  }
}

/** A JSON value as the checker sees it: the project's JSON nodes, or anything with the same shape. */
interface Node {
  readonly type: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
  readonly value?: unknown;
  readonly props?: readonly { readonly key: string; readonly value: Node }[];
  readonly items?: readonly Node[];
}

function typeName(n: Node): string {
  return n.type === 'array'
    ? 'a list'
    : n.type === 'object'
      ? 'an object'
      : n.type === 'null'
        ? 'null'
        : `${n.type === 'string' ? 'the string' : 'the ' + n.type} ${JSON.stringify(n.value)}`;
}

/**
 * How `node` differs from `shape`, as the generator's validator judges it: each place it
 * rejects (`wrong`) and each key it silently ignores (`unknown`). Where several shapes are
 * allowed, the first that fits is the one judged (and its unknown keys ignored). A key written
 * twice counts once, as its last occurrence.
 */
export function checkSetting(node: Node, shape: SettingShape, path: readonly (string | number)[] = []): SettingProblem[] {
  const out: SettingProblem[] = [];
  check(node, shape, path.slice(), out);
  return out;
}

// checkSetting runs over every setting of every config on each full check, and a valid one (the
// rule) has no problem: so no path copy, closure or list is made until a problem is found. `path`
// is a stack, each level pushing its key and popping it; a problem takes a copy.

/** Report that `node` is not `shape`, at `path`. */
function wrong(node: Node, shape: SettingShape, path: (string | number)[], out: SettingProblem[]): void {
  out.push({ kind: 'wrong', path: path.slice(), message: `must be ${describeShape(shape)}, not ${typeName(node)}` });
}

/** Add to `out` how `node` differs from `shape` (see checkSetting). */
function check(node: Node, shape: SettingShape, path: (string | number)[], out: SettingProblem[]): void {
  switch (shape.t) {
    case 'any':
      return;
    case 'string': {
      if (node.type !== 'string') return wrong(node, shape, path, out);
      const v = node.value as string;
      if (
        (shape.nonEmpty && v === '') ||
        (shape.url && urlScheme(v.trim()) === undefined) ||
        (shape.hex && !HEX.test(v)) ||
        (shape.prefix && !v.startsWith(shape.prefix)) ||
        v.length < (shape.min ?? 0) ||
        (shape.ok && !shape.ok(v))
      )
        wrong(node, shape, path, out);
      return;
    }
    case 'enum':
      if (node.type !== 'string' || !shape.values.includes(node.value as string)) wrong(node, shape, path, out);
      return;
    case 'boolean':
    case 'number':
      if (node.type !== shape.t) wrong(node, shape, path, out);
      return;
    case 'array': {
      const items = node.items ?? [];
      if (node.type !== 'array' || items.length < (shape.min ?? 0) || items.length > (shape.max ?? Infinity))
        return wrong(node, shape, path, out);
      const by = shape.unique;
      const seen = by ? new Set<unknown>() : undefined;
      for (let i = 0; i < items.length; i++) {
        path.push(i);
        check(items[i], shape.of, path, out);
        if (seen && by) {
          const n = by === true ? items[i] : valueOf(items[i], by);
          if (n?.type === 'string' && seen.size === seen.add(n.value).size)
            out.push({
              kind: 'wrong',
              path: path.slice(),
              message: 'repeats an earlier entry, and the site rejects a list with one twice',
            });
        }
        path.pop();
      }
      return;
    }
    case 'record': {
      if (node.type !== 'object') return wrong(node, shape, path, out);
      const props = node.props ?? [];
      for (let i = 0; i < props.length; i++) {
        if (isShadowed(props, i)) continue;
        path.push(props[i].key);
        if (shape.keys && !shape.keys.includes(props[i].key))
          out.push({
            kind: 'wrong',
            path: path.slice(),
            message: `is not one of the names the site knows here ("${shape.keys[0]}", "${shape.keys[1]}"...)`,
          });
        else check(props[i].value, shape.of, path, out);
        path.pop();
      }
      return;
    }
    case 'anyOf': {
      if (shape.by !== undefined && node.type === 'object') return discriminated(node, shape, shape.by, path, out);
      const mark = out.length;
      for (const option of shape.of) {
        check(node, option, path, out);
        let fits = true;
        for (let k = mark; fits && k < out.length; k++) fits = out[k].kind !== 'wrong';
        if (fits) return;
        out.length = mark;
      }
      // None fits: for an object, say what is wrong inside the object option it comes closest
      // to (fewest places wrong); when two come as close, that the object is none of them.
      let best: SettingProblem[] | undefined;
      let tie = false;
      for (const o of shape.of) {
        if (o.t !== 'object' || node.type !== 'object') continue;
        const mine = checkSetting(node, o, path);
        tie = best !== undefined && count(mine) === count(best);
        if (!best || count(mine) < count(best)) best = mine;
      }
      if (best && !tie) out.push(...best);
      else wrong(node, shape, path, out);
      return;
    }
    case 'object': {
      if (node.type !== 'object') return wrong(node, shape, path, out);
      const props = node.props ?? [];
      // Loops, not some(): a closure per required key of every object was made on every run
      // (two per redirect, and dify lists about 400 of them).
      const required = shape.required;
      if (required)
        for (let r = 0; r < required.length; r++)
          if (!hasKey(props, required[r]))
            out.push({ kind: 'wrong', path: path.slice(), message: `needs "${required[r]}", which the site requires` });
      const needs = shape.needs;
      if (needs && hasKey(props, needs[0]) && !hasKey(props, needs[1]))
        out.push({ kind: 'wrong', path: path.slice(), message: `needs "${needs[1]}" beside "${needs[0]}", which the site requires` });
      for (let i = 0; i < props.length; i++) {
        if (isShadowed(props, i)) continue;
        const key = props[i].key;
        path.push(key);
        const known = keyShape(shape.names, shape.shapes, key);
        if (known) check(props[i].value, known, path, out);
        else if (shape.closed)
          out.push({
            kind: 'wrong',
            path: path.slice(),
            message: `is not a known key here (${Object.keys(shape.keys)
              .map((k) => `"${k}"`)
              .join(', ')}), and the site rejects any other`,
          });
        else out.push({ kind: 'unknown', path: path.slice(), message: `is not a key the site knows here; it ignores it` });
        path.pop();
      }
      return;
    }
  }
}

/**
 * The shape of `key` in an object shape, or undefined. A scan with ===, not a property lookup:
 * a key read from the text is a new string each parse, which `shape.keys[key]` would first look
 * up in V8's table of internalized strings, hashing it (most of checkSetting's time on dify's
 * 400 redirects); an object shape has a few keys, a few dozen at most.
 */
function keyShape(names: readonly string[], shapes: readonly SettingShape[], key: string): SettingShape | undefined {
  for (let k = 0; k < names.length; k++) if (names[k] === key) return shapes[k];
  return undefined;
}

/** The value of `key` in an object node as the site reads it (its last occurrence). */
function valueOf(node: Node, key: string): Node | undefined {
  let v: Node | undefined;
  for (const p of node.props ?? []) if (p.key === key) v = p.value;
  return v;
}

function hasKey(props: readonly { readonly key: string }[], key: string): boolean {
  for (let i = 0; i < props.length; i++) if (props[i].key === key) return true;
  return false;
}

/** An object checked against the option its `by` key names; when none, only that key is wrong. */
function discriminated(
  node: Node,
  shape: Extract<SettingShape, { t: 'anyOf' }>,
  by: string,
  path: (string | number)[],
  out: SettingProblem[],
): void {
  const value = valueOf(node, by);
  const names: string[] = [];
  for (const o of shape.of) {
    const tag = o.t === 'object' ? keyShape(o.names, o.shapes, by) : undefined;
    if (tag?.t !== 'enum') continue;
    if (value?.type === 'string' && tag.values.includes(value.value as string)) return check(node, o, path, out);
    names.push(...tag.values);
  }
  path.push(by);
  if (value) wrong(value, { t: 'enum', values: names }, path, out);
  else out.push({ kind: 'wrong', path: path.slice(0, -1), message: `needs "${by}", which the site requires` });
  path.pop();
}

function count(problems: readonly SettingProblem[]): number {
  return problems.filter((p) => p.kind === 'wrong').length;
}
