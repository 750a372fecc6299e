import { describe, expect, it } from 'vitest';
import { sourceName } from '../../../src/ui/shell/source-name';

describe('sourceName', () => {
  it('leads with the repository for a GitHub address, raw or page', () => {
    expect(sourceName('https://raw.githubusercontent.com/acme/docs/main/docs/docs.json', 'url')).toBe('acme/docs · docs/docs.json');
    expect(sourceName('https://raw.githubusercontent.com/acme/docs/refs/heads/main/docs.json', 'url')).toBe('acme/docs · docs.json');
    expect(sourceName('https://github.com/acme/docs/blob/v2/site/docs.json', 'url')).toBe('acme/docs · site/docs.json');
  });

  it('names another address by its host and last two parts', () => {
    expect(sourceName('https://docs.example.com/a/b/c/docs.json', 'url')).toBe('docs.example.com · c/docs.json');
    expect(sourceName('/remote/docs.json', 'url')).toBe('remote/docs.json');
  });

  it('keeps every other name as it is', () => {
    expect(sourceName('my-docs', 'folder')).toBe('my-docs');
    expect(sourceName('Pasted docs.json', 'paste')).toBe('Pasted docs.json');
  });
});
