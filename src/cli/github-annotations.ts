/**
 * GitHub Actions annotations: `::error file=docs.json,line=12,col=5,title=...::message`. A workflow
 * step that prints these gets each problem shown on the pull request's changed lines and in the
 * run's summary. The escaping is the one GitHub's own toolkit applies (@actions/core, command.ts):
 * in the message `%`, `\r` and `\n`; in a property also `:` and `,`, which separate properties.
 */

/** What one annotation says and where: a diagnostic placed at its file, line and column. */
export interface Annotated {
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  /** The file as printed (relative to the working folder), or an address for a remote document. */
  readonly displayFile?: string;
  readonly line?: number;
  readonly column?: number;
}

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** A message escaped for the data part of a workflow command (after `::`). */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A value escaped for a property of a workflow command (`file=`, `title=`, ...). */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One annotation line (without the newline). A file given by address (a remote OpenAPI
 * document) is not a file of the repository, so GitHub could not place it: it is named in the
 * message instead, with its line.
 *
 * @example githubAnnotation({ severity: 'error', code: 'missing-label', message: 'navigation.tabs[0]: ...', displayFile: 'docs.json', line: 12, column: 5 })
 * // '::error file=docs.json,line=12,col=5,title=docsnav missing-label::navigation.tabs[0]: ...'
 */
export function githubAnnotation(d: Annotated): string {
  const props: string[] = [];
  let message = d.message;
  const file = d.displayFile?.split('\\').join('/');
  if (file && /^[a-z][a-z0-9+.-]*:\/\//i.test(file)) {
    message = `${file}${d.line !== undefined ? `:${d.line}:${d.column ?? 1}` : ''}: ${message}`;
  } else if (file) {
    props.push(`file=${escapeProperty(file)}`);
    if (d.line !== undefined) props.push(`line=${d.line}`);
    if (d.line !== undefined && d.column !== undefined) props.push(`col=${d.column}`);
  }
  props.push(`title=${escapeProperty(`docsnav ${d.code}`)}`);
  return `::${COMMAND[d.severity]} ${props.join(',')}::${escapeData(message)}`;
}
