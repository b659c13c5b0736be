// The api workload: what programs call on URLs besides new URL(s).href, on the corpus lines and
// on invalid variants of them: the getters users read most (pathname, hostname, search, origin),
// URL.parse and URL.canParse on the lines, and URL.canParse on input the URL parser rejects
// (each line made invalid one of four ways, cycled: its path alone, without a base; a port out
// of range; an unclosed IPv6 bracket; a space in the host). url-grammar, Node's URL and whatwg-url
// (every whatwgStride-th input) side by side; every answer compared first. No issue sets a target
// for these: the ratios are printed for what they are.

'use strict';

const { runInterleaved, everyNth } = require('./timing');
const { printTable, ratio, ns, show, printDifferences } = require('./report');

/** The four ways a line is made invalid, cycled over the lines (each keeps the rest of the line). */
const BREAKS = [
  ['path without a base', (url) => url.pathname + url.search],
  ['port out of range', (url) => `${url.protocol}//${url.hostname}:99999${url.pathname}`],
  ['unclosed IPv6 bracket', (url) => `${url.protocol}//[${url.hostname}${url.pathname}`],
  ['space in the host', (url) => `${url.protocol}//${url.hostname} x${url.pathname}`],
];

/** The lines Node's URL parses with a host (the invalid variants need one), and their invalid variants. */
function apiInputs(lines) {
  const valid = lines.filter((line) => URL.canParse(line) && new URL(line).hostname !== '');
  const invalid = valid.map((line, i) => BREAKS[i % BREAKS.length][1](new URL(line)));
  return { valid, invalid };
}

/** The operations: each an expression in fn (the URL class) and a[i] (a string, or a boolean when yesNo), with the inputs it runs on. */
function operations(valid, invalid) {
  return [
    { name: 'new URL(s).pathname', expression: 'new fn(a[i]).pathname', a: valid },
    { name: 'new URL(s).hostname', expression: 'new fn(a[i]).hostname', a: valid },
    { name: 'new URL(s).search', expression: 'new fn(a[i]).search', a: valid },
    { name: 'new URL(s).origin', expression: 'new fn(a[i]).origin', a: valid },
    { name: 'URL.parse(s).href', expression: 'fn.parse(a[i]).href', a: valid },
    { name: 'URL.canParse(s), valid', expression: 'fn.canParse(a[i])', a: valid, yesNo: true },
    { name: 'URL.canParse(s), invalid', expression: 'fn.canParse(a[i])', a: invalid, yesNo: true },
  ];
}

/** Runs the workload on one corpus; returns its rows for the summary. */
function benchAPI(corpusName, lines, impls, options) {
  const { valid, invalid } = apiInputs(lines);
  console.log(`  ${valid.length.toLocaleString('en-US')} lines with a host, and as many invalid variants (${BREAKS.map(([name]) => name).join(', ')}, cycled)`);
  const rows = [];
  for (const op of operations(valid, invalid)) {
    const answer = new Function('fn', 'a', 'i', `return String(${op.expression});`);
    const answers = impls.map((impl) => op.a.map((_, i) => answer(impl.URL, op.a, i)));
    const differences = [1, 2].map((k) => printDifferences({
      what: op.name, ours: answers[0], theirs: answers[k], ourName: 'url-grammar', theirName: impls[k].name,
      describe: (i) => show(op.a[i]),
    }));
    const tasks = impls.map((impl) => ({
      expression: op.yesNo ? `(${op.expression} ? 1 : 0)` : `${op.expression}.length`,
      fn: impl.URL, a: everyNth(op.a, impl.slow ? options.whatwgStride : 1), rounds: impl.rounds,
    }));
    const [ug, node, whatwg] = runInterleaved(tasks).map((t) => t.median);
    rows.push({ corpus: corpusName, name: op.name, ug, node, whatwg, differences });
  }
  printTable(['operation', 'url-grammar ns', 'node URL ns', 'url-grammar / node', 'whatwg-url ns', 'whatwg-url / url-grammar', 'differences (node, whatwg)'],
    rows.map((r) => [r.name, ns(r.ug), ns(r.node), ratio(r.ug, r.node), ns(r.whatwg), ratio(r.whatwg, r.ug), r.differences.join(', ')]));
  return rows;
}

/** The closing summary of the api workload. */
function printAPISummary(rows) {
  if (rows.length === 0) return;
  console.log('\nSummary: api (median ns/call; no target)');
  printTable(['operation', 'corpus', 'url-grammar / node', 'whatwg-url / url-grammar'],
    rows.map((r) => [r.name, r.corpus, ratio(r.ug, r.node), ratio(r.whatwg, r.ug)]));
}

module.exports = { benchAPI, printAPISummary };
