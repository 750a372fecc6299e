import { afterEach, describe, expect, it, vi } from 'vitest';
import { openProject, openProjectLoading } from '../../src/io/project-files';
import { inSlices } from '../../src/io/next-task';
import { parseJson, parseJsonInSlices } from '../../src/core/parse/parse-json';
import { buildNavIndex, navIndexInSlices, navIndexOf } from '../../src/core/model/build-nav-index';
import { labelOf } from '../../src/core/model/nav-index';
import { toValue, type JsonNode } from '../../src/core/model/json-node';
import { OriginTable } from '../../src/core/parse/source-file';
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

  it("builds the printer's table of origins in slices, to the table a first lookup builds", () => {
    const root = parseJson(TEXT).file.root!;
    const sliced = new OriginTable(root);
    let steps = 1;
    while (!sliced.prepare(always)) steps++;
    expect(steps).toBeGreaterThan(1);
    expect(sliced.built).toBe(true);
    const whole = new OriginTable(root);
    const ids: number[] = [];
    const walk = (n: JsonNode) => {
      ids.push(n.id);
      if (n.type === 'object') n.props.forEach((p) => walk(p.value));
      else if (n.type === 'array') n.items.forEach(walk);
    };
    walk(root);
    for (const id of ids) expect(sliced.get(id)).toEqual(whole.get(id));
    expect(sliced.get(Math.max(...ids) + 1)).toBeUndefined();
  });

  it('builds the origin table of every file after the open, in tasks of its own, when the app opens a config', async () => {
    const r = await openProjectLoading(new Map([['docs.json', TEXT]]), 'file', 'docs.json');
    if (!r.ok) throw new Error(r.message);
    // Not before the open gives its result (the tree is drawn first), but soon after.
    const origin = r.workspace.files['docs.json'].source.origin;
    expect(origin.built).toBe(false);
    await vi.waitFor(() => expect(origin.built).toBe(true));
    // The command line's open leaves it to the first print.
    const plain = openProject(new Map([['docs.json', TEXT]]), 'file', 'docs.json');
    if (!plain.ok) throw new Error(plain.message);
    expect(plain.workspace.files['docs.json'].source.origin.built).toBe(false);
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

  describe('tasks between the parse, the index and the answer', () => {
    afterEach(() => vi.restoreAllMocks());

    /** The order in which `answer` and a task queued just before it come. */
    async function orderWith(answer: () => Promise<string>): Promise<string[]> {
      const seen: string[] = [];
      const channel = new MessageChannel();
      const other = new Promise<void>((resolve) => {
        channel.port1.onmessage = () => {
          seen.push('other task');
          resolve();
        };
      });
      channel.port2.postMessage(null);
      seen.push(await answer());
      await other;
      channel.port1.close();
      return seen;
    }

    /** The order in which the open's answer and a task queued just before it come. */
    const orderOfOpen = () =>
      orderWith(async () => ((await openProjectLoading(new Map([['docs.json', TEXT]]), 'file', 'docs.json')).ok ? 'opened' : 'refused'));

    it('none while the slice has time left: the index starts where the parse ends, and the answer comes in the same task', async () => {
      // A clock that stands still: every slice has all its time left.
      vi.spyOn(performance, 'now').mockReturnValue(1000);
      expect(await orderOfOpen()).toEqual(['opened', 'other task']);
    });

    it('inSlices answers in the last slice only with `room` ms of it left', async () => {
      let t = 1000;
      vi.spyOn(performance, 'now').mockImplementation(() => t);
      const order = (used: number) =>
        orderWith(async () => {
          await inSlices(() => {
            t += used;
            return 'done';
          }, 5);
          return 'answer';
        });
      expect(await order(4)).toEqual(['answer', 'other task']);
      expect(await order(6)).toEqual(['other task', 'answer']);
    });

    it('a new task for each slice once its time is up, and for the answer after a slice that used it up', async () => {
      // A clock that runs 6 ms per look: every step finds its slice over.
      let t = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (t += 6));
      expect(await orderOfOpen()).toEqual(['other task', 'opened']);
    });
  });

  it('still refuses what is not JSON, with the place and wording of the tolerant parser', async () => {
    const r = await openProjectLoading(new Map([['docs.json', '{"navigation": {"pages": [}}']]), 'file', 'docs.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^docs\.json is not valid JSON: line 1, column 27/);
  });
});
