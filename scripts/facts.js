// Facts the grammars share with the TypeScript code, injected into grammar/*.pegjs by
// scripts/generator.js: each is read from its one definition in src/core/ (code-points.ts,
// schemes.ts), so that a grammar and the hand-written code cannot disagree.
//
// A grammar names a fact between double angle brackets, on a line that is not a comment:
//   - a class fact stands for a whole character class, `[` name `]` in those brackets, and
//     becomes the class of its UTF-16 code units below U+10000 (surrogates are no members);
//   - an expression fact stands for an expression (a code point class with its surrogate
//     pairs, a choice of literals).
// "except" then a comma-separated list of JSON strings removes members (each must be one).
// Generation fails on an unknown fact, a fact the grammar's settings do not list (`inject`),
// a listed fact the grammar does not use, a fact in the wrong place, or a needless exception.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..');

/**
 * A TypeScript module of src/ that imports nothing, transpiled and run (it is small: the cost is
 * the transpilation). Cached per file for one process.
 */
const loaded = new Map();
function loadSource(relative) {
  if (loaded.has(relative)) return loaded.get(relative);
  const file = path.join(root, relative);
  const output = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  }).outputText;
  const module = { exports: {} };
  const noImport = (name) => {
    throw new Error(`facts: ${relative} imports ${name}; a module the generator loads must import nothing`);
  };
  new Function('exports', 'module', 'require', output)(module.exports, module, noImport);
  loaded.set(relative, module.exports);
  return module.exports;
}

const codePoints = () => loadSource('src/core/code-points.ts');
const schemes = () => loadSource('src/core/schemes.ts');
const characters = () => loadSource('src/core/characters.ts');

/** The ASCII URL code points a percent-encode set (src/core/characters.ts EncodeSet) does not contain. */
function asciiOutside(set) {
  const { EncodeSet, inEncodeSet } = characters();
  const members = [];
  for (const [low, high] of intersect(codePoints().URL_CODE_POINTS, [[0, 0x7f]])) {
    for (let c = low; c <= high; c++) if (!inEncodeSet(c, EncodeSet[set])) members.push(c);
  }
  return toRanges(members);
}

/** A class fact: the ASCII URL code points outside one percent-encode set (URL Standard section 1.3). */
function outsideEncodeSet(set) {
  return { kind: 'class', from: `src/core/code-points.ts URL_CODE_POINTS and src/core/characters.ts EncodeSet.${set}`, ranges: () => asciiOutside(set) };
}

/** Each fact: its kind, where it comes from (for messages), and its members (code point ranges or strings). */
const FACTS = {
  'URL code point': { kind: 'class', from: 'src/core/code-points.ts URL_CODE_POINTS', ranges: () => codePoints().URL_CODE_POINTS },
  'ASCII URL code point': {
    kind: 'class',
    from: 'src/core/code-points.ts URL_CODE_POINTS',
    ranges: () => intersect(codePoints().URL_CODE_POINTS, [[0, 0x7f]]),
  },
  'ASCII URL code point outside the path percent-encode set': outsideEncodeSet('Path'),
  'ASCII URL code point outside the special-query percent-encode set': outsideEncodeSet('SpecialQuery'),
  'ASCII URL code point outside the fragment percent-encode set': outsideEncodeSet('Fragment'),
  ucschar: { kind: 'expression', from: 'src/core/code-points.ts UCSCHAR', ranges: () => codePoints().UCSCHAR },
  iprivate: { kind: 'expression', from: 'src/core/code-points.ts IPRIVATE', ranges: () => codePoints().IPRIVATE },
  'special scheme': { kind: 'literals', from: 'src/core/schemes.ts SPECIAL_SCHEMES', strings: () => [...schemes().SPECIAL_SCHEMES.keys()] },
};

// [ name ] or name, between double angle brackets (the brackets of a class fact are its own).
const PLACEHOLDER = /(\[?)<<([^<>]*)>>(\]?)/g;
const REFERENCE = /^\s*([^"]*?)\s*(?:\bexcept\s+(.*?))?\s*$/;

/** The grammar text with every fact written in; `names` are the facts its settings list. */
function injectFacts(text, names, grammar) {
  for (const name of names) if (!FACTS[name]) throw new Error(`facts: grammar/${grammar}.pegjs settings list an unknown fact "${name}"`);
  const used = new Set();
  const lines = text.split('\n').map((line, i) => {
    if (/^\s*\/\//.test(line)) return line;
    return line.replace(PLACEHOLDER, (match, open, reference, close) => {
      const where = `grammar/${grammar}.pegjs line ${i + 1}`;
      const [, name, exceptions] = REFERENCE.exec(reference);
      const fact = FACTS[name];
      if (!fact) throw new Error(`facts: unknown fact "${name}" at ${where} (known: ${Object.keys(FACTS).join(', ')})`);
      if (!names.includes(name)) throw new Error(`facts: "${name}" at ${where} is not listed in the grammar's settings (inject)`);
      const isClass = open === '[' && close === ']';
      if ((fact.kind === 'class') !== isClass) throw new Error(`facts: "${name}" at ${where} must be written ${fact.kind === 'class' ? '[<<name>>]' : '<<name>>'}`);
      if (!isClass && (open || close)) throw new Error(`facts: stray bracket around "${name}" at ${where}`);
      used.add(name);
      return expand(fact, readExceptions(exceptions, where), where);
    });
  });
  const unused = names.filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`facts: grammar/${grammar}.pegjs settings list facts it never uses: ${unused.join(', ')}`);
  return lines.join('\n');
}

/** The strings after "except" (JSON string literals separated by commas). */
function readExceptions(list, where) {
  if (list === undefined) return [];
  try {
    const items = JSON.parse(`[${list}]`);
    if (items.every((item) => typeof item === 'string')) return items;
  } catch {
    // reported below
  }
  throw new Error(`facts: "except" takes JSON strings separated by commas, at ${where}: ${list}`);
}

/** The text a fact stands for, without the exceptions (each must be a member). */
function expand(fact, exceptions, where) {
  if (fact.kind === 'literals') {
    const strings = fact.strings();
    for (const s of exceptions) if (!strings.includes(s)) throw new Error(`facts: ${JSON.stringify(s)} is not in ${fact.from}, at ${where}`);
    return literalChoice(strings.filter((s) => !exceptions.includes(s)));
  }
  let ranges = fact.ranges();
  for (const s of exceptions) {
    const cp = s.codePointAt(0);
    if ([...s].length !== 1 || !inRanges(cp, ranges)) throw new Error(`facts: ${JSON.stringify(s)} is not one member of ${fact.from}, at ${where}`);
    ranges = subtract(ranges, cp);
  }
  return fact.kind === 'class' ? classText(bmpUnits(ranges)) : codePointExpression(ranges);
}

/**
 * A choice of literals in which none follows a literal that is a prefix of it (PEG: the shorter
 * would match first, and the choice would not come back to the longer): longest first.
 */
function literalChoice(strings) {
  const ordered = strings.map((s, i) => [s, i]).sort((a, b) => b[0].length - a[0].length || a[1] - b[1]).map(([s]) => s);
  return ordered.map((s) => JSON.stringify(s)).join(' / ');
}

/**
 * A code point class as a PEG expression over UTF-16 code units: the class of its BMP members,
 * then, for each set of high surrogates whose low surrogates are the same, `[highs] [lows]`.
 */
function codePointExpression(ranges) {
  const alternatives = [];
  const bmp = bmpUnits(ranges);
  if (bmp.length > 0) alternatives.push(classText(bmp));
  const groups = new Map();
  for (let high = 0xd800; high <= 0xdbff; high++) {
    const first = 0x10000 + ((high - 0xd800) << 10);
    const lows = intersect(ranges, [[first, first + 0x3ff]]).map(([a, b]) => [0xdc00 + a - first, 0xdc00 + b - first]);
    if (lows.length === 0) continue;
    const key = JSON.stringify(lows);
    if (!groups.has(key)) groups.set(key, { lows, highs: [] });
    groups.get(key).highs.push(high);
  }
  for (const { lows, highs } of groups.values()) alternatives.push(`${classText(toRanges(highs))} ${classText(lows)}`);
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' / ')})`;
}

/** The members below U+10000, surrogates excluded (a class tests one code unit). */
function bmpUnits(ranges) {
  return subtractRange(intersect(ranges, [[0, 0xffff]]), 0xd800, 0xdfff);
}

/** A peggy character class of code unit ranges. */
function classText(ranges) {
  const unit = (c) => {
    if (c >= 0x20 && c < 0x7f) return '\\]-^['.includes(String.fromCharCode(c)) ? `\\${String.fromCharCode(c)}` : String.fromCharCode(c);
    return `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`;
  };
  return `[${ranges.map(([a, b]) => (a === b ? unit(a) : `${unit(a)}-${unit(b)}`)).join('')}]`;
}

/** Sorted code units as ranges of consecutive ones. */
function toRanges(units) {
  const out = [];
  for (const u of units) {
    const last = out[out.length - 1];
    if (last !== undefined && u === last[1] + 1) last[1] = u;
    else out.push([u, u]);
  }
  return out;
}

function inRanges(cp, ranges) {
  return ranges.some(([a, b]) => cp >= a && cp <= b);
}

function intersect(ranges, within) {
  const out = [];
  for (const [a, b] of ranges) for (const [c, d] of within) if (Math.max(a, c) <= Math.min(b, d)) out.push([Math.max(a, c), Math.min(b, d)]);
  return out;
}

function subtractRange(ranges, low, high) {
  const out = [];
  for (const [a, b] of ranges) {
    if (b < low || a > high) out.push([a, b]);
    else {
      if (a < low) out.push([a, low - 1]);
      if (b > high) out.push([high + 1, b]);
    }
  }
  return out;
}

function subtract(ranges, cp) {
  return subtractRange(ranges, cp, cp);
}

module.exports = { injectFacts, loadSource, FACTS };
