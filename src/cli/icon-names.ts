import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LUCIDE_REMOVED_NAMES, parseFontAwesomeNames } from '../core/icons/icon-name-lists';
import type { IconNameLists } from '../core/icons/icon-names';
import { appDirFromEnv, REPO_ROOT } from './package-root';

const require = createRequire(join(REPO_ROOT, 'package.json'));

/** The installed package's own file `rel`, or undefined when the package is not there (the installed docsnav has no devDependencies). */
function packageFile(rel: string): string | undefined {
  try {
    return require.resolve(rel);
  } catch {
    return undefined;
  }
}

/** A names file of the built app (`dist/assets/<rel>`), or undefined. */
function builtList(rel: string): string[] | undefined {
  const file = join(appDirFromEnv(), 'assets', rel);
  if (!existsSync(file)) return undefined;
  try {
    const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/** Font Awesome's names, free and Pro: from its type declarations in a clone, else the built app's list. */
function fontAwesomeNames(): readonly string[] | undefined {
  const dts = packageFile('@fortawesome/fontawesome-common-types/index.d.ts');
  if (dts) return parseFontAwesomeNames(readFileSync(dts, 'utf8'));
  return builtList('fa/names.json');
}

/** Lucide's names, aliases included: its icon modules in a clone, else the built app's list; with the brand names Lucide 1.0 removed. */
function lucideNames(): readonly string[] | undefined {
  const pkg = packageFile('lucide-react/package.json');
  const dir = pkg && join(dirname(pkg), 'dist', 'esm', 'icons');
  const names =
    dir && existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs')
          .map((f) => f.slice(0, -4))
      : builtList('lucide/names.json');
  return names && [...names, ...LUCIDE_REMOVED_NAMES];
}

/**
 * The icon name lists for `docsnav check`, read the way the app has them: in a clone, from the
 * packages the app's build reads; installed, from the built app the package ships in dist/
 * (assets/fa/names.json, assets/lucide/names.json). A list found in neither is left out, so
 * its library's names are not checked.
 */
export function loadIconNameLists(): IconNameLists {
  const fontawesome = fontAwesomeNames();
  const lucide = lucideNames();
  return {
    ...(fontawesome ? { fontawesome: new Set(fontawesome) } : {}),
    ...(lucide ? { lucide: new Set(lucide) } : {}),
  };
}
