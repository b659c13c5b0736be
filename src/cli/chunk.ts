// Batch mode's unit of work: a chunk of lines in, one JSON object per line out (in order), with
// the counts for the summary. Runs in the main thread (--jobs 1) or in a worker thread. A line
// never stops the batch: a line too long to keep, or an exception while evaluating it or
// serializing its record (a record over the engine's string limit), gives a line with the
// verdict 'error'; so does a line whose worker thread was lost (src/cli/pool.ts). Typed lines
// (standard input a terminal) get the text single mode prints instead of JSON.

import { prepare } from './commands';
import type { CommandName, CommandOptions, Evaluate, Rendered, Report, Verdict } from './commands';
import { emptyTally, increment } from './format';
import type { Tally } from './format';
import type { Line } from './lines';
import type { InvalidUTF8 } from './utf8';

/** What a batch runs: a command, its options, and its operands with null where the line goes. */
export interface BatchSpec {
  readonly command: CommandName;
  readonly options: CommandOptions;
  readonly operands: ReadonlyArray<string | null>;
  /** 'json' (the default): one JSON object per line; 'text': what single mode prints. */
  readonly format?: 'json' | 'text';
}

export interface ChunkResult {
  /** For standard output: one JSON object per line, each ended by "\n" (or the texts). */
  readonly output: string;
  /** For standard error: what the text format prints there ('' for JSON). */
  readonly errorOutput: string;
  readonly tally: Tally;
}

export type ProcessChunk = (lines: readonly Line[]) => ChunkResult;

/** How the lines of a chunk are processed, besides the spec. */
export interface ChunkHooks {
  /** Makes a record's JSON line; a parameter so that tests can make it fail. */
  readonly serialize?: Serialize;
  /**
   * Called before each line with its index in the chunk (a worker thread's progress counter,
   * src/cli/worker.ts). Outside the line's guard: what it throws ends the chunk.
   */
  readonly beforeLine?: (index: number, line: Line) => void;
}

/** Why a line has no result of its command. */
export type LineErrorCode = 'line-too-long' | 'result-too-large' | 'internal-error' | 'worker-lost' | 'line-timeout';

/** An error of a line itself (not of the URL in it): about the whole line, so offset 0 and length 0. */
export interface LineError {
  readonly code: LineErrorCode;
  readonly offset: number;
  readonly length: number;
  readonly message: string;
}

/** One output line: the line number, the input, the verdict, then the command's report. */
export type LineRecord = { line: number; input: string | null; verdict: Verdict; inputErrors?: InvalidUTF8[] } & (
  | Partial<Report>
  | { bytes: number; errors: LineError[] }
);

interface LineResult {
  readonly record: LineRecord;
  readonly success: boolean;
  readonly codes: readonly string[];
  /** The text format of the line, when the command gave one (not for an 'error' record). */
  readonly text?: () => Rendered;
}

/** A record as one JSON line (without its line end); a parameter so that tests can make it fail. */
export type Serialize = (record: LineRecord) => string;

/** The longest input (UTF-16 code units) an 'error' record echoes; a longer one is null, as for line-too-long. */
export const MAX_ECHO_LENGTH = 1024 * 1024;

/** Prepares the command once; the returned function processes chunks. */
export function chunkProcessor(spec: BatchSpec, hooks: ChunkHooks = {}): ProcessChunk {
  const evaluate = prepare(spec.command, spec.options);
  const serialize = hooks.serialize ?? ((record: LineRecord): string => JSON.stringify(record));
  const text = spec.format === 'text';
  return (lines) => {
    const tally = emptyTally();
    let output = '';
    let errorOutput = '';
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      hooks.beforeLine?.(i, line);
      let result: LineResult;
      // Everything done for a line is in this guard, so no line can stop the batch.
      try {
        result = evaluateLine(line, evaluate, spec.operands);
        if (text) {
          const rendered = renderLine(result);
          output += rendered.out;
          errorOutput += rendered.err;
        } else {
          output += `${serialize(result.record)}\n`;
        }
      } catch (error) {
        result = failedLine(line, error);
        if (text) errorOutput += renderLine(result).err;
        else output += `${JSON.stringify(result.record)}\n`;
      }
      count(tally, result);
    }
    return { output, errorOutput, tally };
  };
}

/** The records of lines that have no result of their command (a lost worker thread's lines). */
export function unfinishedLines(lines: readonly Line[], error: LineError, format: BatchSpec['format']): ChunkResult {
  const tally = emptyTally();
  let output = '';
  let errorOutput = '';
  for (const line of lines) {
    const result = errorLine(line, echo(line), error);
    if (format === 'text') errorOutput += renderLine(result).err;
    else output += `${JSON.stringify(result.record)}\n`;
    count(tally, result);
  }
  return { output, errorOutput, tally };
}

/** The text of a line: its command's, or for an 'error' record one line on stderr naming the line. */
function renderLine(result: LineResult): Rendered {
  if (result.text !== undefined) return result.text();
  const errors = 'errors' in result.record ? result.record.errors ?? [] : [];
  const reasons = errors.map((error) => `${error.code}: ${error.message}`).join('; ');
  return { out: '', err: `url-grammar: line ${result.record.line}: ${reasons}\n` };
}

function count(tally: Tally, result: LineResult): void {
  tally.lines++;
  if (!result.success) tally.failed++;
  increment(tally.verdicts, result.record.verdict);
  for (const code of result.codes) increment(tally.codes, code);
}

/** The line's result; throws when the command does (failedLine reports it). */
function evaluateLine(line: Line, evaluate: Evaluate, operands: ReadonlyArray<string | null>): LineResult {
  const text = line.text;
  if (text === null) {
    const message = `the line is ${line.bytes} bytes long, over the limit (--max-line-bytes)`;
    return errorLine(line, null, { code: 'line-too-long', offset: 0, length: 0, message });
  }
  const invalid = line.invalid;
  const outcome = evaluate(operands.map((operand) => operand ?? text), invalid);
  if (invalid === null) {
    return { record: { line: line.number, input: text, verdict: outcome.verdict, ...outcome.report }, success: outcome.success, codes: outcome.codes, text: outcome.text };
  }
  // Every command's record says the line is not UTF-8; validate's report counts it as an error too.
  const record: LineRecord = { line: line.number, input: text, verdict: outcome.verdict, ...outcome.report, inputErrors: [invalid] };
  const codes = [...outcome.codes.filter((code) => code !== invalid.code), invalid.code];
  return { record, success: outcome.success, codes, text: outcome.text };
}

/** The 'error' record of a line that could not be finished; small, whatever the line. */
function failedLine(line: Line, error: unknown): LineResult {
  const input = echo(line);
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (!isStringTooLong(error)) return errorLine(line, input, { code: 'internal-error', offset: 0, length: 0, message: reason });
  const message = `the record of this ${line.bytes}-byte line is too large to write (${reason})`;
  return errorLine(line, input, { code: 'result-too-large', offset: 0, length: 0, message });
}

/** The input an 'error' record repeats: null when the line was too long to keep or to repeat. */
function echo(line: Line): string | null {
  return line.text !== null && line.text.length <= MAX_ECHO_LENGTH ? line.text : null;
}

/** V8's "Invalid string length" and Node's ERR_STRING_TOO_LONG: a string over the engine's limit. */
function isStringTooLong(error: unknown): boolean {
  if (!(error instanceof RangeError)) return false;
  return error.message === 'Invalid string length' || (error as RangeError & { code?: unknown }).code === 'ERR_STRING_TOO_LONG';
}

function errorLine(line: Line, input: string | null, error: LineError): LineResult {
  const record: LineRecord = { line: line.number, input, verdict: 'error', bytes: line.bytes, errors: [error] };
  return { record, success: false, codes: [error.code] };
}
