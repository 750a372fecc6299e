import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenapi } from '../../../src/core/openapi/load-openapi';
import type { LoadedOpenapi, OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';

/** The OpenAPI fixtures written for these tests. */
export const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'openapi');

/** A fixture's text. */
export function fixture(path: string): string {
  return readFileSync(join(FIXTURES, path), 'utf8');
}

/** Reads fixtures by path relative to the fixtures folder (undefined when absent), like the opened folder. */
export function readFixture(path: string): string | undefined {
  const p = join(FIXTURES, path);
  return existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : undefined;
}

/** Load a fixture completely (index and validation). */
export function loadFixture(path: string, opts: { validate?: boolean } = {}): Promise<OpenapiDocumentState> {
  return loadOpenapi(fixture(path), path, readFixture, opts);
}

/** A fixture's loaded document; fails the test when it does not load. */
export async function loadedFixture(path: string, opts: { validate?: boolean } = {}): Promise<LoadedOpenapi> {
  const s = await loadFixture(path, opts);
  if (s.status !== 'loaded' || !s.document) throw new Error(`${path} did not load: ${s.message}`);
  return s.document;
}
