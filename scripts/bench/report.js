// Printing: aligned tables, ratios against the targets of issue 14, input excerpts.

'use strict';

// Issue 14's targets, as ratios of medians measured side by side in one run.
const TARGETS = {
  corpus: { max: 1.6, of: 'url-grammar / node URL' }, // the normalised corpora stay at today's ratio
  relative: { max: 1.2, of: 'url-grammar / node URL' }, // issue 26: the crawl pipeline starts here
  messy: { max: 1.3, of: 'url-grammar / node URL' }, // issue 26
  validateVsAjv: { max: 1.5, of: 'validate / ajv uri' },
  fastURIVsValidate: { min: 5, of: 'fast-uri parse / validate' }, // validate at least 5x faster
  crawl: { min: 3, of: 'node URL + normalize-url / url-grammar' }, // issue 26: the pipeline at least 3x faster
  urlpatternExec: { min: 5, of: 'urlpattern-polyfill / url-grammar' }, // issue 27: URLPattern exec at least 5x faster
  urlpatternList: { min: 100, of: 'polyfill loop / URLPatternList' }, // issue 27: at 1,000 routes
  urlpatternRouter: { max: 2, of: 'URLPatternList / find-my-way' }, // issue 27: within 2x of Fastify's router
};

/** Prints rows under a header: first column left-aligned, the others right-aligned. */
function printTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, c) => Math.max(...cells.map((row) => row[c].length)));
  for (const row of cells) {
    console.log(`  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('   ')}`);
  }
}

function ratio(a, b) {
  return `${(a / b).toFixed(2)}x`;
}

/** "≤1.60x" or "≥5.00x". */
function targetText(target) {
  return target.max !== undefined ? `<=${target.max.toFixed(2)}x` : `>=${target.min.toFixed(2)}x`;
}

/** "met" or "NOT met" for the ratio a/b. */
function verdict(a, b, target) {
  const r = a / b;
  const met = target.max !== undefined ? r <= target.max : r >= target.min;
  return met ? 'met' : 'NOT met';
}

/** "1.23x (target <=1.60x: met)". */
function ratioWithTarget(a, b, target) {
  return `${ratio(a, b)} (target ${targetText(target)}: ${verdict(a, b, target)})`;
}

function ns(value) {
  return value === undefined ? '-' : value.toFixed(1);
}

/** A string for display, JSON-quoted and cut at 100 characters; null is a failure. */
function show(text) {
  if (text === null) return '(failure)';
  const quoted = JSON.stringify(text);
  return quoted.length > 100 ? `${quoted.slice(0, 97)}..."` : quoted;
}

/**
 * Prints how many of `ours` and `theirs` (arrays of results, one per input) differ, with up to
 * five examples: `describe(i)` names the input, `format` a result.
 */
function printDifferences({ what, ours, theirs, ourName, theirName, describe, format = show }) {
  const examples = [];
  let count = 0;
  for (let i = 0; i < ours.length; i++) {
    if (ours[i] === theirs[i]) continue;
    if (++count <= 5) examples.push(i);
  }
  console.log(`  ${what} differing, ${ourName} vs ${theirName}: ${count}${count > 5 ? ' (first 5 shown)' : ''}`);
  const width = Math.max(ourName.length, theirName.length);
  for (const i of examples) {
    console.log(`    input  ${describe(i)}`);
    console.log(`      ${ourName.padEnd(width)}  ${format(ours[i])}`);
    console.log(`      ${theirName.padEnd(width)}  ${format(theirs[i])}`);
  }
  return count;
}

module.exports = { TARGETS, printTable, ratio, ratioWithTarget, targetText, verdict, ns, show, printDifferences };
