// Text rendering for the terminal: an input with a caret under an offset, the batch summary
// and the progress bar. Pure functions of their arguments.

/** One displayed code point: what is printed and how many terminal columns it takes. */
interface Cell {
  readonly text: string;
  readonly width: number;
  /** UTF-16 offset of the code point in the input. */
  readonly offset: number;
}

const ELLIPSIS = '\u2026';
const FORMAT_CHARACTER = /^\p{Cf}$/u;
const COMBINING_MARK = /^\p{M}$/u;
/** What cellAt replaces: controls, format characters and lone surrogates. */
const UNPRINTABLE = /[\0-\x1f\x7f-\x9f\p{Cf}\p{Cs}]/u;

/** East Asian wide and fullwidth blocks and emoji: two columns (approximate; enough for a caret). */
const WIDE: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], [0x2e80, 0x303e], [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff],
  [0xa000, 0xa4cf], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff60],
  [0xffe0, 0xffe6], [0x1f300, 0x1f64f], [0x1f900, 0x1f9ff], [0x20000, 0x3fffd],
];

function isWide(cp: number): boolean {
  return WIDE.some(([low, high]) => cp >= low && cp <= high);
}

/**
 * How a code point is shown: C0 controls and DEL as their Control Pictures (U+2400 block), C1
 * controls, lone surrogates and format characters (bidi controls, zero-width joiners) as U+FFFD,
 * so that nothing invisible or reordering moves the caret.
 */
function cellAt(input: string, offset: number): Cell {
  const cp = input.codePointAt(offset) as number;
  if (cp < 0x20) return { text: String.fromCharCode(0x2400 + cp), width: 1, offset };
  if (cp === 0x7f) return { text: '\u2421', width: 1, offset };
  const text = String.fromCodePoint(cp);
  if ((cp >= 0x80 && cp <= 0x9f) || (cp >= 0xd800 && cp <= 0xdfff) || FORMAT_CHARACTER.test(text)) {
    return { text: '\uFFFD', width: 1, offset };
  }
  if (COMBINING_MARK.test(text)) return { text, width: 0, offset };
  return { text, width: isWide(cp) ? 2 : 1, offset };
}

/** The offset of the code point that ends just before `offset`. */
function previousCodePoint(input: string, offset: number): number {
  const low = input.charCodeAt(offset - 1);
  const high = input.charCodeAt(offset - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return offset - (pair ? 2 : 1);
}

function nextCodePoint(input: string, offset: number): number {
  const cp = input.codePointAt(offset) as number;
  return offset + (cp > 0xffff ? 2 : 1);
}

/**
 * `text` with every code point shown as caretLines shows it (Control Pictures for C0 controls and
 * DEL, U+FFFD for C1 controls, lone surrogates and format characters), so that text quoted from
 * an input can neither move the terminal's cursor nor reorder the line. Linear in the length.
 */
export function printable(text: string): string {
  if (!UNPRINTABLE.test(text)) return text;
  let shown = '';
  for (let i = 0; i < text.length; i = nextCodePoint(text, i)) shown += cellAt(text, i).text;
  return shown;
}

/**
 * Two lines: the input (a window of about `width` columns around `offset` when it is longer,
 * with "…" where it is cut) and carets under the `length` UTF-16 units at `offset` (one caret at
 * least; after the last character when `offset` is the end). Only the window is scanned, so a
 * megabyte input costs no more than a short one.
 */
export function caretLines(input: string, offset: number, length: number, width = 100): string {
  const at = Math.max(0, Math.min(offset, input.length));
  const end = Math.min(input.length, at + Math.max(0, length));
  const left: Cell[] = [];
  let used = 0;
  for (let i = at; i > 0 && used < width / 2; ) {
    i = previousCodePoint(input, i);
    const cell = cellAt(input, i);
    left.unshift(cell);
    used += cell.width;
  }
  const right: Cell[] = [];
  let next = at;
  for (; next < input.length && used < width; next = nextCodePoint(input, next)) {
    const cell = cellAt(input, next);
    right.push(cell);
    used += cell.width;
  }
  const cutLeft = left.length > 0 && left[0].offset > 0;
  const cutRight = next < input.length;
  const column = (cutLeft ? 1 : 0) + left.reduce((sum, cell) => sum + cell.width, 0);
  const spanWidth = right.filter((cell) => cell.offset < end).reduce((sum, cell) => sum + cell.width, 0);
  const line = (cutLeft ? ELLIPSIS : '') + [...left, ...right].map((cell) => cell.text).join('') + (cutRight ? ELLIPSIS : '');
  return `  ${line}\n  ${' '.repeat(column)}${'^'.repeat(Math.max(1, spanWidth))}\n`;
}

/** "6000001" as "6,000,001": a fixed grouping, whatever the locale (the output is compared in tests). */
export function groupDigits(count: number | bigint): string {
  return groupDigitText(String(count));
}

/**
 * A decimal integer's text with a comma between groups of three digits: one pass, in time linear
 * in its length (the lookahead expression used before, /\B(?=(\d{3})+$)/g, rescanned the rest of
 * the number at each position: quadratic). Anything else ("1e+21", "NaN") is returned as it is.
 */
export function groupDigitText(text: string): string {
  const sign = text.startsWith('-') ? 1 : 0;
  const digits = text.length - sign;
  if (digits <= 3 || !/^-?[0-9]+$/.test(text)) return text;
  const groups = [text.slice(0, sign + (digits % 3 === 0 ? 3 : digits % 3))];
  for (let start = groups[0].length; start < text.length; start += 3) groups.push(text.slice(start, start + 3));
  return groups.join(',');
}

/** Counts of a batch run. */
export interface Tally {
  lines: number;
  /** Lines whose verdict is not a success (exit status 1). */
  failed: number;
  readonly verdicts: Map<string, number>;
  readonly codes: Map<string, number>;
}

export function emptyTally(): Tally {
  return { lines: 0, failed: 0, verdicts: new Map(), codes: new Map() };
}

/** Adds `from` into `into`. */
export function mergeTally(into: Tally, from: Tally): void {
  into.lines += from.lines;
  into.failed += from.failed;
  for (const [verdict, count] of from.verdicts) increment(into.verdicts, verdict, count);
  for (const [code, count] of from.codes) increment(into.codes, code, count);
}

export function increment(counts: Map<string, number>, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** The summary printed on stderr after a batch: lines, speed, counts per verdict and per error code. */
export function summaryText(command: string, tally: Tally, seconds: number): string {
  const rate = seconds > 0 ? Math.round(tally.lines / seconds) : tally.lines;
  const head = `url-grammar ${command}: ${tally.lines} lines in ${seconds.toFixed(2)} s (${rate} lines/s)`;
  const verdicts = tally.verdicts.size === 0 ? ['  (none)'] : table(tally.verdicts);
  const codes = tally.codes.size === 0 ? ['  (none)'] : table(tally.codes);
  return [head, 'verdicts:', ...verdicts, 'error codes:', ...codes, ''].join('\n');
}

/** Rows "  name  count", most frequent first, then by name. */
function table(counts: Map<string, number>): string[] {
  const rows = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0));
  const nameWidth = Math.max(0, ...rows.map(([name]) => name.length));
  const countWidth = Math.max(0, ...rows.map(([, count]) => String(count).length));
  return rows.map(([name, count]) => `  ${name.padEnd(nameWidth)}  ${String(count).padStart(countWidth)}`);
}

/** One progress line (no line end): a bar of the bytes done, the percentage, lines and speed. */
export function progressText(doneBytes: number, totalBytes: number, lines: number, seconds: number, columns: number): string {
  const fraction = totalBytes > 0 ? Math.min(1, doneBytes / totalBytes) : 1;
  const rate = seconds > 0 ? Math.round(lines / seconds) : 0;
  const info = ` ${String(Math.floor(fraction * 100)).padStart(3)}%  ${lines} lines  ${rate} lines/s`;
  const barWidth = Math.max(10, Math.min(50, columns - info.length - 3));
  const filled = Math.round(fraction * barWidth);
  const text = `[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}]${info}`;
  return text.slice(0, Math.max(1, columns - 1)); // never wrap: "\r" could not go back then

}
