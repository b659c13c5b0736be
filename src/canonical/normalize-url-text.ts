// Text steps of the 'normalize-url' profile (issue 26) that normalize-url 10 runs on one component
// at a time: trimming, percent-escape canonicalisation, decoding the escapes of unreserved
// characters, duplicate path slashes outside protocol lookalikes. Each is a linear scan of one
// component (never of a whole URL).

import { hexValue } from '../core/characters';
import { isSchemeCodePoint } from '../core/schemes';
import { isAlpha } from './bytes';

const HEX = '0123456789ABCDEF';

/** JavaScript's \s (WhiteSpace and LineTerminator), one UTF-16 code unit. */
function isJSWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** normalize-url: a C0 control or space (what a URL parser trims), or other whitespace (left over from copying). */
export function isC0ControlOrWhitespace(c: number): boolean {
  return c <= 0x20 || isJSWhitespace(c);
}

/** The start of `text` after the code units `strip` accepts. */
export function leadingEnd(text: string, strip: (c: number) => boolean): number {
  let start = 0;
  while (start < text.length && strip(text.charCodeAt(start))) start++;
  return start;
}

/** The end of `text` before the code units `strip` accepts (not before `start`). */
export function trailingStart(text: string, strip: (c: number) => boolean, start = 0): number {
  let end = text.length;
  while (end > start && strip(text.charCodeAt(end - 1))) end--;
  return end;
}

/** `text` without the code units `strip` accepts at either end. */
export function stripSurrounding(text: string, strip: (c: number) => boolean): string {
  const start = leadingEnd(text, strip);
  return text.slice(start, trailingStart(text, strip, start));
}

/** normalize-url: trailing C0 controls and whitespace percent-encoded, so the next pass's trim keeps them. */
export function escapeTrailingC0ControlOrWhitespace(text: string): string {
  const end = trailingStart(text, isC0ControlOrWhitespace);
  return end === text.length ? text : text.slice(0, end) + encodeURIComponent(text.slice(end));
}

/** The byte a "%XX" escape at `i` stands for, or -1. */
export function escapeAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x25 || i + 2 >= text.length) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hexValue(text.charCodeAt(i + 2));
  return hi >= 0 && lo >= 0 ? (hi << 4) | lo : -1;
}

/** RFC 3986 section 6.2.2.1: the hexadecimal digits of every percent escape in uppercase. */
export function canonicalizePercentEscapes(text: string): string {
  let at = text.indexOf('%');
  if (at === -1) return text;
  let out = '';
  let copied = 0;
  for (; at !== -1; at = text.indexOf('%', at + 1)) {
    if (escapeAt(text, at) < 0) continue;
    const escape = text.slice(at, at + 3);
    const upper = escape.toUpperCase();
    if (upper !== escape) {
      out += text.slice(copied, at) + upper;
      copied = at + 3;
    }
    at += 2;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** RFC 3986 section 2.3 unreserved characters: ALPHA, DIGIT, "-", ".", "_", "~". */
function isUnreserved(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
}

/** True for an ASCII hexadecimal digit. */
function isHexDigit(c: number): boolean {
  return hexValue(c) >= 0;
}

/**
 * RFC 3986 section 6.2.2.2 as normalize-url does it: escapes of unreserved characters decoded; a
 * "%" that starts no escape but is followed by a hexadecimal digit, or by an escape of one, written
 * "%25" (so decoding cannot join it with what follows into a new escape).
 */
export function decodeUnreservedPercentEscapes(text: string): string {
  let at = text.indexOf('%');
  if (at === -1) return text;
  let out = '';
  let copied = 0;
  for (; at !== -1; at = text.indexOf('%', at)) {
    const value = escapeAt(text, at);
    if (value >= 0) {
      if (isUnreserved(value)) {
        out += text.slice(copied, at) + String.fromCharCode(value);
        copied = at + 3;
      }
      at += 3;
      continue;
    }
    const next = text.charCodeAt(at + 1);
    const escaped = escapeAt(text, at + 1);
    if (isHexDigit(next) || (escaped >= 0 && isHexDigit(escaped))) {
      out += text.slice(copied, at) + '%25';
      copied = at + 1;
    }
    at += 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** A regular-expression word character (ASCII alphanumeric or "_"). */
function isWordChar(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/**
 * The leftmost start (at or after `from`) of a protocol lookalike ending with the "://" at
 * `colon`: a letter at a word boundary, then at most 50 scheme code points; -1 when none.
 */
function lookalikeStart(text: string, colon: number, from: number): number {
  let first = colon;
  while (first > from && colon - first < 51 && isSchemeCodePoint(text.charCodeAt(first - 1))) first--;
  for (let p = first; p < colon; p++) {
    if (isAlpha(text.charCodeAt(p)) && (p === 0 || !isWordChar(text.charCodeAt(p - 1)))) return p;
  }
  return -1;
}

/** normalize-url: whether a path ends with a protocol lookalike ("…/s3://"), whose trailing slash stays. */
export function endsWithProtocolLookalike(path: string): boolean {
  const colon = path.length - 3;
  return colon > 0 && path.endsWith('://') && lookalikeStart(path, colon, 0) !== -1;
}

/** normalize-url: runs of "/" made one, except the "//" of a protocol lookalike ("https://…" inside a path). */
export function removeDuplicatePathSlashes(path: string): string {
  if (path.indexOf('//') === -1) return path;
  let out = '';
  let from = 0;
  for (let colon = path.indexOf('://', from); colon !== -1; colon = path.indexOf('://', colon + 1)) {
    const start = lookalikeStart(path, colon, from);
    if (start === -1) continue;
    out += collapseSlashes(path.slice(from, start)) + path.slice(start, colon + 3);
    from = colon + 3;
    colon += 2;
  }
  return out + collapseSlashes(path.slice(from));
}

/** Every run of "/" as one "/". */
function collapseSlashes(text: string): string {
  if (text.indexOf('//') === -1) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2f && text.charCodeAt(i - 1) === 0x2f) continue;
    out += text[i];
  }
  return out;
}

/** "%XX" for a byte, uppercase. */
export function hexEscape(byte: number): string {
  return '%' + HEX[byte >> 4] + HEX[byte & 15];
}
