// The Fetch Standard's data: URL processor (https://fetch.spec.whatwg.org/#data-url-processor),
// step by step, on this library's URL parser and serializer. MIME types are parsed and serialized
// by whatwg-mimetype (jsdom's implementation of the MIME Sniffing Standard), not here.

/// <reference path="./whatwg-mimetype.d.ts" />
import { MIMEType } from 'whatwg-mimetype';
import { stringArgument } from '../core/arguments';
import { forgivingBase64Decode } from '../core/base64';
import { percentDecodeToBytes } from '../core/characters';
import { isASCIIWhitespace } from '../core/code-points';
import { ValidationError } from '../core/errors';
import { parseOrFailure } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { serializeURL } from '../whatwg/serializer';

/** https://fetch.spec.whatwg.org/#data-url-struct: what a data: URL holds. */
export interface DataURLResult {
  /** The MIME type, serialized (`text/plain;charset=US-ASCII` when the URL's does not parse). */
  mimeType: string;
  /** The body: the percent-decoded bytes, base64-decoded when the MIME type ends in `;base64`. */
  body: Uint8Array;
}

/** Step 14: the MIME type of a data: URL whose own fails to parse. */
const DEFAULT_MIME_TYPE = 'text/plain;charset=US-ASCII';

/**
 * Step 11: U+003B (;), zero or more U+0020 SPACE, then "base64", ASCII case-insensitive, at the end
 * (`i` without `u` folds no non-ASCII code point to an ASCII one: ECMAScript's Canonicalize).
 */
const BASE64_SUFFIX = /; *base64$/i;

/**
 * Parses `input` as a URL (URL Standard) and runs the data: URL processor on it: the MIME type
 * and body of a data: URL, or null when `input` is not a URL, its scheme is not "data", or the
 * processor fails. Never throws for a string; `input` is converted as a USVString (lone
 * surrogates to U+FFFD, a URL object to its href), a symbol being an OptionError. It parses as
 * the URL class does, not through parseURL, whose encoding option would bring the legacy
 * encoders into a page's bundle.
 */
export function parseDataURL(input: string): DataURLResult | null {
  const url = parseOrFailure(stringArgument('parseDataURL', 1, input), null);
  // 1. Assert: dataURL's scheme is "data" (here: anything else is not a data: URL).
  if (url instanceof ValidationError || url.scheme !== 'data') return null;
  return processDataURL(url);
}

/** https://fetch.spec.whatwg.org/#data-url-processor steps 2 to 15, on a URL whose scheme is "data". */
function processDataURL(dataURL: URLRecord): DataURLResult | null {
  // 2. Let input be the result of running the URL serializer on dataURL with exclude fragment set to true.
  // 3. Remove the leading "data:" from input.
  const input = serializeURL(dataURL, true).slice('data:'.length);
  // 4. Let position point at the start of input.
  // 5. Let mimeType be the result of collecting a sequence of code points that are not equal to U+002C (,), given position.
  const position = input.indexOf(',');
  let mimeType = position === -1 ? input : input.slice(0, position);
  // 6. Strip leading and trailing ASCII whitespace from mimeType.
  mimeType = stripASCIIWhitespace(mimeType);
  // 7. If position is past the end of input, then return failure.
  if (position === -1) return null;
  // 8. Advance position by 1.
  // 9. Let encodedBody be the remainder of input.
  // 10. Let body be the percent-decoding of encodedBody.
  let body = percentDecodeToBytes(input.slice(position + 1));
  // 11. If mimeType ends with U+003B (;), followed by zero or more U+0020 SPACE, followed by an ASCII case-insensitive match for "base64", then:
  const base64 = BASE64_SUFFIX.exec(mimeType);
  if (base64 !== null) {
    // 11.1. Let stringBody be the isomorphic decode of body.
    // 11.2. Set body to the forgiving-base64 decode of stringBody.
    const decoded = forgivingBase64Decode(isomorphicDecode(body));
    // 11.3. If body is failure, then return failure.
    if (decoded === null) return null;
    body = decoded;
    // 11.4. Remove the last 6 code points from mimeType.
    // 11.5. Remove trailing U+0020 SPACE code points from mimeType, if any.
    // 11.6. Remove the last U+003B (;) from mimeType.
    mimeType = mimeType.slice(0, base64.index);
  }
  // 12. If mimeType starts with ";", then prepend "text/plain" to mimeType.
  if (mimeType.startsWith(';')) mimeType = 'text/plain' + mimeType;
  // 13. Let mimeTypeRecord be the result of parsing mimeType.
  const mimeTypeRecord = MIMEType.parse(mimeType);
  // 14. If mimeTypeRecord is failure, then set mimeTypeRecord to text/plain;charset=US-ASCII.
  const serialized = mimeTypeRecord === null ? DEFAULT_MIME_TYPE : mimeTypeRecord.toString();
  // 15. Return a new data: URL struct whose MIME type is mimeTypeRecord (serialized) and body is body.
  return { mimeType: serialized, body };
}

/** https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace */
function stripASCIIWhitespace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isASCIIWhitespace(text.charCodeAt(start))) start++;
  while (end > start && isASCIIWhitespace(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/** Bytes per String.fromCharCode call: its arguments go on the stack. */
const DECODE_CHUNK = 0x2000;

/** https://infra.spec.whatwg.org/#isomorphic-decode: each byte becomes the code point of the same value. */
function isomorphicDecode(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += DECODE_CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + DECODE_CHUNK));
  return text;
}
