import { beforeEach, describe, expect, it } from 'vitest';
import { readDirectory } from '../../src/io/directory-handle';
import { directorySaveTarget } from '../../src/io/directory-save-target';
import { openProject } from '../../src/io/project-files';
import { exportFiles } from '../../src/io/export-files';
import { EditorSession } from '../../src/core/session/editor-session';
import { labelOf } from '../../src/core/model/nav-index';
import { MemoryDirectory } from './memory-directory';
import { keyboardMoveCommand, renameCommand } from '../../src/core/commands/index';

const DOCS =
  '{\n  "name": "Repo",\n  "navigation": {\n    "anchors": [\n      { "$ref": "nav/guides.json" },\n      { "anchor": "API", "pages": ["api/intro"] }\n    ]\n  }\n}\n';
const GUIDES = '{\n    "anchor": "Guides",\n    "pages": ["guides/a", "guides/b"]\n}\n';

function repo(): MemoryDirectory {
  return MemoryDirectory.from('my-docs', {
    'docs/docs.json': DOCS,
    'docs/nav/guides.json': GUIDES,
    'docs/guides/a.mdx': '---\ntitle: "Page A"\n---\n# A',
    'docs/guides/b.md': '# B',
    'docs/api/intro.mdx': '# Intro',
    'docs/openapi.yaml': 'openapi: 3.1.0\n',
    'docs/logo.png': '\u0089PNG',
    'node_modules/pkg/docs.json': '{"navigation": {}}',
    '.git/config': '[core]',
    'README.md': '# Repo',
  });
}

beforeEach(() => {
  MemoryDirectory.listed = [];
});

describe('readDirectory (File System Access)', () => {
  it('reads pages, configs and OpenAPI files, never lists node_modules or .git, and reports progress', async () => {
    const progress: number[] = [];
    const r = await readDirectory(repo(), (p) => progress.push(p.done));
    expect([...r.files.keys()].sort()).toEqual([
      'README.md',
      'docs/api/intro.mdx',
      'docs/docs.json',
      'docs/guides/a.mdx',
      'docs/guides/b.md',
      'docs/nav/guides.json',
      'docs/openapi.yaml',
    ]);
    expect(r.skippedFolders).toEqual(['.git', 'node_modules']);
    // The files its JSON texts came from: autosave stores a large config as its file.
    expect([...r.blobs!.keys()].sort()).toEqual(['docs/docs.json', 'docs/nav/guides.json']);
    expect(await r.blobs!.get('docs/docs.json')!.text()).toBe(r.files.get('docs/docs.json'));
    expect(MemoryDirectory.listed).not.toContain('node_modules');
    expect(MemoryDirectory.listed).not.toContain('.git');
    expect(progress.at(-1)).toBe(7);
  });

  it('names its JSON and YAML files before reading any, and reads those very files (the OpenAPI worker reads them too)', async () => {
    let heard: (readonly [string, File])[] = [];
    const events: string[] = [];
    const r = await readDirectory(
      repo(),
      () => events.push('read'),
      (files) => {
        heard = [...files];
        events.push('named');
      },
    );
    expect(heard.map(([p]) => p).sort()).toEqual(['docs/docs.json', 'docs/nav/guides.json', 'docs/openapi.yaml']);
    expect(events).toEqual(['named', 'read']);
    for (const [path, file] of heard) expect(await file.text()).toBe(r.files.get(path));
  });

  it('does not read a file too large to belong to a docs project, and says so', async () => {
    const dir = repo();
    dir.put('docs/huge.json', '{}');
    dir.dirs.get('docs')!.sizes.set('huge.json', 200 * 1024 * 1024);
    const r = await readDirectory(dir);
    expect(r.files.has('docs/huge.json')).toBe(false);
    expect(r.tooLarge).toEqual(['docs/huge.json (210 MB)']);
  });
});

describe('Save into the opened folder', () => {
  async function open(dir = repo()) {
    const read = await readDirectory(dir);
    const r = openProject(read.files, 'folder', dir.name, {
      folder: true,
      saveTarget: (base, originals) => directorySaveTarget(dir, base, originals),
    });
    if (!r.ok) throw new Error(r.message);
    const store = new EditorSession();
    store.load(r.workspace);
    return { dir, store, project: r.project };
  }
  const idOf = (s: EditorSession, label: string) => [...s.getIndex().elements.values()].find((e) => labelOf(e) === label)!.id;

  it('finds docs.json under docs/, with page files, front matter and the split file', async () => {
    const { project, store } = await open();
    expect(store.getState().workspace!.mainPath).toBe('docs.json');
    expect(Object.keys(store.getState().workspace!.files).sort()).toEqual(['docs.json', 'nav/guides.json']);
    expect([...project.pageFiles!].sort()).toEqual(['api/intro', 'guides/a', 'guides/b']);
    expect(project.frontMatter.get('guides/a')).toEqual({ title: 'Page A' });
    expect(project.files.get('openapi.yaml')).toBe('openapi: 3.1.0\n');
    expect(project.saveTarget!.label).toBe('Save to my-docs');
  });

  it('an edit inside the $ref split file is written to that file, and docs.json is left untouched', async () => {
    const { dir, store, project } = await open();
    store.run(keyboardMoveCommand, { id: idOf(store, 'guides/a'), dir: 'down' });
    const files = exportFiles(store.getSnapshot(), project.originals);
    expect([...files.keys()]).toEqual(['nav/guides.json']);
    await project.saveTarget!.save(files);
    expect(dir.read('docs/nav/guides.json')).toBe('{\n    "anchor": "Guides",\n    "pages": ["guides/b", "guides/a"]\n}\n');
    expect(dir.read('docs/docs.json')).toBe(DOCS);
  });

  it('an edit of docs.json writes docs.json only, byte for byte apart from the edit', async () => {
    const { dir, store, project } = await open();
    store.run(renameCommand, { id: idOf(store, 'API'), label: 'Reference' });
    await project.saveTarget!.save(exportFiles(store.getSnapshot(), project.originals));
    expect(dir.read('docs/docs.json')).toBe(DOCS.replace('"anchor": "API"', '"anchor": "Reference"'));
    expect(dir.read('docs/nav/guides.json')).toBe(GUIDES);
  });

  it('saves again after a save (the saved text is what is on disk now)', async () => {
    const { dir, store, project } = await open();
    store.run(renameCommand, { id: idOf(store, 'API'), label: 'One' });
    await project.saveTarget!.save(exportFiles(store.getSnapshot(), project.originals));
    store.run(renameCommand, { id: idOf(store, 'One'), label: 'Two' });
    await project.saveTarget!.save(exportFiles(store.getSnapshot(), project.originals));
    expect(dir.read('docs/docs.json')).toContain('"anchor": "Two"');
  });

  it('refuses to overwrite a file changed on disk since it was opened, and writes nothing at all', async () => {
    const { dir, store, project } = await open();
    store.run(renameCommand, { id: idOf(store, 'API'), label: 'Reference' });
    store.run(keyboardMoveCommand, { id: idOf(store, 'guides/a'), dir: 'down' });
    dir.put('docs/docs.json', DOCS.replace('Repo', 'Changed by git'));
    await expect(project.saveTarget!.save(exportFiles(store.getSnapshot(), project.originals))).rejects.toThrow(
      'docs/docs.json changed on disk since it was opened (another editor or a git checkout?). Nothing was saved',
    );
    expect(dir.read('docs/nav/guides.json')).toBe(GUIDES);
  });

  it('asks for write access, and says so when it is refused', async () => {
    const { dir, store, project } = await open();
    dir.permission = 'prompt';
    dir.answer = 'denied';
    store.run(renameCommand, { id: idOf(store, 'API'), label: 'Reference' });
    await expect(project.saveTarget!.save(exportFiles(store.getSnapshot(), project.originals))).rejects.toThrow(
      'the browser was not allowed to write to my-docs',
    );
    expect(dir.read('docs/docs.json')).toBe(DOCS);
    dir.answer = 'granted';
    await project.saveTarget!.save(exportFiles(store.getSnapshot(), project.originals));
    expect(dir.read('docs/docs.json')).toContain('"anchor": "Reference"');
  });

  it('never writes outside the opened folder', async () => {
    const dir = repo();
    const target = directorySaveTarget(dir, 'docs/', new Map());
    await expect(target.save(new Map([['../../escape.json', '{}']]))).rejects.toThrow('lies outside my-docs, the folder you opened');
  });
});
