import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The core's purity rule lives in eslint.config.js (no-restricted-imports); this checks that it
// still catches each kind of import the core may not make, and lets the core's own imports be.
const eslint = new ESLint({ cache: false });

async function ruleHits(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the core purity lint rule', () => {
  it.each([
    ["import { useState } from 'react';", 'src/core'],
    ["import { createRoot } from 'react-dom/client';", 'src/core'],
    ["import * as monaco from 'monaco-editor';", 'src/core'],
    ["import { useDraggable } from '@dnd-kit/core';", 'src/core'],
    ["import { readFileSync } from 'node:fs';", 'src/io or src/cli'],
    ["import { TreePanel } from '../../ui/tree/tree-panel';", 'src/core imports only src/core'],
    ["import { openProject } from '../../io/open-project';", 'src/core imports only src/core'],
    ["import { main } from '../../cli/main';", 'src/core imports only src/core'],
  ])('refuses %s in src/core', async (code, says) => {
    const hits = await ruleHits(`${code}\nexport {};\n`, 'src/core/model/example.ts');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain(says);
  });

  it("allows the core's own imports, and the same imports outside the core", async () => {
    expect(await ruleHits("import { parse } from '../parse/parse';\nexport {};\n", 'src/core/model/example.ts')).toEqual([]);
    expect(await ruleHits("import { useState } from 'react';\nexport {};\n", 'src/ui/tree/example.ts')).toEqual([]);
  });
});
