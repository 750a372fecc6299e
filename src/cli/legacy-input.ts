import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { LEGACY_CONFIG_NAME, legacyConfigKind } from '../core/legacy/legacy-config';
import type { JsonNode } from '../core/model/json-node';

/** Where a mint.json named on the command line (or found in a folder) is, and the docs.json beside it. */
export interface LegacyInput {
  /** Absolute path of the mint.json. */
  readonly mintPath: string;
  /** Absolute path of the docs.json beside it, which `--write` creates. */
  readonly docsPath: string;
  /** The path as the person should read it (relative to the working folder). */
  readonly shown: string;
}

/** A path for messages: relative to `cwd` when that is shorter to read. */
export function shownPath(abs: string, cwd: string): string {
  return relative(cwd, abs) || abs;
}

/**
 * The mint.json of a folder (at its root or under docs/, where `docsnav check` looks for
 * docs.json), or undefined when it has none. A folder whose docs.json sits at the same place
 * is not legacy: the caller decides what to say about the mint.json beside it.
 */
export function mintJsonIn(folder: string): string | undefined {
  return [join(folder, LEGACY_CONFIG_NAME), join(folder, 'docs', LEGACY_CONFIG_NAME)].find((p) => existsSync(p));
}

/**
 * Resolve `input` (a mint.json or a folder that holds one) for `docsnav migrate`. Throws an
 * Error with a message for a person when there is none.
 */
export function resolveLegacyInput(input: string, cwd: string): LegacyInput {
  const abs = resolve(cwd, input);
  if (!existsSync(abs)) throw new Error(`${input}: no such file or folder`);
  let mintPath = abs;
  if (statSync(abs).isDirectory()) {
    const found = mintJsonIn(abs);
    if (!found) {
      const hasDocs = [join(abs, 'docs.json'), join(abs, 'docs', 'docs.json')].some((p) => existsSync(p));
      throw new Error(
        hasDocs
          ? `${input} has a docs.json and no mint.json: it is already in the current format, so there is nothing to migrate`
          : `${input}: no mint.json at the folder's root or under docs/; name the mint.json to convert`,
      );
    }
    mintPath = found;
  }
  return { mintPath, docsPath: join(dirname(mintPath), 'docs.json'), shown: shownPath(mintPath, cwd) };
}

/**
 * The `docsnav check` line for a legacy config, in its `file:line:col severity code message`
 * format: what the file is and the command that converts it.
 */
export function legacyCheckMessage(shown: string): string {
  return `${shown} is a legacy mint.json config: the site generator now reads docs.json, so its structure is not checked. Run "docsnav migrate ${shown}" to convert it to docs.json, then check that.`;
}

/** What `docsnav check` needs to know about legacy configs before it checks `input`. */
export interface LegacyCheck {
  /** The mint.json to report instead of checking (the input is one, or a folder with only one). */
  readonly legacy?: string;
  /** A mint.json beside the folder's docs.json, which is checked while this one is ignored. */
  readonly ignored?: string;
}

/**
 * Whether `input` is a folder holding only a mint.json, or one with a mint.json beside its
 * docs.json. Never throws (check reports unreadable input itself). A file named on the
 * command line is recognised after it is parsed, by legacyFileOf: one parse, not two.
 */
export function legacyCheck(input: string, cwd: string): LegacyCheck {
  const abs = resolve(cwd, input);
  try {
    if (!statSync(abs).isDirectory()) return {};
    const docs = [join(abs, 'docs.json'), join(abs, 'docs', 'docs.json')].find((p) => existsSync(p));
    const mint = mintJsonIn(abs);
    if (!mint) return {};
    if (!docs) return { legacy: shownPath(mint, cwd) };
    return dirname(mint) === dirname(docs) ? { ignored: shownPath(mint, cwd) } : {};
  } catch {
    return {};
  }
}

/** The file to report as a legacy config when the parsed `root` of `abs` is a mint.json (by shape or name), else undefined. */
export function legacyFileOf(root: JsonNode | undefined, abs: string, cwd: string): string | undefined {
  return legacyConfigKind(root, abs) === 'other' ? undefined : shownPath(abs, cwd);
}
