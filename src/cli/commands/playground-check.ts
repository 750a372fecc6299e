import { classifyPlayground, playgroundRequestUrl, type PlaygroundVerdict } from '../../core/openapi/playground-check';
import { parseArgs, type CliIo } from '../io';

/** One line of help: usage, then what it does. */
export const help =
  "playground-check <docs site URL> [--timeout <ms>] [--json]: send the API playground's POST to {site}/_platform/api/request and say whether it passes, is blocked by a proxy (and what to allow), or cannot reach the site; exit 0 only when it passes";

/** The harmless probe: no URL to forward to, so the site forwards nothing. */
const PROBE = JSON.stringify({ docsnav: 'playground-check' });

/** Send the playground's POST to a docs site and classify the answer (never throws). */
export async function checkPlayground(site: string, timeoutMs = 10000): Promise<PlaygroundVerdict & { url: string }> {
  const url = playgroundRequestUrl(site);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PROBE,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; release the connection.
    await res.arrayBuffer().catch(() => undefined);
    return { url, ...classifyPlayground(url, { status: res.status, allow: res.headers.get('allow') }) };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    const why =
      err.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (err.cause?.code ?? err.cause?.message ?? err.message);
    return { url, ...classifyPlayground(url, { error: why }) };
  }
}

/** `docsnav playground-check <site>`: exit 0 when the POST passes, 1 when blocked or unreachable, 2 on a usage mistake. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv, ['timeout']);
  const unknown = [...flags.keys()].filter((f) => f !== 'json' && f !== 'timeout');
  const timeout = flags.has('timeout') ? Number(flags.get('timeout')) : 10000;
  if (positional.length !== 1 || unknown.length || !(timeout > 0)) {
    io.stderr.write(
      `${unknown.length ? `docsnav playground-check: unknown option --${unknown[0]}\n` : ''}usage: docsnav ${help.slice(0, help.indexOf(':'))}\n`,
    );
    return 2;
  }
  const v = await checkPlayground(positional[0], timeout);
  io.stdout.write(flags.has('json') ? JSON.stringify(v, null, 2) + '\n' : `${v.message}\n`);
  return v.case === 'reachable' ? 0 : 1;
}
