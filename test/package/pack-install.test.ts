import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { packAndInstall, PROJECT_ROOT, type InstalledPackage } from '../helpers/pack-install';
import { docsnav as fromClone } from '../cli/run-cli';

/*
 * The package a user gets: `npm pack`, installed into an empty folder, its `docsnav` run from
 * there. A runtime file left out of the package (a chunk of the compiled CLI, an asset of the
 * app) fails a command or the page here. Each command's output must equal the clone's (the
 * TypeScript sources), so the compiled CLI is the same program.
 */

let pkg: InstalledPackage;
beforeAll(async () => {
  pkg = await packAndInstall();
}, 600_000);
afterAll(() => pkg?.cleanup(), 120_000);

const RULES = join(PROJECT_ROOT, 'test', 'fixtures', 'rules');
const OPENAPI = join(PROJECT_ROOT, 'test', 'fixtures', 'openapi');
const SAMPLE = join(PROJECT_ROOT, 'public', 'sample');
// An installed package has one app; DOCSNAV_OUT names a clone's test builds.
const env = { ...process.env, DOCSNAV_OUT: undefined };

/** Run the installed `docsnav` (node_modules/.bin, as `npx docsnav` does) in `cwd`. */
function installed(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(pkg.bin, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('the packed docsnav package', () => {
  it('holds the compiled CLI, the built app and the licence; no sources, tests, fixtures or TypeScript', () => {
    for (const f of [
      'bin/docsnav.cjs',
      'dist-cli/main.cjs',
      'dist-cli/check.cjs',
      'dist/index.html',
      'dist/THIRD-PARTY-LICENSES.txt',
      'dist-cli/THIRD-PARTY-LICENSES.txt',
      'LICENSE',
      'README.md',
      'package.json',
    ])
      expect(pkg.files).toContain(f);
    expect(pkg.files.filter((f) => /^(src|test|e2e|scripts|bench|public|docs)\//.test(f) || /\.tsx?$/.test(f))).toEqual([]);
    // Every file the CLI build made is in the package: a chunk left out breaks some command.
    const cli = readdirSync(join(PROJECT_ROOT, 'dist-cli'), { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(join(PROJECT_ROOT, 'dist-cli', f)).isFile())
      .map((f) => `dist-cli/${f.split('\\').join('/')}`);
    expect(pkg.files.filter((f) => f.startsWith('dist-cli/'))).toEqual(expect.arrayContaining(cli));
  });

  it('installs alone: not private, an MIT licence, no runtime dependency, so nothing but docsnav in node_modules', () => {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'node_modules', 'docsnav', 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'docsnav', license: 'MIT', bin: { docsnav: 'bin/docsnav.cjs' } });
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.engines.node).toMatch(/^>=\d+/);
    // No tsx, no TypeScript, no Vite: the installed command runs plain JavaScript.
    expect(readdirSync(join(pkg.dir, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['docsnav']);
  });
});

describe('the installed docsnav', () => {
  it('check prints what the clone prints, with the same exit code: rules, a folder, OpenAPI documents, GitHub annotations', async () => {
    for (const [args, cwd] of [
      [['check', 'errors.json'], RULES],
      [['check', 'site', '--json'], RULES],
      [['check', 'not-json.json'], RULES],
      [['check', 'site'], OPENAPI],
      [['check', 'site', '--format', 'github'], OPENAPI],
    ] as const) {
      const mine = await installed([...args], cwd);
      expect(mine.stdout + mine.stderr, args.join(' ')).not.toBe('');
      expect(mine, args.join(' ')).toEqual(await fromClone([...args], cwd));
    }
  }, 180_000);

  it('expand and openapi-check print what the clone prints (YAML and the OpenAPI validator, loaded lazily)', async () => {
    for (const [args, cwd] of [
      [['expand', '.'], SAMPLE],
      [['openapi-check', 'invalid.yaml'], OPENAPI],
    ] as const) {
      const mine = await installed([...args], cwd);
      expect(mine.stdout, args.join(' ')).not.toBe('');
      expect(mine, args.join(' ')).toEqual(await fromClone([...args], cwd));
    }
    expect((await installed(['expand', '.'], SAMPLE)).stdout).toContain('GET /plants');
  }, 180_000);

  it('dev serves the packaged app without building it, and the editor opens the folder in a browser', async () => {
    const folder = join(pkg.dir, 'docs');
    cpSync(SAMPLE, folder, { recursive: true });
    // A tab name the built-in sample lacks: the editor shows this folder, not its own sample.
    const docsJson = join(folder, 'docs.json');
    writeFileSync(docsJson, readFileSync(docsJson, 'utf8').replace('"tab": "Guides"', '"tab": "Installed guides"'));
    const dev = spawn(pkg.bin, ['dev', 'docs', '--port', '0'], { cwd: pkg.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    dev.stdout.on('data', (d) => (out += d));
    dev.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => dev.on('exit', (code) => resolve(code)));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      await expect
        .poll(() => /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.test(out) || dev.exitCode !== null, { timeout: 60_000 })
        .toBe(true);
      const address = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out)?.[0];
      expect(address, out).toBeDefined();
      expect(out).not.toMatch(/Building/);
      // The page and every file it names come from the package's dist/.
      const origin = new URL(address!).origin;
      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toBe(readFileSync(join(pkg.dir, 'node_modules', 'docsnav', 'dist', 'index.html'), 'utf8'));
      const assets = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(assets.length).toBeGreaterThan(0);
      for (const a of assets) expect((await fetch(`${origin}/${a}`)).status, a).toBe(200);

      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(address!);
      await tab.getByRole('tree', { name: 'Navigation' }).waitFor({ timeout: 60_000 });
      await tab.getByRole('treeitem', { name: 'Tab Installed guides', exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      if (dev.exitCode === null) dev.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 180_000);
});
