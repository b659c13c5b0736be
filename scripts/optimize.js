// Generator-level optimisation of peggy 3.0.2 output (applied by scripts/generator.js).
// The grammar stays the single source of truth: these rewrites change how character classes
// are matched, never what is matched. Each rewrite matches the exact code shape peggy emits
// and leaves anything else untouched; the test suite runs on the rewritten parsers.
//
//  1. Class tests `peg$rN.test(input.charAt(peg$currPos))` become lookups in a code-unit table
//     built once per module (peggy builds its regexes and expectations on every parse call).
//  2. Runs `$[class]*` and `$[class]+` become tight scans that build no arrays of characters;
//     `$(rule1 / ... / ruleN)*` keeps no item (rules valued by their text are not even sliced),
//     `$.*` jumps to the end. Generation fails if such a run is left as peggy's loop. Anything
//     else under "$" builds no array either: loops keep no item, sequences make no array (their
//     values are never read there), so a parse keeps nothing per code point of a "$" text, and a
//     class run inside (`$("/" [^/?#]*)*`) becomes a scan as well.
//  3. Optionally (trackFailures: false), expectation bookkeeping for error messages is dropped,
//     for grammars whose failures are reported by their actions instead.
//  4. Literals are compared in place instead of through a `substr` copy: code unit by code unit
//     up to 8 long (no builtin call), with `startsWith` beyond.
//  5. Optionally (failureResult: 'null'), a failed parse returns null instead of throwing; with
//     failureResult 'refusal', only a failed parse whose actions recorded a refusal in
//     options.refusal does (the caller reads it there): no exception for a failure known early.
//     With failureResult 'error', a failed parse given options.returnError returns its syntax
//     error instead of throwing it: V8 counts a function's calls toward optimising it when the
//     function returns, not when a throw leaves it, so a parser that fails as often as
//     validation's did (and the functions it left by a throw) stayed in the interpreter, and
//     each throw also made the engine work out where it was thrown.
//  6. The thrown syntax error is cheap: no stack trace is captured and its message is
//     built when first read (callers read `expected`, `found` and `location`).
//  7. The parser is module-level code, not an immediately invoked function: a bundler can then
//     leave out what a parse never calls (helpers for actions, unused class tests).
'use strict';

/** Code of a module-level table and test function for class regex number `n`. */
function classFunction(n, regexSource) {
  const regex = new RegExp(regexSource);
  const asciiOnly = !/\\u|[^\x00-\x7f]/.test(regexSource);
  let nonASCII;
  if (asciiOnly) nonASCII = regex.test('\u0100') ? 'c === c' : 'false'; // NaN (end of input) is no match
  else nonASCII = `c === c && peg$classRegex${n}.test(String.fromCharCode(c))`;
  const bits = [];
  for (let c = 0; c < 128; c++) bits.push(regex.test(String.fromCharCode(c)) ? 1 : 0);
  return [
    `var peg$classRegex${n} = /${regexSource}/;`,
    `var peg$classTable${n} = new Uint8Array([${bits.join(',')}]);`,
    `function peg$class${n}(c) { return c < 128 ? peg$classTable${n}[c] === 1 : ${nonASCII}; }`,
    // The end of the run of class members from pos (on locals: the parse position lives in the closure).
    `function peg$scan${n}(input, pos) { for (var end = input.length; pos < end; pos++) { var c = input.charCodeAt(pos); if (c < 128 ? peg$classTable${n}[c] !== 1 : !(${nonASCII})) break; } return pos; }`,
  ].join('\n');
}

/** Removes the `// @ts-ignore` noise ts-pegjs interleaves, so code shapes can be matched. */
function stripTsIgnore(source) {
  return source.replace(/^[ \t]*\/\/ @ts-ignore\n/gm, '').replace(/\/\/ @ts-ignore\n/g, '\n');
}

function compileClasses(source) {
  const classes = [];
  source = source.replace(/^  var peg\$r(\d+) = \/(.*)\/;\n/gm, (_line, n, body) => {
    classes.push(classFunction(n, body));
    return '';
  });
  source = source.replace(/peg\$r(\d+)\.test\(input\.charAt\(peg\$currPos\)\)/g, 'peg$class$1(input.charCodeAt(peg$currPos))');
  // Module level, once: right after the IIFE's "use strict".
  // (A replacer function: class sources may contain "$&", which a replacement string would expand.)
  return source.replace('"use strict";\n', () => `"use strict";\n\n${classes.join('\n')}\n`);
}

function dropFailureTracking(source) {
  source = source.replace(/^\s*if \(peg\$silentFails === 0\) \{ peg\$fail\(peg\$e\d+\); \}\n/gm, '');
  source = source.replace(/^\s*peg\$silentFails(?:\+\+|--);\n/gm, '');
  source = source.replace(/^  var peg\$e\d+ = .*\n/gm, '');
  return source;
}

// One class test as peggy emits it (after compileClasses), with its optional failure report;
// `fail` is the pattern for that report (capturing the expectation in the first test).
const FAIL = '(?:\\s*if \\(peg\\$silentFails === 0\\) \\{ peg\\$fail\\((peg\\$e\\d+)\\); \\}\\n)?';
const FAIL_AGAIN = '(?:\\s*if \\(peg\\$silentFails === 0\\) \\{ peg\\$fail\\(peg\\$e\\d+\\); \\}\\n)?';
// Captures in the first test: 3 = class number, 4 = item variable, 5 = expectation.
const TEST = (ind, v, vAgain, n, fail) =>
  `${ind}if \\(peg\\$class${n}\\(input\\.charCodeAt\\(peg\\$currPos\\)\\)\\) \\{\\n` +
  `\\s*${v} = input\\.charAt\\(peg\\$currPos\\);\\n\\s*peg\\$currPos\\+\\+;\\n` +
  `\\s*\\} else \\{\\n\\s*${vAgain} = peg\\$FAILED;\\n${fail}\\s*\\}\\n`;

// One "." test as peggy emits it, with its optional failure report (as TEST, without a class).
const ANY = (ind, v, vAgain, fail) =>
  `${ind}if \\(input\\.length > peg\\$currPos\\) \\{\\n\\s*${v} = input\\.charAt\\(peg\\$currPos\\);\\n\\s*peg\\$currPos\\+\\+;\\n` +
  `\\s*\\} else \\{\\n\\s*${vAgain} = peg\\$FAILED;\\n${fail}\\s*\\}\\n`;

/**
 * The "$" regions: line indexes from `sK = peg$currPos;` to `sK = input.substring(sK, peg$currPos);`
 * (peggy's stack discipline: nothing inside reassigns sK).
 */
function textRegions(lines) {
  const regions = [];
  for (let end = 0; end < lines.length; end++) {
    const text = /^\s*(s\d+) = input\.substring\((s\d+), peg\$currPos\);$/.exec(lines[end]);
    if (text === null || text[1] !== text[2]) continue;
    let start = end - 1;
    while (start >= 0 && lines[start].trim() !== `${text[1]} = peg$currPos;`) {
      if (/^peg\$(?:parse|skip_)\w+\(\) \{$/.test(lines[start])) throw new Error(`optimize: no start for the "$" region ending at: ${lines[end]}`);
      start--;
    }
    regions.push({ start, end });
  }
  return regions;
}

// The loop bodies of the runs compileRuns takes: only rule calls in a choice, or one test of a
// class or of "." (with its optional failure report).
const RULE_CHOICE_LINE = /^\s*(?:s\d+ = peg\$parse\w+\(\);|if \(s\d+ === peg\$FAILED\) \{|\})$/;
const ONE_TEST_LINE = new RegExp(
  '^\\s*(?:if \\((?:peg\\$class\\d+\\(input\\.charCodeAt\\(peg\\$currPos\\)\\)|input\\.length > peg\\$currPos)\\) \\{|' +
    's\\d+ = input\\.charAt\\(peg\\$currPos\\);|peg\\$currPos\\+\\+;|\\} else \\{|s\\d+ = peg\\$FAILED;|' +
    'if \\(peg\\$silentFails === 0\\) \\{ peg\\$fail\\(peg\\$e\\d+\\); \\}|\\})$',
);

/**
 * Fails loudly when a run the rewrites above take (`$[class]*`, `$(rule / ...)*`, `$.*`) is left
 * as peggy's collecting loop, i.e. when peggy's output no longer has the shape they match: the
 * loop that ends where its "$" region does, with such a body.
 */
function checkRunsTaken(source) {
  const lines = source.split('\n');
  for (const { start, end } of textRegions(lines)) {
    // `*`: the loop closes right before; `+`: then comes its "} else { fail }" and the success test.
    const plus = /^\s*if \(s\d+ !== peg\$FAILED\) \{$/.test(lines[end - 1]) && lines[end - 4].trim() === '} else {';
    const last = plus ? end - 5 : end - 1;
    const close = /^( *)\}$/.exec(lines[last]);
    if (close === null) continue;
    let loop = last - 1;
    while (loop > start && !lines[loop].startsWith(`${close[1]}while (`)) loop--;
    if (loop === start || !/^\s*s\d+\.push\(s\d+\);$/.test(lines[loop + 1])) continue;
    const body = lines.slice(loop + 2, last);
    // ($(rule ...)+ has no rewrite of its own: dropTextArrays stops its collecting.)
    if ((!plus && body.every((line) => RULE_CHOICE_LINE.test(line))) || body.every((line) => ONE_TEST_LINE.test(line))) {
      throw new Error(`optimize: a run under "$" was not rewritten (has peggy's output changed?): ${lines.slice(loop, loop + 3).join(' ')}`);
    }
  }
}

/**
 * Under "$" no value is read (the region's value becomes the matched text), so each loop there
 * stops collecting its items, which become garbage at once instead of staying alive until the
 * region ends, and a sequence is valued by its first element instead of a new array (any value
 * but peg$FAILED says "matched"). A bounded repetition (`|..n|`, which reads its array's length)
 * keeps its array. Throws when an action inside a region takes arguments (it could read values).
 */
function dropTextArrays(source) {
  const lines = source.split('\n');
  let dropped = 0;
  for (const { start, end } of textRegions(lines)) {
    const region = lines.slice(start, end).join('\n');
    if (/peg\$f\d+\(s/.test(region)) throw new Error(`optimize: an action reads values inside a "$" region: ${lines[end]}`);
    for (let i = start; i < end; i++) {
      const wrap = lines[i] === null ? null : /^(\s*)(s\d+) = \[(s\d+)(?:, s\d+)*\];$/.exec(lines[i]);
      if (wrap !== null) {
        lines[i] = `${wrap[1]}${wrap[2]} = ${wrap[3]}; // under "$": no array`;
        dropped++;
        continue;
      }
      const loop = /^\s*while \((s\d+) !== peg\$FAILED\) \{$/.exec(lines[i]);
      const push = loop === null ? null : /^\s*(s\d+)\.push\((s\d+)\);$/.exec(lines[i + 1]);
      if (push === null || push[2] !== loop[1] || region.includes(`${push[1]}.length`)) continue;
      lines[i + 1] = null;
      dropped++;
    }
  }
  if (dropped === 0) return source;
  return lines.filter((line) => line !== null).join('\n');
}

/**
 * A class run inside a "$" region that is not itself a "$" run (`$("/" [^/?#]*)*`): once
 * dropTextArrays has stopped its collecting, its loop only moves the position, so it becomes a
 * scan as well (its value, like every value under "$", is never read).
 */
function compileTextRegionRuns(source) {
  // Captures: 1 indentation, 2 the run's array, 3 class number, 4 item, 5 expectation.
  const star = new RegExp(
    `^( *)(s\\d+) = \\[\\];\\n` +
      TEST(' *', '(s\\d+)', '\\4', '(\\d+)', FAIL) +
      `\\s*while \\(\\4 !== peg\\$FAILED\\) \\{\\n` +
      TEST('\\s*', '\\4', '\\4', '\\3', FAIL_AGAIN) +
      `\\s*\\}\\n`,
    'gm',
  );
  source = source.replace(star, (_m, ind, arr, n, item, expectation) =>
    `${ind}${arr} = null;\n` +
    `${ind}peg$currPos = peg$scan${n}(input, peg$currPos);\n` +
    report(ind, expectation) +
    `${ind}${item} = peg$FAILED;\n`);
  checkTextRegionRunsTaken(source);
  return source;
}

/**
 * Fails loudly when a loop inside a "$" region still tests one class (or ".") per code unit: the
 * shape compileTextRegionRuns takes, left as peggy's loop because peggy's output changed.
 */
function checkTextRegionRunsTaken(source) {
  const lines = source.split('\n');
  for (const { start, end } of textRegions(lines)) {
    for (let i = start; i < end; i++) {
      const loop = /^(\s*)while \(s\d+ !== peg\$FAILED\) \{$/.exec(lines[i]);
      if (loop === null) continue;
      let close = i + 1;
      while (close < end && lines[close] !== `${loop[1]}}`) close++;
      const body = lines.slice(i + 1, close);
      if (body.length > 0 && body.every((line) => ONE_TEST_LINE.test(line))) {
        throw new Error(`optimize: a class run inside a "$" region was not rewritten (has peggy's output changed?): ${lines[i].trim()} ${body[0].trim()}`);
      }
    }
  }
}

/** The failure report a scan makes where it stops, as the per-character tests did. */
function report(ind, expectation) {
  return expectation === undefined ? '' : `${ind}if (peg$silentFails === 0) { peg$fail(${expectation}); }\n`;
}

function compileRuns(source) {
  // $[class]*  ->  scan
  const star = new RegExp(
    `^( *)(s\\d+) = \\[\\];\\n` +
      TEST(' *', '(s\\d+)', '\\4', '(\\d+)', FAIL) +
      `\\s*while \\(\\4 !== peg\\$FAILED\\) \\{\\n\\s*\\2\\.push\\(\\4\\);\\n` +
      TEST('\\s*', '\\4', '\\4', '\\3', FAIL_AGAIN) +
      `\\s*\\}\\n( *)(s\\d+) = input\\.substring\\(\\7, peg\\$currPos\\);\\n`,
    'gm',
  );
  source = source.replace(star, (_m, ind, arr, n, item, expectation, ind2, start) =>
    `${ind}peg$currPos = peg$scan${n}(input, peg$currPos);\n` +
    report(ind, expectation) +
    `${ind}${arr} = ${item} = peg$FAILED;\n` +
    `${ind2}${start} = input.substring(${start}, peg$currPos);\n`);
  // $[class]+  ->  scan, failing when empty
  const plus = new RegExp(
    `^( *)(s\\d+) = \\[\\];\\n` +
      TEST(' *', '(s\\d+)', '\\4', '(\\d+)', FAIL) +
      `\\s*if \\(\\4 !== peg\\$FAILED\\) \\{\\n\\s*while \\(\\4 !== peg\\$FAILED\\) \\{\\n\\s*\\2\\.push\\(\\4\\);\\n` +
      TEST('\\s*', '\\4', '\\4', '\\3', FAIL_AGAIN) +
      `\\s*\\}\\n\\s*\\} else \\{\\n\\s*\\2 = peg\\$FAILED;\\n\\s*\\}\\n` +
      `( *)if \\(\\2 !== peg\\$FAILED\\) \\{\\n\\s*(s\\d+) = input\\.substring\\(\\7, peg\\$currPos\\);\\n`,
    'gm',
  );
  source = source.replace(plus, (_m, ind, arr, n, item, expectation, ind2, start) =>
    `${ind}${arr} = peg$currPos;\n` +
    `${ind}peg$currPos = peg$scan${n}(input, peg$currPos);\n` +
    report(ind, expectation) +
    `${ind}${item} = peg$FAILED;\n` +
    `${ind}if (${arr} === peg$currPos) ${arr} = peg$FAILED;\n` +
    `${ind2}if (${arr} !== peg$FAILED) {\n${ind2}  ${start} = input.substring(${start}, peg$currPos);\n`);
  // $(rule1 / ... / ruleN)*: the array of the items is never read under "$"; do not build it.
  // The choice is the first call, then one `if (item === peg$FAILED) { item = next(); ...}` per
  // further rule; the loop body repeats it.
  const ruleChoiceStar = new RegExp(
    `^( *)(s\\d+) = \\[\\];\\n( *)(s\\d+) = (peg\\$parse\\w+)\\(\\);\\n` +
      `((?:\\s*if \\(\\4 === peg\\$FAILED\\) \\{\\n\\s*\\4 = peg\\$parse\\w+\\(\\);\\n)*)((?:\\s*\\}\\n)*)` +
      `\\s*while \\(\\4 !== peg\\$FAILED\\) \\{\\n\\s*\\2\\.push\\(\\4\\);\\n` +
      `((?:\\s*(?:\\4 = peg\\$parse\\w+\\(\\);|if \\(\\4 === peg\\$FAILED\\) \\{|\\})\\n)*?)` +
      `\\s*\\}\\n( *)(s\\d+) = input\\.substring\\(\\10, peg\\$currPos\\);\\n`,
    'gm',
  );
  source = source.replace(ruleChoiceStar, (match, ind, arr, ind2, item, first, alternatives, closings, body, ind3, start) => {
    const rules = [first, ...[...alternatives.matchAll(/= (peg\$parse\w+)\(\)/g)].map((m) => m[1])];
    const choice = (closings.match(/\}/g) || []).length === rules.length - 1;
    const flat = (text) => text.replace(/\s+/g, '');
    const same = flat(body) === flat(`${item} = ${first}();${alternatives}${closings}`);
    if (!choice || !same) throw new Error(`optimize: unexpected peggy output for a $(...)* of rules: ${match.slice(0, 200)}`);
    const calls = rules.map((rule, i) => (i === 0 ? `${item} = ${skip(rule)}();` : `if (${item} === peg$FAILED) ${item} = ${skip(rule)}();`));
    return `${ind}${arr} = null;\n${ind2}do {\n${calls.map((call) => `${ind2}  ${call}\n`).join('')}` +
      `${ind2}} while (${item} !== peg$FAILED);\n${ind3}${start} = input.substring(${start}, peg$currPos);\n`;
  });
  // $.*: the rest of the input.
  const anyStar = new RegExp(
    `^( *)(s\\d+) = \\[\\];\\n` + ANY(' *', '(s\\d+)', '\\3', FAIL) +
      `\\s*while \\(\\3 !== peg\\$FAILED\\) \\{\\n\\s*\\2\\.push\\(\\3\\);\\n` + ANY('\\s*', '\\3', '\\3', FAIL_AGAIN) +
      `\\s*\\}\\n( *)(s\\d+) = input\\.substring\\(\\6, peg\\$currPos\\);\\n`,
    'gm',
  );
  source = source.replace(anyStar, (_m, ind, arr, item, expectation, ind2, start) =>
    `${ind}peg$currPos = input.length;\n` + report(ind, expectation) +
    `${ind}${arr} = ${item} = peg$FAILED;\n` +
    `${ind2}${start} = input.substring(${start}, peg$currPos);\n`);
  checkRunsTaken(source);
  return source;
}

// Inside "$(...)" the values of the items are never read. A call there is marked peg$skip_X; a
// rule whose only value is its matched text (a "$" rule without actions) gets a copy that returns
// its start position instead of building the substring; other marks go back to peg$parseX.
function skip(rule) {
  return rule.replace('peg$parse', 'peg$skip_');
}

function compileSkips(source) {
  const rules = new Map();
  const fn = /^  function \npeg\$parse(\w+)\(\) \{\n([\s\S]*?)\n  \}\n/gm;
  for (const match of source.matchAll(fn)) rules.set(match[1], match[0]);
  const variants = [];
  source = source.replace(/peg\$skip_(\w+)\(\)/g, (_call, name) => {
    const text = rules.get(name);
    const isTextRule = text !== undefined && !/peg\$f\d/.test(text) &&
      text.split('input.substring(').length === 2 && text.includes('s0 = input.substring(s0, peg$currPos);');
    if (!isTextRule) return `peg$parse${name}()`;
    if (!variants.some((v) => v.name === name)) {
      const copy = text.replace('peg$parse' + name, 'peg$skip_' + name).replace('s0 = input.substring(s0, peg$currPos);', 's0 = s0; // matched text not needed');
      variants.push({ name, copy });
    }
    return `peg$skip_${name}()`;
  });
  if (variants.length === 0) return source;
  const at = source.indexOf('\n  function \npeg$parse');
  return source.slice(0, at + 1) + variants.map((v) => v.copy).join('\n') + source.slice(at + 1);
}

// peggy defines every rule function, action and expectation inside peg$parse, so each call
// allocates them all again. Hoisting them to module level leaves peg$parse to reset the
// parse state and run. (Not re-entrant: actions must not call the parser, ours do not.)
// The caches and the expectation list are only reset when a parse used them (a store to an
// array's length, or a new array, on every call costs more than a short parse).
const STATE_RESETS = [
  'peg$currPos = 0;',
  'peg$savedPos = 0;',
  'if (peg$posDetailsCache.length > 1) peg$posDetailsCache.length = 1; // entry 0 is always { line: 1, column: 1 }',
  'peg$maxFailPos = 0;',
  'if (peg$maxFailExpected.length > 0) peg$maxFailExpected = []; // a thrown error may hold the old one',
  'peg$silentFails = 0;',
];

function hoistParseState(source) {
  const signature = 'function peg$parse(input, options) {\n';
  const start = source.indexOf(signature);
  const tail = source.indexOf('\n  peg$result = peg$startRuleFunction();\n', start);
  const end = source.indexOf('\n}\n\n  return {', tail);
  if (start < 0 || tail < 0 || end < 0) throw new Error('optimize: unexpected peggy output around peg$parse');
  let body = source.slice(start + signature.length, tail);
  const take = (pattern, replacement) => {
    const match = body.match(pattern);
    if (match === null) throw new Error(`optimize: peg$parse has no ${pattern}`);
    body = body.replace(pattern, replacement);
    return match;
  };
  take(/^  options = options !== undefined \? options : \{\};\n/m, '');
  take(/^  var peg\$source = options\.grammarSource;\n/m, '  var peg$source;\n');
  const startRule = take(/^  var peg\$startRuleFunction = (peg\$parse\w+);\n/m, '  var peg$startRuleFunction;\n')[1];
  // The start rule: one Map lookup of an own entry ("in" and a keyed load cost more per parse,
  // and "in" also finds Object.prototype's names).
  take(/^  if \("startRule" in options\) \{\n[\s\S]*?\n  \}\n/m, '');
  take(/^(  var peg\$startRuleFunctions = \{.*\};\n)/m, '$1  var peg$startRuleMap = new Map(Object.entries(peg$startRuleFunctions));\n');
  const startRuleOption = [
    '  if (options.startRule !== undefined) {',
    '    peg$startRuleFunction = peg$startRuleMap.get(options.startRule);',
    '    if (peg$startRuleFunction === undefined) throw new Error("Can\'t start parsing from rule \\"" + options.startRule + "\\".");',
    '  }',
  ].join('\n');
  const parse = [
    'function peg$parse(input$, options$) {',
    '  input = input$;',
    '  options = options$ !== undefined ? options$ : {};',
    '  peg$source = options.grammarSource;',
    `  peg$startRuleFunction = ${startRule};`,
    ...STATE_RESETS.map((line) => '  ' + line),
    startRuleOption,
    source.slice(tail + 1, end),
    '}',
  ].join('\n');
  return source.slice(0, start) + 'var input, options;\n' + body + '\n' + parse + source.slice(end + 2);
}

// Case-insensitive literals: ASCII folding in place; any non-ASCII input unit falls back to
// peggy's own test (toLowerCase also folds some non-ASCII characters onto ASCII letters).
const MATCH_IGNORE_CASE = `
function peg$matchIgnoreCase(input, pos, lower) {
  for (var i = 0; i < lower.length; i++) {
    var c = input.charCodeAt(pos + i);
    if (c >= 0x80) return input.substr(pos, lower.length).toLowerCase() === lower;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    if (c !== lower.charCodeAt(i)) return false;
  }
  return true;
}`;

/** The longest literal compared code unit by code unit; longer ones use startsWith. */
const INLINE_LITERAL = 8;

function compileLiterals(source) {
  const literals = new Map();
  for (const match of source.matchAll(/^ {2}var (peg\$c\d+) = ("(?:[^"\\]|\\.)*");$/gm)) literals.set(match[1], JSON.parse(match[2]));
  source = source.replace(/input\.substr\(peg\$currPos, \d+\) === (peg\$c\d+)/g, (_m, name) => {
    const text = literals.get(name);
    if (text === undefined || text.length > INLINE_LITERAL) return `input.startsWith(${name}, peg$currPos)`;
    const units = [...Array(text.length).keys()].map((i) => `input.charCodeAt(peg$currPos${i === 0 ? '' : ` + ${i}`}) === ${text.charCodeAt(i)}`);
    return units.length === 1 ? units[0] : `(${units.join(' && ')})`;
  });
  const ignoreCase = /input\.substr\(peg\$currPos, \d+\)\.toLowerCase\(\) === (peg\$c\d+)/g;
  if (!ignoreCase.test(source)) return source;
  source = source.replace(ignoreCase, 'peg$matchIgnoreCase(input, peg$currPos, $1)');
  // The text a case-insensitive literal matched, as written in the input.
  source = source.replace(/input\.substr\(peg\$currPos, (\d+)\)/g, 'input.substring(peg$$currPos, peg$$currPos + $1)');
  return source.replace('"use strict";\n', () => `"use strict";\n${MATCH_IGNORE_CASE}\n`);
}

// The end of peg$parse: success, or a thrown syntax error built from the expectations.
const PARSE_END = /(\n  if \(peg\$result !== peg\$FAILED && peg\$currPos === input\.length\) \{\n    return peg\$result;\n  \}) else \{\n[\s\S]*?\n  \}\n\}\n\n  return \{/;

function returnNullOnFailure(source) {
  if (!PARSE_END.test(source)) throw new Error('optimize: unexpected peggy output at the end of peg$parse');
  return source.replace(PARSE_END, '$1\n  return null;\n}\n\n  return {');
}

/** The start of peg$parse's failure branch, after its success test. */
const FAILURE_BRANCH = /(\n  if \(peg\$result !== peg\$FAILED && peg\$currPos === input\.length\) \{\n    return peg\$result;\n  \} else \{\n)/;

function returnNullOnRefusal(source) {
  if (!FAILURE_BRANCH.test(source)) throw new Error('optimize: unexpected peggy output at the end of peg$parse');
  return source.replace(FAILURE_BRANCH, '$1    if (options.refusal !== undefined) return null;\n');
}

/** The throw of peg$parse's failure branch (module-level code, after unwrapParser). */
const THROWN_FAILURE = /\n    throw (peg\$buildStructuredError\(\n      peg\$maxFailExpected,\n[\s\S]*?\n    \));\n  \}\n\}\n/;

function returnErrorOnRequest(source) {
  if (!THROWN_FAILURE.test(source)) throw new Error('optimize: unexpected peggy output at the end of peg$parse');
  return source.replace(THROWN_FAILURE, (_match, build) => [
    '',
    `    var peg$error = ${build};`,
    '    if (options.returnError === true) return peg$error;',
    '    throw peg$error;',
    '  }',
    '}',
    '',
  ].join('\n'));
}

// peggy 3.0.2's builder of the thrown error: the message is built, and a stack trace captured, at once.
const BUILD_ERROR = `  function peg$buildStructuredError(expected, found, location) {
    return new peg$SyntaxError(
      peg$SyntaxError.buildMessage(expected, found),
      expected,
      found,
      location
    );
  }`;

const LAZY_BUILD_ERROR = `  function peg$buildStructuredError(expected, found, location) {
    // scripts/optimize.js: a peg$SyntaxError without a stack trace, its message built when read.
    var error = Object.create(peg$SyntaxError.prototype);
    error.expected = expected;
    error.found = found;
    error.location = location;
    error.name = "SyntaxError";
    Object.defineProperty(error, "message", {
      configurable: true,
      get: function () { return peg$SyntaxError.buildMessage(expected, found); },
    });
    return error;
  }`;

// The wrapper ts-pegjs emits around peggy's parser, and the object the parser returns.
const WRAPPER_START = 'const peggyParser: {parse: any, SyntaxError: any, DefaultTracer?: any} = // Generated by Peggy 3.0.2.\n//\n// https://peggyjs.org/\n(function() {\n  "use strict";\n';
const WRAPPER_END = '\n  return {\n    SyntaxError: peg$SyntaxError,\n    parse: peg$parse\n  };\n})()\n';

function unwrapParser(source) {
  if (!source.includes(WRAPPER_START) || !source.includes(WRAPPER_END)) throw new Error('optimize: unexpected ts-pegjs output around the parser\'s wrapper');
  return source
    .replace(WRAPPER_START, () => '// Generated by Peggy 3.0.2 (https://peggyjs.org/); module-level (scripts/optimize.js rewrite 7).\n')
    .replace(WRAPPER_END, () => '\nconst peggyParser: {parse: any, SyntaxError: any, DefaultTracer?: any} = { SyntaxError: peg$SyntaxError, parse: peg$parse };\n');
}

function lazySyntaxError(source) {
  if (!source.includes(BUILD_ERROR)) throw new Error('optimize: unexpected peggy output in peg$buildStructuredError');
  return source.replace(BUILD_ERROR, () => LAZY_BUILD_ERROR);
}

/**
 * Applies the rewrites; `options.trackFailures` false drops expectation bookkeeping and
 * `options.failureResult` 'null' makes a failed parse return null ('refusal': one with
 * options.refusal set; 'error': its syntax error, for one with options.returnError true).
 */
function optimizeParser(source, options) {
  let out = stripTsIgnore(source);
  out = compileClasses(out);
  out = compileLiterals(out);
  if (options.trackFailures === false) out = dropFailureTracking(out);
  out = compileRuns(out);
  out = dropTextArrays(out);
  out = compileTextRegionRuns(out);
  out = compileSkips(out);
  out = hoistParseState(out);
  out = lazySyntaxError(out);
  if (options.failureResult === 'null') out = returnNullOnFailure(out);
  if (options.failureResult === 'refusal') out = returnNullOnRefusal(out);
  out = unwrapParser(out);
  if (options.failureResult === 'error') out = returnErrorOnRequest(out);
  checkRewritten(out);
  return '// @ts-nocheck\n' + out;
}

/** The peggy version whose output these rewrites match (package.json pins it exactly). */
const PEGGY_VERSION = '3.0.2';

// Code shapes of peggy's output that a rewrite above replaces everywhere: one left over means
// peggy's output changed under a rewrite, and generation stops instead of silently emitting
// slower code.
const LEFT_OVER = [
  [/\bpeg\$r\d+\b/, 'a class regex (rewrite 1)'],
  [/input\.substr\(peg\$currPos\b/, 'a literal comparison through substr (rewrite 4)'],
  [/peg\$SyntaxError\.buildMessage\(expected, found\),/, 'an eager syntax error (rewrite 6)'],
];

function checkRewritten(source) {
  for (const [shape, what] of LEFT_OVER) {
    if (shape.test(source)) throw new Error(`optimize: ${what} was left as peggy wrote it; peggy's output changed`);
  }
}

/** Fails unless `version` is the peggy these rewrites were written for. */
function checkPeggyVersion(version) {
  if (version !== PEGGY_VERSION) throw new Error(`optimize: written for peggy ${PEGGY_VERSION}, not ${version} (pin it in package.json, or update scripts/optimize.js)`);
}

module.exports = { optimizeParser, checkPeggyVersion };
