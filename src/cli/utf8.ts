// UTF-8 decoding of one input line, with replacement and a report of what was replaced.
// The text is what the Encoding Standard's UTF-8 decoder gives (each maximal invalid subpart
// becomes one U+FFFD, as TextDecoder does), and the report says where the first replacement is,
// in UTF-16 units of the text and in bytes of the line, and how many there are.

import { isUtf8 } from 'node:buffer';

/** An invalid UTF-8 line: the replacements made while decoding it. */
export interface InvalidUTF8 {
  readonly code: 'invalid-UTF-8';
  /** UTF-16 offset of the first U+FFFD in the decoded text. */
  readonly offset: number;
  /** UTF-16 length of that U+FFFD: 1. */
  readonly length: 1;
  /** Byte offset of the first invalid sequence in the line. */
  readonly byteOffset: number;
  /** How many U+FFFD were put in. */
  readonly count: number;
  readonly message: string;
}

export interface DecodedLine {
  readonly text: string;
  /** null when the bytes are valid UTF-8. */
  readonly invalid: InvalidUTF8 | null;
}

/** Decodes `bytes` (a line without its line end); invalid sequences become U+FFFD. */
export function decodeLine(bytes: Buffer): DecodedLine {
  if (isUtf8(bytes)) return { text: bytes.toString('utf8'), invalid: null };
  return decodeWithReplacement(bytes);
}

/**
 * The slow path: valid runs are decoded by Buffer (which keeps a U+FEFF, unlike TextDecoder's
 * default), and each maximal subpart of an ill-formed sequence (Unicode section 3.9, "U+FFFD
 * Substitution of Maximal Subparts", the Encoding Standard's behaviour) becomes one U+FFFD.
 */
function decodeWithReplacement(bytes: Buffer): DecodedLine {
  let text = '';
  let runStart = 0;
  let count = 0;
  let firstOffset = -1;
  let firstByte = -1;
  let i = 0;
  while (i < bytes.length) {
    const valid = validSequenceLength(bytes, i);
    if (valid > 0) {
      i += valid;
      continue;
    }
    text += bytes.toString('utf8', runStart, i);
    if (count === 0) {
      firstOffset = text.length;
      firstByte = i;
    }
    text += '\uFFFD';
    count++;
    i += maximalSubpartLength(bytes, i);
    runStart = i;
  }
  text += bytes.toString('utf8', runStart, bytes.length);
  const message = `${count} invalid UTF-8 sequence${count === 1 ? '' : 's'} replaced by U+FFFD, the first at byte ${firstByte}`;
  return { text, invalid: { code: 'invalid-UTF-8', offset: firstOffset, length: 1, byteOffset: firstByte, count, message } };
}

/** Unicode Table 3-7: the sequence length a lead byte announces and the range of its second byte. */
interface LeadByte {
  readonly length: number;
  readonly low: number;
  readonly high: number;
}

function leadByte(lead: number): LeadByte | null {
  if (lead < 0x80) return { length: 1, low: 0, high: 0 };
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { length: 3, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { length: 3, low: 0x80, high: 0x9f }; // no surrogates
  if (lead >= 0xe1 && lead <= 0xef) return { length: 3, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { length: 4, low: 0x90, high: 0xbf };
  if (lead === 0xf4) return { length: 4, low: 0x80, high: 0x8f }; // nothing above U+10FFFF
  if (lead >= 0xf1 && lead <= 0xf3) return { length: 4, low: 0x80, high: 0xbf };
  return null;
}

/** How many bytes of the sequence at i are well-formed so far (at least 1 when the lead is a lead). */
function wellFormedPrefix(bytes: Buffer, i: number, lead: LeadByte): number {
  if (lead.length === 1) return 1;
  const second = bytes[i + 1];
  if (i + 1 >= bytes.length || second < lead.low || second > lead.high) return 1;
  let n = 2;
  while (n < lead.length && i + n < bytes.length && bytes[i + n] >= 0x80 && bytes[i + n] <= 0xbf) n++;
  return n;
}

/** Length of the well-formed sequence at i, or 0. */
function validSequenceLength(bytes: Buffer, i: number): number {
  const lead = leadByte(bytes[i]);
  if (lead === null) return 0;
  return wellFormedPrefix(bytes, i, lead) === lead.length ? lead.length : 0;
}

/** Length of the maximal subpart at i (an ill-formed sequence): what one U+FFFD replaces. */
function maximalSubpartLength(bytes: Buffer, i: number): number {
  const lead = leadByte(bytes[i]);
  return lead === null ? 1 : wellFormedPrefix(bytes, i, lead);
}
