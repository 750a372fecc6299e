import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectEol, matchLineEndings, writeFileAtomic } from '../../../src/cli/dev/atomic-write';
import { startDevServer, type DevServer } from '../../../src/cli/dev/dev-server';
import { FIXTURE_APP, client, tempRepo } from './dev-helpers';

describe('line endings and the final newline', () => {
  it('detects CRLF, LF, mixed and single-line texts', () => {
    expect(detectEol('{\r\n}\r\n')).toBe('\r\n');
    expect(detectEol('{\n}\n')).toBe('\n');
    expect(detectEol('{\r\n}\n')).toBe('mixed');
    expect(detectEol('{}')).toBe('none');
  });

  it('gives a save the CRLF endings of the file on disk, and keeps its missing final newline', () => {
    expect(matchLineEndings('{\n  "a": 1,\n  "b": 2\n}\n', '{\r\n  "a": 1\r\n}')).toBe('{\r\n  "a": 1,\r\n  "b": 2\r\n}');
    expect(matchLineEndings('{\r\n  "a": 2\r\n}', '{\n  "a": 1\n}\n')).toBe('{\n  "a": 2\n}\n');
    expect(matchLineEndings('{\n}\n\n\n', '{\n}\n\n')).toBe('{\n}\n\n');
  });

  it('leaves the line breaks of a file that already mixes them as sent (converting would rewrite untouched lines)', () => {
    expect(matchLineEndings('{\r\n  "a": 2\n}\n', '{\r\n  "a": 1\n}\n')).toBe('{\r\n  "a": 2\n}\n');
  });

  it('writes a new file as sent', () => {
    expect(matchLineEndings('{\r\n}', undefined)).toBe('{\r\n}');
  });
});

describe('writeFileAtomic', () => {
  let tmp: ReturnType<typeof tempRepo>;
  beforeAll(() => {
    tmp = tempRepo();
  });
  afterAll(() => tmp.cleanup());

  it('replaces the file through a temporary file beside it, keeping its permission bits', () => {
    const path = join(tmp.dir, 'mode.json');
    writeFileSync(path, '{}');
    chmodSync(path, 0o640);
    writeFileAtomic(path, '{ "a": 1 }');
    expect(readFileSync(path, 'utf8')).toBe('{ "a": 1 }');
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(readdirSync(tmp.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves the original untouched and no temporary file behind when the rename fails', () => {
    // A folder where the file should be: the rename cannot replace it.
    const path = join(tmp.dir, 'blocked.json');
    mkdirSync(path);
    writeFileSync(join(path, 'inside'), 'kept');
    expect(() => writeFileAtomic(path, '{}')).toThrow();
    expect(readFileSync(join(path, 'inside'), 'utf8')).toBe('kept');
    expect(readdirSync(tmp.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe("saves through the API keep each file's line endings and final newline", () => {
  let tmp: ReturnType<typeof tempRepo>;
  let server: DevServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    tmp = tempRepo();
    // docs.json in CRLF with no final newline; the split file in LF with one.
    const docs = readFileSync(join(tmp.repo, 'docs.json'), 'utf8').replace(/\n/g, '\r\n').replace(/\r\n$/, '');
    writeFileSync(join(tmp.repo, 'docs.json'), docs);
    server = await startDevServer({ root: tmp.repo, appDir: FIXTURE_APP, port: 0, token: 't' });
    api = client(server.port, 't');
  });
  afterAll(async () => {
    await server.close();
    tmp.cleanup();
  });

  it('writes the CRLF docs.json back in CRLF without a final newline, and the LF split file in LF with one', async () => {
    const p = await api.get('/api/project');
    const files = p.json.files as Record<string, string>;
    expect(files['docs.json']).toMatch(/\r\n}$/);
    // What a browser could send: LF everywhere and a final newline.
    const docs = files['docs.json'].replace(/\r\n/g, '\n').replace('"Dev fixture"', '"Renamed"') + '\n';
    const ref = files['reference.json'].replace('"API reference"', '"API"').replace(/\n/g, '\r\n');
    const r = await api.save({ files: { 'docs.json': docs, 'reference.json': ref } });
    expect(r.status).toBe(200);
    const onDisk = readFileSync(join(tmp.repo, 'docs.json'), 'utf8');
    expect(onDisk).toBe(files['docs.json'].replace('"Dev fixture"', '"Renamed"'));
    expect(onDisk.endsWith('}')).toBe(true);
    expect(onDisk.split('\r\n')).toHaveLength(17);
    expect(onDisk.replace(/\r\n/g, '')).not.toContain('\n');
    expect(readFileSync(join(tmp.repo, 'reference.json'), 'utf8')).toBe(files['reference.json'].replace('"API reference"', '"API"'));
  });
});
