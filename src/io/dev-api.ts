/**
 * The browser side of `docsnav dev`'s API (served by src/cli/dev/dev-server.ts; the two change
 * together). The app knows it was opened from `docsnav dev` by the `?token=` in its address
 * (src/io/dev-connection.ts, read at start); this module loads with the dev link.
 */
import { openProjectLoading, type OpenResult, type SaveTarget } from './project-files';
import type { DevConnection } from './dev-connection';

export { devConnectionFrom, type DevConnection } from './dev-connection';

/** What `GET /api/project` answers. */
export interface DevProjectPayload {
  /** The folder's name. */
  name: string;
  mainPath: string;
  /** docs.json, split files, OpenAPI files, and each page's front matter, by path relative to the folder. */
  files: Record<string, string>;
  /** docs.json and the split files it reaches: the documents the app edits. */
  documents: string[];
  /** Version (sha-256) of every document and OpenAPI file as read. */
  versions: Record<string, string>;
  pagesVersion: string;
  /** Files the server refused to read (links leaving the folder). */
  notes: string[];
}

/** The versions the server reported: on connect (`hello`) and when files change on disk (`change`). */
export interface DevVersions {
  versions: Record<string, string>;
  pagesVersion: string;
  changed?: string[];
  error?: string;
}

/** A refusal or failure of the dev server, with its HTTP status (0 when it could not be reached). */
export class DevApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly conflicts: readonly string[] = [],
  ) {
    super(message);
  }
}

async function call<T>(conn: DevConnection, path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(conn.origin + path, { ...init, cache: 'no-store', headers: { ...init.headers, 'X-Docsnav-Token': conn.token } });
  } catch {
    throw new DevApiError('docsnav dev is not answering. Is it still running? Start it again and open the address it prints.', 0);
  }
  const body = (await res.json().catch(() => ({}))) as T & { error?: string; conflicts?: string[] };
  if (!res.ok)
    throw new DevApiError(
      body.error ? body.error.charAt(0).toUpperCase() + body.error.slice(1) + '.' : `docsnav dev answered ${res.status}.`,
      res.status,
      body.conflicts,
    );
  return body;
}

/** Read the folder: docs.json, its split files, OpenAPI files and page front matter. */
export function fetchDevProject(conn: DevConnection): Promise<DevProjectPayload> {
  return call<DevProjectPayload>(conn, '/api/project');
}

/**
 * Write files (path relative to the folder -> text). `base` holds the versions the app opened:
 * the server refuses (409, `conflicts`) when a file changed on disk since. Resolves with the new versions.
 */
export function saveDevFiles(
  conn: DevConnection,
  files: ReadonlyMap<string, string>,
  base: Record<string, string>,
): Promise<{ saved: string[]; versions: Record<string, string> }> {
  return call(conn, '/api/save', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ files: Object.fromEntries(files), base }),
  });
}

/** Open the payload as a project whose Save writes through `saveTarget` (a folder with only a mint.json loads its converter). */
export async function openDevProject(payload: DevProjectPayload, saveTarget: SaveTarget): Promise<OpenResult> {
  const r = await openProjectLoading(new Map(Object.entries(payload.files)), 'dev-server', payload.name, { folder: true });
  return r.ok ? { ...r, project: { ...r.project, saveTarget } } : r;
}

/**
 * Listen to the server's events (Server-Sent Events; EventSource cannot send headers, so the
 * token goes in the query). `onVersions` gets the versions on every (re)connect and change;
 * `onLost` is called when the server is gone for good (stopped, or restarted with a new token).
 * Returns the function that stops listening.
 */
export function listenDevEvents(conn: DevConnection, onVersions: (v: DevVersions) => void, onLost: () => void): () => void {
  const es = new EventSource(`${conn.origin}/api/events?token=${encodeURIComponent(conn.token)}`);
  const handler = (e: MessageEvent<string>) => {
    try {
      onVersions(JSON.parse(e.data) as DevVersions);
    } catch {
      // A frame that is not JSON is not ours: ignore it.
    }
  };
  es.addEventListener('hello', handler);
  es.addEventListener('change', handler);
  // EventSource retries a dropped connection by itself; CLOSED means it gave up (a 403 or a server that is gone).
  es.addEventListener('error', () => {
    if (es.readyState === EventSource.CLOSED) onLost();
  });
  return () => es.close();
}
