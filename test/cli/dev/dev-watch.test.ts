import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { startDevSession, type DevSession } from '../../../src/cli/dev/dev-session';
import { checkLines } from '../../../src/cli/dev/report-problems';
import { FIXTURE_APP, client, tempRepo, until } from './dev-helpers';

interface Sse {
  event: string;
  data: { changed?: string[]; versions: Record<string, string>; pagesVersion: string; error?: string };
}

/** Listen to /api/events with a plain HTTP request, collecting every event in order. */
function listen(port: number, token: string): Promise<{ events: Sse[]; close(): void }> {
  return new Promise((resolve, reject) => {
    const events: Sse[] = [];
    const req = get({ host: '127.0.0.1', port, path: `/api/events?token=${token}` }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let end;
        while ((end = buf.indexOf('\n\n')) !== -1) {
          const frame = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '{}';
          events.push({ event, data: JSON.parse(data) });
        }
      });
      resolve({ events, close: () => req.destroy() });
    });
    req.on('error', () => undefined);
  });
}

describe('docsnav dev watches the folder', () => {
  let tmp: ReturnType<typeof tempRepo>;
  let session: DevSession;
  let out = '';
  let sse: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    tmp = tempRepo();
    session = await startDevSession({
      folder: tmp.repo,
      cwd: tmp.dir,
      appDir: FIXTURE_APP,
      port: 0,
      token: 'tok',
      write: (s) => (out += s),
      debounceMs: 50,
    });
    sse = await listen(session.server.port, 'tok');
    await until(() => sse.events.length > 0, 'the hello event');
  });
  afterAll(async () => {
    sse.close();
    await session.close();
    tmp.cleanup();
  });

  it('prints the address and the problems on start, in the lines of docsnav check', async () => {
    expect(out).toContain(
      `docsnav dev: editing ${join(session.root, 'docs.json')}\n  http://127.0.0.1:${session.server.port}/?token=tok\n`,
    );
    const lines = (await checkLines(tmp.repo, tmp.dir)).lines;
    expect(lines).toEqual([
      expect.stringMatching(
        /^repo\/docs\.json:10:64 warning page-not-found navigation\.tabs\[0\]\.groups\[0\]\.pages\[2\]: page entry "guides\/missing"/,
      ),
    ]);
    expect(out).toContain(`\n\n${lines[0]}\n1 warning.\n`);
  });

  it('says hello with the versions on disk, so an app that reconnects sees what it missed', () => {
    expect(sse.events[0].event).toBe('hello');
    expect(Object.keys(sse.events[0].data.versions).sort()).toEqual(['docs.json', 'notes.json', 'openapi.yaml', 'reference.json']);
  });

  it('tells the app when docs.json changes on disk, and prints the problems again', async () => {
    const n = sse.events.length;
    const path = join(tmp.repo, 'docs.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"guides/missing"', '"guides/gone"'));
    const ev = await until(() => sse.events.slice(n).find((e) => e.event === 'change'), 'a change event');
    expect(ev.data.changed).toEqual(['docs.json']);
    await until(() => out.includes('The files changed; the problems now:'), 'the problems printed again');
    expect(out).toMatch(/The files changed; the problems now:\nrepo\/docs\.json:10:64 warning page-not-found .*"guides\/gone"/);
  });

  it("does not report the app's own save back as a change on disk; the next real change is reported alone", async () => {
    const api = client(session.server.port, 'tok');
    const p = await api.get('/api/project');
    const docs = (p.json.files as Record<string, string>)['docs.json'];
    const n = sse.events.length;
    const saved = await api.save({
      files: { 'docs.json': docs.replace('"Dev fixture"', '"Saved by the app"') },
      base: { 'docs.json': (p.json.versions as Record<string, string>)['docs.json'] },
    });
    expect(saved.status).toBe(200);
    // Events arrive in order: had the save bounced back, its event would come before this one (or name docs.json with it).
    const spec = join(tmp.repo, 'openapi.yaml');
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('List plants', 'List every plant'));
    const ev = await until(() => sse.events.slice(n).find((e) => e.event === 'change'), 'the OpenAPI change');
    expect(ev.data.changed).toEqual(['openapi.yaml']);
  });

  it('reports a new page (pages version) and prints that the problem is gone', async () => {
    const n = sse.events.length;
    const before = sse.events[sse.events.length - 1].data.pagesVersion;
    writeFileSync(join(tmp.repo, 'guides', 'gone.mdx'), '---\ntitle: Back\n---\n');
    const ev = await until(() => sse.events.slice(n).find((e) => e.event === 'change'), 'the pages change');
    expect(ev.data.changed).toEqual([]);
    expect(ev.data.pagesVersion).not.toBe(before);
    await until(() => out.endsWith('The files changed; the problems now:\nNo problems.\n'), '"No problems." printed');
  });

  it('keeps going when docs.json stops being JSON, printing the same line as docsnav check', async () => {
    const path = join(tmp.repo, 'docs.json');
    writeFileSync(path, '{ "navigation": [1,,] }');
    await until(() => out.includes('error not-json'), 'the not-json line');
    expect(out).toContain('repo/docs.json:1:20 error not-json line 1, column 20: a value is expected');
    const r = await client(session.server.port, 'tok').get('/api/project');
    expect(r.status).toBe(200);
    expect((r.json.files as Record<string, string>)['docs.json']).toBe('{ "navigation": [1,,] }');
  });
});

describe('docsnav dev when docs.json goes away', () => {
  it('tells the app once, and again when docs.json is back', async () => {
    const tmp = tempRepo();
    const session = await startDevSession({
      folder: tmp.repo,
      cwd: tmp.dir,
      appDir: FIXTURE_APP,
      port: 0,
      token: 'tok',
      write: () => undefined,
      debounceMs: 50,
    });
    const sse = await listen(session.server.port, 'tok');
    try {
      await until(() => sse.events.length > 0, 'the hello event');
      const path = join(tmp.repo, 'docs.json');
      const text = readFileSync(path, 'utf8');
      renameSync(path, join(tmp.repo, 'docs.json.bak'));
      const gone = await until(() => sse.events.find((e) => e.event === 'change'), 'the removal');
      expect(gone.data.error).toMatch(/^docs\.json: not found in /);
      // Another change while it is still gone: no second error (events are in order, so it would come before the next one).
      writeFileSync(join(tmp.repo, 'index.mdx'), '---\ntitle: Home\n---\n');
      session.server.refresh(); // what the watcher calls: called here, a refresh surely runs while docs.json is gone
      writeFileSync(path, text);
      await until(() => sse.events.filter((e) => e.event === 'change').length >= 2, 'docs.json back');
      const changes = sse.events.filter((e) => e.event === 'change');
      expect(changes.map((e) => !!e.data.error)).toEqual([true, false]);
      expect(changes[1].data.changed).toEqual(['docs.json', 'notes.json', 'openapi.yaml', 'reference.json']);
    } finally {
      sse.close();
      await session.close();
      tmp.cleanup();
    }
  });
});
