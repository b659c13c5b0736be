// The Infra Standard's forgiving-base64 decode (https://infra.spec.whatwg.org/#forgiving-base64-decode),
// what atob() and data: URLs decode with, without Node's Buffer or atob (it runs in browsers).

import { isASCIIWhitespace } from './code-points';

/** RFC 4648 section 4, Table 1 "The Base 64 Alphabet": the value of each character is its index. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** ASCII code unit -> its value in the base 64 alphabet, or -1 (not one of "+", "/", ASCII alphanumeric). */
const VALUES: Int8Array = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let n = 0; n < ALPHABET.length; n++) values[ALPHABET.charCodeAt(n)] = n;
  return values;
})();

/**
 * https://infra.spec.whatwg.org/#forgiving-base64-decode: the bytes `data` encodes, or null for
 * failure. It reads UTF-16 code units where the standard reads code points: a surrogate is not
 * in the alphabet, so a string with one fails at step 4 whatever its length, and for any other
 * string code units and code points are the same.
 */
export function forgivingBase64Decode(data: string): Uint8Array | null {
  // 1. Remove all ASCII whitespace from data.
  const text = withoutASCIIWhitespace(data);
  let length = text.length;
  // 2. If data's code point length divides by 4 leaving no remainder, then: if data ends with one or two U+003D (=) code points, then remove them from data.
  if (length % 4 === 0 && text.charCodeAt(length - 1) === 0x3d) length -= text.charCodeAt(length - 2) === 0x3d ? 2 : 1;
  // 3. If data's code point length divides by 4 leaving a remainder of 1, return failure.
  if (length % 4 === 1) return null;
  return decodeAlphabet(text, length);
}

/**
 * Steps 4 to 10 on the first `length` code units of `text`. Step 4 (a code point outside the
 * alphabet is failure) is checked as each code unit is read: failure discards the output anyway.
 */
function decodeAlphabet(text: string, length: number): Uint8Array | null {
  // 5. Let output be an empty byte sequence (of the size steps 8 and 9 fill: 3 bytes per 4 code points).
  const output = new Uint8Array(Math.floor((length * 3) / 4));
  let written = 0;
  // 6. Let buffer be an empty buffer that can have bits appended to it.
  let buffer = 0;
  let bits = 0;
  // 7. Let position be a position variable for data, initially pointing at the start of data.
  // 8. While position does not point past the end of data:
  for (let position = 0; position < length; position++) {
    const c = text.charCodeAt(position);
    // 8.1. Find the code point pointed to by position in the second column of Table 1 (4. If there is none, return failure).
    const n = c < 0x80 ? VALUES[c] : -1;
    if (n < 0) return null;
    // 8.2. Append the six bits corresponding to n, most significant bit first, to buffer.
    buffer = (buffer << 6) | n;
    bits += 6;
    // 8.3. If buffer has accumulated 24 bits, interpret them as three 8-bit big-endian numbers, append them to output, and empty buffer.
    if (bits === 24) {
      output[written++] = buffer >> 16;
      output[written++] = (buffer >> 8) & 0xff;
      output[written++] = buffer & 0xff;
      buffer = 0;
      bits = 0;
    }
  }
  // 9. If buffer has 12 bits, discard the last four and append the remaining eight as a byte;
  //    if it has 18 bits, discard the last two and append the remaining 16 as two bytes.
  if (bits === 12) {
    output[written] = buffer >> 4;
  } else if (bits === 18) {
    output[written++] = buffer >> 10;
    output[written] = (buffer >> 2) & 0xff;
  }
  // 10. Return output.
  return output;
}

/** `text` without its ASCII whitespace (step 1), copied a run between two whitespace code units at a time. */
function withoutASCIIWhitespace(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isASCIIWhitespace(text.charCodeAt(i))) continue;
    out += text.slice(start, i);
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}
