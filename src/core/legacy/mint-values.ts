/**
 * Reading a legacy mint.json safely, and the path tests its upgrade is built on.
 *
 * A mint.json is someone else's text: every lookup here is of an own property, so a key named
 * `constructor` or `__proto__` is data, and a value of the wrong type reads as absent instead
 * of throwing. (The generator's upgrade throws on most malformed values; docsnav converts what
 * it can and lists the rest.)
 */

/** A JSON object of the mint.json (or of the docs.json being built). */
export type MintRecord = Record<string, unknown>;

/** True for a JSON object (not an array, not null). */
export function isRecord(value: unknown): value is MintRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value of an own property, or undefined when `value` is not an object or lacks it. */
export function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** `value` when it is an array, else an empty one: a missing or mistyped list holds nothing. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `value` when it is a string, else '' (a missing url matches like an empty one). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** True for an http(s) address: such a tab, anchor or version links away instead of holding pages. */
export function isRemoteUrl(value: unknown): boolean {
  return typeof value === 'string' && (value.startsWith('https://') || value.startsWith('http://'));
}

/** Schemes whose URLs need a host (the WHATWG "special" schemes other than file). */
const HOST_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/**
 * True when `value` parses as an absolute URL (any scheme), the test the generator's upgrade
 * uses to keep a tab or anchor that holds no pages. The core has no `URL` (it runs without DOM
 * or Node types), so this is the scheme grammar plus "a special scheme needs a host"; the unit
 * test checks it against `URL.canParse` on the shapes a mint.json holds.
 */
export function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = /^[\t\n\r ]*([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/s.exec(value);
  if (!m) return false;
  const scheme = m[1].toLowerCase();
  if (!HOST_SCHEMES.has(scheme)) return true;
  const host = m[2].replace(/^[/\\]*/, '').split(/[/\\?#]/)[0];
  const name = host.slice(host.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return name.length > 0 && !/[\s<>^|%]/.test(name);
}

/** `path` with a leading slash, so "guides" and "/guides" compare alike. */
export function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** `path` with a leading and a trailing slash, so "api" is not a prefix of "api-reference/x". */
export function asFolder(path: string): string {
  const lead = withLeadingSlash(path);
  return lead.endsWith('/') ? lead : `${lead}/`;
}

/**
 * An icon as docs.json writes it: the name alone, or `{ name, style }` when the mint.json gave
 * an `iconType` (its name for the Font Awesome style).
 */
export function iconOf(icon: unknown, iconType: unknown): unknown {
  return iconType ? { name: icon, style: iconType } : icon;
}

/** The longest chain of nested groups followed: deeper input is refused rather than overflowing the stack. */
export const MAX_GROUP_DEPTH = 100;

/** Thrown when the mint.json nests groups deeper than MAX_GROUP_DEPTH; caught by migrateMintJson. */
export class TooDeepError extends Error {
  override name = 'TooDeepError';
}
