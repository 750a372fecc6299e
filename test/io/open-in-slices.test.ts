import { describe, expect, it } from 'vitest';
import { openProject, openProjectLoading } from '../../src/io/project-files';
import { inSlices } from '../../src/io/next-task';
import { parseJson, parseJsonInSlices } from '../../src/core/parse/parse-json';
import { buildNavIndex, navIndexInSlices, navIndexOf } from '../../src/core/model/build-nav-index';
import { labelOf } from '../../src/core/model/nav-index';
import { toValue } from '../../src/core/model/json-node';
import { workspaceFromText } from '../../src/core/model/workspace';
import { generateConfig } from '../helpers/generate-config';

// A config large enough for several slices of the parser (2,048 values) and the index (1,024 elements).
const TEXT = generateConfig({ pages: 6000, versions: 2 });
const always = () => true;

describe('a large config opens in slices: parse, then index, a task each', () => {
  it('parses in several steps to what parseJson gives, errors included', () => {
    const p = parseJsonInSlices(TEXT, 'docs.json');
    let steps = 1;
    let r;
    while (!(r = p.step(always))) steps++;
    expect(steps).toBeGreaterThan(2);
    expect(toValue(r.file.root!)).toEqual(toValue(parseJson(TEXT).file.root!));
    expect(r.file.path).toBe('docs.json');

    const broken = TEXT.replace('"pages": [', '"pages": [,');
    const q = parseJsonInSlices(broken, 'docs.json');
    let e;
    while (!(e = q.step(always)));
    expect(e.file.root).toBeUndefined();
    expect(e.errors.map((x) => x.message)).toEqual(parseJson(broken).errors.map((x) => x.message));
  });

  it('indexes in several steps to what buildNavIndex gives, and navIndexOf answers with it after', () => {
    const ws = workspaceFromText(TEXT).workspace!;
    const slices = navIndexInSlices(ws);
    let steps = 1;
    let index;
    while (!(index = slices.step(always))) steps++;
    expect(steps).toBeGreaterThan(2);
    const whole = buildNavIndex(ws);
    expect(index.order).toEqual(whole.order);
    expect(index.order.map((id) => labelOf(index.elements.get(id)!))).toEqual(whole.order.map((id) => labelOf(whole.elements.get(id)!)));
    expect(navIndexOf(ws)).toBe(index);
  });

  it('goes on in a new task between steps, so the page can handle input and paint meanwhile', async () => {
    const seen: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => seen.push('other task');
    let calls = 0;
    const out = await inSlices(() => {
      seen.push(`step ${++calls}`);
      if (calls === 1) channel.port2.postMessage(null);
      return calls === 3 ? 'done' : undefined;
    });
    channel.port1.close();
    expect(out).toBe('done');
    expect(seen.indexOf('other task')).toBeGreaterThan(0);
    expect(seen.indexOf('other task')).toBeLessThan(seen.indexOf('step 3'));
  });

  it('opens the same document as openProject, with the tree it parsed and its index ready', async () => {
    const files = new Map([['docs.json', TEXT]]);
    const r = await openProjectLoading(files, 'file', 'docs.json');
    const sync = openProject(files, 'file', 'docs.json');
    if (!r.ok || !sync.ok) throw new Error('expected both to open');
    const root = r.workspace.files['docs.json'].root;
    expect(toValue(root)).toEqual(toValue(sync.workspace.files['docs.json'].root));
    expect(r.workspace.files['docs.json'].source.root).toBe(root);
    // Indexed during the open: a sliced build that must stop at once (after 1,024 elements)
    // answers in its first step only when the index is there already.
    const slices = navIndexInSlices(r.workspace);
    expect(slices.step(always)).toBe(navIndexOf(r.workspace));
  });

  it('still refuses what is not JSON, with the place and wording of the tolerant parser', async () => {
    const r = await openProjectLoading(new Map([['docs.json', '{"navigation": {"pages": [}}']]), 'file', 'docs.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^docs\.json is not valid JSON: line 1, column 27/);
  });
});
