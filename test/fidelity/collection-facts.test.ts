/**
 * kinds.ts's facts about each child list, settled by the generator's own validator: which lists
 * each kind reads (`siteChildren`), in which order it prefers them when an element holds two, and
 * which it accepts empty (`mayBeEmpty`, `menu` among them). One small config per question, all
 * asked in one batch; every fact is checked in both directions, so a list added to or missing
 * from the table fails here by name.
 */
import { describe, expect, it } from 'vitest';
import { KINDS, SECTION_KINDS, collectionOf, mayBeEmpty, type CollectionKey, type KindId } from '../../src/core/model/kinds';
import { ORACLE_SKIP_REASON, oracleInstalled, validateMany, type OraclePath, type OracleVerdict } from './oracle';

const SETTINGS = { name: 'Facts', theme: 'mint', colors: { primary: '#0D9373' } };
const LISTS: readonly CollectionKey[] = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'];

/** One valid, non-empty entry of each list. */
const ENTRY: Record<Exclude<CollectionKey, 'global'>, unknown> = {
  pages: 'a',
  groups: { group: 'G', pages: ['a'] },
  tabs: { tab: 'T', pages: ['a'] },
  anchors: { anchor: 'A', pages: ['a'] },
  dropdowns: { dropdown: 'D', pages: ['a'] },
  products: { product: 'P', pages: ['a'] },
  versions: { version: 'v1', pages: ['a'] },
  languages: { language: 'en', pages: ['a'] },
  menu: { item: 'I', pages: ['a'] },
};

/** An element of `kind` with `lists`, placed in a config: the config and the element's place. */
function placed(kind: KindId, lists: Record<string, unknown[]>): { config: unknown; at: OraclePath } {
  const spec = KINDS[kind];
  const el: Record<string, unknown> = { [spec.labelKey!]: kind === 'language' ? 'en' : 'X', ...lists };
  if (kind === 'menuItem')
    return { config: { ...SETTINGS, navigation: { tabs: [{ tab: 'T', menu: [el] }] } }, at: ['navigation', 'tabs', 0, 'menu', 0] };
  const key = collectionOf(kind)!;
  return { config: { ...SETTINGS, navigation: { [key]: [el] } }, at: ['navigation', key, 0] };
}

const isPrefix = (a: OraclePath, b: OraclePath) => a.length <= b.length && a.every((s, i) => b[i] === s);
/** The generator accepts the config and keeps the place. */
const kept = (v: OracleVerdict, p: OraclePath) => v.valid && !(v.stripped ?? []).some((s) => isPrefix(s, p));

const KINDS_ASKED: readonly KindId[] = [...SECTION_KINDS, 'group'];

describe.skipIf(!oracleInstalled)(`kinds.ts's list facts against the generator (skips without it: ${ORACLE_SKIP_REASON})`, () => {
  it('each kind reads exactly its siteChildren, may leave empty exactly the mayBeEmpty lists, and prefers them in siteChildren order', async () => {
    const questions: { what: string; config: unknown; check(v: OracleVerdict): boolean }[] = [];
    for (const kind of KINDS_ASKED) {
      const reads = KINDS[kind].siteChildren;
      for (const key of LISTS) {
        // Read: a list with one valid entry is kept, or dropped when the kind does not read it.
        const one = placed(kind, { [key]: [ENTRY[key as Exclude<CollectionKey, 'global'>]] });
        const read = reads.includes(key);
        questions.push({
          what: `${kind} ${read ? 'reads' : 'drops'} "${key}"`,
          config: one.config,
          check: (v) => kept(v, [...one.at, key]) === read,
        });
        if (!read) continue;
        // Empty: kept when the generator accepts it empty; dropped or refused otherwise.
        const empty = placed(kind, { [key]: [] });
        const may = mayBeEmpty(kind, key);
        questions.push({
          what: `${kind} ${may ? 'may' : 'may not'} leave "${key}" empty`,
          config: empty.config,
          check: (v) => kept(v, [...empty.at, key]) === may,
        });
      }
      // Rank: of two valid lists, the generator keeps the one earlier in siteChildren.
      for (let i = 0; i < reads.length; i++)
        for (let j = i + 1; j < reads.length; j++) {
          const [first, second] = [reads[i], reads[j]] as Exclude<CollectionKey, 'global'>[];
          const both = placed(kind, { [second]: [ENTRY[second]], [first]: [ENTRY[first]] });
          questions.push({
            what: `${kind} keeps "${first}" over "${second}"`,
            config: both.config,
            check: (v) => kept(v, [...both.at, first]) && !kept(v, [...both.at, second]),
          });
        }
    }
    // The root: an empty primary list rejects the config unless it may be empty.
    for (const key of KINDS.navigation.siteChildren) {
      const may = mayBeEmpty('navigation', key);
      questions.push({
        what: `the root ${may ? 'may' : 'may not'} hold "${key}" empty`,
        config: { ...SETTINGS, navigation: { [key]: [] } },
        check: (v) => v.valid === may,
      });
    }
    const verdicts = await validateMany(questions.map((q) => ({ config: q.config })));
    const wrong = questions.filter((q, i) => !q.check(verdicts[i])).map((q) => q.what);
    expect(wrong).toEqual([]);
    // What was asked, for the record: a few hundred facts.
    expect(questions.length).toBeGreaterThan(150);
  });
});
