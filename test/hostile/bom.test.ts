import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseJson } from '../../src/core/parse/parse-json';
import { printFile, workspaceFromText } from '../../src/core/model/workspace';
import { EditorSession } from '../../src/core/session/editor-session';
import { labelOf } from '../../src/core/model/nav-index';
import { readText } from '../../src/io/read-text';
import { docsnav } from '../cli/run-cli';
import { keyboardMoveCommand } from '../../src/core/commands/index';

// Issue 17: editors on Windows write a UTF-8 byte order mark, and a valid docs.json with one was
// "not-json ... unexpected character" at 1:1. It is accepted, kept on export byte for byte, silently.

const BODY = '{\r\n  "name": "Bom",\r\n  "navigation": {\r\n    "pages": ["a", "b"]\r\n  }\r\n}\r\n';
const BOM = '\uFEFF';
const dir = mkdtempSync(join(tmpdir(), 'docsnav-bom-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a byte order mark', () => {
  it('parses like the same text without it, and prints back byte for byte', () => {
    const { file, errors } = parseJson(BOM + BODY);
    expect(errors).toEqual([]);
    expect(file.root?.type).toBe('object');
    const ws = workspaceFromText(BOM + BODY).workspace!;
    expect(printFile(ws)).toBe(BOM + BODY);
  });

  it('stays first after an edit, with the rest of the file as docsnav writes it without one', () => {
    const edited = (text: string) => {
      const s = new EditorSession();
      s.load(workspaceFromText(text).workspace!);
      const a = [...s.getIndex().elements.values()].find((e) => labelOf(e) === 'a')!;
      expect(s.run(keyboardMoveCommand, { id: a.id, dir: 'down' }).ok).toBe(true);
      return printFile(s.getState().workspace!);
    };
    expect(edited(BOM + BODY)).toBe(BOM + edited(BODY));
  });

  it('a syntax error later in the file is placed as without the mark, and the mark itself is no error', () => {
    const { errors } = parseJson(BOM + '{\n  "navigation": {,}\n}');
    expect(errors[0].message).toMatch(/^line 2, column 18: /);
  });

  it('the CLI checks and writes such a file, keeping the mark (check exit 0, move --write)', async () => {
    const file = join(dir, 'docs.json');
    writeFileSync(file, BOM + BODY);
    const check = await docsnav(['check', file, '--json'], dir);
    expect(check.stderr).toBe('');
    expect(JSON.parse(check.stdout).filter((d: { code: string }) => d.code === 'not-json')).toEqual([]);
    const r = await docsnav(['move', file, '--from', '/navigation/pages/0', '--to', '/navigation/pages/2', '--write'], dir);
    expect(r.code).toBe(0);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(BOM + BODY.replace('["a", "b"]', '["b", "a"]'));
  });

  it('the browser reads a file with its mark (Blob.text() drops it), small or large', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(BODY)]);
    expect(await readText(new Blob([bytes]))).toBe(BOM + BODY);
    expect(await readText(new Blob([new TextEncoder().encode(BODY)]))).toBe(BODY);
  });
});
