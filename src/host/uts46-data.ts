// The UTS #46 data (section 5, IDNA Mapping Table, and the character classes section 4.1's
// validity criteria test), read from generated/uts46-tables.ts. The tables come in blocks of
// BLOCK_SIZE code points, each decoded on first use into a table indexed by code point: a first
// IDN call on a Latin domain decodes one block of each table, and each lookup is an array index.
import { BLOCK_SIZE, MAPPING_BLOCKS, PROPERTY_BLOCKS, PROPERTY_SETS } from '../../generated/uts46-tables';

/** The Unicode version whose UTS #46 data the tables hold (from tr46's data, by the generator). */
export { UNICODE_VERSION } from '../../generated/uts46-tables';

/** UTS #46 section 5 statuses (no UseSTD3ASCIIRules variants: section 4.1 checks those). */
export const MAPPED = 0;
export const VALID = 1;
export const DISALLOWED = 2;
export const DEVIATION = 3;
export const IGNORED = 4;

const STATUS_OF_LETTER: Record<string, number> = { M: MAPPED, V: VALID, X: DISALLOWED, D: DEVIATION, I: IGNORED };
const SEMICOLON = 0x3b;
const MINUS = 0x2d;

/** One block of the mapping table, by code point offset in the block. */
interface MappingBlock {
  statuses: Uint8Array;
  /** The mapping of each mapped or deviation code point ('' for the others). */
  mappings: string[];
}

/** The decoded blocks, by block number (the code point divided by BLOCK_SIZE). */
const mappingBlocks: Array<MappingBlock | undefined> = [];
const propertyBlocks: Array<Uint16Array | undefined> = [];
/** Each table's text, block by block (repeat counts expanded), made on first use. */
let mappingTexts: readonly string[] | undefined;
let propertyTexts: readonly string[] | undefined;

/** The blocks of a generated table: its "|"-separated items, a decimal number n standing for n more of the block before. */
function expandBlocks(table: string): string[] {
  const texts: string[] = [];
  for (const item of table.split('|')) {
    if (!/^\d+$/.test(item)) texts.push(item);
    else for (let n = Number(item); n > 0; n--) texts.push(texts[texts.length - 1]);
  }
  return texts;
}

/** The value of the base-36 digit `c` (a character code), or -1. */
function digitValue(c: number): number {
  return c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x7a ? c - 0x57 : -1;
}

/** Reads the text of a block (scripts/uts46-tables.js): a cursor over its base-36 numbers and letters. */
class BlockReader {
  at = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  /** A base-36 number (0 when none is there), after an optional "-" when `signed`. */
  number(signed = false): number {
    const negative = signed && this.text.charCodeAt(this.at) === MINUS;
    if (negative) this.at++;
    let value = 0;
    for (let digit = digitValue(this.text.charCodeAt(this.at)); digit >= 0; digit = digitValue(this.text.charCodeAt(this.at))) {
      value = value * 36 + digit;
      this.at++;
    }
    return negative ? -value : value;
  }

  /** The character at the cursor, consumed. */
  next(): number {
    return this.text.charCodeAt(this.at++);
  }
}

/** A mapping: code point deltas, the first from `from`, ","-separated, ";"-terminated (a lone ";": empty). */
function readMapping(reader: BlockReader, from: number): string {
  if (reader.text.charCodeAt(reader.at) === SEMICOLON) {
    reader.at++;
    return '';
  }
  let text = '';
  let codePoint = from;
  do {
    codePoint += reader.number(true);
    text += String.fromCodePoint(codePoint);
  } while (reader.next() !== SEMICOLON);
  return text;
}

/** UTS #46 section 5 table rows of block `block`, decoded: each row's status and mapping on its code points. */
function decodeMappingBlock(block: number): MappingBlock {
  const reader = new BlockReader((mappingTexts ??= expandBlocks(MAPPING_BLOCKS))[block]);
  const statuses = new Uint8Array(BLOCK_SIZE);
  const mappings = new Array<string>(BLOCK_SIZE).fill('');
  let from = 0;
  while (!reader.done) {
    const to = from + reader.number() + 1;
    const status = STATUS_OF_LETTER[String.fromCharCode(reader.next())];
    statuses.fill(status, from, to);
    if (status === MAPPED || status === DEVIATION) {
      mappings.fill(readMapping(reader, block * BLOCK_SIZE + from), from, to);
    }
    from = to;
  }
  return { statuses, mappings };
}

/** The class bits of each code point of block `block`, from its runs [length][letter of PROPERTY_SETS]. */
function decodePropertyBlock(block: number): Uint16Array {
  const reader = new BlockReader((propertyTexts ??= expandBlocks(PROPERTY_BLOCKS))[block]);
  const sets = new Uint16Array(BLOCK_SIZE);
  let from = 0;
  while (!reader.done) {
    const to = from + reader.number();
    sets.fill(PROPERTY_SETS[reader.next() - 0x41], from, to);
    from = to;
  }
  return sets;
}

function mappingBlockOf(codePoint: number): MappingBlock {
  const block = Math.floor(codePoint / BLOCK_SIZE);
  return (mappingBlocks[block] ??= decodeMappingBlock(block));
}

/** UTS #46 section 5: the status of `codePoint`. */
export function statusOf(codePoint: number): number {
  return mappingBlockOf(codePoint).statuses[codePoint % BLOCK_SIZE];
}

/** The mapping of a mapped or deviation `codePoint` (UTS #46 section 5). */
export function mappingOf(codePoint: number): string {
  return mappingBlockOf(codePoint).mappings[codePoint % BLOCK_SIZE];
}

/** The class bits (generated/uts46-tables.ts) of `codePoint`. */
export function classesOf(codePoint: number): number {
  const block = Math.floor(codePoint / BLOCK_SIZE);
  return (propertyBlocks[block] ??= decodePropertyBlock(block))[codePoint % BLOCK_SIZE];
}
