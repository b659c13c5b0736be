// The URL Standard's parse of inspectTarget's input, run once: parseURL's result (the record, the
// validation errors and the failure exactly as src/whatwg/api.ts parseURLWith and
// src/whatwg/parser.ts parseWithErrors give them), and also the authority the grammar read, so
// that the host can be quoted as the input wrote it. The same pipeline, kept open in the middle:
// no second parser.

import { ErrorLog, URLFailure, ValidationError, withErrors } from '../core/errors';
import type { ValidationErrorCode } from '../core/errors';
import type { ParsedAuthority } from '../model/model';
import { parseBase } from '../whatwg/api';
import { parseNormalizedURL } from '../whatwg/fast-path';
import type { ParseURLResult } from '../whatwg/api';
import { readAndResolve, reportPreprocessing } from '../whatwg/parser';
import { offsetMapper, originalOffset, preprocess } from '../whatwg/preprocess';
import type { Preprocessed } from '../whatwg/preprocess';
import type { URLRecord } from '../whatwg/record';

/** The host as the input wrote it: the text, and where it is in the input as given. */
export interface WrittenHost {
  /** input.slice(start, end): with any tab or newline the parser removed. */
  readonly text: string;
  /** What the host parser read: `text` without tab and newline. */
  readonly read: string;
  readonly start: number;
  readonly end: number;
}

/** A validation error of the host parser, with the text it is about (the ASCII domain, a part). */
export interface HostError {
  readonly code: ValidationErrorCode;
  readonly offset: number;
  readonly length: number;
  readonly subject: string | undefined;
}

/** What parseTarget returns. */
export interface TargetParse {
  /** What parseURL returns for the same input and base. */
  readonly result: ParseURLResult;
  /** The host parser's validation errors, with their subjects (a handful at most). */
  readonly hostErrors: readonly HostError[];
  /** The host written in the input's own authority; null when the URL's host comes from the base or there is none. */
  readonly written: WrittenHost | null;
}

/**
 * An ErrorLog that also keeps the host parser's errors with their subjects, which say what the
 * host parser read (the ASCII domain after IDNA mapping, the text of a non-decimal part).
 */
class TargetErrorLog extends ErrorLog {
  readonly hostErrors: HostError[] = [];

  override reportInInput(code: ValidationErrorCode, offset: number, length = 1, subject?: string): void {
    if (code.startsWith('IPv4') || code.startsWith('domain-')) this.hostErrors.push({ code, offset, length, subject });
    super.reportInInput(code, offset, length, subject);
  }
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser of `input` against `given` (a base string,
 * parsed by parseBase as parseURL does, or a record), as parseWithErrors runs it: preprocessing
 * reported, the grammar in the base's mode, resolution onto the base.
 */
export function parseTarget(input: string, given: string | URLRecord | null): TargetParse {
  let base: URLRecord | null;
  let baseHref: string | undefined;
  if (typeof given === 'string') {
    const parsed = parseBase(given);
    if (parsed instanceof ValidationError) return { result: { url: null, errors: [], errorCount: 0, failure: parsed, failed: 'base' }, hostErrors: [], written: null };
    base = parsed;
    baseHref = given;
  } else {
    base = given;
  }
  const fast = normalizedParse(input);
  if (fast !== null) return fast;
  const pre = preprocess(input);
  const log = new TargetErrorLog(input, pre.removed === null && pre.leading === 0 ? undefined : offsetMapper(pre));
  reportPreprocessing(input, pre, log);
  const read = readAndResolve(pre, base, log, null, baseHref);
  if (read instanceof URLFailure) {
    const failed = { url: null, errorCount: log.count, failure: log.failure(read), failed: 'input' as const };
    return { result: withErrors(failed, log.count, () => log.errors), hostErrors: log.hostErrors, written: null };
  }
  const result = withErrors({ url: read.url, errorCount: log.count, failure: null, failed: null }, log.count, () => log.errors);
  return { result, hostErrors: log.hostErrors, written: writtenHost(input, pre, read.ref.authority) };
}

/**
 * The fast path parseURL takes first (src/whatwg/fast-path.ts parseNormalizedURL): a normalised
 * special URL, which the URL Standard parses without validation error and whose href is the
 * input itself, whatever the base. Its host is written as serialized, right after "scheme://"
 * (no credentials: they are a validation error); null when the input is not one.
 */
function normalizedParse(input: string): TargetParse | null {
  const url = parseNormalizedURL(input);
  if (url === null || url.host === null) return null;
  const start = url.scheme.length + 3;
  const end = start + url.host.length;
  if (input.slice(start, end) !== url.host) return null; // not as this function expects: take the general path
  const text = url.host;
  return { result: { url, errors: [], errorCount: 0, failure: null, failed: null }, hostErrors: [], written: { text, read: text, start, end } };
}

/** The authority's host buffer, mapped from the preprocessed text back to the input as given. */
function writtenHost(input: string, pre: Preprocessed, authority: ParsedAuthority | null): WrittenHost | null {
  if (authority === null) return null;
  const read = authority.host;
  const start = originalOffset(pre, authority.hostOffset);
  const end = read.length === 0 ? start : originalOffset(pre, authority.hostOffset + read.length - 1) + 1;
  return { text: input.slice(start, end), read, start, end };
}
