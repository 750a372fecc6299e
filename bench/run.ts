/**
 * `npm run bench [-- <folder of docs.json configs> <folder of OpenAPI documents>]`
 *
 * Prints one table of figures, each beside its floor measured in the same run, and writes the
 * same as JSON to bench-results.json; the summary goes into README.md between the bench
 * markers. Without arguments it runs on generated fixtures (a 23,000-page config); given
 * ../shared/corpus and ../shared/openapi it runs on the real data. Benchmarks report, they do
 * not fail: a missed target is printed with its gap.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadavg } from 'node:os';
import { generateConfig } from '../test/helpers/generate-config';
import { cliStartupFigures } from './cli-startup';
import { coreFigures, expandHook } from './core-bench';
import { cliStartupSection, meets, ratio, replaceReadmeSection, table, type Figure } from './measure';
import { scaleCoreFigures, sizes, type Size } from './scale-bench';
import { describeMemoryCost, freshMemoryCost } from './machine';
import { benchTempDir } from './temp-dir';

const args = process.argv.slice(2);
// --profile: save a CPU profile of each figure in bench-profiles/ (see profiles.ts).
if (args.includes('--profile')) process.env.BENCH_PROFILE_DIR = 'bench-profiles';
const [configsArg, openapiArg] = args.filter((a) => !a.startsWith('--'));

/** The largest configs of a folder of corpus entries (folder/docs.json), biggest first. */
function largestConfigs(dir: string, count: number): { name: string; path: string }[] {
  return readdirSync(dir)
    .map((d) => ({ name: d, path: join(dir, d, 'docs.json') }))
    .filter((c) => existsSync(c.path))
    .sort((a, b) => statSync(b.path).size - statSync(a.path).size)
    .slice(0, count);
}

/** The machine's load average over the last minute, as uptime prints it. */
const load = () => loadavg()[0].toFixed(1);

async function main() {
  const started = performance.now();
  const loadBefore = load();
  // First, before the figures have touched and freed memory of their own (see machine.ts).
  const memory = freshMemoryCost();
  console.log(describeMemoryCost(memory));
  const figures: Figure[] = [];
  let configs: { name: string; path: string }[];
  if (configsArg) configs = largestConfigs(configsArg, 3);
  else {
    const dir = benchTempDir('docsnav-bench-');
    const path = join(dir, 'docs.json');
    writeFileSync(path, generateConfig({ pages: 23000, versions: 8 }));
    configs = [{ name: 'generated-23k', path }];
  }
  const expand = await expandHook();
  for (const c of configs) {
    console.log(`core figures: ${c.name}`);
    figures.push(...(await coreFigures(c.name, c.path, expand)));
  }
  // The scaling curve, from the largest config (--no-scale leaves it out, for a quick run).
  let scale: Size[] | undefined;
  if (!args.includes('--no-scale')) {
    const list = join(dirname(configs[0].path), 'pages.txt');
    const files = existsSync(list) ? new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean)) : undefined;
    scale = sizes(readFileSync(configs[0].path, 'utf8'), files);
    console.log('scaling figures');
    figures.push(...(await scaleCoreFigures(scale)));
  }

  console.log(`CLI start-up figures (a small config and ${configs[0].name})`);
  const cli = await cliStartupFigures(configs.slice(0, 1));

  try {
    // A variable specifier: the OpenAPI figures are optional until that part of the core exists.
    const spec = './openapi-bench';
    const { openapiFigures } = (await import(spec)) as { openapiFigures(dir?: string): Promise<Figure[]> };
    console.log('OpenAPI figures');
    figures.push(...(await openapiFigures(openapiArg)));
  } catch (e) {
    console.warn(`OpenAPI figures not measured: ${(e as Error).message}`);
  }
  try {
    const { browserFigures } = await import('./browser-bench');
    console.log('browser figures');
    figures.push(...(await browserFigures(configs[0], openapiArg, scale)));
  } catch (e) {
    console.warn(`browser figures not measured: ${(e as Error).stack ?? e}`);
  }

  const breakdowns = figures.filter((f) => f.breakdown).map((f) => `${f.name}, ${f.breakdown}.`);
  const md = [table(figures), ...breakdowns].join('\n\n');
  console.log(md);
  console.log('\n' + table(cli));
  const minutes = (performance.now() - started) / 60000;
  console.log(`\nbench took ${minutes.toFixed(1)} minutes`);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    minutes: Number(minutes.toFixed(2)),
    inputs: { configs: configs.map((c) => c.name), openapi: openapiArg ?? '(project fixtures)' },
    // Other work on the machine slows the figure and its floor alike, but not always in step.
    load: { before: Number(loadBefore), after: Number(load()) },
    memory,
    figures: [...figures, ...cli].map((f) => ({ ...f, ratio: ratio(f), met: meets(f) })),
  };
  writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n');
  updateReadme(md, results.inputs, minutes, `${loadBefore} before, ${load()} after; ${describeMemoryCost(memory)}`);
  replaceReadmeSection(
    'bench-cli',
    cliStartupSection(cli, `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`),
  );
  console.log(`load average (1 min): ${loadBefore} before, ${load()} after`);
}

/** Replace the README's bench section (between the markers) with this run's table. */
function updateReadme(md: string, inputs: { configs: string[]; openapi: string }, minutes: number, loads: string) {
  replaceReadmeSection(
    'bench',
    `_Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} in ${minutes.toFixed(1)} minutes, load average ${loads} (configs: ${inputs.configs.join(', ')}; OpenAPI: ${inputs.openapi}). Each figure is the median of at least 5 runs after a warm-up (the scaling figures: 5 core runs, 3 opens), measured in turns with its floor in the same process or page._\n\n${md}\n`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
