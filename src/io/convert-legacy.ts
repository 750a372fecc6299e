import { migrateMintJson } from '../core/legacy/migrate-mint-json';
import { loadWorkspace } from '../core/model/workspace';
import type { LegacyConverter } from './open-legacy';

/**
 * Convert the text of a mint.json (`key`, as opened) into a docs.json workspace named
 * `docs.json`, or say why not (not JSON, no navigation) in a message that ends with the open
 * document staying open. `readFile` reads beside it (a `$ref` the result might hold).
 * A chunk of its own: openProjectLoading (project-files.ts) loads it when a mint.json opens.
 */
export const convertLegacy: LegacyConverter = (text, key, readFile) => {
  const m = migrateMintJson(text, key);
  if (!m.ok) return { ok: false, message: `${m.message} The document you had open stays open.` };
  const load = loadWorkspace('docs.json', m.text, readFile);
  if (!load.workspace) return { ok: false, message: `${key} could not be converted. The document you had open stays open.` };
  return { ok: true, load, conversion: { from: key, text: m.text, dropped: m.dropped } };
};
