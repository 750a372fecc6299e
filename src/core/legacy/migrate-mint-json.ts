import { getProp, toValue } from '../model/json-node';
import { parseJson } from '../parse/parse-json';
import { createLocator } from '../parse/locate';
import type { PathSegment } from '../model/json-path';
import { findDroppedSettings, type DroppedSetting } from './dropped-settings';
import { legacyConfigKind } from './legacy-config';
import { TooDeepError, type MintRecord } from './mint-values';
import { upgradeMintConfig } from './upgrade-mint-config';

/** A dropped setting with its line and column in the mint.json (1-based). */
export interface LocatedDroppedSetting extends DroppedSetting {
  readonly line: number;
  readonly column: number;
}

/** A mint.json converted: the docs.json (value and text) and what it leaves out, in mint.json order. */
export interface Migration {
  readonly ok: true;
  /** The docs.json document, as plain JSON. */
  readonly docs: MintRecord;
  /** The docs.json text: 2-space indent, final newline (what `docsnav migrate` prints and writes). */
  readonly text: string;
  readonly dropped: readonly LocatedDroppedSetting[];
}

/** Why a text could not be converted: a sentence for a person, and where when there is a place. */
export interface MigrationRefused {
  readonly ok: false;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * A JSON path as people read it: `navigation[2].pages[0]`, `api.auth.name`, `["og:title"]`.
 *
 * @example placeOfPath(['navigation', 2, 'pages', 0]) // 'navigation[2].pages[0]'
 */
export function placeOfPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out || '(root)';
}

/**
 * One dropped setting as a line: `mint.json:12:3 feedback: docs.json has no setting ...`
 * (the `file:line:col` start that editors and CI annotate, as `docsnav check` writes).
 */
export function formatDroppedSetting(d: LocatedDroppedSetting, file = 'mint.json'): string {
  return `${file}:${d.line}:${d.column} ${placeOfPath(d.path)}: ${d.message}`;
}

/**
 * Convert the text of a mint.json into the docs.json the generator's own upgrade makes of
 * it (equal JSON: same keys, values and order), with every setting the conversion leaves out
 * and its place. Refuses, with a message that says what to do, a text that is not JSON, not
 * an object, or has no `navigation` list of groups. Never throws.
 *
 * @example
 * const m = migrateMintJson(text, 'docs/mint.json');
 * if (m.ok) write('docs/docs.json', m.text); else console.error(m.message);
 */
export function migrateMintJson(text: string, path = 'mint.json'): Migration | MigrationRefused {
  const name = path.split(/[\\/]/).pop() || path;
  const parsed = parseJson(text, path);
  const root = parsed.file.root;
  if (!root) {
    const e = parsed.errors[0];
    return {
      ok: false,
      message: `${name} is not valid JSON (${e?.message ?? 'it cannot be read'}), so it cannot be converted. Fix the JSON syntax in a text editor first.`,
      ...(e ? { line: e.position.line, column: e.position.column } : {}),
    };
  }
  if (root.type !== 'object')
    return {
      ok: false,
      message: `${name} is not a JSON object, so it is not a mint.json and there is nothing to convert.`,
      line: 1,
      column: 1,
    };
  const kind = legacyConfigKind(root, path);
  if (kind === 'other' && getProp(root, 'navigation')?.type === 'object')
    return {
      ok: false,
      message: `${name} is already a docs.json (its "navigation" is an object, not a list of groups), so there is nothing to convert. Open it as it is.`,
      line: 1,
      column: 1,
    };
  if (kind !== 'mint')
    return {
      ok: false,
      message: `${name} has no "navigation" list of groups, so there is nothing to convert. A mint.json lists its pages in "navigation": [{ "group": ..., "pages": [...] }]; add it, or open the project's docs.json if it has one.`,
      line: 1,
      column: 1,
    };
  const mint = toValue(root) as MintRecord;
  let docs: MintRecord;
  let dropped: DroppedSetting[];
  try {
    docs = upgradeMintConfig(mint);
    dropped = findDroppedSettings(mint, docs);
  } catch (e) {
    if (!(e instanceof TooDeepError)) throw e;
    return { ok: false, message: `${name}: ${e.message}, which docsnav does not convert. Flatten the navigation first.` };
  }
  const out = `${JSON.stringify(docs, null, 2)}\n`;
  const at = createLocator(text);
  const located = dropped
    .map((d) => {
      const { line, column } = at(d.path);
      return { ...d, line, column };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
  // A round trip through the printed text: the value is exactly what a reader of docs.json gets.
  return { ok: true, docs: JSON.parse(out) as MintRecord, text: out, dropped: located };
}
