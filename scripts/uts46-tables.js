// The UTS #46 data url-grammar's IDNA needs, as compact tables in generated/uts46-tables.ts, made
// from tr46's data files (its IDNA mapping table and its character-class regexes): tr46 stays
// the one source of these Unicode facts, while a page bundles ~18 KB gzipped instead of ~58 KB.
//
// Two run-length tables over all code points U+0000..U+10FFFF, each cut into blocks of
// BLOCK_SIZE code points (a run that crosses a block's end is split there), the blocks of a table
// "|"-separated in one string, so that a program decodes only the blocks of the code points it meets (a first IDN call on a
// Latin domain decodes one block of each table, not 0x110000 code points):
//   - MAPPING_BLOCKS (UTS #46 section 5, IDNA Mapping Table): rows in code point order, each
//     [run length - 1 in base 36, omitted when 0] then a status letter (M mapped, V valid,
//     X disallowed, D deviation, I ignored); a mapped or deviation row then gives its mapping's
//     code points, each as a base-36 delta from the one before (the first from the row's first
//     code point; "-" for negative), ","-separated, ";"-terminated.
//   - PROPERTY_BLOCKS: runs of [length in base 36][letter], the letter indexing PROPERTY_SETS,
//     each a bit set of the classes below (the General_Category, Canonical_Combining_Class,
//     Joining_Type and Bidi_Class groups that UTS #46 section 4.1 validity criteria test).
// In both, a decimal number n after a block stands for n more blocks with its text (read relative
// to their own first code point): most of the unassigned planes. (A block always holds a letter.)
// Generation fails if tr46's files are not shaped as expected, rather than emit a wrong table.
'use strict';
const path = require('node:path');

/** tr46's status numbers (lib/statusMapping.js) by name, and each status's letter here. */
const STATUS_LETTERS = { mapped: 'M', valid: 'V', disallowed: 'X', deviation: 'D', ignored: 'I' };

/**
 * Each tr46 regex, its shape with its character classes replaced by <n>, and the class bit each
 * class of it defines (null where an earlier regex defines the same class).
 */
const REGEXES = [
  ['combiningMarks', '<0>', ['MARK']],
  ['combiningClassVirama', '<0>', ['VIRAMA']],
  ['validZWNJ', '<0><1>*\\u200C<2>*<3>', ['JOINING_LEFT', 'JOINING_TRANSPARENT', null, 'JOINING_RIGHT']],
  ['bidiDomain', '<0>', ['BIDI_DOMAIN']],
  ['bidiS1LTR', '<0>', ['BIDI_LTR_START']],
  ['bidiS1RTL', '<0>', ['BIDI_RTL_START']],
  ['bidiS2', '^<0>*$', ['BIDI_RTL_ALLOWED']],
  ['bidiS3', '<0><1>*$', ['BIDI_RTL_END', 'BIDI_NSM']],
  ['bidiS4EN', '<0>', ['BIDI_EN']],
  ['bidiS4AN', '<0>', ['BIDI_AN']],
  ['bidiS5', '^<0>*$', ['BIDI_LTR_ALLOWED']],
  ['bidiS6', '<0><1>*$', ['BIDI_LTR_END', null]],
];

/** What each class is, for the generated file's comments (UTS #46 section 4.1; RFC 5892, 5893). */
const CLASS_NOTES = {
  MARK: 'General_Category=Mark (criterion 6: no label starts with one)',
  VIRAMA: 'Canonical_Combining_Class=Virama (RFC 5892 A.1 and A.2)',
  JOINING_LEFT: 'Joining_Type L or D (RFC 5892 A.1, before U+200C)',
  JOINING_TRANSPARENT: 'Joining_Type T (RFC 5892 A.1)',
  JOINING_RIGHT: 'Joining_Type R or D (RFC 5892 A.1, after U+200C)',
  BIDI_DOMAIN: 'Bidi_Class R, AL or AN (RFC 5893 section 1.4: a Bidi domain name has one)',
  BIDI_LTR_START: 'Bidi_Class L (RFC 5893 section 2 rule 1)',
  BIDI_RTL_START: 'Bidi_Class R or AL (rule 1)',
  BIDI_RTL_ALLOWED: 'Bidi_Class R, AL, AN, EN, ES, CS, ET, ON, BN or NSM (rule 2)',
  BIDI_RTL_END: 'Bidi_Class R, AL, EN or AN (rule 3)',
  BIDI_NSM: 'Bidi_Class NSM (rules 3 and 6)',
  BIDI_EN: 'Bidi_Class EN (rule 4)',
  BIDI_AN: 'Bidi_Class AN (rule 4)',
  BIDI_LTR_ALLOWED: 'Bidi_Class L, EN, ES, CS, ET, ON, BN or NSM (rule 5)',
  BIDI_LTR_END: 'Bidi_Class L or EN (rule 6)',
};

const CLASS_PATTERN = /\[(?:\\.|[^\]\\])*\]/g;
const LAST_CODE_POINT = 0x10ffff;
/** Code points per block (a power of two: a block is a code point shifted right). */
const BLOCK_SIZE = 1024;
const BLOCK_COUNT = (LAST_CODE_POINT + 1) / BLOCK_SIZE;

function tr46File(relative) {
  return require(path.join(path.dirname(require.resolve('tr46/package.json')), relative));
}

function fail(message) {
  throw new Error(`uts46-tables: ${message}`);
}

/** The pieces of the run first..last in each block it touches: [block, first, last]. */
function blockPieces(first, last) {
  const pieces = [];
  for (let from = first; from <= last; ) {
    const block = Math.floor(from / BLOCK_SIZE);
    const to = Math.min(last, (block + 1) * BLOCK_SIZE - 1);
    pieces.push([block, from, to]);
    from = to + 1;
  }
  return pieces;
}

/** MAPPING_BLOCKS from tr46's lib/mappingTable.json. */
function mappingBlocks() {
  const { STATUS_MAPPING } = tr46File('lib/statusMapping.js');
  const letters = new Map(Object.entries(STATUS_MAPPING).map(([name, number]) => [number, STATUS_LETTERS[name] ?? fail(`unknown status ${name}`)]));
  let next = 0;
  const blocks = new Array(BLOCK_COUNT).fill('');
  for (const row of tr46File('lib/mappingTable.json')) {
    const [first, last] = Array.isArray(row[0]) ? row[0] : [row[0], row[0]];
    if (first !== next || last < first) fail(`mapping table row ${JSON.stringify(row)} does not follow U+${next.toString(16)}`);
    const letter = letters.get(row[1]) ?? fail(`unknown status number in ${JSON.stringify(row)}`);
    const mapping = row[2];
    if ((letter === 'M' || letter === 'D') !== (typeof mapping === 'string')) fail(`row ${JSON.stringify(row)}: mapping and status disagree`);
    for (const [block, from, to] of blockPieces(first, last)) {
      blocks[block] += (to > from ? (to - from).toString(36) : '') + letter;
      if (typeof mapping === 'string') blocks[block] += codePointDeltas(from, mapping) + ';';
    }
    next = last + 1;
  }
  if (next !== LAST_CODE_POINT + 1) fail('the mapping table does not reach U+10FFFF');
  return blocks;
}

function codePointDeltas(from, text) {
  let previous = from;
  const deltas = [];
  for (const ch of text) {
    const codePoint = ch.codePointAt(0);
    const delta = codePoint - previous;
    deltas.push((delta < 0 ? '-' : '') + Math.abs(delta).toString(36));
    previous = codePoint;
  }
  return deltas.join(',');
}

/** The class regexes, by bit name, from tr46's lib/regexes.js (each checked against its shape). */
function classRegexes() {
  const regexes = tr46File('lib/regexes.js');
  const names = Object.keys(regexes).sort();
  const expected = REGEXES.map(([name]) => name).sort();
  if (names.join() !== expected.join()) fail(`tr46 regexes are ${names.join(', ')}; expected ${expected.join(', ')}`);
  const classes = [];
  for (const [name, shape, bits] of REGEXES) {
    const found = regexes[name].source.match(CLASS_PATTERN) ?? [];
    let n = 0;
    const actualShape = regexes[name].source.replace(CLASS_PATTERN, () => `<${n++}>`);
    if (actualShape !== shape || regexes[name].flags !== 'u') fail(`tr46's ${name} is /${actualShape}/${regexes[name].flags}, expected /${shape}/u`);
    bits.forEach((bit, i) => {
      if (bit === null) {
        if (!classes.some(([, regex]) => regex.source === found[i])) fail(`${name}'s class ${i} was expected to repeat an earlier one`);
      } else {
        classes.push([bit, new RegExp(found[i], 'u')]);
      }
    });
  }
  return classes;
}

/** The class bits of `codePoint`: bit i when the i-th class regex matches it. */
function classBits(classes, codePoint) {
  const ch = String.fromCodePoint(codePoint);
  let bits = 0;
  classes.forEach(([, regex], i) => {
    if (regex.test(ch)) bits |= 1 << i;
  });
  return bits;
}

/** PROPERTY_BLOCKS and PROPERTY_SETS: every code point's classes, run-length encoded by block. */
function propertyRuns(classes) {
  const sets = [];
  const runs = [];
  for (let block = 0; block < BLOCK_COUNT; block++) {
    let text = '';
    let current = -1;
    let length = 0;
    for (let codePoint = block * BLOCK_SIZE; codePoint < (block + 1) * BLOCK_SIZE; codePoint++) {
      const bits = classBits(classes, codePoint);
      let set = sets.indexOf(bits);
      if (set === -1) set = sets.push(bits) - 1;
      if (set === current) {
        length++;
        continue;
      }
      if (current !== -1) text += length.toString(36) + String.fromCharCode(0x41 + current);
      current = set;
      length = 1;
    }
    runs.push(text + length.toString(36) + String.fromCharCode(0x41 + current));
  }
  if (sets.length > 26) fail(`${sets.length} property sets do not fit the letters A-Z`);
  return { runs, sets };
}

/**
 * The blocks of a table as one "|"-separated string; blocks equal to the one before them are
 * written as their count, a decimal number after that block.
 */
function blockString(blocks) {
  if (blocks.length !== BLOCK_COUNT) fail(`${blocks.length} blocks, expected ${BLOCK_COUNT}`);
  const items = [];
  for (let i = 0; i < blocks.length; i++) {
    if (!/[A-Z]/.test(blocks[i]) || blocks[i].includes('|')) fail(`block ${i} (${JSON.stringify(blocks[i])}) has no letter or has a "|"`);
    if (i > 0 && blocks[i] === blocks[i - 1]) {
      if (typeof items[items.length - 1] === 'number') items[items.length - 1]++;
      else items.push(1);
    } else {
      items.push(blocks[i]);
    }
  }
  return JSON.stringify(items.join('|'));
}

/** The text of generated/uts46-tables.ts. */
function generateUTS46Tables() {
  const tr46Version = tr46File('package.json').version;
  const unicodeVersion = tr46File('package.json').unicodeVersion;
  if (typeof unicodeVersion !== 'string' || !/^\d+\.\d+\.\d+$/.test(unicodeVersion)) fail(`tr46's package.json has no unicodeVersion (found ${JSON.stringify(unicodeVersion)})`);
  const classes = classRegexes();
  const { runs, sets } = propertyRuns(classes);
  const lines = [
    `// Generated by scripts/uts46-tables.js from tr46 ${tr46Version} (Unicode ${unicodeVersion}); do not edit.`,
    '// UTS #46 data in compact form; the format is described in that script, read by src/host/uts46-data.ts.',
    '',
    "/** The Unicode version of these tables (tr46's package.json `unicodeVersion`): UTS #46 of that version. */",
    `export const UNICODE_VERSION: string = ${JSON.stringify(unicodeVersion)};`,
    '',
    '// Character classes: bits of a PROPERTY_SETS entry.',
    ...classes.flatMap(([bit], i) => [`/** ${CLASS_NOTES[bit]} */`, `export const ${bit} = ${1 << i};`]),
    '',
    '/** Code points per block of the tables below (each block decoded on first use). */',
    `export const BLOCK_SIZE = ${BLOCK_SIZE};`,
    '',
    '/** UTS #46 section 5 IDNA Mapping Table rows, block by block ("|"-separated; a number: as many more of the block before). */',
    `export const MAPPING_BLOCKS = ${blockString(mappingBlocks())};`,
    '',
    '/** Runs of code points with the same classes, [length][letter of PROPERTY_SETS], block by block (as above). */',
    `export const PROPERTY_BLOCKS = ${blockString(runs)};`,
    '',
    `export const PROPERTY_SETS: readonly number[] = ${JSON.stringify(sets)};`,
    '',
  ];
  return lines.join('\n');
}

module.exports = { generateUTS46Tables };
