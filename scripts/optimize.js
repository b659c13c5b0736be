// Generator-level optimisation of peggy 3.0.2 output (applied by scripts/generator.js).
// The grammar stays the single source of truth: these rewrites change how character classes
// are matched, never what is matched. Each rewrite matches the exact code shape peggy emits
// and leaves anything else untouched; the test suite runs on the rewritten parsers.
//
//  1. Class tests `peg$rN.test(input.charAt(peg$currPos))` become lookups in a code-unit table
//     built once per module (peggy builds its regexes and expectations on every parse call).
//  2. Runs `$[class]*` and `$[class]+` become tight scans that build no arrays of characters.
//  3. Optionally (trackFailures: false), expectation bookkeeping for error messages is dropped,
//     for grammars whose failures are reported by their actions instead.
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
  return source.replace('"use strict";\n', `"use strict";\n\n${classes.join('\n')}\n`);
}

function dropFailureTracking(source) {
  source = source.replace(/^\s*if \(peg\$silentFails === 0\) \{ peg\$fail\(peg\$e\d+\); \}\n/gm, '');
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
    `${ind}while (peg$class${n}(input.charCodeAt(peg$currPos))) peg$currPos++;\n` +
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
    `${ind}while (peg$class${n}(input.charCodeAt(peg$currPos))) peg$currPos++;\n` +
    report(ind, expectation) +
    `${ind}${item} = peg$FAILED;\n` +
    `${ind}if (${arr} === peg$currPos) ${arr} = peg$FAILED;\n` +
    `${ind2}if (${arr} !== peg$FAILED) {\n${ind2}  ${start} = input.substring(${start}, peg$currPos);\n`);
  // $(rule)*: the array of the items is never read under "$"; do not build it.
  const ruleStar = new RegExp(
    `^( *)(s\\d+) = \\[\\];\\n( *)(s\\d+) = (peg\\$parse\\w+)\\(\\);\\n` +
      `\\s*while \\(\\4 !== peg\\$FAILED\\) \\{\\n\\s*\\2\\.push\\(\\4\\);\\n\\s*\\4 = \\5\\(\\);\\n\\s*\\}\\n` +
      `( *)(s\\d+) = input\\.substring\\(\\7, peg\\$currPos\\);\\n`,
    'gm',
  );
  source = source.replace(ruleStar, (_m, ind, arr, ind2, item, rule, ind3, start) =>
    `${ind}${arr} = null;\n${ind2}${item} = ${rule}();\n` +
    `${ind2}while (${item} !== peg$FAILED) ${item} = ${rule}();\n` +
    `${ind3}${start} = input.substring(${start}, peg$currPos);\n`);
  return source;
}

// peggy defines every rule function, action and expectation inside peg$parse, so each call
// allocates them all again. Hoisting them to module level leaves peg$parse to reset the
// parse state and run. (Not re-entrant: actions must not call the parser, ours do not.)
const STATE_RESETS = [
  'peg$currPos = 0;',
  'peg$savedPos = 0;',
  'peg$posDetailsCache.length = 1; // entry 0 is always { line: 1, column: 1 }',
  'peg$maxFailPos = 0;',
  'peg$maxFailExpected = [];',
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
  const startRuleOption = take(/^  if \("startRule" in options\) \{\n[\s\S]*?\n  \}\n/m, '')[0];
  const parse = [
    'function peg$parse(input$, options$) {',
    '  input = input$;',
    '  options = options$ !== undefined ? options$ : {};',
    '  peg$source = options.grammarSource;',
    `  peg$startRuleFunction = ${startRule};`,
    ...STATE_RESETS.map((line) => '  ' + line),
    startRuleOption.replace(/\n$/, ''),
    source.slice(tail + 1, end),
    '}',
  ].join('\n');
  return source.slice(0, start) + 'var input, options;\n' + body + '\n' + parse + source.slice(end + 2);
}

/** Applies the rewrites; `options.trackFailures` false drops expectation bookkeeping. */
function optimizeParser(source, options) {
  let out = stripTsIgnore(source);
  out = compileClasses(out);
  if (options.trackFailures === false) out = dropFailureTracking(out);
  out = compileRuns(out);
  out = hoistParseState(out);
  return '// @ts-nocheck\n' + out;
}

module.exports = { optimizeParser };
