// Parsing (URL Specification "Parsing"): preprocess, select the parser mode, run the generated
// grammar, then resolve, normalise and percent-encode (src/resolution.ts).

import { ErrorSink, URLFailure } from './errors';
import { LoggedError, detailOf, flushErrors, preprocessingErrors } from './error-log';
import { parseReferenceText } from './grammar';
import { originalOffset, preprocess } from './preprocess';
import type { URLRecord } from './record';
import { resolveReference } from './resolution';
import { ParserMode, modeOfScheme } from './schemes';

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser (without state override), as the
 * URL Specification's parse-resolve-and-normalise. Throws URLFailure with an offset in `input`.
 * Validation errors go to `errors` (when given) in the order the standard's parser meets them,
 * also when the parse fails. `encoding` is the encoding override, an output encoding name
 * (src/encoding.ts getOutputEncoding).
 */
export function basicURLParse(input: string, base: URLRecord | null, errors: ErrorSink, encoding = 'UTF-8'): URLRecord {
  const pre = preprocess(input);
  const log: LoggedError[] | undefined = errors === undefined ? undefined : [];
  if (errors !== undefined) preprocessingErrors(input, pre, errors);
  try {
    const mode: ParserMode = base === null ? 'generic' : modeOfScheme(base.scheme);
    const ref = parseReferenceText(pre.text, mode, false, log);
    return resolveReference(ref, base, pre.text, log, encoding);
  } catch (error) {
    if (error instanceof URLFailure) throw new URLFailure(error.code, originalOffset(pre, error.offset), detailOf(error));
    throw error;
  } finally {
    if (log !== undefined && errors !== undefined) flushErrors(log, pre, errors);
  }
}
