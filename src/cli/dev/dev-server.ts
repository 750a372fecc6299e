import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { isIP } from 'node:net';
import { checkOrigin, checkToken, servedAddress, type ServedAddress } from './request-guard';
import { BadRequest, MAX_BODY_BYTES, readJsonBody } from './read-body';
import { configFileIn, readDevProject, type DevProject } from './read-dev-project';
import { serveStatic } from './serve-static';
import { saveFiles } from './save-files';

/** How to start the server. */
export interface DevServerOptions {
  /** The folder that holds docs.json: everything the API reads or writes lies inside it. */
  root: string;
  /** docs.json's name in the folder. */
  mainPath?: string;
  /** The built app (index.html and its assets). */
  appDir: string;
  /** Interface to listen on; 127.0.0.1 unless the user asks for another. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The API token; a random one when not given (tests pass their own). */
  token?: string;
  maxBodyBytes?: number;
  /** Lines for the terminal ("Saved docs.json"). */
  log?: (line: string) => void;
}

/** A running dev server. */
export interface DevServer {
  /** The address to open, with the token: `http://127.0.0.1:4190/?token=...`. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  /** Read the folder again and tell every open app what changed on disk (called by the watcher). */
  refresh(): void;
  close(): Promise<void>;
}

/** What an open app is told when files change on disk (`event: change` on /api/events). */
export interface ChangeEvent {
  /** Documents and OpenAPI files whose content differs from what the server last reported or wrote. */
  changed: string[];
  versions: Record<string, string>;
  pagesVersion: string;
  /** Set when docs.json cannot be read at all (deleted, renamed). */
  error?: string;
}

const SECURITY_HEADERS = {
  // The token is in the address: never send it on to another site.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Start `docsnav dev`'s HTTP server: the built app, and a JSON API for one folder.
 *
 * - `GET /api/project`: docs.json, its split files, OpenAPI files and page front matter, with versions.
 * - `POST /api/save` `{ files: { path: text }, base?: { path: version } }`: atomic writes of
 *   docs.json, `$ref` targets and configured OpenAPI files only; 409 when a file changed on disk
 *   since the version in `base`.
 * - `GET /api/events`: Server-Sent Events; `hello` on connect, `change` when files change on disk.
 *
 * Every request must carry this server's address in `Host` (and `Origin`, when a browser sends
 * one); every API request must carry the token. Plain node:http: the API is three routes, and a
 * framework would add surface without removing any of the checks written here.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const root = realpathSync(opts.root);
  const appDir = realpathSync(opts.appDir);
  // Looked up at each read: a save that creates docs.json beside a mint.json switches the folder to it.
  const mainPathNow = () => opts.mainPath ?? configFileIn(root);
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const host = opts.host ?? '127.0.0.1';
  const limit = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const log = opts.log ?? (() => undefined);
  const clients = new Set<ServerResponse>();

  let project: DevProject | undefined;
  let error: string | undefined;
  const scan = () => {
    try {
      project = readDevProject(root, mainPathNow());
      error = undefined;
    } catch (e) {
      project = undefined;
      error = (e as Error).message;
    }
  };
  scan();
  // What the apps were last told is on disk; a save updates it, so the app's own writes do not come back as changes.
  let known: { versions: Record<string, string>; pagesVersion: string } = {
    versions: { ...project?.versions },
    pagesVersion: project?.pagesVersion ?? '',
  };

  const broadcast = (event: string, data: unknown) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const c of clients) c.write(frame);
  };

  let reported: string | undefined;
  const refresh = () => {
    const before = known;
    scan();
    const versions = project?.versions ?? {};
    const paths = new Set([...Object.keys(before.versions), ...Object.keys(versions)]);
    const changed = [...paths].filter((p) => before.versions[p] !== versions[p]).sort();
    const pagesVersion = project?.pagesVersion ?? '';
    // A docs.json that stays unreadable is reported once, not on every later change around it.
    if (!changed.length && pagesVersion === before.pagesVersion && error === reported) return;
    reported = error;
    known = { versions: { ...versions }, pagesVersion };
    const ev: ChangeEvent = { changed, versions, pagesVersion, ...(error ? { error } : {}) };
    broadcast('change', ev);
  };

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const refusal = checkToken(req, url, token);
    if (refusal) throw BadRequest.from(refusal);
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/project': {
        scan();
        if (!project) throw new BadRequest(404, error ?? 'docs.json cannot be read');
        // `known` stays: a change read here before the watcher reported it still reaches the other open apps.
        return sendJson(res, 200, {
          name: root.split(/[\\/]/).pop(),
          mainPath: project.mainPath,
          files: Object.fromEntries(project.files),
          documents: [...project.documents],
          versions: project.versions,
          pagesVersion: project.pagesVersion,
          notes: project.problems.map((p) => p.message),
        });
      }
      case 'POST /api/save': {
        const body = await readJsonBody(req, limit);
        const result = saveFiles(root, mainPathNow(), body);
        for (const p of result.saved) log(`Saved ${p}`);
        // Only the files written become known: any other change on disk is still reported by the next refresh.
        known = { ...known, versions: { ...known.versions, ...result.versions } };
        return sendJson(res, 200, { saved: result.saved, versions: result.versions });
      }
      case 'GET /api/events': {
        res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        // What is on disk now: an app that reconnects compares it with what it opened, so a change missed while away is not lost.
        scan();
        res.write(
          `event: hello\ndata: ${JSON.stringify({ versions: project?.versions ?? {}, pagesVersion: project?.pagesVersion ?? '' })}\n\n`,
        );
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return;
      }
    }
    if (['/api/project', '/api/save', '/api/events'].includes(url.pathname)) {
      res.setHeader('Allow', url.pathname === '/api/save' ? 'POST' : 'GET');
      throw new BadRequest(405, `${req.method} is not allowed on ${url.pathname}`);
    }
    throw new BadRequest(404, `there is no ${url.pathname} in the docsnav dev API (it has /api/project, /api/save and /api/events)`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Taken now: once the answer is out, the response lets the socket go and `req.socket` is null.
    const socket = req.socket as IncomingMessage['socket'] | null;
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    try {
      const guard = checkOrigin(req, addr);
      if (guard) throw BadRequest.from(guard);
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        throw new BadRequest(400, `the request target "${req.url}" is not a valid URL`);
      }
      if (url.pathname.startsWith('/api/')) return await api(req, res, url);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        throw new BadRequest(405, `${req.method} is not allowed on ${url.pathname}; the app is read-only here`);
      }
      // The raw target, not the URL parser's: it folds /../ away, and a refusal is clearer than a silent redirect.
      serveStatic(appDir, (req.url ?? '/').split('?')[0], res, req.method === 'HEAD');
    } catch (e) {
      const status = e instanceof BadRequest ? e.status : 500;
      const message = e instanceof BadRequest ? e.message : `docsnav dev failed on this request: ${(e as Error).message}`;
      if (status === 500) log(`Error: ${message}`);
      if (res.headersSent) return void res.destroy();
      // An oversized body: a lingering close. The rest of the body is read and dropped (see
      // readJsonBody) while the answer goes out; then our side of the connection is closed, and
      // the whole of it a few seconds later if the client is still sending. ("Connection: close"
      // would make node destroy the socket as soon as the answer is written, and a client still
      // sending would get a reset, often before it has read the 413.)
      if (status === 413) {
        res.once('finish', () => {
          socket?.end();
          setTimeout(() => socket?.destroy(), 5000).unref();
        });
      }
      sendJson(res, status, { error: message, ...(e instanceof BadRequest ? e.details : undefined) });
    }
  };

  // No request may end the server: whatever escapes `handle` (a bug, a socket gone mid-answer)
  // is logged and that one connection dropped.
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      log(`Error: docsnav dev failed on ${req.method} ${req.url}: ${(e as Error)?.message ?? String(e)}`);
      if (!res.writableEnded) res.destroy();
    });
  });
  server.on('clientError', (_err, socket) => {
    // A request node cannot even parse: answer 400 rather than drop it, and never crash.
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  // Requests are handled only once listening, so `handle` never reads this before it is set.
  const addr: ServedAddress = servedAddress(host, port);
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  return {
    url: `${origin}/?token=${token}`,
    origin: origin,
    port,
    token,
    refresh,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of clients) c.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
