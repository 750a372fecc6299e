import { printFile } from '../../core/model/workspace';
import { parseArgs, type CliIo, type Subcommand } from '../io';
import { loadFromDisk } from '../load-project';

export const format: Subcommand = {
  usage: 'format <docs.json>',
  summary: 'print the document as docsnav writes it (byte for byte when nothing was edited)',
  async run(argv: string[], io: CliIo): Promise<number> {
    const { positional } = parseArgs(argv);
    if (positional.length !== 1) {
      io.stderr.write(`usage: docsnav ${format.usage}\n`);
      return 2;
    }
    const project = loadFromDisk(positional[0], io.cwd);
    const ws = project.load.workspace;
    if (!ws) {
      io.stderr.write(project.load.problems.map((p) => p.message).join('\n') + '\n');
      return 2;
    }
    io.stdout.write(printFile(ws));
    return 0;
  },
};
