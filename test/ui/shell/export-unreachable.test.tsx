// @vitest-environment jsdom
/**
 * A remote OpenAPI document that docsnav could not reach (offline, DNS, timeout) is a warning,
 * so it never stands between the user and an export; a document that answered 404 is an error,
 * which asks first. The dialog gets the diagnostics the shell gives it: the structure rules and
 * the OpenAPI analysis, both real.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { EditorSession } from '../../../src/core/session/editor-session';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { runRules } from '../../../src/core/rules/index';
import { analyseOpenapi } from '../../../src/core/openapi/analyse-openapi';
import { failedState } from '../../../src/core/openapi/document-state';
import { openProject } from '../../../src/io/project-files';
import { EditorContext, type EditorContextValue } from '../../../src/ui/shell/editor-context';
import { ExportDialog } from '../../../src/ui/shell/export-dialog';

const URL = 'https://api.example.com/openapi.json';
const DOCS = JSON.stringify(
  { name: 'Remote', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'API', openapi: URL }] } },
  null,
  2,
);

function open(failure: 'unreachable' | 'http-error', message: string) {
  const r = openProject(new Map([['docs.json', DOCS]]), 'file', 'docs.json');
  if (!r.ok) throw new Error(r.message);
  const store = new EditorSession();
  store.load(r.workspace);
  const ws = store.getState().workspace!;
  const index = navIndexOf(ws);
  const openapi = analyseOpenapi({ ws, index, documents: new Map([[URL, failedState(failure, message)]]) });
  const diagnostics = [...runRules(ws, index), ...openapi.diagnostics];
  const value: EditorContextValue = { store, project: r.project, diagnostics, lastReveal: undefined, reveal: () => {} };
  render(
    <EditorContext.Provider value={value}>
      <ExportDialog onClose={() => undefined} />
    </EditorContext.Provider>,
  );
  return screen.getByRole('dialog', { name: 'Export docs.json' });
}

afterEach(cleanup);

describe('export with a remote OpenAPI document', () => {
  it('not reached (no answer): nothing blocks the export', () => {
    const dialog = open('unreachable', `${URL} could not be reached (offline, a wrong address, or no CORS)`);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByRole('button', { name: /^Copy/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('answered 404: an error, and the export asks first', () => {
    const dialog = open('http-error', `${URL} answered 404 Not Found`);
    expect(within(dialog).getAllByRole('alert')[0].textContent).toContain('answered 404 Not Found');
    expect((within(dialog).getByRole('button', { name: /^Copy/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
