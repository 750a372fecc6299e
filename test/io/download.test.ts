import { describe, expect, it } from 'vitest';
import { zipName } from '../../src/io/download';

describe('zipName', () => {
  it('names the archive after the folder', () => {
    expect(zipName('my-docs')).toBe('my-docs.zip');
  });
  it('falls back to docs.zip for names that are not file names', () => {
    expect(zipName('https://example.com/docs.json')).toBe('docs.zip');
    expect(zipName('Untitled')).toBe('docs.zip');
    expect(zipName('..')).toBe('docs.zip');
    expect(zipName('  ')).toBe('docs.zip');
  });
});
