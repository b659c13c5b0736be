// IPv4 addresses (URL Standard section 3.5 "Host parsing" and 3.6 "Host serializing").
// An IPv4 address is a 32-bit unsigned integer, held in a Number (always exact).

import { ErrorSink, URLFailure } from '../core/errors';
import { hexValue } from '../core/characters';

// String methods called through `call`, each declared here: core/characters.ts says why.
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;
const SLICE: (this: string, start?: number, end?: number) => string = String.prototype.slice;
const INDEX_OF: (this: string, search: string, from?: number) => number = String.prototype.indexOf;

const DOT = 0x2e;
const ZERO = 0x30;

/** Any IPv4 number at or above this is out of range everywhere; bigger values saturate to it. */
const SATURATED = 0x100000000;

/** 256 ** i (a table: Math.pow is slow on this hot path). */
const POW256: readonly number[] = [1, 0x100, 0x10000, 0x1000000, 0x100000000];

/** Whether `c` is a digit of radix 8, 10 or 16; returns its value or -1. */
function digitValue(c: number, radix: number): number {
  if (radix === 16) return hexValue(c);
  const value = c - ZERO;
  return value >= 0 && value < radix ? value : -1;
}

/**
 * https://url.spec.whatwg.org/#ipv4-number-parser over input[start, end).
 * Returns the number, or -1 for failure. Values of 2^32 and above are returned as 2^32 (they are
 * out of range for every part), so arbitrarily long inputs never lose precision where it matters.
 */
export function parseIPv4Number(input: string, start = 0, end: number = input.length): number {
  if (start >= end) return -1;
  let radix = 10;
  if (end - start >= 2 && CHAR_CODE_AT.call(input, start) === ZERO) {
    if ((CHAR_CODE_AT.call(input, start + 1) | 0x20) === 0x78) {
      radix = 16;
      start += 2;
    } else {
      radix = 8;
      start += 1;
    }
  }
  let value = 0; // "0x" alone is (0, true)
  for (let i = start; i < end; i++) {
    const digit = digitValue(CHAR_CODE_AT.call(input, i), radix);
    if (digit < 0) return -1;
    value = value * radix + digit;
    if (value > SATURATED) value = SATURATED;
  }
  return value;
}

/** The "validationError" flag of the IPv4 number parser: hex ("0x") or octal ("0" prefix). */
export function isNonDecimalIPv4Number(input: string, start = 0, end: number = input.length): boolean {
  return end - start >= 2 && CHAR_CODE_AT.call(input, start) === ZERO;
}

/** Whether input[start, end) is non-empty and only ASCII digits. */
function isDigits(input: string, start: number, end: number): boolean {
  if (start >= end) return false;
  for (let i = start; i < end; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

// https://url.spec.whatwg.org/#ends-in-a-number-checker
export function endsInANumber(input: string): boolean {
  let end = input.length;
  if (end > 0 && CHAR_CODE_AT.call(input, end - 1) === DOT) end--;
  if (end === 0 || !mayEndANumber(CHAR_CODE_AT.call(input, end - 1))) return false; // most domains: "com", "org"
  let start = end;
  while (start > 0 && CHAR_CODE_AT.call(input, start - 1) !== DOT) start--;
  if (isDigits(input, start, end)) return true;
  // What is left to succeed is "0x"/"0X" followed by zero or more ASCII hex digits.
  return end - start >= 2 && CHAR_CODE_AT.call(input, start) === ZERO && parseIPv4Number(input, start, end) >= 0;
}

/** Whether a number's last part can end with code unit `c`: an ASCII digit, hex digit or "x" ("0x"). */
function mayEndANumber(c: number): boolean {
  const lower = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x66) || lower === 0x78;
}

/** Number of parts after the trailing empty part (if any) has been removed. */
function countParts(input: string, end: number): number {
  let parts = 1;
  for (let i = 0; i < end; i++) if (CHAR_CODE_AT.call(input, i) === DOT) parts++;
  return parts;
}

/** Where the error about input[start...] points: exact when positions map 1:1, else the host start. */
function at(offset: number, positional: boolean, index: number): number {
  return positional ? offset + index : offset;
}

/**
 * https://url.spec.whatwg.org/#concept-ipv4-parser
 * `input` is an ASCII string; `offset` is where it starts in the original input, and `positional`
 * says whether indices in `input` map 1:1 to the original input (else errors point at `offset`).
 * Returns the address; throws URLFailure on failure.
 */
export function parseIPv4(input: string, offset: number, errors: ErrorSink, positional = true): number {
  let end = input.length;
  if (end === 0 || CHAR_CODE_AT.call(input, end - 1) === DOT) {
    if (errors !== undefined) errors.report('IPv4-empty-part', at(offset, positional, Math.max(end - 1, 0)), 1, input);
    if (end > 0) end--; // parts's size is greater than 1 exactly when input is not empty
  }
  const count = countParts(input, end);
  if (count < 4 && errors !== undefined) errors.report('IPv4-too-few-parts', offset, positional ? input.length : 1, input);
  if (count > 4) {
    throw new URLFailure('IPv4-too-many-parts', at(offset, positional, nthPartStart(input, 4)), input);
  }
  return parseParts(input, end, count, offset, errors, positional);
}

/** The "for each part" and range steps of the IPv4 parser, over the `count` parts of input[0, end). */
function parseParts(
  input: string,
  end: number,
  count: number,
  offset: number,
  errors: ErrorSink,
  positional: boolean,
): number {
  let address = 0;
  let outOfRange: PartSpan | null = null; // the first part above 255
  let fail: PartSpan | null = null; // the first part making the address fail
  let start = 0;
  for (let part = 0; part < count; part++) {
    let partEnd = start;
    while (partEnd < end && CHAR_CODE_AT.call(input, partEnd) !== DOT) partEnd++;
    const n = parseIPv4Number(input, start, partEnd);
    const span: PartSpan = { at: at(offset, positional, start), length: positional ? Math.max(partEnd - start, 1) : 1, text: SLICE.call(input, start, partEnd) };
    if (n < 0) throw new URLFailure('IPv4-non-numeric-part', span.at, span.text, span.length);
    if (errors !== undefined && isNonDecimalIPv4Number(input, start, partEnd)) errors.report('IPv4-non-decimal-part', span.at, span.length, span.text);
    if (n > 255 && outOfRange === null) outOfRange = span;
    // Any but the last part must be at most 255; the last one fills the remaining bytes.
    const limit = part < count - 1 ? 256 : POW256[5 - count];
    if (n >= limit && fail === null) fail = span;
    address += part < count - 1 ? n * POW256[3 - part] : n;
    start = partEnd + 1;
  }
  // The error is met before the failure it may lead to: then it is the failure.
  if (fail !== null) {
    const first = outOfRange ?? fail;
    throw new URLFailure('IPv4-out-of-range-part', first.at, first.text, first.length);
  }
  if (outOfRange !== null && errors !== undefined) errors.report('IPv4-out-of-range-part', outOfRange.at, outOfRange.length, outOfRange.text);
  return address;
}

/** A part of the address: where it is in the input, its length there, its text. */
interface PartSpan {
  readonly at: number;
  readonly length: number;
  readonly text: string;
}

/** Index where part number `n` (0-based) of `input` starts. */
function nthPartStart(input: string, n: number): number {
  let i = 0;
  for (let seen = 0; seen < n; seen++) i = INDEX_OF.call(input, '.', i) + 1;
  return i;
}

// https://url.spec.whatwg.org/#concept-ipv4-serializer
export function serializeIPv4(address: number): string {
  return (
    (address >>> 24) + '.' + ((address >>> 16) & 255) + '.' + ((address >>> 8) & 255) + '.' + (address & 255)
  );
}
