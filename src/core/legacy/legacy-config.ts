import { getProp, type JsonNode } from '../model/json-node';

/**
 * Telling a legacy mint.json from a docs.json. The generator read `mint.json` before it read
 * `docs.json`; the two differ most visibly in `navigation`: a list of groups in a mint.json,
 * an object in a docs.json. A file is a mint.json by that shape whatever its name (a paste,
 * a URL), and by its name when the shape is missing (a mint.json without navigation is still
 * one, only a broken one).
 */

/** The legacy config's file name. */
export const LEGACY_CONFIG_NAME = 'mint.json';

/** Root keys only a mint.json has (docs.json moved them under `navigation`, `navbar`, `footer`...). */
const MINT_ONLY_KEYS = ['topbarLinks', 'topbarCtaButton', 'footerSocials', 'topAnchor', 'primaryTab', 'tabs', 'anchors', 'versions'];

/** True when `path` names a mint.json (in any folder). */
export function isLegacyConfigName(path: string): boolean {
  return (path.split(/[\\/]/).pop() ?? '') === LEGACY_CONFIG_NAME;
}

/**
 * What a parsed config file is: `'mint'` (a mint.json with a navigation to convert),
 * `'mint-without-navigation'` (a mint.json by its name or its root keys, with no list of
 * groups to convert) or `'other'` (a docs.json, or something else: not this module's business).
 *
 * @example legacyConfigKind(parseJson('{"navigation": [{"group": "A", "pages": []}]}').file.root, 'x.json') // 'mint'
 */
export function legacyConfigKind(root: JsonNode | undefined, path: string): 'mint' | 'mint-without-navigation' | 'other' {
  if (!root || root.type !== 'object') return isLegacyConfigName(path) ? 'mint-without-navigation' : 'other';
  const navigation = getProp(root, 'navigation');
  if (navigation?.type === 'array') return navigation.items.length ? 'mint' : 'mint-without-navigation';
  if (navigation?.type === 'object') return 'other';
  if (isLegacyConfigName(path) || MINT_ONLY_KEYS.some((k) => getProp(root, k) !== undefined)) return 'mint-without-navigation';
  return 'other';
}
