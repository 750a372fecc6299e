import { describe, expect, it } from 'vitest';
import { lateFiles, openProject } from '../../src/io/project-files';
import { projectInputs } from '../../src/ui/shell/use-project';
import { LATE_BYTES, readFileList } from '../../src/io/read-files';
import { describeFolderRead } from '../../src/io/folder-filter';
import { readDirectory } from '../../src/io/directory-handle';
import { MemoryDirectory } from './memory-directory';

const DOCS = '{"name": "Docs", "navigation": {"tabs": [{"tab": "API", "openapi": "api.json"}]}}';

/** A File as a folder input gives it: its path below the chosen folder in webkitRelativePath. */
function file(path: string, text: string): File {
  const f = new File([text], path.split('/').pop()!);
  Object.defineProperty(f, 'webkitRelativePath', { value: path });
  return f;
}

/** An OpenAPI document of more than LATE_BYTES: its operations, then a long description. */
const BIG_API = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Big', version: '1', description: 'x'.repeat(LATE_BYTES) },
  paths: { '/a': { get: { summary: 'A', responses: { 200: { description: 'OK' } } } } },
});
/** A split file of docs.json as large: not an OpenAPI document, so read before opening. */
const BIG_SPLIT = JSON.stringify({ group: 'Many', pages: Array.from({ length: LATE_BYTES / 8 }, (_, i) => `p/${i}`) });
const SMALL_API = 'openapi: 3.1.0\ninfo: {title: S, version: "1"}\npaths: {}\n';

describe("a folder's large OpenAPI documents are read after it opens (the OpenAPI worker reads them meanwhile)", () => {
  it('leaves a large OpenAPI document unread, and reads every other file, large or not', async () => {
    const r = await readFileList(
      [
        file('site/docs.json', DOCS),
        file('site/api.json', BIG_API),
        file('site/nav/many.json', BIG_SPLIT),
        file('site/small.yaml', SMALL_API),
      ],
      undefined,
      undefined,
      { late: true },
    );
    expect([...(r.late?.keys() ?? [])]).toEqual(['api.json']);
    expect([...r.files.keys()].sort()).toEqual(['docs.json', 'nav/many.json', 'small.yaml']);
    // Still counted as read: it is, after the folder opens.
    expect(describeFolderRead('site', r)).toMatch(/^Read 4 files of site\./);
  });

  it('reads a large Swagger 2.0 document before opening: only OpenAPI 3 documents come late (the inspector lists them meanwhile)', async () => {
    const swagger = JSON.stringify({
      swagger: '2.0',
      info: { title: 'Old', version: '1', description: 'x'.repeat(LATE_BYTES) },
      paths: {},
    });
    const r = await readFileList(
      [file('site/docs.json', DOCS), file('site/api.json', BIG_API), file('site/old.json', swagger)],
      undefined,
      undefined,
      {
        late: true,
      },
    );
    expect([...(r.late?.keys() ?? [])]).toEqual(['api.json']);
    expect(r.files.get('old.json')).toBe(swagger);
  });

  it('a large document with sorted keys comes late too: it opens with `components`, its `openapi` far past the first 4 KB', async () => {
    // As Stripe's spec3.json and spec3.yaml are written: keys in alphabetical order.
    const sorted = JSON.stringify(
      {
        components: { schemas: { Big: { type: 'string', description: 'x'.repeat(LATE_BYTES) } } },
        info: { title: 'Sorted', version: '1' },
        openapi: '3.0.0',
        paths: { '/a': { get: { responses: { 200: { description: 'OK' } } } } },
      },
      null,
      2,
    );
    const sortedYaml = `components:\n  schemas:\n    Big:\n      description: ${'x'.repeat(LATE_BYTES)}\ninfo:\n  title: S\n  version: "1"\nopenapi: 3.1.0\npaths: {}\n`;
    // Swagger 2.0 sorted opens with `consumes` or `definitions`: read before opening, as above.
    const swagger = JSON.stringify({
      consumes: ['application/json'],
      definitions: { Big: { description: 'x'.repeat(LATE_BYTES) } },
      swagger: '2.0',
    });
    const r = await readFileList(
      [
        file('site/docs.json', DOCS),
        file('site/sorted.json', sorted),
        file('site/sorted.yaml', sortedYaml),
        file('site/old.json', swagger),
      ],
      undefined,
      undefined,
      { late: true },
    );
    expect([...(r.late?.keys() ?? [])].sort()).toEqual(['sorted.json', 'sorted.yaml']);
    expect([...r.files.keys()].sort()).toEqual(['docs.json', 'old.json']);
  });

  it('reads everything before opening without `late`, or when docs.json is not at the folder root', async () => {
    const plain = await readFileList([file('site/docs.json', DOCS), file('site/api.json', BIG_API)]);
    expect(plain.late).toBeUndefined();
    expect(plain.files.get('api.json')).toBe(BIG_API);
    const nested = await readFileList([file('site/docs/docs.json', DOCS), file('site/docs/api.json', BIG_API)], undefined, undefined, {
      late: true,
    });
    expect(nested.late).toBeUndefined();
    expect(nested.files.has('docs/api.json')).toBe(true);
  });

  it('the opened project carries the unread files, and the session learns their paths as OpenAPI documents', async () => {
    const r = await readFileList([file('site/docs.json', DOCS), file('site/api.json', BIG_API)], undefined, undefined, { late: true });
    const late = lateFiles(r.late!);
    const opened = openProject(r.files, 'folder', 'site', { folder: true, late });
    if (!opened.ok) throw new Error(opened.message);
    const p = opened.project;
    // Never read on the page: the worker reads it, autosave stores its bytes.
    expect(p.files.has('api.json')).toBe(false);
    expect(p.late).toBe(late);
    expect(p.late!.files.get('api.json')).toBe(r.late!.get('api.json'));
    // One set per LateFiles: the session sees the same input on every projectInputs call.
    expect(projectInputs(p).lateDocuments).toEqual(new Set(['api.json']));
    expect(projectInputs(p).lateDocuments).toBe(projectInputs(p).lateDocuments);
  });
  it('a folder opened through File System Access (the Open folder button) leaves them unread too', async () => {
    const dir = MemoryDirectory.from('site', { 'docs.json': DOCS, 'api.json': BIG_API, 'nav/many.json': BIG_SPLIT });
    const handed: string[] = [];
    const r = await readDirectory(dir, undefined, (wanted) => handed.push(...wanted.map(([p]) => p)), { late: true });
    expect([...(r.late?.keys() ?? [])]).toEqual(['api.json']);
    expect([...r.files.keys()].sort()).toEqual(['docs.json', 'nav/many.json']);
    expect(handed.sort()).toEqual(['api.json', 'docs.json', 'nav/many.json']);
    expect(await r.late!.get('api.json')!.text()).toBe(BIG_API);
    const plain = await readDirectory(dir, undefined, () => undefined);
    expect(plain.late).toBeUndefined();
    expect(plain.files.get('api.json')).toBe(BIG_API);
  });
});
