// Batch mode's unit of work: a chunk of lines in, one JSON object per line out (in order), with
// the counts for the summary. Runs in the main thread (--jobs 1) or in a worker thread. A line
// never stops the batch: a line too long to keep, or an exception while evaluating it, gives a
// line with the verdict 'error'.

import { prepare } from './commands';
import type { CommandName, CommandOptions, Evaluate, Report, Verdict } from './commands';
import { emptyTally, increment } from './format';
import type { Tally } from './format';
import type { Line } from './lines';
import type { InvalidUTF8 } from './utf8';

/** What a batch runs: a command, its options, and its operands with null where the line goes. */
export interface BatchSpec {
  readonly command: CommandName;
  readonly options: CommandOptions;
  readonly operands: ReadonlyArray<string | null>;
}

export interface ChunkResult {
  /** One JSON object per line, each ended by "\n". */
  readonly output: string;
  readonly tally: Tally;
}

export type ProcessChunk = (lines: readonly Line[]) => ChunkResult;

/** An error of a line itself (not of the URL in it). */
export interface LineError {
  readonly code: 'line-too-long' | 'internal-error';
  readonly offset: number;
  readonly message: string;
}

/** One output line: the line number, the input, the verdict, then the command's report. */
type LineRecord = { line: number; input: string | null; verdict: Verdict; inputErrors?: InvalidUTF8[] } & (
  | Partial<Report>
  | { bytes: number; errors: LineError[] }
);

interface LineResult {
  readonly record: LineRecord;
  readonly success: boolean;
  readonly codes: readonly string[];
}

/** Prepares the command once; the returned function processes chunks. */
export function chunkProcessor(spec: BatchSpec): ProcessChunk {
  const evaluate = prepare(spec.command, spec.options);
  // A line that is not UTF-8 is not a valid string of any of the standards.
  const invalidBytesInvalidate = spec.command === 'validate';
  return (lines) => {
    const tally = emptyTally();
    let output = '';
    for (const line of lines) {
      const result = evaluateLine(line, evaluate, spec.operands, invalidBytesInvalidate);
      output += `${JSON.stringify(result.record)}\n`;
      tally.lines++;
      if (!result.success) tally.failed++;
      increment(tally.verdicts, result.record.verdict);
      for (const code of result.codes) increment(tally.codes, code);
    }
    return { output, tally };
  };
}

function evaluateLine(line: Line, evaluate: Evaluate, operands: ReadonlyArray<string | null>, invalidBytesInvalidate: boolean): LineResult {
  const text = line.text;
  if (text === null) {
    const message = `the line is ${line.bytes} bytes long, over the limit (--max-line-bytes)`;
    return errorLine(line, null, { code: 'line-too-long', offset: 0, message });
  }
  try {
    const outcome = evaluate(operands.map((operand) => operand ?? text));
    const invalid = line.invalid;
    if (invalid === null) {
      return { record: { line: line.number, input: text, verdict: outcome.verdict, ...outcome.report }, success: outcome.success, codes: outcome.codes };
    }
    const verdict: Verdict = invalidBytesInvalidate ? 'invalid' : outcome.verdict;
    const record: LineRecord = { line: line.number, input: text, verdict, ...outcome.report, inputErrors: [invalid] };
    return { record, success: outcome.success && !invalidBytesInvalidate, codes: [...outcome.codes, invalid.code] };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return errorLine(line, text, { code: 'internal-error', offset: 0, message });
  }
}

function errorLine(line: Line, input: string | null, error: LineError): LineResult {
  const record: LineRecord = { line: line.number, input, verdict: 'error', bytes: line.bytes, errors: [error] };
  return { record, success: false, codes: [error.code] };
}
