// Preprocessing (URL Specification "Preprocessing"; URL Standard basic URL parser steps 1-3):
// strip leading and trailing C0 control or space, remove all ASCII tab or newline.

import { hasASCIITabOrNewline, isASCIITabOrNewline, removeASCIITabOrNewline } from '../core/code-points';

// String methods called through `call`, each declared here: core/characters.ts says why.
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;
const SLICE: (this: string, start?: number, end?: number) => string = String.prototype.slice;

/** The preprocessed input and the way back to offsets in the original input. */
export interface Preprocessed {
  readonly text: string;
  /** Number of code units stripped from the start. */
  readonly leading: number;
  /** Offsets (in the stripped input) of removed tab/newline code units, ascending; null if none. */
  readonly removed: Int32Array | null;
}

/** https://url.spec.whatwg.org/#concept-basic-url-parser steps 1 to 3 */
export function preprocess(input: string): Preprocessed {
  let text = stripControlOrSpace(input);
  const start = text === input ? 0 : leadingControlOrSpace(input);
  if (!hasASCIITabOrNewline(text)) return { text, leading: start, removed: null };
  const removed = removedOffsets(text);
  // The native replace costs a piece per match: dense tabs are copied out code unit by code unit.
  text = removed.length * 32 < text.length ? removeASCIITabOrNewline(text) : withoutTabOrNewline(text, removed.length);
  return { text, leading: start, removed };
}

/** https://url.spec.whatwg.org/#concept-basic-url-parser step 1 (its validation error aside): `input` without leading or trailing C0 control or space. */
export function stripControlOrSpace(input: string): string {
  const start = leadingControlOrSpace(input);
  let end = input.length;
  while (end > start && CHAR_CODE_AT.call(input, end - 1) <= 0x20) end--;
  return start === 0 && end === input.length ? input : SLICE.call(input, start, end);
}

/** The number of C0 control or space code units `input` starts with. */
function leadingControlOrSpace(input: string): number {
  let start = 0;
  while (start < input.length && CHAR_CODE_AT.call(input, start) <= 0x20) start++;
  return start;
}

/** Code units per String.fromCharCode call (its arguments live on the stack). */
const CHUNK = 8192;

/** `text` without its `count` ASCII tab or newline code units, built in one buffer. */
function withoutTabOrNewline(text: string, count: number): string {
  const units = new Uint16Array(text.length - count);
  for (let i = 0, n = 0; i < text.length; i++) {
    const c = CHAR_CODE_AT.call(text, i);
    if (!isASCIITabOrNewline(c)) units[n++] = c;
  }
  const chunks: string[] = [];
  // apply takes any array-like (a spread would copy the chunk into an array first).
  for (let i = 0; i < units.length; i += CHUNK) chunks.push(String.fromCharCode.apply(null, units.subarray(i, i + CHUNK) as unknown as number[]));
  return chunks.join('');
}

/** Offsets of the ASCII tab or newline code units, in one typed array (counted first: no growing). */
function removedOffsets(text: string): Int32Array {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (isASCIITabOrNewline(CHAR_CODE_AT.call(text, i))) count++;
  const removed = new Int32Array(count);
  for (let i = 0, n = 0; n < count; i++) if (isASCIITabOrNewline(CHAR_CODE_AT.call(text, i))) removed[n++] = i;
  return removed;
}

/**
 * Maps an offset in the preprocessed text back to the original input, in O(log n): the number of
 * removed code units before it is the number of j with removed[j] - j <= offset (non-decreasing).
 */
export function originalOffset(pre: Preprocessed, offset: number): number {
  const removed = pre.removed;
  if (removed === null) return offset + pre.leading;
  return offset + removedBefore(removed, offset, 0, removed.length) + pre.leading;
}

/** The first j in [low, high) with removed[j] - j > offset (high if none), by bisection. */
function removedBefore(removed: Int32Array, offset: number, low: number, high: number): number {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (removed[mid] - mid <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * originalOffset for many offsets in about increasing order (a parser's reports): each search
 * gallops from the previous answer, so a pass over the text costs O(n), not O(n log n).
 */
export function offsetMapper(pre: Preprocessed): (offset: number) => number {
  const removed = pre.removed;
  if (removed === null) return (offset) => offset + pre.leading;
  const length = removed.length;
  // Whether removed[j] is before `offset` (in the preprocessed text): true, then false, along j.
  const before = (j: number, offset: number): boolean => removed[j] - j <= offset;
  let last = 0;
  return (offset: number): number => {
    let low: number;
    let high: number;
    if (last < length && before(last, offset)) {
      // Forward: the answer is past `last`; double the step until it is bracketed.
      low = last + 1;
      high = low;
      for (let step = 1; high < length && before(high, offset); step *= 2) {
        low = high + 1;
        high = low + step < length ? low + step : length;
      }
    } else {
      // Backward: the answer is at `last` or before.
      high = last;
      low = high > 0 ? high - 1 : 0;
      for (let step = 2; low > 0 && !before(low, offset); step *= 2) {
        high = low;
        low = high > step ? high - step : 0;
      }
    }
    last = removedBefore(removed, offset, low, high);
    return offset + last + pre.leading;
  };
}
