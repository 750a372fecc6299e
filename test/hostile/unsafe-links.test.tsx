// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue } from '../../src/ui/shell/editor-context';
import { PreviewPanel } from '../../src/ui/preview/preview-panel';
import type { EditorSession } from '../../src/core/session/editor-session';
import { invalidHrefMessage } from '../../src/core/rules/invalid-href';
import { storeWith } from '../helpers/store';
import { UNSAFE_HREFS, unsafeHrefDocs } from './inputs';

// Unsafe link schemes reached the DOM (issue 17): a tab, anchor, global anchor or dropdown
// `href` of `data:`, `vbscript:` or a custom protocol was a live link in the preview. They are
// text now, with the invalid-href rule's message; the check is the banner's (safeHref).

function mount(store: EditorSession) {
  const value: EditorContextValue = { store, project: EMPTY_PROJECT, diagnostics: [], lastReveal: undefined, reveal: () => {} };
  return render(
    <EditorContext.Provider value={value}>
      <PreviewPanel />
    </EditorContext.Provider>,
  );
}

afterEach(cleanup);

/** Every link in the preview: none may point anywhere but http(s), mailto or a relative path. */
function links(): string[] {
  return [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
}

describe('hrefs in the preview', () => {
  it('no tab, anchor, global anchor or dropdown link with another scheme reaches the DOM; each shows as text with the rule’s message', () => {
    const store = storeWith(unsafeHrefDocs());
    mount(store);
    const check = () => {
      for (const href of links()) expect(href, href).toMatch(/^(https?:\/\/[^/\\]|mailto:|\/[^/\\]|[a-z0-9-]+(\/|$))/i);
    };
    check();
    // Tabs and global anchors are on screen from the start.
    for (let i = 0; i < UNSAFE_HREFS.length; i++) {
      for (const label of [`Tab ${i}`, `Global ${i}`]) {
        const shown = screen.getByText(label).closest('.pv-refused')!;
        expect(shown, label).toBeTruthy();
        expect(shown.tagName).not.toBe('A');
        expect(shown.textContent).toContain(invalidHrefMessage(UNSAFE_HREFS[i]));
      }
    }
    // The sound global anchor is still a link.
    expect(screen.getByRole('link', { name: /Status/ }).getAttribute('href')).toBe('https://status.example.com');
    // Dropdowns: open the selector.
    fireEvent.click(screen.getByRole('button', { name: /^Dropdown: / }));
    check();
    for (let i = 0; i < UNSAFE_HREFS.length; i++) expect(screen.getByText(`Dropdown ${i}`).closest('.pv-refused')).toBeTruthy();
    // Anchors: choose the tab that holds them.
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    check();
    for (let i = 0; i < UNSAFE_HREFS.length; i++) expect(screen.getByText(`Anchor ${i}`).closest('.pv-refused')).toBeTruthy();
  });
});
