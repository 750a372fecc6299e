import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { docsnav } from '../run-cli';
import { findDocsRoot } from '../../../src/cli/dev/dev-session';
import { FIXTURE_APP, send, tempRepo, until } from './dev-helpers';

const bin = join(__dirname, '..', '..', '..', 'bin', 'docsnav.cjs');
// Ports of this area's tests (4190 is the end-to-end spec's).
const PORT = 4193;
const BUSY_PORT = 4194;

/** Start `docsnav dev` as a user would, serving the stand-in app (DOCSNAV_OUT names the built app's folder). */
function startDev(
  args: string[],
  cwd: string,
): { child: ChildProcess; out: () => string; err: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [bin, 'dev', ...args], {
    cwd,
    env: { ...process.env, DOCSNAV_OUT: FIXTURE_APP },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exit };
}

describe('docsnav dev (the command)', () => {
  let tmp: ReturnType<typeof tempRepo>;
  let dev: ReturnType<typeof startDev>;

  beforeAll(async () => {
    tmp = tempRepo();
    // An entry that matches no operation: the OpenAPI diagnostics must show in dev as in check.
    const ref = join(tmp.repo, 'reference.json');
    writeFileSync(ref, readFileSync(ref, 'utf8').replace('"POST /plants"', '"POST /plants", "GET /plantz"'));
    dev = startDev(['repo', '--port', String(PORT)], tmp.dir);
    await until(() => /\d+ warnings?\.\n|No problems\.\n/.test(dev.out()) || dev.err(), 'docsnav dev to start', 60000);
  }, 90000);
  afterAll(async () => {
    if (dev.child.exitCode === null) dev.child.kill('SIGTERM');
    await dev.exit;
    tmp.cleanup();
  });

  it('prints the address with its token, then the same problem lines as docsnav check', async () => {
    expect(dev.err()).toBe('');
    const url = /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([\w-]{20,})/.exec(dev.out());
    expect(url?.[1]).toBe(String(PORT));
    const check = await docsnav(['check', 'repo'], tmp.dir);
    expect(check.stdout).toMatch(/ warning page-not-found .*\n.* error operation-not-found .*"GET \/plantz"/);
    expect(dev.out()).toContain(`\n\n${check.stdout}1 error, 1 warning.\n`);
  });

  it('serves the app, and its API to the token only', async () => {
    const token = /\?token=([\w-]+)/.exec(dev.out())![1];
    const host = { Host: `127.0.0.1:${PORT}` };
    expect((await send(PORT, { path: '/', headers: host })).text).toContain('docsnav test app');
    expect((await send(PORT, { path: '/api/project', headers: host })).status).toBe(403);
    const ok = await send(PORT, { path: '/api/project', headers: { ...host, 'X-Docsnav-Token': token } });
    expect(ok.status).toBe(200);
    expect(ok.json.name).toBe('repo');
  });

  it('a second server gets another token', async () => {
    const other = startDev(['repo', '--port', '0'], tmp.dir);
    await until(() => /token=/.test(other.out()), 'the second server');
    const a = /\?token=([\w-]+)/.exec(dev.out())![1];
    const b = /\?token=([\w-]+)/.exec(other.out())![1];
    expect(a).not.toBe(b);
    other.child.kill('SIGTERM');
    expect(await other.exit).toBe(0);
  });

  it('stops on SIGTERM with exit 0', async () => {
    dev.child.kill('SIGTERM');
    expect(await dev.exit).toBe(0);
    expect(dev.out()).toMatch(/docsnav dev stopped\.\n$/);
  });
});

describe('docsnav dev refuses to start with a message (exit 2)', () => {
  it('on a folder without docs.json, a file, a bad port, a bare --host, and an unknown option', async () => {
    const tmp = tempRepo();
    try {
      const env = { ...process.env, DOCSNAV_OUT: FIXTURE_APP };
      const run = (args: string[]) =>
        new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const c = spawn(process.execPath, [bin, 'dev', ...args], { cwd: tmp.dir, env });
          let stderr = '';
          c.stderr.on('data', (d) => (stderr += d));
          c.on('exit', (code) => resolve({ code, stderr }));
        });
      expect(await run(['.'])).toEqual({
        code: 2,
        stderr: "docsnav dev: .: no docs.json (or legacy mint.json) at the folder's root or under docs/\n",
      });
      expect(await run(['repo/docs.json'])).toEqual({
        code: 2,
        stderr: 'docsnav dev: repo/docs.json is a file; name the folder that holds docs.json (docsnav dev serves a folder)\n',
      });
      expect(await run(['nowhere'])).toEqual({ code: 2, stderr: 'docsnav dev: nowhere: no such folder\n' });
      expect(await run(['repo', '--port', 'eighty'])).toEqual({
        code: 2,
        stderr: 'docsnav dev: --port must be a number from 0 to 65535 (got "eighty")\n',
      });
      expect(await run(['repo', '--host'])).toEqual({ code: 2, stderr: 'docsnav dev: --host needs an address, like --host 0.0.0.0\n' });
      expect((await run(['repo', '--watch'])).stderr).toContain('docsnav dev: unknown option --watch\nusage: docsnav dev [folder]');
      // A port in use, asked for explicitly: no silent switch to another one.
      const blocker = createServer();
      await new Promise<void>((r) => blocker.listen(BUSY_PORT, '127.0.0.1', r));
      try {
        expect(await run(['repo', '--port', String(BUSY_PORT)])).toEqual({
          code: 2,
          stderr: `docsnav dev: port ${BUSY_PORT} is in use; pick another with --port N\n`,
        });
      } finally {
        blocker.close();
      }
    } finally {
      tmp.cleanup();
    }
  }, 60000);
});

describe('the folder docsnav dev serves', () => {
  it('is the one holding docs.json: the folder named, or its docs/ subfolder (as docsnav check finds it)', () => {
    const tmp = tempRepo();
    try {
      expect(findDocsRoot('repo', tmp.dir)).toBe(realpathSync(join(tmp.dir, 'repo')));
      mkdirSync(join(tmp.dir, 'site'));
      renameSync(join(tmp.dir, 'repo'), join(tmp.dir, 'site', 'docs'));
      expect(findDocsRoot('site', tmp.dir)).toBe(realpathSync(join(tmp.dir, 'site', 'docs')));
      expect(findDocsRoot('.', join(tmp.dir, 'site'))).toBe(realpathSync(join(tmp.dir, 'site', 'docs')));
    } finally {
      tmp.cleanup();
    }
  });
});
