// The UTS #46 data (section 5, IDNA Mapping Table, and the character classes section 4.1's
// validity criteria test), read from generated/uts46-tables.ts on first use. Lookups are a table
// index in the Basic Multilingual Plane and a binary search above it.
import { MAPPING_ROWS, PROPERTY_RUNS, PROPERTY_SETS } from '../../generated/uts46-tables';

/** The Unicode version whose UTS #46 data the tables hold (from tr46's data, by the generator). */
export { UNICODE_VERSION } from '../../generated/uts46-tables';

/** UTS #46 section 5 statuses (no UseSTD3ASCIIRules variants: section 4.1 checks those). */
export const MAPPED = 0;
export const VALID = 1;
export const DISALLOWED = 2;
export const DEVIATION = 3;
export const IGNORED = 4;

const STATUS_OF_LETTER: Record<string, number> = { M: MAPPED, V: VALID, X: DISALLOWED, D: DEVIATION, I: IGNORED };
const BMP = 0x10000;

interface Mapping {
  /** Each row's first code point, ascending. */
  starts: Uint32Array;
  statuses: Uint8Array;
  /** Each mapped or deviation row's mapping ('' for the others). */
  mappings: string[];
  /** The row of each BMP code point. */
  bmpRows: Uint16Array;
}

interface Properties {
  starts: Uint32Array;
  /** Each run's class bits. */
  sets: Uint16Array;
  /** The class bits of each BMP code point. */
  bmpSets: Uint16Array;
}

let mapping: Mapping | undefined;
let properties: Properties | undefined;

/** A base-36 number in `text` from `at` (stops at the first non-digit); its value and end. */
function readNumber(text: string, at: number): [number, number] {
  let value = 0;
  for (;;) {
    const c = text.charCodeAt(at);
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x7a ? c - 0x57 : -1;
    if (digit < 0) return [value, at];
    value = value * 36 + digit;
    at++;
  }
}

function decodeMapping(): Mapping {
  const starts: number[] = [];
  const statuses: number[] = [];
  const mappings: string[] = [];
  let next = 0;
  for (let at = 0; at < MAPPING_ROWS.length; ) {
    const [extra, letterAt] = readNumber(MAPPING_ROWS, at);
    const status = STATUS_OF_LETTER[MAPPING_ROWS[letterAt]];
    at = letterAt + 1;
    let text = '';
    if (MAPPING_ROWS.charCodeAt(at) === 0x3b) {
      at++; // an empty mapping
    } else if (status === MAPPED || status === DEVIATION) {
      let previous = next;
      for (;;) {
        const negative = MAPPING_ROWS.charCodeAt(at) === 0x2d;
        const [delta, end] = readNumber(MAPPING_ROWS, negative ? at + 1 : at);
        previous += negative ? -delta : delta;
        text += String.fromCodePoint(previous);
        at = end + 1;
        if (MAPPING_ROWS.charCodeAt(end) === 0x3b) break;
      }
    }
    starts.push(next);
    statuses.push(status);
    mappings.push(text);
    next += extra + 1;
  }
  const table = { starts: Uint32Array.from(starts), statuses: Uint8Array.from(statuses), mappings, bmpRows: new Uint16Array(BMP) };
  fillBMP(table.starts, (row, from, to) => table.bmpRows.fill(row, from, to));
  return table;
}

function decodeProperties(): Properties {
  const starts: number[] = [];
  const sets: number[] = [];
  let next = 0;
  for (let at = 0; at < PROPERTY_RUNS.length; at++) {
    const [length, letterAt] = readNumber(PROPERTY_RUNS, at);
    starts.push(next);
    sets.push(PROPERTY_SETS[PROPERTY_RUNS.charCodeAt(letterAt) - 0x41]);
    next += length;
    at = letterAt;
  }
  const table = { starts: Uint32Array.from(starts), sets: Uint16Array.from(sets), bmpSets: new Uint16Array(BMP) };
  fillBMP(table.starts, (run, from, to) => table.bmpSets.fill(table.sets[run], from, to));
  return table;
}

/** Calls fill(index, from, to) for each run's part of the BMP. */
function fillBMP(starts: Uint32Array, fill: (index: number, from: number, to: number) => void): void {
  for (let i = 0; i < starts.length && starts[i] < BMP; i++) {
    fill(i, starts[i], i + 1 < starts.length ? Math.min(starts[i + 1], BMP) : BMP);
  }
}

/** The index of the run containing `codePoint` (the last start not above it). */
function findRun(starts: Uint32Array, codePoint: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= codePoint) low = middle;
    else high = middle - 1;
  }
  return low;
}

function mappingTable(): Mapping {
  return (mapping ??= decodeMapping());
}

function mappingRow(table: Mapping, codePoint: number): number {
  return codePoint < BMP ? table.bmpRows[codePoint] : findRun(table.starts, codePoint);
}

/** UTS #46 section 5: the status of `codePoint`. */
export function statusOf(codePoint: number): number {
  const table = mappingTable();
  return table.statuses[mappingRow(table, codePoint)];
}

/** The mapping of a mapped or deviation `codePoint` (UTS #46 section 5). */
export function mappingOf(codePoint: number): string {
  const table = mappingTable();
  return table.mappings[mappingRow(table, codePoint)];
}

/** The class bits (generated/uts46-tables.ts) of `codePoint`. */
export function classesOf(codePoint: number): number {
  const table = (properties ??= decodeProperties());
  return codePoint < BMP ? table.bmpSets[codePoint] : table.sets[findRun(table.starts, codePoint)];
}
