import { describe, expect, it } from 'vitest';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { createSidebarBuilder } from '../../../src/core/sidebar/sidebar-model';
import type { SidebarSources } from '../../../src/core/sidebar/sidebar-types';
import { LONG_LIST } from '../../../src/core/model/changed-stretch';
import { collectGarbage } from '../../helpers/collect-garbage';

const collected = async (ref: WeakRef<object>) => {
  await collectGarbage();
  return ref.deref() === undefined;
};

const ws = workspaceFromText(
  JSON.stringify({
    name: 'Long',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: { groups: [{ group: 'All', pages: Array.from({ length: LONG_LIST + 10 }, (_, i) => `p/${i}`) }] },
  }),
).workspace!;
const index = navIndexOf(ws);

describe('what the sidebar builder keeps', () => {
  it('does not keep sources a long group never read, once others are given', async () => {
    const build = createSidebarBuilder();
    // Sources of an OpenAPI analysis (which holds its document's index), read by no page here.
    const ref = (() => {
      const first: SidebarSources = { generatedPages: () => undefined, operationTitle: () => undefined };
      build(ws, index, { sources: first });
      return new WeakRef(first);
    })();
    // The next analysis: the long group is taken from the builder's memory, as it read nothing.
    const model = build(ws, index, { sources: { generatedPages: () => undefined, operationTitle: () => undefined } });
    expect(model.items[0].type === 'group' && model.items[0].children.length).toBe(LONG_LIST + 10);
    expect(await collected(ref)).toBe(true);
  });
});
