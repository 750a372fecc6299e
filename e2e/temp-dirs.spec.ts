import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, tempDir } from './test';

// The two tests run in order, in one worker: the second sees what the first left behind.
test.describe.configure({ mode: 'serial' });

let made = '';

test('a test makes a folder with tempDir and writes into it', async () => {
  made = tempDir('docsnav-temp-check-');
  writeFileSync(join(made, 'docs.json'), '{}');
  expect(existsSync(join(made, 'docs.json'))).toBe(true);
});

test('the folder is gone once that test has ended', async () => {
  expect(made).not.toBe('');
  expect(existsSync(made)).toBe(false);
});
