// Validation errors as the parsing pipeline collects them, put in the order in which the URL
// Standard's basic URL parser meets them, with offsets mapped back to the input.
//
// The grammar reports errors as it reads (src/grammar.ts, options.errors); the post-parse pass
// adds the errors of host parsing and of forced authorities. Each logged error may carry `at`,
// the input position at which the standard's parser meets it when that differs from its offset
// (a host is parsed, and its errors met, where the host ends). Offsets and positions are in the
// preprocessed text until the log is flushed.

import { ValidationError, ValidationErrorCode, validationError } from './errors';
import { Preprocessed, originalOffset } from './preprocess';

/** A logged validation error: `message` is '' for grammar reports; `at` defaults to `offset`. */
export type LoggedError = ValidationError & { at?: number };

/** The log: an array while errors are collected, undefined otherwise (then logging costs nothing). */
export type ErrorLog = LoggedError[] | undefined;

/** Logs an error met at `at` (default: where it points). */
export function logError(log: ErrorLog, code: ValidationErrorCode, offset: number, at = offset, detail?: string): void {
  if (log !== undefined) log.push({ ...validationError(code, offset, detail), at });
}

/** Sets the meeting position of the errors logged since `from` (e.g. a host's, met at its end). */
export function meetErrorsAt(log: ErrorLog, from: number, at: number): void {
  if (log === undefined) return;
  for (let i = from; i < log.length; i++) log[i].at = at;
}

/** Drops the grammar's reports of `code` (or of any code) pointing into [start, end). */
export function dropReports(log: ErrorLog, start: number, end: number, code?: ValidationErrorCode): void {
  if (log === undefined) return;
  let kept = 0;
  for (const error of log) {
    const inRange = error.message === '' && error.offset >= start && error.offset < end;
    if (!inRange || (code !== undefined && error.code !== code)) log[kept++] = error;
  }
  log.length = kept;
}

/** Shifts the errors logged since `from` by `delta` (a part of the text parsed on its own). */
export function shiftErrors(log: ErrorLog, from: number, delta: number): void {
  if (log === undefined) return;
  for (let i = from; i < log.length; i++) {
    const error = log[i];
    log[i] = { code: error.code, offset: error.offset + delta, message: error.message, at: (error.at ?? error.offset) + delta };
  }
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser steps 1-2: invalid-URL-unit for leading or
 * trailing C0 control or space, then for ASCII tab or newline; offsets in the input.
 */
export function preprocessingErrors(input: string, pre: Preprocessed, out: ValidationError[]): void {
  const removed = pre.removed === null ? 0 : pre.removed.length;
  const trailing = input.length - pre.leading - pre.text.length - removed;
  if (pre.leading > 0) out.push(validationError('invalid-URL-unit', 0, 'leading C0 control or space'));
  else if (trailing > 0) out.push(validationError('invalid-URL-unit', input.length - trailing, 'trailing C0 control or space'));
  if (pre.removed !== null) {
    out.push(validationError('invalid-URL-unit', pre.leading + pre.removed[0], 'ASCII tab or newline'));
  }
}

/** Orders the log as the standard's parser meets the errors, drops the grammar's repeats, maps offsets to the input. */
export function flushErrors(log: LoggedError[], pre: Preprocessed, out: ValidationError[]): void {
  const ordered = log.map((error, index) => ({ error, index })).sort((a, b) => {
    const at = (a.error.at ?? a.error.offset) - (b.error.at ?? b.error.offset);
    return at !== 0 ? at : a.index - b.index;
  });
  const seen = new Set<string>();
  for (const { error } of ordered) {
    if (error.message === '') {
      const key = `${error.code} ${error.offset}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(validationError(error.code, originalOffset(pre, error.offset), detailOf(error)));
  }
}

/** The detail part of an error's message ("code at offset N: detail"), if any. */
export function detailOf(error: ValidationError): string | undefined {
  const prefix = `${error.code} at offset ${error.offset}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : undefined;
}
