import type { IncomingMessage } from 'node:http';
import type { Refusal } from './request-guard';

/** Largest request body the API takes. A save carries docs.json and its split files; the largest real docs.json is 2.4 MB. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** A request that cannot be served, with its status (4xx) and a message for the sender. */
export class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields of the JSON answer (the conflicting files of a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  static from(r: Refusal): BadRequest {
    return new BadRequest(r.status, r.message);
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/**
 * Read a JSON request body of at most `limit` bytes. Refuses (413) as soon as the declared
 * length or the bytes received pass the limit, without buffering the rest; refuses a body that
 * is not `application/json` (415: it also makes a browser ask before sending one cross-origin)
 * and one that does not parse (400, with the parser's position).
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    throw new BadRequest(415, `the body must be JSON sent as "Content-Type: application/json" (got "${type || 'no type'}")`);
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    discardRest(req);
    throw new BadRequest(413, `the body is ${mb(declared)}, over the ${mb(limit)} limit of docsnav dev; nothing was saved`);
  }
  const chunks = await new Promise<Buffer[]>((resolve, reject) => {
    const got: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void got.push(chunk);
      discardRest(req);
      reject(new BadRequest(413, `the body is over the ${mb(limit)} limit of docsnav dev; nothing was saved`));
    };
    req.on('data', onData);
    req.once('end', () => resolve(got));
    req.once('error', reject);
  });
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) throw new BadRequest(400, 'the body is empty; send a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new BadRequest(400, `the body is not valid JSON (${(e as Error).message}); nothing was saved`);
  }
}

/**
 * Stop keeping a refused body but go on reading it, dropping each chunk. Breaking off the read
 * (as leaving a `for await` over the request does) destroys the socket, and the client, still
 * sending, gets a connection reset instead of the 413 that explains it.
 */
function discardRest(req: IncomingMessage): void {
  req.removeAllListeners('data');
  req.on('data', () => undefined);
  req.resume();
}
