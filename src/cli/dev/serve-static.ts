import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { PathRefused, resolveInside } from './safe-path';
import { BadRequest } from './read-body';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.mdx': 'text/markdown; charset=utf-8',
};

/**
 * Serve one file of the built app (`realAppDir` must be a real path). The URL path is decoded
 * and confined to the app folder like every API path: `/../`, encoded dots and links out are
 * refused. `/` is the app's index.html.
 */
export function serveStatic(realAppDir: string, pathname: string, res: ServerResponse, head: boolean): void {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    throw new BadRequest(400, `the address "${pathname}" is not a valid URL path`);
  }
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  let abs: string;
  try {
    abs = resolveInside(realAppDir, rel);
  } catch (e) {
    if (e instanceof PathRefused) throw new BadRequest(403, e.message);
    throw e;
  }
  let size: number;
  try {
    const st = statSync(abs);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    throw new BadRequest(404, `${pathname} is not part of the docsnav app`);
  }
  res.writeHead(200, {
    'Content-Type': TYPES[extname(abs).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': size,
    // The app is rebuilt in place (`--build`): always revalidate rather than serve a stale bundle.
    'Cache-Control': 'no-cache',
  });
  if (head) return void res.end();
  createReadStream(abs).pipe(res);
}
