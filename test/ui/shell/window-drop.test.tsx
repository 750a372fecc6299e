// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useWindowDrop } from '../../../src/ui/shell/use-window-drop';
import type { DirHandle } from '../../../src/io/directory-handle';
import { MemoryDirectory } from '../../io/memory-directory';

let got: { files?: File[]; fromFolder?: boolean; handle?: DirHandle } = {};
function Harness() {
  useWindowDrop(
    (files, fromFolder) => (got = { files, fromFolder }),
    (handle) => (got = { handle }),
  );
  return null;
}

/**
 * The drag-and-drop entry API of a dropped folder, as the browser gives it (webkitGetAsEntry),
 * over a tree of { path: text }. A stand-in for the browser, like MemoryDirectory.
 */
function entryOf(name: string, tree: Record<string, string>, path = ''): FileSystemEntry {
  const children = new Map<string, Record<string, string>>();
  const files: [string, string][] = [];
  for (const [p, text] of Object.entries(tree)) {
    const [head, ...rest] = p.split('/');
    if (rest.length) children.set(head, { ...(children.get(head) ?? {}), [rest.join('/')]: text });
    else files.push([head, text]);
  }
  const all: FileSystemEntry[] = [
    ...[...children].map(([n, t]) => entryOf(n, t, `${path}${name}/`)),
    ...files.map(
      ([n, text]) =>
        ({
          name: n,
          isFile: true,
          isDirectory: false,
          file: (ok: (f: File) => void) => ok(new File([text], n)),
        }) as unknown as FileSystemEntry,
    ),
  ];
  let given = false;
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => ({ readEntries: (ok: (e: FileSystemEntry[]) => void) => ok(given ? [] : ((given = true), all)) }),
  } as unknown as FileSystemEntry;
}

function drop(items: object[], files: File[] = [], types = ['Files']): Event {
  const e = new Event('drop', { cancelable: true, bubbles: true });
  Object.defineProperty(e, 'dataTransfer', { value: { types, items, files } });
  window.dispatchEvent(e);
  return e;
}
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  cleanup();
  got = {};
});

describe('dropping on the window', () => {
  it('a folder comes as a File System Access handle where the browser gives one (so Save can write back)', async () => {
    render(<Harness />);
    const dir = MemoryDirectory.from('my-docs', { 'docs.json': '{}' });
    const e = drop([{ kind: 'file', getAsFileSystemHandle: async () => dir, webkitGetAsEntry: () => entryOf('my-docs', {}) }]);
    expect(e.defaultPrevented).toBe(true);
    await waitFor(() => expect(got.handle).toBe(dir));
  });

  it('elsewhere a folder is walked into files named like a folder input’s, without node_modules', async () => {
    render(<Harness />);
    const tree = { 'docs.json': '{}', 'guides/a.mdx': '# A', 'node_modules/x/readme.md': '# x' };
    drop([{ kind: 'file', webkitGetAsEntry: () => entryOf('site', tree) }]);
    await waitFor(() => expect(got.fromFolder).toBe(true));
    expect(got.files!.map((f) => f.webkitRelativePath).sort()).toEqual(['site/docs.json', 'site/guides/a.mdx']);
  });

  it('a dropped file is opened as a file', async () => {
    render(<Harness />);
    const f = new File(['{}'], 'docs.json');
    drop([{ kind: 'file', webkitGetAsEntry: () => ({ isDirectory: false, isFile: true, name: 'docs.json' }) }], [f]);
    await waitFor(() => expect(got).toEqual({ files: [f], fromFolder: false }));
  });

  it('leaves a drag without files alone (the tree’s own drag and drop)', async () => {
    render(<Harness />);
    const e = drop([], [], ['text/plain']);
    await settle();
    expect(e.defaultPrevented).toBe(false);
    expect(got).toEqual({});
  });
});
