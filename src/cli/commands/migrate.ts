import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { formatDroppedSetting, migrateMintJson } from '../../core/legacy/index';
import { parseArgs, type CliIo } from '../io';
import { resolveLegacyInput, shownPath } from '../legacy-input';

/** One line of help: usage, then what it does. */
export const help =
  'migrate <mint.json | folder> [--write]: convert a legacy mint.json to docs.json as the site generator does; prints docs.json, and on stderr each setting left out; --write creates docs.json beside it (never overwriting one)';

/** A mint.json is a few KB; anything this large is not one. */
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * `docsnav migrate`: exit 0 when converted (printed, or written with --write), 1 when --write
 * finds a docs.json already there, 2 when the input cannot be read or converted.
 */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const unknown = [...flags.keys()].filter((f) => f !== 'write');
  if (positional.length !== 1 || unknown.length) {
    io.stderr.write(
      `${unknown.length ? `docsnav migrate: unknown option --${unknown[0]}\n` : ''}usage: docsnav ${help.slice(0, help.indexOf(':'))}\n`,
    );
    return 2;
  }
  let input;
  let text: string;
  try {
    input = resolveLegacyInput(positional[0], io.cwd);
    const size = statSync(input.mintPath).size;
    if (size > MAX_BYTES)
      throw new Error(`${input.shown} is ${(size / 1e6).toFixed(0)} MB; a mint.json is far smaller, so this is not one`);
    text = readFileSync(input.mintPath, 'utf8');
  } catch (e) {
    io.stderr.write(`docsnav migrate: ${(e as Error).message}\n`);
    return 2;
  }
  const m = migrateMintJson(text, input.mintPath);
  if (!m.ok) {
    io.stderr.write(`${input.shown}${m.line ? `:${m.line}:${m.column}` : ''} error ${m.message}\n`);
    return 2;
  }
  const docsShown = shownPath(input.docsPath, io.cwd);
  if (flags.has('write')) {
    try {
      // 'wx': created only if absent, in one step, so a docs.json that appears meanwhile is not overwritten either.
      writeFileSync(input.docsPath, m.text, { flag: 'wx' });
    } catch (e) {
      const exists = (e as NodeJS.ErrnoException).code === 'EEXIST';
      io.stderr.write(
        exists
          ? `docsnav migrate: ${docsShown} already exists, and --write never overwrites it; nothing was written. Move it away first, or run without --write to see the conversion.\n`
          : `docsnav migrate: ${docsShown} could not be written: ${(e as Error).message}\n`,
      );
      return exists ? 1 : 2;
    }
  } else io.stdout.write(m.text);
  for (const d of m.dropped) io.stderr.write(`${formatDroppedSetting(d, input.shown)}\n`);
  const count = m.dropped.length;
  const summary = count
    ? `${count} setting${count === 1 ? ' is' : 's are'} left out of docs.json (listed above).`
    : `Every setting of ${input.shown} is carried into docs.json.`;
  io.stderr.write(
    flags.has('write')
      ? `Wrote ${docsShown}. ${summary} ${input.shown} is left as it was: delete it once docs.json is as you want it.\n`
      : `${summary}\n`,
  );
  return 0;
}
