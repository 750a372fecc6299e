/**
 * The licences of the packages bundled into what docsnav ships. The compiled CLI and the built
 * app carry code of other packages (MIT, ISC, BSD, Apache-2.0 ...), whose licences ask that their
 * notices travel with copies: each build writes THIRD-PARTY-LICENSES.txt beside its files, with
 * every bundled package's name, version, licence and licence text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/** The folder of the package a bundled file belongs to (the innermost node_modules/<name>), or undefined for our own. */
export function packageDirOf(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const i = parts.lastIndexOf('node_modules');
  if (i === -1 || i + 1 >= parts.length) return undefined;
  const n = parts[i + 1].startsWith('@') ? 2 : 1;
  return parts.slice(0, i + 1 + n).join(sep);
}

/** THIRD-PARTY-LICENSES.txt for these package folders: one block per package, sorted by name. */
export function thirdPartyLicenses(packageDirs: Iterable<string>, what: string): string {
  const blocks = new Map<string, string>();
  for (const dir of new Set(packageDirs)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version, license } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string; license?: string };
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying|notice)(\.|$)/i.test(f));
    const text = file
      ? readFileSync(join(dir, file), 'utf8').trim()
      : `(no licence file in the package; its package.json says ${license ?? 'nothing'})`;
    blocks.set(`${name}@${version}`, `${name} ${version} (${license ?? 'licence not stated'})\n\n${text}\n`);
  }
  const sorted = [...blocks.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, b]) => b);
  return `${what} includes code from the packages below, under their own licences.\n\n${sorted.join(`\n${'-'.repeat(72)}\n\n`)}`;
}

/**
 * The folders of every package the sources under `src` import (bare specifiers of static imports
 * and import() in .ts/.tsx files; folders in `skip` left out), with their dependencies, followed
 * through: what a bundler may put into the app (the Vite build and its workers). It may name a
 * package that tree-shaking then left out; a licence too many is harmless, one too few is not.
 */
export function importedPackageDirs(root: string, skip: readonly string[] = [], src = join(root, 'src')): string[] {
  const names = new Set<string>();
  const stack = [src];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (!skip.includes(p)) stack.push(p);
      } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
        for (const m of readFileSync(p, 'utf8').matchAll(
          /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]|\bimport\(\s*['"]([^'"./][^'"]*)['"]\s*\)/gm,
        )) {
          const spec = m[1] ?? m[2];
          if (!spec.startsWith('node:')) names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
        }
    }
  }
  const dirs = new Set<string>();
  const visit = (name: string, from: string) => {
    // Node's lookup: node_modules of the requiring package's folder, then of each folder above.
    for (let d = from; ; d = dirname(d)) {
      const candidate = join(d, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) {
        if (dirs.has(candidate)) return;
        dirs.add(candidate);
        const { dependencies = {} } = JSON.parse(readFileSync(join(candidate, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
        };
        for (const dep of Object.keys(dependencies)) visit(dep, candidate);
        return;
      }
      if (dirname(d) === d) return;
    }
  };
  for (const n of names) visit(n, root);
  return [...dirs];
}
