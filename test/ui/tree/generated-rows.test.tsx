// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TreePanel } from '../../../src/ui/tree/tree-panel';
import { READ_ONLY } from '../../../src/ui/tree/use-tree-keys';
import { OpenapiHarness, openapiStore, sizeTreeScroll } from './openapi-harness';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';

// A tab bound to users.json with explicit entries (one that does not resolve), and a group
// "Plants" with its own plants.yaml and no pages, which generates them (in its own directory:
// plants.yaml also has a "List users", whose page would otherwise take the address of the
// entry "GET /users"). plants-distinct.yaml has no two summaries alike, so its pages convert.
const NAV = {
  tabs: [
    {
      tab: 'API',
      openapi: 'users.json',
      groups: [
        { group: 'Users', pages: ['GET /users', 'GET /nope'] },
        { group: 'Plants', openapi: { source: 'plants.yaml', directory: 'plants' } },
      ],
    },
  ],
};
const DOCS = { 'users.json': 'users.json', 'plants.yaml': 'plants-distinct.yaml' };

async function mount() {
  const s = await openapiStore(NAV, DOCS);
  render(
    <OpenapiHarness store={s.store} documents={s.documents}>
      <TreePanel />
    </OpenapiHarness>,
  );
  return s;
}
const row = (name: string) => screen.getByRole('treeitem', { name });
const announcer = () => screen.getByTestId('tree-announcer');

let restore: () => void;
beforeAll(() => (restore = sizeTreeScroll()));
afterAll(() => restore());
afterEach(cleanup);

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('generated pages in the tree', () => {
  it('shows them under the element that generates them, grouped by tag, method badge then path, the summary beside', async () => {
    await mount();
    const rows = screen.getAllByRole('treeitem').map((r) => r.getAttribute('aria-label'));
    const at = rows.indexOf('Group Plants');
    expect(rows.slice(at, at + 5)).toEqual([
      'Group Plants',
      'Generated group Beds',
      'Generated page GET /beds',
      'Generated group Plant care',
      'Generated page GET /plants',
    ]);
    const page = row('Generated page GET /beds');
    expect(page.className).toContain('generated');
    expect(page.getAttribute('aria-level')).toBe('4');
    expect(row('Generated group Beds').getAttribute('aria-level')).toBe('3');
    expect(page.querySelector('.method')?.className).toContain('method-get');
    expect(page.querySelector('.method')?.textContent).toBe('GET');
    expect(page.querySelector('.label')?.textContent).toBe('/beds');
    expect(page.querySelector('.note')?.textContent).toBe('List beds');
    expect(page.getAttribute('title')).toMatch(/read-only/);
    // The x-hidden and x-excluded operations are not there.
    expect(screen.queryByRole('treeitem', { name: 'Generated page GET /internal/metrics' })).toBeNull();
    // The explicit list generates nothing: no generated rows under "API" itself.
    expect(rows.filter((r) => r?.startsWith('Generated page GET /users'))).toEqual(['Generated page GET /users/']);
  });

  it('a generated group opens and closes with the arrow keys like any other', async () => {
    await mount();
    fireEvent.click(row('Generated group Beds'));
    fireEvent.keyDown(row('Generated group Beds'), { key: 'ArrowLeft' });
    expect(row('Generated group Beds').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Generated page GET /beds' })).toBeNull();
    fireEvent.keyDown(row('Generated group Beds'), { key: 'ArrowRight' });
    expect(row('Generated page GET /beds')).toBeTruthy();
  });

  for (const key of [{ key: 'F2' }, { key: 'Delete' }, { key: 'ArrowDown', altKey: true }, { key: ' ' }]) {
    it(`cannot be renamed, deleted or moved from the keyboard (${key.altKey ? 'Alt+' : ''}${key.key === ' ' ? 'Space' : key.key}): it says why and nothing changes`, async () => {
      const s = await mount();
      const before = s.text();
      fireEvent.click(row('Generated page GET /beds'));
      expect(s.store.getState().selection).toEqual([]);
      fireEvent.keyDown(row('Generated page GET /beds'), key);
      expect(announcer().textContent).toBe(READ_ONLY);
      expect(screen.queryByRole('textbox', { name: 'Rename' })).toBeNull();
      expect(s.text()).toBe(before);
      expect(s.store.undo()).toBe(false);
    });
  }

  it('its context menu offers only the conversion, which writes explicit entries (one undo step)', async () => {
    const s = await mount();
    const before = s.text();
    fireEvent.contextMenu(row('Generated page GET /beds'));
    const menu = screen.getByRole('menu', { name: "Actions for generated page 'GET /beds'" });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Convert generated pages to explicit entries']);
    expect(items[0].textContent).toContain("writes 10 entries in 4 groups into 'Plants'");
    fireEvent.click(items[0]);
    const out = JSON.parse(s.text()).navigation.tabs[0].groups[1];
    expect(out.pages.map((g: { group: string }) => g.group)).toEqual(['Beds', 'Plant care', 'API Reference', 'Users']);
    expect(out.pages[0].pages).toEqual(['GET /beds']);
    // Now explicit rows: ordinary pages, editable, inside ordinary groups.
    expect(screen.queryAllByRole('treeitem', { name: /^Generated/ })).toEqual([]);
    expect(row('Page GET /beds').className).not.toContain('generated');
    expect(announcer().textContent).toBe("Converted the 10 generated pages of 'Plants' to explicit entries. Undo with Ctrl+Z.");
    act(() => void s.store.undo());
    expect(s.text()).toBe(before);
    expect(row('Generated page GET /beds')).toBeTruthy();
  });

  it('on an element whose own entries list operations, the conversion is offered disabled with the reason', async () => {
    await mount();
    fireEvent.contextMenu(row('Tab API'));
    const item = within(screen.getByRole('menu', { name: "Actions for 'API'" })).getByRole('menuitem', {
      name: 'Convert generated pages to explicit entries',
    });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain(
      "'API' lists operations explicitly, so it generates no pages (an element that lists operations shows only those, and nothing is generated for it)",
    );
  });

  it("an operation entry that does not resolve carries the analysis's marker", async () => {
    await mount();
    const marker = within(row('Page GET /nope')).getByTestId('row-marker');
    expect(marker.className).toContain('error');
    expect(marker.getAttribute('title')).toMatch(/"GET \/nope" matches no operation of users.json/);
    expect(within(row('Page GET /users')).queryByTestId('row-marker')).toBeNull();
  });
});
