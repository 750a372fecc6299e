// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { InspectorPanel } from '../../../src/ui/inspector/inspector-panel';
import { OpenapiHarness, openapiStore } from '../tree/openapi-harness';
import { preloadLazyParts } from '../../../src/ui/common/lazy-part';

// A tab bound to plants.yaml holding groups: "Listed" lists two operations; "Generated" has its
// own users.json and no pages, so it generates them.
const NAV = {
  tabs: [
    {
      tab: 'API',
      openapi: 'plants.yaml',
      groups: [
        { group: 'Listed', pages: ['GET /plants', 'plants.yaml GET /beds'] },
        { group: 'Generated', openapi: 'users.json' },
      ],
    },
  ],
};
const DOCS = { 'plants.yaml': 'plants.yaml', 'users.json': 'users.json' };

async function mount(label: string) {
  const s = await openapiStore(NAV, DOCS);
  render(
    <OpenapiHarness store={s.store} documents={s.documents}>
      <InspectorPanel />
    </OpenapiHarness>,
  );
  const id = [...s.store.getIndex().elements.values()].find(
    (e) => e.node.type === 'object' && e.node.props.some((p) => p.value.type === 'string' && p.value.value === label),
  )!.id;
  act(() => s.store.select([id]));
  return s;
}
const picker = (key: string) => screen.getByRole('region', { name: `Operations of ${key}` });
const boxes = (key: string) =>
  within(picker(key))
    .queryAllByRole('checkbox')
    .map((b) => b.getAttribute('aria-label'));
const nav = (s: { text(): string }) => JSON.parse(s.text()).navigation;

afterEach(cleanup);

// The dialogs, menus and element forms load on first use in the app; here they render at once.
beforeAll(preloadLazyParts);

describe('the operation picker', () => {
  it("lists the inherited document's operations with summary and tag; hidden, excluded and listed ones marked", async () => {
    await mount('Listed');
    const all = boxes('plants.yaml');
    expect(all).toHaveLength(12);
    expect(all).toContain("GET /plants: List plants (tag plants; listed in 'Listed')");
    expect(all).toContain("GET /beds: List beds (tag Beds; listed in 'Listed')");
    expect(all).toContain('GET /internal/metrics: Internal metrics (hidden (x-hidden): shows only when listed)');
    expect(all).toContain('POST /plants: Add a plant (tag plants; deprecated)');
    expect(all).toContain('webhook plantWatered: Plant watered (tag plants)');
    const excluded = within(picker('plants.yaml')).getByRole('checkbox', { name: /^GET \/internal\/debug/ });
    expect(excluded).toHaveProperty('disabled', true);
    expect(excluded.getAttribute('aria-label')).toMatch(/listing it fails the build/);
  });

  it('filters by text (method, path, summary) and by tag', async () => {
    await mount('Listed');
    const p = picker('plants.yaml');
    fireEvent.change(within(p).getByRole('searchbox', { name: 'Filter operations' }), { target: { value: 'a plant' } });
    expect(boxes('plants.yaml').map((b) => b!.split(':')[0])).toEqual(['POST /plants', 'GET /plants/{plantId}', 'PUT /plants/{plantId}']);
    fireEvent.change(within(p).getByRole('searchbox', { name: 'Filter operations' }), { target: { value: '' } });
    const tag = within(p).getByRole('combobox', { name: 'Tag' });
    expect([...(tag as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['All tags', 'Beds', 'plants', 'Users']);
    fireEvent.change(tag, { target: { value: 'Beds' } });
    expect(boxes('plants.yaml').map((b) => b!.split(':')[0])).toEqual(['GET /beds']);
  });

  it('adds the chosen operations at the end of the group, in document order, as one undo step', async () => {
    const s = await mount('Listed');
    const before = s.text();
    const p = picker('plants.yaml');
    const add = within(p).getByRole('button', { name: 'Add operation' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(within(p).getByRole('checkbox', { name: /^DELETE \/plants\/\{plantId\}/ }));
    fireEvent.click(within(p).getByRole('checkbox', { name: /^GET \/internal\/metrics/ }));
    fireEvent.click(within(p).getByRole('button', { name: 'Add 2 operations' }));
    expect(nav(s).tabs[0].groups[0].pages).toEqual([
      'GET /plants',
      'plants.yaml GET /beds',
      'DELETE /plants/{plantId}',
      'GET /internal/metrics',
    ]);
    // Still on the group, choices cleared, the new ones now marked listed.
    expect(
      within(p)
        .getByRole('checkbox', { name: /^DELETE \/plants\/\{plantId\}/ })
        .getAttribute('aria-label'),
    ).toMatch(/listed in 'Listed'/);
    expect(within(p).getByRole('status').textContent).toBe("Added 2 operations to 'Listed'. Undo with Ctrl+Z.");
    act(() => void s.store.undo());
    expect(s.text()).toBe(before);
  });

  it('on a tab that holds groups, adding is refused with the reason', async () => {
    await mount('API');
    const p = picker('plants.yaml');
    fireEvent.click(within(p).getByRole('checkbox', { name: /^DELETE \/plants\/\{plantId\}/ }));
    const add = within(p).getByRole('button', { name: 'Add operation' });
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('title')).toBe('a tab cannot hold both groups and pages');
  });

  it('on an element that generates pages: warns that listing one stops generation, and converts them with a button', async () => {
    const s = await mount('Generated');
    const p = picker('users.json');
    fireEvent.click(within(p).getByRole('checkbox', { name: /^GET \/users:/ }));
    expect(within(p).getByRole('note').textContent).toMatch(
      /^'Generated' generates 4 pages from users.json now; listing an operation here stops that/,
    );
    fireEvent.click(within(p).getByRole('checkbox', { name: /^GET \/users:/ }));
    const section = screen.getByRole('region', { name: 'Generated pages' });
    expect(section.textContent).toContain("'Generated' generates 4 pages in 2 groups from users.json.");
    fireEvent.click(within(section).getByRole('button', { name: 'Convert generated pages to explicit entries' }));
    expect(nav(s).tabs[0].groups[1].pages).toEqual([
      { group: 'Users', pages: ['GET /users', 'POST /users', 'GET /users/{userId}'] },
      { group: 'Teams', pages: ['GET /teams/'] },
    ]);
    // Nothing generated any more: the button says why, and the picker marks them listed.
    const again = within(screen.getByRole('region', { name: 'Generated pages' })).getByRole('button', {
      name: 'Convert generated pages to explicit entries',
    });
    expect(again).toHaveProperty('disabled', true);
    expect(document.getElementById(again.getAttribute('aria-describedby')!)?.textContent).toBe(
      "'Generated' lists operations explicitly, so it generates no pages (an element that lists operations shows only those, and nothing is generated for it)",
    );
    expect(
      within(picker('users.json'))
        .getByRole('checkbox', { name: /^GET \/teams\/:/ })
        .getAttribute('aria-label'),
    ).toMatch(/listed in 'Teams'/);
  });

  it('is not offered where no document is in scope', async () => {
    const s = await openapiStore({ groups: [{ group: 'Plain', pages: ['a'] }] }, {});
    render(
      <OpenapiHarness store={s.store} documents={s.documents}>
        <InspectorPanel />
      </OpenapiHarness>,
    );
    act(() => s.store.select([s.at('groups[0]')]));
    expect(screen.queryByRole('region', { name: /^Operations of/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Generated pages' })).toBeNull();
  });
});
