// IPv6 addresses (URL Standard section 3.5 "Host parsing" and 3.6 "Host serializing").
// An IPv6 address is eight 16-bit pieces, held in a Uint16Array(8).

import { ErrorSink, URLFailure } from '../core/errors';
import { hexValue } from '../core/characters';

const COLON = 0x3a;
const DOT = 0x2e;
const EOF = -1;


/** The code unit at `i`, or EOF past `end`. */
function codeAt(input: string, i: number, end: number): number {
  return i < end ? input.charCodeAt(i) : EOF;
}

/** Value of the ASCII digit `c`, or -1 (also for EOF). */
function decimalValue(c: number): number {
  return c >= 0x30 && c <= 0x39 ? c - 0x30 : -1;
}

/**
 * The IPv4 part of https://url.spec.whatwg.org/#concept-ipv6-parser: parses the dotted-decimal
 * text at input[pointer, end) into address[pieceIndex] and address[pieceIndex + 1].
 * `offset` is the offset of input[0] in the original input. Throws URLFailure.
 */
function parseEmbeddedIPv4(
  input: string,
  pointer: number,
  end: number,
  offset: number,
  address: Uint16Array,
  pieceIndex: number,
): void {
  if (pieceIndex > 6) throw new URLFailure('IPv4-in-IPv6-too-many-pieces', offset + pointer);
  let numbersSeen = 0;
  while (pointer < end) {
    if (numbersSeen > 0) {
      if (input.charCodeAt(pointer) === DOT && numbersSeen < 4) pointer++;
      else throw new URLFailure('IPv4-in-IPv6-invalid-code-point', offset + pointer);
    }
    let digit = decimalValue(codeAt(input, pointer, end));
    if (digit < 0) throw new URLFailure('IPv4-in-IPv6-invalid-code-point', offset + pointer);
    let ipv4Piece = -1;
    while (digit >= 0) {
      if (ipv4Piece === -1) ipv4Piece = digit;
      else if (ipv4Piece === 0) throw new URLFailure('IPv4-in-IPv6-invalid-code-point', offset + pointer);
      else ipv4Piece = ipv4Piece * 10 + digit;
      if (ipv4Piece > 255) throw new URLFailure('IPv4-in-IPv6-out-of-range-part', offset + pointer);
      pointer++;
      digit = decimalValue(codeAt(input, pointer, end));
    }
    address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
    numbersSeen++;
    if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
  }
  if (numbersSeen !== 4) throw new URLFailure('IPv4-in-IPv6-too-few-parts', offset + pointer);
}

/** The compress step of the IPv6 parser: moves the pieces after `compress` to the end. */
function expandCompression(address: Uint16Array, compress: number, pieceIndex: number): void {
  let swaps = pieceIndex - compress;
  pieceIndex = 7;
  while (pieceIndex !== 0 && swaps > 0) {
    const other = compress + swaps - 1;
    const piece = address[pieceIndex];
    address[pieceIndex] = address[other];
    address[other] = piece;
    pieceIndex--;
    swaps--;
  }
}

/**
 * https://url.spec.whatwg.org/#concept-ipv6-parser over input[start, end) (the text between the
 * brackets). `offset` is the offset of input[0] in the original input, so errors point at
 * `offset + index`. Writes into and returns `address` (a new array unless one is passed).
 * Throws URLFailure.
 */
export function parseIPv6(
  input: string,
  offset: number,
  errors: ErrorSink,
  start = 0,
  end: number = input.length,
  address: Uint16Array = new Uint16Array(8),
): Uint16Array {
  address.fill(0);
  let pieceIndex = 0;
  let compress = -1;
  let pointer = start;
  if (codeAt(input, pointer, end) === COLON) {
    if (codeAt(input, pointer + 1, end) !== COLON) throw new URLFailure('IPv6-invalid-compression', offset + pointer);
    pointer += 2;
    pieceIndex++;
    compress = pieceIndex;
  }
  while (pointer < end) {
    if (pieceIndex === 8) throw new URLFailure('IPv6-too-many-pieces', offset + pointer);
    if (input.charCodeAt(pointer) === COLON) {
      if (compress !== -1) throw new URLFailure('IPv6-multiple-compression', offset + pointer);
      pointer++;
      pieceIndex++;
      compress = pieceIndex;
      continue;
    }
    let value = 0;
    let length = 0;
    let digit = hexValue(codeAt(input, pointer, end));
    while (length < 4 && digit >= 0) {
      value = value * 0x10 + digit;
      pointer++;
      length++;
      digit = hexValue(codeAt(input, pointer, end));
    }
    const c = codeAt(input, pointer, end);
    if (c === DOT) {
      if (length === 0) throw new URLFailure('IPv4-in-IPv6-invalid-code-point', offset + pointer);
      parseEmbeddedIPv4(input, pointer - length, end, offset, address, pieceIndex);
      pieceIndex += 2;
      break;
    } else if (c === COLON) {
      pointer++;
      if (pointer >= end) throw new URLFailure('IPv6-invalid-code-point', offset + pointer);
    } else if (c !== EOF) {
      throw new URLFailure('IPv6-invalid-code-point', offset + pointer);
    }
    if (errors !== undefined && length > 1 && value < 0x10 ** (length - 1)) {
      const pieceStart = pointer - length - (c === COLON ? 1 : 0);
      errors.report('IPv6-piece-leading-zero', offset + pieceStart, length, input.slice(pieceStart, pieceStart + length));
    }
    address[pieceIndex] = value;
    pieceIndex++;
  }
  if (compress !== -1) expandCompression(address, compress, pieceIndex);
  else if (pieceIndex !== 8) throw new URLFailure('IPv6-too-few-pieces', offset + end);
  return address;
}

// https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index
export function findCompressedPieceIndex(address: Uint16Array): number {
  let longestIndex = -1;
  let longestSize = 1;
  let foundIndex = -1;
  let foundSize = 0;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (address[pieceIndex] !== 0) {
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      foundIndex = -1;
      foundSize = 0;
    } else {
      if (foundIndex === -1) foundIndex = pieceIndex;
      foundSize++;
    }
  }
  return foundSize > longestSize ? foundIndex : longestIndex;
}

/** Lowercase hex of each byte: shortest (for a piece's high byte) and two-digit (its low byte). */
const BYTE_HEX: readonly string[] = Array.from({ length: 256 }, (_, n) => n.toString(16));
const BYTE_HEX_2: readonly string[] = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));

/** A piece as the shortest possible lowercase hexadecimal number (faster than toString(16)). */
function pieceToHex(piece: number): string {
  return piece < 0x100 ? BYTE_HEX[piece] : BYTE_HEX[piece >> 8] + BYTE_HEX_2[piece & 0xff];
}

// https://url.spec.whatwg.org/#concept-ipv6-serializer (without the brackets)
export function serializeIPv6(address: Uint16Array): string {
  let output = '';
  const compress = findCompressedPieceIndex(address);
  let ignore0 = false;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (ignore0 && address[pieceIndex] === 0) continue;
    ignore0 = false;
    if (compress === pieceIndex) {
      output += pieceIndex === 0 ? '::' : ':';
      ignore0 = true;
      continue;
    }
    output += pieceToHex(address[pieceIndex]);
    if (pieceIndex !== 7) output += ':';
  }
  return output;
}
