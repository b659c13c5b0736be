// The help texts: `url-grammar --help` and `url-grammar <command> --help`.

import type { OptionSpecs } from './options';

/** What the help needs of a command. */
export interface CommandHelp {
  readonly name: string;
  /** Arguments after the command name, e.g. "<url> [--base <url>]". */
  readonly synopsis: string;
  readonly summary: string;
  readonly options: OptionSpecs;
}

const EXIT_HELP = [
  'Exit status: 0 success (the URL parses, is valid, resolves; equal: the two are equivalent),',
  '1 otherwise (in batch mode: when any line fails or gets the verdict "error"), 2 usage error',
  'or unreadable input, 3 the output could not be written (it is incomplete).',
  '',
].join('\n');

const BATCH_HELP = [
  'Batch mode: give "-" (standard input) or --input <file> in place of a URL to read one per',
  'line; each line gives one JSON object on stdout, in input order, and a summary goes to stderr.',
  'parse and validate list at most --max-errors errors per line; errorCount counts them all.',
  'A line that cannot be finished gets "verdict": "error" and in "errors" one entry whose code',
  'is line-too-long (over --max-line-bytes), result-too-large or internal-error; the other lines',
  'still get their results.',
  '',
].join('\n');

const WIDTH = 92;

export function mainHelp(commands: readonly CommandHelp[]): string {
  const rows = commands.flatMap((command) => [`  ${command.name} ${command.synopsis}`, ...wrap(command.summary, WIDTH, '      '), '']);
  const options: Array<[string, string]> = [
    ['-h, --help', 'Show this help (or a command\'s: url-grammar <command> --help)'],
    ['--version', 'Print the version'],
  ];
  return [
    'Usage: url-grammar <command> [options]',
    '',
    'Commands:',
    ...rows,
    'Options:',
    ...columns(options),
    '',
    BATCH_HELP,
    EXIT_HELP,
  ].join('\n');
}

export function commandHelp(command: CommandHelp, batchOptions: OptionSpecs, helpOption: OptionSpecs): string {
  return [
    `Usage: url-grammar ${command.name} ${command.synopsis}`,
    '',
    ...wrap(`${command.summary}.`, WIDTH, ''),
    '',
    'Options:',
    ...columns(optionRows({ ...command.options, ...helpOption })),
    '',
    'Batch mode options:',
    ...columns(optionRows(batchOptions)),
    '',
    BATCH_HELP,
    EXIT_HELP,
  ].join('\n');
}

function optionRows(specs: OptionSpecs): Array<[string, string]> {
  return Object.entries(specs).map(([option, spec]): [string, string] => {
    const flag = `${spec.short === undefined ? '' : `-${spec.short}, `}--${option}`;
    return [spec.valueName === undefined ? flag : `${flag} ${spec.valueName}`, spec.description];
  });
}

function columns(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}   ${right}`);
}

/** Greedy word wrap to `width` columns, each line starting with `indent`. */
function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}
