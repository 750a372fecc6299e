import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyEdits } from 'jsonc-parser';
import { EditorSession } from '../../src/core/session/editor-session';
import { rulesField } from '../../src/core/session/rules-field';
import { loadWorkspace, printFile, type Workspace } from '../../src/core/model/workspace';
import { labelOf, type NavIndex } from '../../src/core/model/nav-index';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { runRules } from '../../src/core/rules/index';
import { parseJson } from '../../src/core/parse/parse-json';
import { buildSidebar, createSidebarBuilder } from '../../src/core/sidebar/sidebar-model';
import { loadOpenapi } from '../../src/core/openapi/index';
import type { OpenapiDocumentState } from '../../src/core/openapi/openapi-types';
import { generateConfig } from '../helpers/generate-config';
import { rng } from '../helpers/rng';
import { randomStep } from './random-commands';

// The property test of the whole edit model (issue 17): on corpus configs (../shared/corpus,
// skipped when absent) and generated ones, random command sequences through the editor
// session. Each step is refused with a reason (and changes nothing) or keeps every invariant:
// the printed text parses and is the previous text with the session's edits applied; the
// index equals one built from scratch; the diagnostics equal a full run of the rules; the
// preview's sidebar model (its memoising builder, as the preview keeps it) equals one built
// from scratch (issue 18). Then undo all gives the original bytes and redo all the forward
// bytes. A failure names its seed: replay it with PROPERTY_SEED=<seed>.

const CORPUS = '../shared/corpus';
const SEED = Number(process.env.PROPERTY_SEED ?? 17);
const ONLY = process.env.PROPERTY_SEED !== undefined;
const counts = { sequences: 0, steps: 0, applied: 0, refused: 0 };
afterAll(() =>
  console.log(
    `edit-model property: ${counts.sequences} sequences, ${counts.steps} steps (${counts.applied} applied, ${counts.refused} refused with a reason), crashes: 0; first seed ${SEED}`,
  ),
);

interface Config {
  readonly name: string;
  readonly ws: Workspace;
  readonly documents?: ReadonlyMap<string, OpenapiDocumentState>;
}

function load(name: string, dir: string | undefined, text: string): Config | undefined {
  const read = (p: string) => {
    if (!dir) return undefined;
    const f = join(dir, p);
    return existsSync(f) && statSync(f).isFile() ? readFileSync(f, 'utf8') : undefined;
  };
  const ws = loadWorkspace('docs.json', text, read).workspace;
  return ws && { name, ws };
}

/** The index as the things a person sees of it: order, kinds, labels, places. */
const shape = (index: NavIndex) =>
  index.order.map((id) => {
    const e = index.elements.get(id)!;
    return `${e.kind} ${labelOf(e)} ${e.file}:${e.path.join('/')}`;
  });

/** A sidebar model as plain data (Maps as entries), for deep equality. */
const plain = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof Map ? [...x.entries()] : x instanceof Set ? [...x] : x)));

function texts(s: EditorSession): Map<string, string> {
  const ws = s.getState().workspace!;
  return new Map(Object.keys(ws.files).map((f) => [f, s.getSnapshot().text(f)!.text]));
}

/** One seeded sequence of `steps` random commands on `config`, checking every invariant after each. */
function sequence(config: Config, seed: number, steps: number): void {
  const r = rng(seed);
  const s = new EditorSession({ inputs: config.documents ? { openapiDocuments: config.documents } : {} });
  s.load(config.ws);
  const original = texts(s);
  const build = createSidebarBuilder();
  const log: string[] = [];
  const fail = (why: string) => `${config.name}, seed ${seed} (replay: PROPERTY_SEED=${seed}), after: ${log.join(' → ')}: ${why}`;
  try {
    for (let k = 0; k < steps; k++) {
      const beforeTexts = texts(s);
      const step = randomStep(s, r);
      if (!step) continue;
      counts.steps++;
      log.push(step.what);
      const after = s.getSnapshot();
      const ws = after.state.workspace!;
      if (!step.result.ok) {
        counts.refused++;
        expect(step.result.reason.trim(), fail('a refusal gives its reason')).not.toBe('');
        expect(texts(s), fail('a refusal changes nothing')).toEqual(beforeTexts);
        continue;
      }
      counts.applied++;
      for (const [file, text] of texts(s)) {
        expect(parseJson(text, file).errors, fail(`${file} prints as JSON`)).toEqual([]);
        expect(text, fail(`${file} is the printer's text`)).toBe(printFile(ws, file));
        const printed = after.text(file)!;
        // The session's edits turn the previous text into this one (untouched text is kept as it was).
        const previous = beforeTexts.get(file);
        if (previous !== undefined && printed.previous === previous)
          expect(applyEdits(previous, [...printed.edits]), fail(`${file}: edits`)).toBe(text);
      }
      const scratch = buildNavIndex(ws);
      expect(shape(after.index), fail('the index equals one built from scratch')).toEqual(shape(scratch));
      expect(after.get(rulesField).diagnostics, fail('the diagnostics equal a full run of the rules')).toEqual(runRules(ws, scratch, {}));
      expect(plain(build(ws, after.index)), fail('the preview model equals one built from scratch')).toEqual(
        plain(buildSidebar(ws, scratch)),
      );
    }
    const forward = texts(s);
    while (s.undo());
    expect(texts(s), fail('undo all gives the original bytes')).toEqual(original);
    while (s.redo());
    expect(texts(s), fail('redo all gives the forward bytes')).toEqual(forward);
  } catch (e) {
    if (e instanceof Error && !e.message.includes('PROPERTY_SEED')) e.message = fail(e.message);
    throw e;
  }
  counts.sequences++;
}

/** Small generated configs of every shape generateConfig makes, and one with OpenAPI bindings. */
const generated: Config[] = [
  load('generated (60 pages, 2 languages)', undefined, generateConfig({ pages: 60, languages: ['en', 'fr'], versions: 2 }))!,
  load('generated (40 pages, 4-space indent)', undefined, generateConfig({ pages: 40, languages: ['en'], versions: 1, indent: 4 }))!,
  load('sidebar fixture', undefined, readFileSync(join(__dirname, '..', 'fixtures', 'sidebar', 'site.json'), 'utf8'))!,
];

describe('the edit model under random command sequences', () => {
  it('generated configs: every step refused with a reason or keeping every invariant; undo all and redo all give the bytes', () => {
    for (const config of generated) for (let n = 0; n < (ONLY ? 1 : 25); n++) sequence(config, SEED + n, 20);
  }, 300_000);

  it('a site with OpenAPI bindings: conversions of generated pages among the commands', async () => {
    const dir = join(__dirname, '..', 'fixtures', 'openapi', 'site');
    const config = load('OpenAPI site fixture', dir, readFileSync(join(dir, 'docs.json'), 'utf8'))!;
    const documents = new Map<string, OpenapiDocumentState>();
    for (const key of ['specs/users.json', 'specs/old.json']) {
      const f = join(dir, key);
      if (existsSync(f)) documents.set(key, await loadOpenapi(readFileSync(f, 'utf8'), key, () => undefined));
    }
    for (let n = 0; n < (ONLY ? 1 : 40); n++) sequence({ ...config, documents }, SEED + 1000 + n, 20);
  }, 300_000);

  it.skipIf(!existsSync(CORPUS))(
    'corpus configs (../shared/corpus, the ones under 30 KB)',
    () => {
      const configs = readdirSync(CORPUS)
        .filter((d) => existsSync(join(CORPUS, d, 'docs.json')) && statSync(join(CORPUS, d, 'docs.json')).size < 30_000)
        .map((d) => load(d, join(CORPUS, d), readFileSync(join(CORPUS, d, 'docs.json'), 'utf8')))
        .filter((c): c is Config => !!c);
      expect(configs.length).toBeGreaterThan(0);
      for (const config of configs) for (let n = 0; n < (ONLY ? 1 : 3); n++) sequence(config, SEED + 2000 + n, 15);
    },
    300_000,
  );
});
