// Hosts (URL Standard section 3.5 "Host parsing"): the host parser and the opaque-host parser.
// Both return the serialized host (https://url.spec.whatwg.org/#concept-host-serializer) directly:
// a domain or opaque host as is, an IPv4 address dotted-decimal, an IPv6 address "[...]".

import { ErrorSink, URLFailure } from '../core/errors';
import { EncodeSet, hexValue, percentDecodeString, utf8PercentEncodeString } from '../core/characters';
import { isASCIIString, isURLCodePoint } from '../core/code-points';
import { diagnoseDomain } from './domain-diagnosis';
import { endsInANumber, parseIPv4, serializeIPv4 } from './ipv4';
import { parseIPv6, serializeIPv6 } from './ipv6';
import {
  domainToASCII, isForbiddenDomainCodePoint, isForbiddenHostCodePoint, isStrictASCIILabel, isStrictlyValidDomain,
} from './idna';

// String methods called through `call`, each declared here: core/characters.ts says why.
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;
const INDEX_OF: (this: string, search: string, from?: number) => number = String.prototype.indexOf;

const PERCENT = 0x25;
const DOT = 0x2e;

/** Reused by parseHost: the IPv6 address is serialized right away. */
const IPV6_SCRATCH = new Uint16Array(8);

/**
 * https://url.spec.whatwg.org/#concept-host-parser, returning the serialized host.
 * `offset` is the offset of `input` in the text being parsed (errors point there or inside).
 * Throws URLFailure on failure; other validation errors are reported to `errors`.
 */
export function parseHost(input: string, isOpaque: boolean, offset: number, errors: ErrorSink): string {
  const host = readHost(input, isOpaque, offset, errors);
  if (host instanceof URLFailure) throw host;
  return host;
}

/**
 * parseHost with the failures of its own steps returned, not thrown (an unclosed IPv6 address, a
 * domain the domain parser refuses, a forbidden code point in an opaque host: an exception costs
 * more than Node's whole parse); the IPv4 and IPv6 parsers' failures are still thrown.
 */
export function readHost(input: string, isOpaque: boolean, offset: number, errors: ErrorSink): string | URLFailure {
  const length = input.length;
  if (length > 0 && CHAR_CODE_AT.call(input, 0) === 0x5b) {
    if (CHAR_CODE_AT.call(input, length - 1) !== 0x5d) return new URLFailure('IPv6-unclosed', offset + length, input, 0);
    return '[' + serializeIPv6(parseIPv6(input, offset, errors, 1, length - 1, IPV6_SCRATCH)) + ']';
  }
  if (isOpaque) return readOpaqueHost(input, offset, errors);
  return readDomainHost(input, offset, errors);
}

/**
 * Steps 4 and on of the host parser: domain-percent-encoded, percent-decoding, the domain parser
 * (its domain-to-ASCII error names the culprit), then the IPv4 parser for a domain ending in a
 * number. A domain the parser fails on is the failure, not also an error before it.
 */
function readDomainHost(input: string, offset: number, errors: ErrorSink): string | URLFailure {
  if (errors === undefined) {
    const lowercased = lowercasedASCIIHost(input);
    if (lowercased !== undefined) return lowercased;
  }
  const plain = isPlainASCII(input);
  if (!plain && errors !== undefined) {
    const at = findPercentEncodedByte(input);
    if (at >= 0) errors.report('domain-percent-encoded', offset + at, 3, input);
  }
  const domain = plain ? input : percentDecodeString(input); // UTF-8 decode without BOM of the percent-decoding
  const strictlyValid = errors === undefined || isStrictlyValidDomain(domain);
  const asciiDomain = domainToASCII(domain, false);
  if (asciiDomain === null) {
    const problem = domainProblem(input, domain, offset);
    return new URLFailure('domain-to-ASCII', problem.at, problem.reason, problem.length);
  }
  if (!strictlyValid && errors !== undefined) {
    const problem = domainProblem(input, domain, offset);
    errors.report('domain-to-ASCII', problem.at, problem.length, problem.reason);
  }
  if (!endsInANumber(asciiDomain)) return asciiDomain;
  if (!plain && errors !== undefined && !isASCIIString(domain)) {
    const culprit = firstNonASCII(input);
    errors.report('IPv4-non-ASCII-input', offset + culprit.at, culprit.length, asciiDomain);
  }
  return serializeIPv4(parseIPv4(asciiDomain, offset, errors, plain && asciiDomain.length === input.length));
}

/**
 * Where the host parser's IPv4-non-ASCII-input step ("if domain is not an ASCII string") finds its
 * culprit in the input: the first non-ASCII code point, written as itself or percent-encoded (then
 * its UTF-8 bytes, "%" and two hex digits each). The input's percent-decoding is not ASCII.
 */
function firstNonASCII(input: string): { at: number; length: number } {
  for (let i = 0; i < input.length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c >= 0x80) return { at: i, length: c >= 0xd800 && c <= 0xdbff && i + 1 < input.length ? 2 : 1 };
    if (c === PERCENT) {
      const byte = percentEncodedByte(input, i);
      if (byte >= 0x80) return { at: i, length: 3 * utf8SequenceLength(input, i, byte) };
      if (byte >= 0) i += 2;
    }
  }
  return { at: 0, length: input.length };
}

/** The byte of a percent-encoded byte at input[i] ("%" and two hex digits), or -1. */
function percentEncodedByte(input: string, i: number): number {
  const high = hexValue(CHAR_CODE_AT.call(input, i + 1));
  const low = high < 0 ? -1 : hexValue(CHAR_CODE_AT.call(input, i + 2));
  return low < 0 ? -1 : high * 16 + low;
}

/** How many percent-encoded bytes from input[i] (lead byte `lead`) make one UTF-8 sequence. */
function utf8SequenceLength(input: string, i: number, lead: number): number {
  const expected = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  let count = 1;
  while (count < expected && (percentEncodedByte(input, i + 3 * count) & 0xc0) === 0x80) count++;
  return count;
}

/**
 * The host parser's result for an ASCII domain that the domain parser only lowercases (step 5,
 * beStrict false), found in one scan: nothing to percent-decode, no forbidden domain code point,
 * not ending in a number. `input` itself when already lowercase. Undefined where the parser has
 * more to do (non-ASCII, "%", an IPv4 address, a failure) or where a validation error may arise
 * (callers that report errors do not use it).
 */
function lowercasedASCIIHost(input: string): string | undefined {
  const length = input.length;
  if (length === 0) return undefined;
  let upper = false;
  let lastLabel = 0;
  for (let i = 0; i < length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c >= 0x80 || c === PERCENT || isForbiddenDomainCodePoint(c)) return undefined;
    if (c >= 0x41 && c <= 0x5a) upper = true;
    else if (c === DOT && i < length - 1) lastLabel = i + 1;
  }
  // A number (IPv4 parser) starts with a digit: no call unless the last label may be one.
  const first = CHAR_CODE_AT.call(input, lastLabel);
  if (first >= 0x30 && first <= 0x39 && endsInANumber(input)) return undefined;
  return upper ? input.toLowerCase() : input;
}

/** An ASCII input without "%": its own percent-decoding, positions map 1:1. */
function isPlainASCII(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c >= 0x80 || c === PERCENT) return false;
  }
  return true;
}

/**
 * What is wrong with the domain and where, in the text: at the culprit when the domain is the
 * input (positions map 1:1), else the whole host (percent-decoding moved them).
 */
function domainProblem(input: string, domain: string, offset: number): { at: number; length: number; reason: string } {
  const problem = diagnoseDomain(domain);
  if (domain !== input) return { at: offset, length: input.length, reason: problem.reason };
  return { at: offset + problem.index, length: Math.max(problem.length, 1), reason: problem.reason };
}

/** Index of the first percent-encoded byte ("%" and two ASCII hex digits) in `input`, or -1. */
function findPercentEncodedByte(input: string): number {
  for (let i = INDEX_OF.call(input, '%'); i !== -1; i = INDEX_OF.call(input, '%', i + 1)) {
    if (hexValue(CHAR_CODE_AT.call(input, i + 1)) >= 0 && hexValue(CHAR_CODE_AT.call(input, i + 2)) >= 0) return i;
  }
  return -1;
}

/**
 * https://url.spec.whatwg.org/#concept-opaque-host-parser
 * Returns the opaque host (UTF-8 percent-encoded with the C0 control percent-encode set).
 */
function readOpaqueHost(input: string, offset: number, errors: ErrorSink): string | URLFailure {
  let needsEncoding = false;
  for (let i = 0; i < input.length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (isForbiddenHostCodePoint(c)) return new URLFailure('host-invalid-code-point', offset + i, input);
    if (c < 0x20 || c >= 0x7f) needsEncoding = true; // C0 control percent-encode set
  }
  if (errors !== undefined) reportInvalidOpaqueHostUnits(input, offset, errors);
  return needsEncoding ? utf8PercentEncodeString(input, EncodeSet.C0Control) : input;
}

/** Steps 2 and 3 of the opaque-host parser: at most one invalid-URL-unit error each. */
function reportInvalidOpaqueHostUnits(input: string, offset: number, errors: NonNullable<ErrorSink>): void {
  for (let i = 0; i < input.length; i++) {
    const cp = input.codePointAt(i) as number;
    if (cp !== PERCENT && !isURLCodePoint(cp)) {
      errors.report('invalid-URL-unit', offset + i, cp > 0xffff ? 2 : 1);
      break;
    }
    if (cp > 0xffff) i++;
  }
  for (let i = INDEX_OF.call(input, '%'); i !== -1; i = INDEX_OF.call(input, '%', i + 1)) {
    if (hexValue(CHAR_CODE_AT.call(input, i + 1)) < 0 || hexValue(CHAR_CODE_AT.call(input, i + 2)) < 0) {
      errors.report('invalid-URL-unit', offset + i);
      break;
    }
  }
}

// https://url.spec.whatwg.org/#url-code-points (defined in src/core/code-points.ts, shared with the grammars).
export { isURLCodePoint };

/**
 * Whether the host parser returns `domain`, made of [a-z0-9.-] (grammar/normalized.pegjs),
 * unchanged and without a validation error: strict UTS #46 ToASCII would only check its labels
 * (non-empty, at most 63 long, no leading or trailing "-", no "--" at positions 3-4, which also
 * rules out "xn--" labels), the whole is at most 253 long, and it does not end in a number.
 * One pass; test/fast-path.test.ts checks it against isStrictASCIIDomain and endsInANumber.
 */
export function isNormalDomain(domain: string): boolean {
  const length = domain.length;
  if (length === 0 || length > 253) return false;
  let start = 0;
  for (let i = 0; i < length; i++) {
    if (CHAR_CODE_AT.call(domain, i) !== DOT) continue;
    if (!isStrictASCIILabel(domain, start, i)) return false;
    start = i + 1;
  }
  if (!isStrictASCIILabel(domain, start, length)) return false;
  // A number (IPv4 parser) starts with a digit; on the fast path's hot loop, no call unless it may.
  const first = CHAR_CODE_AT.call(domain, start);
  return !(first >= 0x30 && first <= 0x39 && endsInANumber(domain));
}

