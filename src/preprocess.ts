// Preprocessing (URL Specification "Preprocessing"; URL Standard basic URL parser steps 1-3):
// strip leading and trailing C0 control or space, remove all ASCII tab or newline.

/** The preprocessed input and the way back to offsets in the original input. */
export interface Preprocessed {
  readonly text: string;
  /** Number of code units stripped from the start. */
  readonly leading: number;
  /** Offsets (in the stripped input) of removed tab/newline code units, ascending; null if none. */
  readonly removed: readonly number[] | null;
}

const TAB_OR_NEWLINE = /[\t\n\r]/;
const TAB_OR_NEWLINE_ALL = /[\t\n\r]/g;

/** https://url.spec.whatwg.org/#concept-basic-url-parser steps 1 to 3 */
export function preprocess(input: string): Preprocessed {
  let start = 0;
  let end = input.length;
  while (start < end && input.charCodeAt(start) <= 0x20) start++;
  while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
  let text = start === 0 && end === input.length ? input : input.slice(start, end);
  if (!TAB_OR_NEWLINE.test(text)) return { text, leading: start, removed: null };
  const removed: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) removed.push(i);
  }
  text = text.replace(TAB_OR_NEWLINE_ALL, '');
  return { text, leading: start, removed };
}

/**
 * Maps an offset in the preprocessed text back to the original input, in O(log n): the number of
 * removed code units before it is the number of j with removed[j] - j <= offset (non-decreasing).
 */
export function originalOffset(pre: Preprocessed, offset: number): number {
  const removed = pre.removed;
  if (removed === null) return offset + pre.leading;
  let low = 0;
  let high = removed.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (removed[mid] - mid <= offset) low = mid + 1;
    else high = mid;
  }
  return offset + low + pre.leading;
}
