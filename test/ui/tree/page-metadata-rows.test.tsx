// @vitest-environment jsdom
/**
 * A page file whose front matter `openapi` binds it to an operation (SPEC.md, OpenAPI binding,
 * rule 7) is an API page in the tree and the inspector too: the method, and the operation's
 * summary as its title (the preview: test/core/sidebar/sidebar-openapi.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { TreePanel } from '../../../src/ui/tree/tree-panel';
import { InspectorPanel } from '../../../src/ui/inspector/inspector-panel';
import { EMPTY_PROJECT } from '../../../src/ui/shell/editor-context';
import type { ProjectFiles } from '../../../src/io/project-files';
import { OpenapiHarness, openapiStore, sizeTreeScroll } from './openapi-harness';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';

const NAV = { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/list', 'intro'] }] };
const PROJECT: ProjectFiles = {
  ...EMPTY_PROJECT,
  source: 'folder',
  pageFiles: new Set(['api/list', 'intro']),
  frontMatter: new Map([['api/list', { openapi: 'GET /users' }]]),
};

let restore: () => void;
beforeAll(() => (restore = sizeTreeScroll()));
afterAll(() => restore());
afterEach(cleanup);

async function mount() {
  const s = await openapiStore(NAV, { 'users.json': 'users.json' });
  render(
    <OpenapiHarness store={s.store} documents={s.documents} project={PROJECT}>
      <TreePanel />
      <InspectorPanel />
    </OpenapiHarness>,
  );
  return s;
}

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('a page bound by its front matter "openapi"', () => {
  it("the tree shows its method and the operation's summary; a plain page neither", async () => {
    await mount();
    const row = screen.getAllByRole('treeitem').find((r) => r.textContent?.includes('api/list'))!;
    expect(row.querySelector('.method')?.textContent).toBe('GET');
    expect(row.querySelector('.title')?.textContent).toBe('List users');
    const intro = screen.getAllByRole('treeitem').find((r) => r.textContent?.includes('intro'))!;
    expect(intro.querySelector('.method')).toBeNull();
  });

  it('the inspector says it is an API page, which operation, and where its title comes from', async () => {
    const s = await mount();
    const id = [...s.store.getIndex().elements.values()].find((e) => e.node.type === 'string' && e.node.value === 'api/list')!.id;
    act(() => s.store.select([id]));
    const form = screen.getByRole('form', { name: "Page 'api/list'" });
    expect(within(form).getByTestId('page-operation').textContent).toBe('API page: GET /users in users.json (front matter "openapi")');
    expect(form.textContent).toContain('Title: List users (the summary of GET /users)');
  });
});
