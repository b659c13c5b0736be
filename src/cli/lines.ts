// Streaming line reading for batch mode: bytes in, decoded lines out, in constant memory.
// Lines end at LF; a CR before the LF is dropped (CRLF files); a UTF-8 byte order mark at the
// start of the input is dropped (as TextDecoder does). A line longer than the limit is not kept:
// its bytes are counted and it comes out with `text: null`, so one huge line cannot exhaust memory.
// The limit is on the line without its line end: a line that fits with LF fits with CRLF.

import { decodeLine } from './utf8';
import type { InvalidUTF8 } from './utf8';

/** One input line. */
export interface Line {
  /** 1-based line number. */
  readonly number: number;
  /** The decoded line without its line end; null when it is longer than the limit. */
  readonly text: string | null;
  /** Length in bytes, without the line end. */
  readonly bytes: number;
  /** The replacements made while decoding, or null for valid UTF-8. */
  readonly invalid: InvalidUTF8 | null;
}

/** The lines completed by one chunk of input, and the chunk's size in bytes (for progress). */
export interface LineGroup {
  readonly lines: Line[];
  readonly bytes: number;
}

const LF = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Splits chunks of bytes into lines; keeps at most one partial line (up to the limit). */
export class LineSplitter {
  readonly #maxLineBytes: number;
  /** The pieces of the current line, while it is within the limit. */
  #parts: Buffer[] = [];
  #partBytes = 0;
  /** Bytes of the current line once it is over the limit; -1 while within it. */
  #overflowBytes = -1;
  /** The last byte of the current line, once it is over the limit (a CR there is its line end's). */
  #lastByte = -1;
  #number = 0;

  constructor(maxLineBytes: number) {
    this.#maxLineBytes = maxLineBytes;
  }

  /** The lines `chunk` completes. */
  push(chunk: Buffer): Line[] {
    const lines: Line[] = [];
    let start = 0;
    for (let end = chunk.indexOf(LF, start); end >= 0; end = chunk.indexOf(LF, start)) {
      this.#append(chunk, start, end);
      lines.push(this.#finish());
      start = end + 1;
    }
    this.#append(chunk, start, chunk.length);
    return lines;
  }

  /** The last line, when the input does not end with a line end. */
  end(): Line[] {
    return this.#partBytes > 0 || this.#overflowBytes >= 0 ? [this.#finish()] : [];
  }

  #append(chunk: Buffer, start: number, end: number): void {
    const length = end - start;
    if (length === 0) return;
    if (this.#overflowBytes >= 0) {
      this.#overflowBytes += length;
      this.#lastByte = chunk[end - 1];
    } else if (this.#partBytes + length > this.#maxLineBytes + 1) {
      // One byte over the limit is kept: it may be the CR of a CRLF, which is not the line's.
      this.#overflowBytes = this.#partBytes + length;
      this.#lastByte = chunk[end - 1];
      this.#parts = [];
      this.#partBytes = 0;
    } else {
      this.#parts.push(chunk.subarray(start, end));
      this.#partBytes += length;
    }
  }

  #finish(): Line {
    const number = ++this.#number;
    if (this.#overflowBytes >= 0) {
      const bytes = this.#overflowBytes - (this.#lastByte === CR ? 1 : 0);
      this.#overflowBytes = -1;
      return { number, text: null, bytes, invalid: null };
    }
    let bytes = this.#parts.length === 1 ? this.#parts[0] : Buffer.concat(this.#parts, this.#partBytes);
    this.#parts = [];
    this.#partBytes = 0;
    if (number === 1 && bytes.subarray(0, 3).equals(BOM)) bytes = bytes.subarray(3);
    if (bytes.length > 0 && bytes[bytes.length - 1] === CR) bytes = bytes.subarray(0, bytes.length - 1);
    if (bytes.length > this.#maxLineBytes) return { number, text: null, bytes: bytes.length, invalid: null };
    const decoded = decodeLine(bytes);
    return { number, text: decoded.text, bytes: bytes.length, invalid: decoded.invalid };
  }
}

/**
 * Reads `source` (a file or stdin stream) line by line. Pull-based: the stream is read only as
 * fast as the consumer asks for groups, so a slow consumer pauses the reading (backpressure).
 */
export async function* readLines(source: AsyncIterable<unknown>, maxLineBytes: number): AsyncGenerator<LineGroup> {
  const splitter = new LineSplitter(maxLineBytes);
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), 'utf8');
    yield { lines: splitter.push(buffer), bytes: buffer.length };
  }
  yield { lines: splitter.end(), bytes: 0 };
}
