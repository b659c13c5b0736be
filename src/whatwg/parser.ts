// Parsing (URL Specification "Parsing"): preprocess, select the parser mode, run the generated
// grammar, then resolve, normalise and percent-encode (src/whatwg/resolution.ts).

import { ErrorLog, ErrorSink, URLFailure } from '../core/errors';
import type { ParsedReference } from '../model/model';
import { parseWhatwgText } from '../model/url-grammar';
import { Preprocessed, offsetMapper, preprocess } from './preprocess';
import { URLRecord, hasOpaquePath } from './record';
import { QueryEncoder, resolveReference } from './resolution';
import { modeOfScheme } from '../core/schemes';
import { serializeURL } from './serializer';

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser (without state override), as the
 * URL Specification's parse-resolve-and-normalise. Where the standard's parser returns failure,
 * returns URLFailure with an offset in the preprocessed text (see `preprocessed`): the grammar's
 * refusal (parseWhatwgText), or a failure thrown inside the pipeline, caught here.
 * Validation errors are reported to `errors` as the standard's parser meets them, and only those
 * it meets before a failure. `encodeQuery` is the query encoder of an encoding override other
 * than UTF-8 (src/encoding/encoding.ts queryEncoder), null for UTF-8. `baseHref`, the base as the caller gave it, names an
 * opaque base in messages (serialized from the record when not given; only then).
 */
export function basicURLParse(pre: Preprocessed, base: URLRecord | null, errors: ErrorSink, encodeQuery: QueryEncoder | null = null, baseHref?: string): URLRecord | URLFailure {
  const read = readAndResolve(pre, base, errors, encodeQuery, baseHref);
  return read instanceof URLFailure ? read : read.url;
}

/**
 * basicURLParse's two steps, with what the first gives: the grammar's reading of the input
 * (`ref`, for a caller that looks at the input as read: src/target/), then the URL record it
 * resolves to; or the failure.
 */
export function readAndResolve(
  pre: Preprocessed, base: URLRecord | null, errors: ErrorSink, encodeQuery: QueryEncoder | null = null, baseHref?: string,
): { readonly ref: ParsedReference; readonly url: URLRecord } | URLFailure {
  const mode = base === null ? 'generic' : modeOfScheme(base.scheme);
  const opaque = base !== null && hasOpaquePath(base);
  const href = opaque ? baseHref ?? serializeURL(base) : '';
  const context = base === null ? null : { scheme: base.scheme, opaque, href };
  try {
    const ref = parseWhatwgText(pre.text, mode, context, errors);
    return ref instanceof URLFailure ? ref : { ref, url: resolveReference(ref, base, pre.text, encodeQuery) };
  } catch (error) {
    if (error instanceof URLFailure) return error;
    throw error;
  }
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser steps 1-2: one invalid-URL-unit for
 * leading or trailing C0 control or space, then one for ASCII tab or newline.
 */
export function reportPreprocessing(input: string, pre: Preprocessed, errors: ErrorLog): void {
  const removed = pre.removed === null ? 0 : pre.removed.length;
  const trailing = input.length - pre.leading - pre.text.length - removed;
  if (pre.leading > 0) errors.reportInInput('invalid-URL-unit', 0, 1, 'leading');
  else if (trailing > 0) errors.reportInInput('invalid-URL-unit', input.length - trailing, 1, 'trailing');
  if (pre.removed !== null) errors.reportInInput('invalid-URL-unit', pre.leading + pre.removed[0], 1, 'tab-or-newline');
}

/** What parseWithErrors returns: the record, or the failure, and the errors met. */
export type ParseOutcome =
  | { readonly url: URLRecord; readonly log: ErrorLog; readonly failure: null }
  | { readonly url: null; readonly log: ErrorLog; readonly failure: ReturnType<ErrorLog['failure']> };

/** Parses `input` collecting every validation error, with offsets in `input`. Never throws URLFailure. */
export function parseWithErrors(input: string, base: URLRecord | null, encodeQuery: QueryEncoder | null = null, baseHref?: string, maxErrors = Infinity): ParseOutcome {
  const pre = preprocess(input);
  const toInput = pre.removed === null && pre.leading === 0 ? undefined : offsetMapper(pre);
  const log = new ErrorLog(input, toInput, maxErrors);
  reportPreprocessing(input, pre, log);
  const url = basicURLParse(pre, base, log, encodeQuery, baseHref);
  return url instanceof URLFailure ? { url: null, log, failure: log.failure(url) } : { url, log, failure: null };
}
