// What the canonical profiles share: byte strings, ASCII letters, and the two byte-level
// steps of Google's canonicaliser, which Safe Browsing documents and surt's GoogleURLCanonicalizer
// follows (unescape until nothing changes, then escape once).

import { hexValue } from '../core/characters';

const HEX = '0123456789ABCDEF';
const UTF8 = new TextEncoder();
/** String.fromCharCode takes its arguments on the stack: bytes are converted this many at a time. */
const CHUNK = 0x2000;

/** An ASCII letter. */
export function isAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** The first `n` bytes as a string of code units 0-255, converted in chunks (linear, no deep ropes). */
export function byteString(bytes: Uint8Array, n = bytes.length): string {
  if (n <= CHUNK) return String.fromCharCode.apply(null, bytes.subarray(0, n) as unknown as number[]);
  const parts: string[] = [];
  for (let at = 0; at < n; at += CHUNK) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(at, Math.min(n, at + CHUNK)) as unknown as number[]));
  }
  return parts.join('');
}

/**
 * Safe Browsing "Canonicalization", repeatedly percent-unescape: the UTF-8 bytes of `text` with
 * every escape decoded until none is left, in one pass (each decoded byte may complete an escape
 * with the two before it, so a stack of output bytes replaces the repeated passes).
 */
export function unescapeRepeatedly(text: string): Uint8Array {
  const out = UTF8.encode(text);
  let n = 0;
  for (let i = 0; i < out.length; i++) {
    out[n++] = out[i] ?? 0;
    while (n >= 3 && out[n - 3] === 0x25) {
      const hi = hexValue(out[n - 2] ?? 0);
      const lo = hexValue(out[n - 1] ?? 0);
      if (hi < 0 || lo < 0) break;
      out[n - 3] = (hi << 4) | lo;
      n -= 2;
    }
  }
  return out.subarray(0, n);
}

/**
 * Safe Browsing "Canonicalization", the last step: every byte up to 0x20, from 0x7F, "#" and "%"
 * percent-escaped in uppercase hexadecimal; with `lowercase`, ASCII letters lowercased too.
 */
export function escapeOnce(bytes: Uint8Array, lowercase = false): string {
  const out = new Uint8Array(bytes.length * 3);
  let n = 0;
  for (const b of bytes) {
    if (b <= 0x20 || b >= 0x7f || b === 0x23 || b === 0x25) {
      out[n++] = 0x25;
      out[n++] = HEX.charCodeAt(b >> 4);
      out[n++] = HEX.charCodeAt(b & 15);
    } else {
      out[n++] = lowercase && b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
    }
  }
  return byteString(out, n);
}
