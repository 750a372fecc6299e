/**
 * Conformance over a corpus of real docs.json files (one folder per site, as in
 * ../shared/corpus): for each folder, `docsnav format` must reproduce docs.json byte for
 * byte, and `docsnav check` runs with the page files of its pages.txt. Prints one row per folder
 * and a table of errors and warnings by code; exits 1 when a round trip fails.
 *
 * Usage: npx tsx scripts/conformance.ts ../shared/corpus [--errors] [--code <code>]
 *   --errors       also print every error diagnostic (to read them and judge each one)
 *   --code <code>  print every diagnostic with that code
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadWorkspace, printFile } from '../src/core/model/workspace';
import { buildNavIndex } from '../src/core/model/build-nav-index';
import { runRules } from '../src/core/rules/index';
import type { Diagnostic } from '../src/core/rules/diagnostic';

/** The result of one corpus folder. */
export interface FolderResult {
  folder: string;
  bytes: number;
  roundTrip: 'ok' | 'differs' | 'not-json';
  diagnostics: Diagnostic[];
  loadProblems: string[];
}

/** Check one corpus folder: format round trip and every rule, with pages.txt as the page files. */
export function checkFolder(dir: string, folder: string): FolderResult {
  const root = join(dir, folder);
  const text = readFileSync(join(root, 'docs.json'), 'utf8');
  const read = (rel: string) => {
    const p = join(root, rel);
    return existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : undefined;
  };
  const load = loadWorkspace('docs.json', text, read);
  const ws = load.workspace;
  if (!ws) return { folder, bytes: text.length, roundTrip: 'not-json', diagnostics: [], loadProblems: load.problems.map((p) => p.message) };
  const pagesTxt = read('pages.txt');
  const pageFiles = pagesTxt === undefined ? undefined : new Set(pagesTxt.split('\n').filter(Boolean));
  const roundTrip = Object.keys(ws.files).every((f) => printFile(ws, f) === ws.files[f].source.text) ? 'ok' : 'differs';
  const diagnostics = runRules(ws, buildNavIndex(ws), { pageFiles });
  return { folder, bytes: text.length, roundTrip, diagnostics, loadProblems: load.problems.map((p) => p.message) };
}

/** The corpus folders of `dir` (those holding a docs.json), sorted. */
export function corpusFolders(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => existsSync(join(dir, f, 'docs.json')))
    .sort();
}

function pad(s: string | number, n: number, right = false): string {
  const t = String(s);
  return right ? t.padStart(n) : t.padEnd(n);
}

function main(argv: string[]): number {
  const dir = argv.find((a) => !a.startsWith('--'));
  if (!dir || !existsSync(dir)) {
    console.error('usage: npx tsx scripts/conformance.ts <corpus folder> [--errors] [--code <code>]');
    return 2;
  }
  const codeArg = argv.indexOf('--code');
  const showCode = codeArg >= 0 ? argv[codeArg + 1] : undefined;
  const showErrors = argv.includes('--errors');
  const results = corpusFolders(dir).map((f) => checkFolder(dir, f));
  const byCode = new Map<string, { error: number; warning: number; info: number; folders: Set<string> }>();
  console.log(`${pad('folder', 42)} ${pad('bytes', 9, true)} ${pad('format', 8)} ${pad('errors', 6, true)} ${pad('warnings', 8, true)}`);
  for (const r of results) {
    const e = r.diagnostics.filter((d) => d.severity === 'error').length;
    const w = r.diagnostics.filter((d) => d.severity === 'warning').length;
    console.log(`${pad(r.folder, 42)} ${pad(r.bytes, 9, true)} ${pad(r.roundTrip, 8)} ${pad(e, 6, true)} ${pad(w, 8, true)}`);
    for (const p of r.loadProblems) console.log(`  load: ${p}`);
    for (const d of r.diagnostics) {
      const row = byCode.get(d.code) ?? { error: 0, warning: 0, info: 0, folders: new Set<string>() };
      row[d.severity]++;
      row.folders.add(r.folder);
      byCode.set(d.code, row);
    }
  }
  console.log(`\n${pad('code', 30)} ${pad('errors', 7, true)} ${pad('warnings', 9, true)} ${pad('folders', 8, true)}`);
  for (const [code, row] of [...byCode].sort(
    (a, b) => b[1].error - a[1].error || b[1].warning - a[1].warning || a[0].localeCompare(b[0]),
  )) {
    console.log(`${pad(code, 30)} ${pad(row.error, 7, true)} ${pad(row.warning, 9, true)} ${pad(row.folders.size, 8, true)}`);
  }
  if (showErrors || showCode) {
    console.log('');
    for (const r of results) {
      for (const d of r.diagnostics) {
        if ((showErrors && d.severity === 'error') || d.code === showCode)
          console.log(`${r.folder}/${d.file} ${d.severity} ${d.code} ${d.message}`);
      }
    }
  }
  const failed = results.filter((r) => r.roundTrip !== 'ok');
  console.log(
    `\nformat round trip: ${results.length - failed.length}/${results.length} byte for byte${failed.length ? `; differs: ${failed.map((r) => r.folder).join(', ')}` : ''}`,
  );
  return failed.length ? 1 : 0;
}

if (process.argv[1] && /conformance\.ts$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));
