import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The guide (docs/ARCHITECTURE.md) and the README point at files by relative links; a file that
// moves or goes must take its links with it. Every relative link in docs/*.md and README.md has
// to name a tracked file, or a folder that holds one.

const DOCUMENTS = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

function trackedFiles(): Set<string> | undefined {
  try {
    return new Set(
      execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
        .split('\0')
        .filter(Boolean),
    );
  } catch {
    return undefined; // not a git checkout: fall back to what is on disk
  }
}

/** The targets of the Markdown links and images of a text, outside fenced code blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  const out: string[] = [];
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]);
  return out;
}

/** The repository path a relative link of `doc` names, or undefined for a link elsewhere (a URL, an anchor of the same page). */
function repositoryPath(doc: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return undefined;
  const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
  return normalize(join(dirname(doc), path))
    .replace(/\\/g, '/')
    .replace(/\/$/, '');
}

const tracked = trackedFiles();
const resolves = (path: string): boolean =>
  tracked ? tracked.has(path) || [...tracked].some((f) => f.startsWith(`${path}/`)) : existsSync(path);

describe('relative links in docs/*.md and README.md', () => {
  it('finds the guide and its links', () => {
    expect(DOCUMENTS).toContain('docs/ARCHITECTURE.md');
    expect(linkTargets(readFileSync('docs/ARCHITECTURE.md', 'utf8')).length).toBeGreaterThan(20);
  });

  it.each(DOCUMENTS)('every relative link of %s names a tracked file', (doc) => {
    const broken = linkTargets(readFileSync(doc, 'utf8'))
      .map((target) => [target, repositoryPath(doc, target)] as const)
      .filter(([, path]) => path !== undefined && (path.startsWith('..') || !resolves(path)))
      .map(([target]) => target);
    expect(broken).toEqual([]);
  });

  it('reads links as Markdown does', () => {
    expect(linkTargets('See [the session](../src/core/session/index.ts) and ![shot](docs/a.png "A").')).toEqual([
      '../src/core/session/index.ts',
      'docs/a.png',
    ]);
    expect(linkTargets('```\n[not a link](nowhere.ts)\n```\n')).toEqual([]);
    expect(repositoryPath('docs/ARCHITECTURE.md', '../src/cli/main.ts#L3')).toBe('src/cli/main.ts');
    expect(repositoryPath('README.md', 'https://pre-commit.com')).toBeUndefined();
    expect(repositoryPath('README.md', '#use-in-ci')).toBeUndefined();
    expect(repositoryPath('docs/ARCHITECTURE.md', '../../elsewhere.md')).toBe('../elsewhere.md');
  });
});
