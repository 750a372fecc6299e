// Runs `docsnav dev`'s server in its own process for the hostile suite: a crash there ends
// this process (an unhandled rejection), which the test sees, instead of vitest's own worker.
import { startDevServer } from '../../src/cli/dev/dev-server';

const [root, appDir, token, limit] = process.argv.slice(2);
const server = await startDevServer({ root, appDir, port: 0, token, maxBodyBytes: limit ? Number(limit) : undefined });
process.stdout.write(JSON.stringify({ port: server.port }) + '\n');
