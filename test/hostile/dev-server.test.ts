import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_APP, client, send, tempRepo } from '../cli/dev/dev-helpers';
import { deepDocs } from './inputs';

// `docsnav dev` survives every request (issue 17): an oversized chunked POST got its 413, then
// the server process exited (`req.socket.end()` on a socket the response had let go).

const TOKEN = 'hostile-token-0123456789abcdef';
const LIMIT = 1024 * 1024;
let tmp: ReturnType<typeof tempRepo>;
let child: ChildProcess;
let port: number;
let exited: string | undefined;
let stderr = '';

beforeAll(async () => {
  tmp = tempRepo();
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  child = spawn(tsx, [join(__dirname, 'dev-server-child.ts'), tmp.repo, FIXTURE_APP, TOKEN, String(LIMIT)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.on('exit', (code, signal) => (exited = `exit ${code ?? signal}`));
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', () => reject(new Error(`the dev server did not start: ${stderr}`)));
  });
}, 60_000);
afterAll(() => {
  child.kill();
  tmp.cleanup();
});

/** POST `total` bytes to /api/save in chunks, with no Content-Length; resolves with the status, if an answer came. */
function chunkedPost(total: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/save',
      headers: { Host: `127.0.0.1:${port}`, 'X-Docsnav-Token': TOKEN, 'Content-Type': 'application/json' },
    });
    let status: number | undefined;
    req.on('response', (res) => {
      status = res.statusCode;
      res.resume();
      res.on('end', () => resolve(status));
    });
    // The server closes the connection once it has answered: the rest of the body goes nowhere.
    req.on('error', () => resolve(status));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('docsnav dev survives hostile requests', () => {
  it('an oversized chunked POST gets 413, and the server answers the next request', async () => {
    const status = await chunkedPost(100 * LIMIT);
    expect(status).toBe(413);
    const r = await client(port, TOKEN).get('/api/project');
    expect(r.status).toBe(200);
    expect(exited, stderr).toBeUndefined();
  });
});

/** Send raw bytes on a new connection and collect whatever comes back until the server closes or a second passes. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const sock = connect(port, '127.0.0.1');
    let got = '';
    sock.on('data', (d: Buffer) => (got += d.toString()));
    sock.on('close', () => resolve(got));
    sock.on('error', () => resolve(got));
    sock.write(bytes);
    setTimeout(() => sock.destroy(), 1000);
  });
}

/** Hostile bodies and requests: each gets a 4xx with a message, and the server lives on. */
const BODIES: [string, string | Buffer, number][] = [
  ['not JSON', '{"files": ', 400],
  ['binary', Buffer.from([0, 1, 2, 0xff, 0xfe, 0x7b]), 400],
  ['an array', '[1, 2]', 400],
  ['files: null', '{"files": null}', 400],
  ['a file that is not text', '{"files": {"docs.json": 12}}', 400],
  ['prototype-named paths', '{"files": {"__proto__": "{}", "constructor": "{}"}, "base": {"__proto__": "x"}}', 403],
  ['a path out of the folder', '{"files": {"../outside.json": "{}"}}', 403],
  ['a backslash path', JSON.stringify({ files: { '..\\..\\x.json': '{}' } }), 403],
  ['a drive letter', JSON.stringify({ files: { 'C:\\x.json': '{}' } }), 403],
  ['docs.json 100,000 levels deep', JSON.stringify({ files: { 'docs.json': deepDocs(100_000) } }), 400],
  ['a body 100,000 levels deep', '['.repeat(100_000) + ']'.repeat(100_000), 400],
];

describe.each(BODIES)('POST /api/save with %s', (_name, body, status) => {
  it(`answers ${status} and lives on`, async () => {
    const r = await send(port, {
      method: 'POST',
      path: '/api/save',
      headers: { Host: `127.0.0.1:${port}`, 'X-Docsnav-Token': TOKEN, 'Content-Type': 'application/json' },
      body,
    });
    expect(r.status, r.text).toBe(status);
    expect(typeof r.json.error).toBe('string');
    expect((await client(port, TOKEN).get('/api/project')).status).toBe(200);
    expect(exited, stderr).toBeUndefined();
  });
});

describe('malformed HTTP', () => {
  const requests: [string, string][] = [
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
    [
      'Content-Length and chunked together',
      `POST /api/save HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a chunk size that is not a number',
      `POST /api/save HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nX-Docsnav-Token: ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    ],
    [
      'a body cut off mid-way',
      `POST /api/save HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nX-Docsnav-Token: ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"files":`,
    ],
    ['a target that is not a path', 'GET http://[::1 HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n'],
    ['a path with a NUL byte', 'GET /%00/../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n'],
  ];
  it.each(requests)('%s: no crash, the next request is served', async (_name, text) => {
    await raw(text.replace(/PORT/g, String(port)));
    expect((await client(port, TOKEN).get('/api/project')).status).toBe(200);
    expect(exited, stderr).toBeUndefined();
  });
});
