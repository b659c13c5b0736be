// The dedupe command (issue 26): the first input line of each distinct canonical form, in input
// order, written as soon as it is read; with --counts, at the end, each first line with how many
// lines shared its form. Memory is bounded by the number of distinct forms: it keeps the set of
// canonical forms seen (with --counts, each form's first line and count too), never the lines.
//
// It runs in the main thread: which line is first depends on every line before it, so the set
// has to be consulted in input order, and canonicalising is cheap next to reading (no --jobs).

import type { Readable, Writable } from 'node:stream';
import type { BatchIO } from './batch';
import { openInput } from './batch';
import { canonicalizer, failureJSON } from './canonicalize';
import { MAX_ECHO_LENGTH } from './chunk';
import type { CommandOptions } from './commands';
import { EXIT } from './exit';
import { emptyTally, increment, printable, summaryText } from './format';
import type { Tally } from './format';
import type { Line } from './lines';
import { readLines } from './lines';
import type { ErrorJSON } from './reports';

export interface DedupeSettings {
  /** '-' for stdin, otherwise a file path. */
  readonly input: string;
  readonly maxLineBytes: number;
  /** No summary on stderr. */
  readonly quiet: boolean;
  /** JSON lines on stdout: the first lines, the lines with no canonical form, the counts. */
  readonly json: boolean;
  /** At the end, each first line with its count (instead of the first lines as they come). */
  readonly counts: boolean;
}

/** What became of a line: a first line, a duplicate, empty (skipped), or no canonical form. */
type LineVerdict = 'first' | 'duplicate' | 'empty' | 'failure';

/** A form's first line and how many lines have the form (kept with --counts only). */
interface FirstLine {
  readonly line: number;
  readonly input: string;
  count: number;
}

/** The distinct forms seen, and the output of the chunk being processed. */
class Deduplicator {
  readonly tally: Tally = emptyTally();
  readonly #canonical: (input: string) => { canonical: string | null; failure: ErrorJSON | null };
  readonly #settings: DedupeSettings;
  readonly #seen = new Set<string>();
  readonly #firsts = new Map<string, FirstLine>();
  out = '';
  err = '';

  constructor(options: CommandOptions, settings: DedupeSettings) {
    const canonical = canonicalizer(options);
    this.#canonical = (input) => {
      const result = canonical(input);
      return result.failure === null ? { canonical: result.canonical, failure: null } : { canonical: null, failure: failureJSON(result.failure) };
    };
    this.#settings = settings;
  }

  /** Takes one line: writes it when its form is new, reports it when it has none. */
  take(line: Line): void {
    const verdict = this.#verdict(line);
    this.tally.lines++;
    increment(this.tally.verdicts, verdict);
  }

  #verdict(line: Line): LineVerdict {
    const text = line.text;
    if (text === null) return this.#failure(line, { code: 'line-too-long', offset: 0, length: 0, message: `the line is ${line.bytes} bytes long, over the limit (--max-line-bytes)` });
    if (line.invalid !== null) return this.#failure(line, failureJSON(line.invalid));
    if (text === '') return 'empty';
    let result: { canonical: string | null; failure: ErrorJSON | null };
    try {
      result = this.#canonical(text);
    } catch (error) {
      result = { canonical: null, failure: { code: 'internal-error', offset: 0, length: 0, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } };
    }
    if (result.canonical === null) return this.#failure(line, result.failure as ErrorJSON);
    return this.#counted(line.number, text, result.canonical);
  }

  /** A line with a canonical form: first (written now, or kept for --counts) or duplicate. */
  #counted(number: number, input: string, canonical: string): LineVerdict {
    if (this.#settings.counts) {
      const first = this.#firsts.get(canonical);
      if (first !== undefined) first.count++;
      else this.#firsts.set(canonical, { line: number, input, count: 1 });
      return first === undefined ? 'first' : 'duplicate';
    }
    if (this.#seen.has(canonical)) return 'duplicate';
    this.#seen.add(canonical);
    this.out += this.#settings.json ? `${JSON.stringify({ line: number, input, canonical, failure: null })}\n` : `${input}\n`;
    return 'first';
  }

  /** A line with no canonical form: counted, and reported on stderr (--json: a record on stdout). */
  #failure(line: Line, failure: ErrorJSON): LineVerdict {
    this.tally.failed++;
    increment(this.tally.codes, failure.code);
    if (this.#settings.json) {
      const input = line.text !== null && line.text.length <= MAX_ECHO_LENGTH ? line.text : null;
      this.out += `${JSON.stringify({ line: line.number, input, canonical: null, failure })}\n`;
    } else {
      const named = failure.message.startsWith(failure.code) ? failure.message : `${failure.code}: ${failure.message}`;
      this.err += `url-grammar: line ${line.number}: no canonical form: ${printable(named)}\n`;
    }
    return 'failure';
  }

  /** --counts: each first line with its count, in first-seen order ("count\tline", or JSON records). */
  countsText(): string {
    let text = '';
    for (const [canonical, { line, input, count }] of this.#firsts) {
      text += this.#settings.json ? `${JSON.stringify({ line, input, canonical, count })}\n` : `${count}\t${input}\n`;
    }
    return text;
  }
}

/**
 * Runs dedupe; resolves to the exit status: 0 when every line (empty lines aside) has a
 * canonical form, 1 otherwise, also 0 when stdout closed early (`| head`).
 */
export async function runDedupe(options: CommandOptions, settings: DedupeSettings, io: BatchIO): Promise<number> {
  const started = performance.now();
  const source = await openInput(settings.input, io.stdin);
  const typed = settings.input === '-' && io.stdinIsTTY === true;
  const dedupe = new Deduplicator(options, settings);
  const output = new Output(io.stdout, io.stderr);
  await pump(source.stream, settings.maxLineBytes, dedupe, output);
  if (output.closed) return EXIT.ok;
  if (settings.counts) await output.write(dedupe.countsText(), '');
  if (output.closed) return EXIT.ok;
  if (!settings.quiet && !typed) io.stderr.write(summaryText('dedupe', dedupe.tally, (performance.now() - started) / 1000));
  return dedupe.tally.failed > 0 ? EXIT.failure : EXIT.ok;
}

/** Reads the lines chunk by chunk and writes each chunk's output, waiting while stdout is full. */
async function pump(stream: Readable, maxLineBytes: number, dedupe: Deduplicator, output: Output): Promise<void> {
  for await (const group of readLines(stream, maxLineBytes)) {
    for (const line of group.lines) dedupe.take(line);
    await output.write(dedupe.out, dedupe.err);
    dedupe.out = '';
    dedupe.err = '';
    if (output.closed) break; // leaving the loop destroys the input stream
  }
}

/** stdout with its backpressure ('drain') and its early close (EPIPE: nobody reads the rest). */
class Output {
  closed = false;
  readonly #stdout: Writable;
  readonly #stderr: Writable;
  #wake: (() => void) | null = null;

  constructor(stdout: Writable, stderr: Writable) {
    this.#stdout = stdout;
    this.#stderr = stderr;
    stdout.on('drain', () => this.#notify());
    stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') this.closed = true;
      this.#notify();
    });
  }

  /** Writes `out` on stdout and `err` on stderr; resolves when stdout can take more. */
  async write(out: string, err: string): Promise<void> {
    if (err !== '') this.#stderr.write(err);
    if (out === '' || this.closed || this.#stdout.write(out)) return;
    await new Promise<void>((resolve) => {
      this.#wake = resolve;
    });
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }
}
