import { openProject, type OpenResult } from './project-files';

/** Fetch the built-in sample project (public/sample, listed by its manifest). */
export async function loadSample(base = 'sample/'): Promise<OpenResult> {
  const manifest = (await (await fetch(`${base}manifest.json`)).json()) as { files: string[] };
  const entries = await Promise.all(manifest.files.map(async (f) => [f, await (await fetch(base + f)).text()] as const));
  return openProject(new Map(entries), 'sample', 'Sample', { folder: true });
}
