import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { unknownIcons } from '../../../src/core/icons/unknown-icon';
import { loadIconNames } from '../../../src/io/icon-names';

const CORPUS = '../shared/corpus';

describe.skipIf(!existsSync(CORPUS))('unknown-icon over the corpus (skipped: ../shared/corpus is absent)', () => {
  it('flags exactly the names checked by hand to be missing from their library', async () => {
    const lists = {
      fontawesome: new Set(await loadIconNames('fontawesome')),
      lucide: new Set(await loadIconNames('lucide')),
    };
    const dirs = readdirSync(CORPUS).filter((d) => existsSync(join(CORPUS, d, 'docs.json')));
    expect(dirs).toHaveLength(33);
    const found: string[] = [];
    for (const d of dirs) {
      const read = (p: string) => (existsSync(join(CORPUS, d, p)) ? readFileSync(join(CORPUS, d, p), 'utf8') : undefined);
      const { workspace } = loadWorkspace('docs.json', read('docs.json')!, read);
      if (!workspace) continue;
      for (const diag of unknownIcons(workspace, buildNavIndex(workspace), lists)) {
        found.push(`${d} ${diag.file} ${diag.message.slice(0, diag.message.indexOf('.', diag.message.indexOf('is not a')))}`);
      }
    }
    // Each checked by hand (fontawesome.com, lucide.dev) against the library the config uses.
    expect(found).toEqual([
      // Font Awesome (free or Pro) has no "ts" icon: its brands have "js" and "node-js".
      'clauderic__dnd-kit docs.json navigation.versions[0].anchors[0]: icon "ts" is not a Font Awesome icon (Font Awesome is the icon library of this config), so the site shows no icon here',
      // Nor a Solid.js brand icon.
      'clauderic__dnd-kit docs.json navigation.versions[0].anchors[4]: icon "solidjs" is not a Font Awesome icon (Font Awesome is the icon library of this config), so the site shows no icon here',
      // Lucide names in a Font Awesome config: Font Awesome calls them "life-ring" and "layer-group".
      'mem0ai__mem0 docs.json navigation.anchors[0].tabs[1].groups[3]: icon "life-buoy" is not a Font Awesome icon (Font Awesome is the icon library of this config), so the site shows no icon here',
      'mem0ai__mem0 docs.json navigation.anchors[0].tabs[5].groups[5]: icon "layers" is not a Font Awesome icon (Font Awesome is the icon library of this config), so the site shows no icon here',
    ]);
  });
});
