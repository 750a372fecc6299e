import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/core/session/editor-session';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { loadOpenapi } from '../../../src/core/openapi/load-openapi';
import type { OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';
import { docsJson } from '../../helpers/check';
import { manualScheduler } from '../../helpers/scheduler';

/** A document of `n` operations under 20 tags, some with the same summary (numbered pages). */
function bigDocument(n: number): string {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < n; i++)
    paths[`/things/${i}`] = {
      get: { tags: [`Tag ${i % 20}`], summary: `Get thing ${i % 300}`, responses: { '200': { description: 'ok' } } },
    };
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Big', version: '1' }, paths });
}

const load = (text: string): Promise<OpenapiDocumentState> => loadOpenapi(text, 'big.json', () => undefined, { validate: false });

function opened(s: EditorSession) {
  const { workspace } = workspaceFromText(
    docsJson({
      groups: [
        { group: 'API', openapi: 'big.json' },
        { group: 'Guides', pages: ['intro'] },
      ],
    }),
  );
  s.load(workspace!);
  const index = s.getIndex();
  return index.order.find((id) => labelOf(index.elements.get(id)!) === 'API')!;
}

describe('EditorSession: a large OpenAPI document just loaded', () => {
  it('is expanded in slices after the transaction that brought it, and then analysed as in one go', async () => {
    const text = bigDocument(3000);
    const scheduler = manualScheduler();
    const s = new EditorSession({ scheduler });
    const api = opened(s);
    scheduler.runAll();
    const sources = s.getSnapshot().openapiSources;
    expect(s.getSnapshot().openapi!.generatedPages(api)).toBeUndefined(); // loading

    s.setInputs({ openapiDocuments: new Map([['big.json', await load(text)]]) });
    // The transaction that brought it answers with the analysis before, and owes the new one.
    expect(s.getSnapshot().openapi!.generatedPages(api)).toBeUndefined();
    expect(s.getSnapshot().openapiSources).toBe(sources);
    let slices = 0;
    while (s.getSnapshot().openapi!.generatedPages(api) === undefined && scheduler.runNext()) slices++;
    expect(slices).toBeGreaterThan(3);
    expect(scheduler.queue).toHaveLength(0);

    // The same pages as a session that analyses at once (its own copy of the document: the
    // expansions are kept per document).
    const whole = new EditorSession();
    const wholeApi = opened(whole);
    whole.setInputs({ openapiDocuments: new Map([['big.json', await load(text)]]) });
    const pages = s.getSnapshot().openapi!.generatedPages(api)!;
    expect(pages).toHaveLength(3000);
    expect(pages).toEqual(whole.getSnapshot().openapi!.generatedPages(wholeApi));
    expect(s.getSnapshot().diagnostics).toEqual(whole.getSnapshot().diagnostics);
  });

  it('is analysed at once when its expansion fits in the transaction that brought it', async () => {
    const scheduler = manualScheduler();
    const s = new EditorSession({ scheduler });
    const api = opened(s);
    scheduler.runAll();
    s.setInputs({ openapiDocuments: new Map([['big.json', await load(bigDocument(20))]]) });
    expect(s.getSnapshot().openapi!.generatedPages(api)).toHaveLength(20);
    expect(scheduler.queue).toHaveLength(0);
  });
});
