import { Buffer } from 'buffer';

// swagger-parser's reference resolver calls `Buffer.isBuffer` on every file it reads; browsers
// have no `Buffer` ("Buffer is not defined"). This module must be imported before the validator.
const g = globalThis as { Buffer?: unknown };
g.Buffer ??= Buffer;
