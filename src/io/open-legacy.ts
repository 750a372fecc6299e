import { LEGACY_CONFIG_NAME } from '../core/legacy/legacy-config';
import type { LocatedDroppedSetting } from '../core/legacy/migrate-mint-json';
import type { LoadProblem, LoadResult } from '../core/model/workspace';

/**
 * A mint.json opened in the app: what it becomes, shown before it replaces the open document.
 * The workspace of the open result already holds the docs.json; this is what the conversion
 * view shows about it.
 */
export interface LegacyConversion {
  /** The mint.json as it was opened ("mint.json", "docs/mint.json", or the name given to a paste or URL). */
  readonly from: string;
  /** The docs.json text it becomes (what `docsnav migrate` prints). */
  readonly text: string;
  /** The settings the conversion leaves out, each with its place in the mint.json. */
  readonly dropped: readonly LocatedDroppedSetting[];
}

/** Where a mint.json may sit in an opened folder when there is no docs.json: the same places docs.json is looked for. */
export const LEGACY_KEYS = [LEGACY_CONFIG_NAME, `docs/${LEGACY_CONFIG_NAME}`] as const;

/**
 * What turns a mint.json into a docs.json workspace (convertLegacy, in convert-legacy.ts): handed
 * to openProject by whoever has loaded it, so the conversion is not in the app's first JavaScript.
 */
export type LegacyConverter = (
  text: string,
  key: string,
  readFile: (path: string) => string | undefined,
) => { ok: true; load: LoadResult; conversion: LegacyConversion } | { ok: false; message: string };

/** The note shown when a folder holds both configs: docs.json is opened, mint.json is not read. */
export function ignoredLegacyNote(mintKey: string, docsKey: string): LoadProblem {
  return {
    file: mintKey,
    message: `${mintKey} is ignored: ${docsKey} beside it is the config, and it is what opened. Delete ${mintKey} once ${docsKey} holds everything.`,
  };
}
