// Escaping of fixed text for the two languages a part list is written in: regular expressions
// (https://urlpattern.spec.whatwg.org/#escape-a-regexp-string) and pattern strings
// (https://urlpattern.spec.whatwg.org/#escape-a-pattern-string). The standard asserts ASCII input;
// any other code unit is kept as it is (these functions never throw). Written as a count, then a
// copy into a buffer: String.prototype.replace with a match per code point grows ~20x from 100 KB
// to 1 MB in V8 (measured), this ~10x.

/** Marks the ASCII code units that `specials` lists. */
function asciiTable(specials: string): Uint8Array {
  const table = new Uint8Array(0x80);
  for (let i = 0; i < specials.length; i++) table[specials.charCodeAt(i)] = 1;
  return table;
}

/** The code points escape a regexp string puts a "\" before. */
const REGEXP_SPECIAL = asciiTable('.+*?^${}()[]|/\\');

/** The code points escape a pattern string puts a "\" before. */
const PATTERN_SPECIAL = asciiTable('+*?:{}()\\');

const REVERSE_SOLIDUS = 0x5c;
/** Code units per String.fromCharCode call (its arguments go on the stack). */
const CHUNK = 8192;

/** https://urlpattern.spec.whatwg.org/#escape-a-regexp-string */
export function escapeRegExpString(input: string): string {
  return escapeWith(input, REGEXP_SPECIAL);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string */
export function escapePatternString(input: string): string {
  return escapeWith(input, PATTERN_SPECIAL);
}

/** The input with "\" before each code unit the table marks. */
function escapeWith(input: string, special: Uint8Array): string {
  let count = 0;
  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    if (unit < 0x80 && special[unit] === 1) count++;
  }
  if (count === 0) return input;
  const units = new Uint16Array(input.length + count);
  let j = 0;
  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    if (unit < 0x80 && special[unit] === 1) units[j++] = REVERSE_SOLIDUS;
    units[j++] = unit;
  }
  if (units.length <= CHUNK) return fromCodeUnits(units);
  const chunks: string[] = [];
  for (let start = 0; start < units.length; start += CHUNK) chunks.push(fromCodeUnits(units.subarray(start, start + CHUNK)));
  return chunks.join('');
}

/** The string of at most CHUNK code units (apply takes an array-like: ~7x faster than spreading one). */
function fromCodeUnits(units: Uint16Array): string {
  return String.fromCharCode.apply(null, units as unknown as number[]);
}
