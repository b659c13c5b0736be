// The closing summary: every workload × corpus against the targets of issue 14.

'use strict';

const { TARGETS, printTable, ratio, targetText, verdict, ns } = require('./report');

function printSummary(urlRows, validationRows) {
  if (urlRows.length > 0) {
    console.log('\nSummary: URL workloads (median ns/input)');
    printTable(
      ['workload', 'corpus', 'url-grammar', 'node URL', 'url-grammar / node', 'target', 'met', 'whatwg-url', 'differences (node, whatwg)'],
      urlRows.map((r) => [
        r.workload, r.corpus, ns(r.ug), ns(r.node), ratio(r.ug, r.node), targetText(TARGETS[r.workload]),
        verdict(r.ug, r.node, TARGETS[r.workload]), ns(r.whatwg), r.differences.join(', '),
      ]),
    );
  }
  const rows = validationRows.filter((r) => r !== null);
  if (rows.length > 0) {
    console.log('\nSummary: RFC validation (median ns/input)');
    printTable(
      ['validate variant', 'corpus', 'validate', 'ajv uri', 'validate / ajv uri', 'target', 'met', 'fast-uri parse', 'fast-uri / validate', 'target', 'met'],
      rows.flatMap((r) => r.variants.map((v) => [
        v.name, r.corpus, ns(v.ns), ns(r.ajvURI),
        ratio(v.ns, r.ajvURI), targetText(TARGETS.validateVsAjv), verdict(v.ns, r.ajvURI, TARGETS.validateVsAjv),
        ns(r.fastURI), ratio(r.fastURI, v.ns), targetText(TARGETS.fastURIVsValidate), verdict(r.fastURI, v.ns, TARGETS.fastURIVsValidate),
      ])),
    );
    console.log(`  verdicts differing (rule URI vs ajv uri, URI-reference vs ajv uri-reference): ${rows.map((r) => `${r.corpus} ${r.differences.join(', ')}`).join('; ')}`);
  }
}

module.exports = { printSummary };
