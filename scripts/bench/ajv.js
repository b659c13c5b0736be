// The JSON Schema format workload (issue 28): Ajv 2020 validating every corpus line against
// `{ type: 'string', format }`, with url-grammar/ajv's formats (Ajv's own `format` keyword, and the
// positioned keyword of `positionedErrors`) beside ajv-formats' `full` mode, on the same schema.
// Before timing, the verdicts of url-grammar and ajv-formats are compared on every line and the
// differences printed with the grammar's failure. ajv-formats has no iri or iri-reference format:
// those are timed for url-grammar alone.

'use strict';

const { runInterleaved } = require('./timing');
const { printTable, ratio, ns, show, printDifferences } = require('./report');

const FORMATS = ['uri', 'uri-reference', 'iri', 'iri-reference'];

/** url-grammar/ajv, Ajv 2020 and ajv-formats, or null when the built package has no url-grammar/ajv. */
function loadAjv() {
  let plugin;
  try {
    plugin = require('url-grammar/ajv');
  } catch {
    return null;
  }
  return {
    plugin,
    Ajv2020: require('ajv/dist/2020').default,
    addFormats: require('ajv-formats').default,
    ajvVersion: require('ajv/package.json').version,
    formatsVersion: require('ajv-formats/package.json').version,
  };
}

/** The three Ajv instances: the plugin with Ajv's keyword, with the positioned keyword, and ajv-formats full. */
function instances(lib) {
  const fresh = () => new lib.Ajv2020({ logger: false });
  return [
    { name: 'url-grammar/ajv', ajv: lib.plugin.addURLFormats(fresh()) },
    { name: 'url-grammar/ajv positionedErrors', ajv: lib.plugin.addURLFormats(fresh(), { positionedErrors: true }) },
    { name: `ajv-formats ${lib.formatsVersion} full`, ajv: lib.addFormats(fresh(), { mode: 'full' }), theirs: true },
  ];
}

/** The compiled checks of one format: those of the instances that know it. */
function checksOf(format, list) {
  const schema = { type: 'string', format };
  return list.flatMap((entry) => {
    try {
      return [{ ...entry, check: entry.ajv.compile(schema) }];
    } catch {
      return []; // an unknown format (ajv-formats: iri, iri-reference)
    }
  });
}

/** Compares url-grammar's verdicts with ajv-formats' on every line; returns the count of differences. */
function compareVerdicts(format, lines, checks, plugin) {
  const ours = checks[0];
  const theirs = checks.find((entry) => entry.theirs);
  if (theirs === undefined) {
    console.log(`  ${format}: ajv-formats has no such format (compile error: unknown format); url-grammar rejects ${lines.filter((line) => !ours.check(line)).length}`);
    return null;
  }
  const verdicts = [ours, theirs].map((entry) => lines.map((line) => entry.check(line)));
  return printDifferences({
    what: `${format} verdicts`, ours: verdicts[0], theirs: verdicts[1], ourName: 'url-grammar', theirName: theirs.name,
    describe: (i) => {
      const failure = plugin.formatFailure(format, lines[i]);
      return `${show(lines[i])}${failure === null ? '' : `\n      (${failure.message})`}`;
    },
    format: (ok) => (ok ? 'valid' : 'invalid'),
  });
}

/** Runs the ajv workload on one corpus; returns its summary rows, or [] when it cannot run. */
function benchAjv(corpusName, lines, options) {
  const lib = loadAjv();
  if (lib === null) {
    console.log('  ajv: skipped, the built package has no url-grammar/ajv (run `npm run build`)');
    return [];
  }
  console.log(`  ajv: Ajv ${lib.ajvVersion} (2020) validate(line) against { type: 'string', format }, every line`);
  const list = instances(lib);
  const rows = [];
  for (const format of FORMATS) {
    const checks = checksOf(format, list);
    const differences = compareVerdicts(format, lines, checks, lib.plugin);
    const tasks = checks.map((entry) => ({ expression: 'fn(a[i]) ? 1 : 0', fn: entry.check, a: lines, rounds: options.rounds }));
    const medians = runInterleaved(tasks).map((timing) => timing.median);
    printTable(['format ' + format, 'median ns/line', 'rejected'],
      checks.map((entry, i) => [entry.name, ns(medians[i]), lines.filter((line) => !entry.check(line)).length]));
    const theirs = checks.findIndex((entry) => entry.theirs);
    if (theirs >= 0) console.log(`  ${checks[theirs].name} / url-grammar/ajv: ${ratio(medians[theirs], medians[0])}; / positionedErrors: ${ratio(medians[theirs], medians[1])}`);
    rows.push({ corpus: corpusName, format, ours: medians[0], positioned: medians[1], theirs: theirs >= 0 ? medians[theirs] : undefined, differences });
  }
  return rows;
}

/** The closing summary of the ajv workload. */
function printAjvSummary(rows) {
  if (rows.length === 0) return;
  console.log('\nSummary: JSON Schema formats through Ajv 2020 (median ns/line)');
  printTable(
    ['corpus', 'format', 'url-grammar/ajv', 'positionedErrors', 'ajv-formats full', 'ajv-formats / url-grammar', 'verdicts differing'],
    rows.map((r) => [r.corpus, r.format, ns(r.ours), ns(r.positioned), ns(r.theirs), r.theirs === undefined ? '-' : ratio(r.theirs, r.ours), r.differences ?? '-']),
  );
}

module.exports = { benchAjv, printAjvSummary };
