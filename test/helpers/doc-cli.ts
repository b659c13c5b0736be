// The CLI in the documentation (docs/examples.md): ```console transcripts (`$ url-grammar ...`
// and the output it prints) and the command lines of ```sh blocks, read against `--help`.

import type { CodeBlock } from './doc-examples';

/** A command of a transcript and the output the documentation shows for it. */
export interface Transcript {
  readonly line: number;
  readonly args: string[];
  readonly output: string;
}

/** A `url-grammar <command> ...` line of a ```sh block, with the flags it names. */
export interface CommandLine {
  readonly line: number;
  readonly command: string;
  readonly flags: string[];
  /** A synopsis (it names operands, `<url>`): it should name every option of the command. */
  readonly synopsis: boolean;
}

/** Words of a POSIX shell command line: quotes and backslashes, no expansions. */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    } else if (char === '"') {
      let j = i + 1;
      let inner = '';
      for (; j < text.length && text[j] !== '"'; j += 1) inner += text[j] === '\\' && /["\\$`]/.test(text[j + 1] ?? '') ? text[++j] : text[j];
      word = (word ?? '') + inner;
      i = j;
    } else {
      word = (word ?? '') + (char === '\\' ? (text[++i] ?? '') : char);
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The `$ url-grammar ...` commands of a ```console block and the lines each prints. */
export function transcripts(block: CodeBlock): Transcript[] {
  const result: Array<{ line: number; args: string[]; output: string[] }> = [];
  block.code.split('\n').forEach((text, index) => {
    const command = /^\$ url-grammar(?:\s+(.*))?$/.exec(text);
    if (command !== null) result.push({ line: block.line + index, args: shellWords(command[1] ?? ''), output: [] });
    else result[result.length - 1]?.output.push(text);
  });
  return result.map(({ line, args, output }) => ({ line, args, output: `${output.join('\n').trimEnd()}\n` }));
}

/** The `url-grammar <command>` lines of a ```sh block (not `help`, `--help` or `<command>` placeholders). */
export function commandLines(block: CodeBlock): CommandLine[] {
  return block.code.split('\n').flatMap((text, index) => {
    // A command group's subcommand is part of the command: `template check`.
    const match = /^url-grammar\s+((?:template\s+)?[a-z][\w-]*)(.*)$/.exec(text.replace(/\s+#.*$/, ''));
    if (match === null || match[1] === 'help') return [];
    const rest = match[2] ?? '';
    const flags = [...new Set([...rest.matchAll(/(?<![\w-])--([a-z][\w-]*)/g)].map((flag) => flag[1] ?? ''))];
    return [{ line: block.line + index, command: (match[1] ?? '').replace(/\s+/, ' '), flags, synopsis: /<[\w-]+>/.test(rest) }];
  });
}

/** The long options a help text lists in the section that starts with `heading` (without "--help"). */
export function helpOptions(help: string, heading: string): string[] {
  const lines = help.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const options: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    const flag = /^\s+(?:-\w, )?--(\[no-\])?([a-z][\w-]*)/.exec(line);
    if (flag !== null && flag[2] !== 'help') options.push(...(flag[1] === undefined ? [] : [`no-${flag[2] ?? ''}`]), flag[2] ?? '');
  }
  return options;
}
