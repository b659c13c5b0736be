// Parsing (URL Specification "Parsing"): preprocess, select the parser mode, run the generated
// grammar, then resolve, normalise and percent-encode (src/resolution.ts).

import { ErrorSink, URLFailure } from './errors';
import { parseReferenceText } from './grammar';
import { originalOffset, preprocess } from './preprocess';
import type { URLRecord } from './record';
import { resolveReference } from './resolution';
import { ParserMode, modeOfScheme } from './schemes';

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser (without state override), as the
 * URL Specification's parse-resolve-and-normalise. Throws URLFailure with an offset in `input`.
 */
export function basicURLParse(input: string, base: URLRecord | null, errors: ErrorSink): URLRecord {
  const pre = preprocess(input);
  try {
    const mode: ParserMode = base === null ? 'generic' : modeOfScheme(base.scheme);
    const ref = parseReferenceText(pre.text, mode);
    return resolveReference(ref, base, pre.text, errors);
  } catch (error) {
    if (error instanceof URLFailure) throw new URLFailure(error.code, originalOffset(pre, error.offset), detailOf(error));
    throw error;
  }
}

function detailOf(error: URLFailure): string | undefined {
  const prefix = `${error.code} at offset ${error.offset}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : undefined;
}
