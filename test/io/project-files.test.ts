import { describe, expect, it } from 'vitest';
import { openProject } from '../../src/io/project-files';
import { readFileList, tooLarge } from '../../src/io/read-files';
import { describeFolderRead } from '../../src/io/folder-filter';

const DOCS = '{"name": "Docs", "navigation": {"groups": [{"group": "A", "pages": ["a"]}]}}';
const one = (text: string, name = 'docs.json') => openProject(new Map([[name, text]]), 'file', name);
const refusal = (text: string, name?: string) => {
  const r = one(text, name);
  if (r.ok) throw new Error('expected a refusal');
  return r.message;
};

/** A File as a folder input gives it: its path below the chosen folder in webkitRelativePath. */
function file(path: string, text: string, size?: number): File {
  const f = new File([text], path.split('/').pop()!);
  Object.defineProperty(f, 'webkitRelativePath', { value: path });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('what is not a docs.json is refused with a message, and nothing opens', () => {
  it('a package.json', () => {
    expect(refusal('{"name": "x", "version": "1.0.0", "scripts": {"build": "vite"}}', 'package.json')).toBe(
      'package.json looks like a package.json, so it is not a docs.json. Open the docs.json of your documentation site; the document you had open stays open.',
    );
  });

  it("another tool's JSON config, naming its keys", () => {
    expect(refusal('{"compilerOptions": {"strict": true}}', 'tsconfig.json')).toContain(
      'tsconfig.json looks like a tsconfig.json, so it is not a docs.json',
    );
    expect(refusal('{"extends": "eslint:recommended", "rules": {}, "env": {}}', '.eslintrc.json')).toContain(
      '.eslintrc.json has no "navigation" (its keys are "extends", "rules", "env"), so it is not a docs.json',
    );
    expect(refusal('{"openapi": "3.1.0", "paths": {}}', 'openapi.json')).toContain(
      'openapi.json is an OpenAPI document, so it is not a docs.json',
    );
    expect(refusal('[1, 2]', 'list.json')).toContain('list.json is a JSON array, not an object');
  });

  it('a binary file', () => {
    expect(refusal('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'logo.png')).toBe(
      'logo.png is a binary file, not a docs.json. Open the docs.json of your documentation site; the document you had open stays open.',
    );
  });

  it('a 200 MB file, before it is read', () => {
    const big = file('huge.json', '', 200 * 1024 * 1024);
    expect(tooLarge(big)).toBe(
      'huge.json is 210 MB; a docs.json is far smaller, so this is not one. Open the docs.json of your documentation site; the document you had open stays open.',
    );
    expect(tooLarge(file('docs.json', DOCS))).toBeUndefined();
  });

  it('text that is not JSON, with its line and column', () => {
    expect(refusal('{"navigation": [1,,]}')).toMatch(/^docs\.json is not valid JSON: .*line 1, column 19.*stays open\.$/);
  });

  it('a folder without docs.json', () => {
    const r = openProject(new Map([['README.md', '# hi']]), 'folder', 'my-repo', { folder: true });
    expect(r.ok ? '' : r.message).toBe(
      'my-repo has no docs.json at its root or under docs/. Open the folder of your documentation site, or its docs.json; the document you had open stays open.',
    );
  });

  it('a docs.json opens, whatever the chosen file is called', () => {
    expect(one(DOCS, 'my-config.json').ok).toBe(true);
    expect(one(DOCS, 'docs.json.txt').ok).toBe(true);
  });
});

describe('reading a folder from the folder input', () => {
  it('skips node_modules, .git and files of no use, reads the rest below the chosen folder, and says what it skipped', async () => {
    const r = await readFileList([
      file('site/docs.json', DOCS),
      file('site/a.mdx', '# A'),
      file('site/build/intro.mdx', '# A page in a build section'),
      file('site/images/logo.png', 'PNG'),
      file('site/node_modules/pkg/package.json', '{}'),
      file('site/node_modules/pkg/readme.md', '# pkg'),
      file('site/.git/HEAD', 'ref'),
    ]);
    expect([...r.files.keys()].sort()).toEqual(['a.mdx', 'build/intro.mdx', 'docs.json']);
    expect(r.skippedFolders).toEqual(['.git', 'node_modules']);
    expect(describeFolderRead('site', r)).toBe('Read 3 files of site; skipped .git and node_modules.');
  });

  it('keeps the files the config and its split files were read from, by their paths below docs.json', async () => {
    const docs = '{"name": "Docs", "navigation": {"$ref": "nav.json"}}';
    const list = [
      file('site/docs/docs.json', docs),
      file('site/docs/nav.json', '{"groups": [{"group": "A", "pages": ["a"]}]}'),
      file('site/docs/a.mdx', '# A'),
    ];
    const r = await readFileList(list);
    expect([...r.blobs!.keys()].sort()).toEqual(['docs/docs.json', 'docs/nav.json']);
    const opened = openProject(r.files, 'folder', 'site', { folder: true, blobs: r.blobs });
    if (!opened.ok) throw new Error(opened.message);
    expect([...opened.project.openedFiles!]).toEqual([
      ['docs.json', list[0]],
      ['nav.json', list[1]],
    ]);
  });

  it('leaves out a huge file unread and names it', async () => {
    const r = await readFileList([file('site/docs.json', DOCS), file('site/openapi/all.json', '', 90 * 1024 * 1024)]);
    expect(r.files.has('openapi/all.json')).toBe(false);
    expect(describeFolderRead('site', r)).toBe(
      'Read 1 file of site. Not read, too large to be part of a docs project: openapi/all.json (94 MB). It holds no .mdx or .md pages, so every page entry is reported as having no file: open the folder that holds the pages to check them.',
    );
  });

  it('reports progress while reading thousands of files', async () => {
    const many = [file('big/docs.json', DOCS)];
    for (let i = 0; i < 2500; i++) many.push(file(`big/pages/p${i}.mdx`, `# ${i}`));
    const seen: string[] = [];
    const r = await readFileList(many, (p) => seen.push(`${p.done}/${p.total}`));
    expect(r.files.size).toBe(2501);
    expect(seen[0]).toBe('100/2501');
    expect(seen.at(-1)).toBe('2501/2501');
    const opened = openProject(r.files, 'folder', 'big', { folder: true });
    expect(opened.ok && opened.project.pageFiles!.size).toBe(2500);
  });
});
