// The help texts: the short usage (`url-grammar` alone), `url-grammar --help` (or `help`) and
// `url-grammar <command> --help` (or `help <command>`).

import type { OptionSpecs } from './options';

/** What the help needs of a command. */
export interface CommandHelp {
  readonly name: string;
  /** Arguments after the command name, e.g. "<url> [--base <url>]". */
  readonly synopsis: string;
  readonly summary: string;
  readonly options: OptionSpecs;
  /** canonicalize and dedupe: the options of the profiles, a section of their own. */
  readonly profileOptions?: OptionSpecs;
}

const EXIT_HELP = [
  'Exit status:',
  '  0  success: the URL parses, is valid, resolves; equal: the two are equivalent; inspect: the',
  '     URL parses, public or not; canonicalize: the URL has a canonical form; dedupe: every',
  '     line has one, empty lines aside; template check: the template is valid; template expand:',
  '     it expands (batch mode: every line)',
  '  1  otherwise: some URL failed (batch mode: some line failed or got the verdict "error")',
  '  2  usage error or unreadable input; also `url-grammar` without arguments (the short usage)',
  '  3  the output could not be written: it is incomplete',
  '  4  the tool failed: a worker thread was lost (--jobs; its lines were evaluated again or got',
  '     the verdict "error", stderr says which) or an internal error',
  '',
].join('\n');

const BATCH_HELP = [
  'Batch mode: give "-" (standard input) or --input <file> in place of a URL to read one per',
  'line; each line gives one JSON object on stdout, in input order, and a summary goes to stderr.',
  'Lines typed on a terminal (standard input a terminal) are answered one by one as single mode',
  'answers, without the summary (--json: JSON lines).',
  'parse, validate and inspect list at most --max-errors errors per line; errorCount counts them',
  'all. inspect\'s verdicts say where a URL connects: public, non-public, unknown (DNS decides) or',
  'failure.',
  'A line that is not UTF-8 is read with U+FFFD in place of the invalid bytes and "inputErrors"',
  'says where (validate counts it as the error invalid-UTF-8: not a valid URL string).',
  'A line that cannot be finished gets "verdict": "error" and in "errors" one entry whose code',
  'is line-too-long (over --max-line-bytes), result-too-large, internal-error, worker-lost (its',
  'worker thread died on it) or line-timeout (over --line-timeout); the other lines still get',
  'their results, in order: those of a lost worker thread are evaluated again on a fresh one.',
  '',
].join('\n');

const WIDTH = 92;

/** What `url-grammar` alone prints (on stderr, exit status 2): the commands and an example. */
export function shortUsage(commands: readonly CommandHelp[]): string {
  return [
    'Usage: url-grammar <command> [options] <url>...',
    '',
    `Commands: ${commands.map((command) => command.name).join(', ')}`,
    '',
    'Examples:',
    "  url-grammar validate 'https://example.com/a b'",
    "  url-grammar parse 'HTTP://EXAMPLE.COM/./a/../b?q#f'",
    "  url-grammar inspect 'http://0x7f.1/'",
    "  url-grammar template expand '/repos{/owner,repo}' --vars '{\"owner\":\"whatwg\",\"repo\":\"url\"}'",
    '  url-grammar validate - < urls.txt     (one JSON line per URL)',
    '',
    'More: url-grammar help [<command>]; the version: url-grammar --version',
    '',
  ].join('\n');
}

export function mainHelp(commands: readonly CommandHelp[]): string {
  const rows = commands.flatMap((command) => [`  ${command.name} ${command.synopsis}`, ...wrap(command.summary, WIDTH, '      '), '']);
  const options: Array<[string, string]> = [
    ['-h, --help', 'Show this help (or a command\'s: url-grammar <command> --help, url-grammar help <command>)'],
    ['-v, --version', 'Print the version'],
  ];
  return [
    'Usage: url-grammar <command> [options]',
    '       url-grammar help [<command>]',
    '       url-grammar --version',
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
    ...(command.profileOptions === undefined ? [] : ['Profile options (each of the profiles named before the colon):', ...columns(optionRows(command.profileOptions)), '']),
    'Batch mode options:',
    ...columns(optionRows(batchOptions)),
    '',
    BATCH_HELP,
    EXIT_HELP,
  ].join('\n');
}

function optionRows(specs: OptionSpecs): Array<[string, string]> {
  return Object.entries(specs).map(([option, spec]): [string, string] => {
    const flag = `${spec.short === undefined ? '' : `-${spec.short}, `}--${spec.negatable === true ? '[no-]' : ''}${option}`;
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
