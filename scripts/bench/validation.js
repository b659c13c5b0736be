// The RFC validation workload on the corpus lines: url-grammar's validate (RFC 3986
// URI-reference, RFC 3986 rule URI, RFC 3987 IRI-reference) next to ajv-formats' full `uri`
// format (a function) and `uri-reference` format (a RegExp), and fast-uri's parse.
// Before timing, validate's verdicts are compared with ajv's: ajv's regexes are
// case-insensitive and deviate from RFC 3986 in known ways, so the differences are listed.

'use strict';

const { runInterleaved } = require('./timing');
const { TARGETS, printTable, ratio, ratioWithTarget, ns, show, printDifferences } = require('./report');

// The options objects are literals written inside the timed call, as a user writes them: a
// fresh object per call, read by validate on every call.
const VALIDATE_VARIANTS = [
  { key: 'reference', name: "validate rfc3986", options: "{ standard: 'rfc3986' }" },
  { key: 'uri', name: "validate rfc3986 rule URI", options: "{ standard: 'rfc3986', rule: 'URI' }" },
  { key: 'iri', name: "validate rfc3987", options: "{ standard: 'rfc3987' }" },
];

function validationTasks(v, lines, rounds) {
  const tasks = VALIDATE_VARIANTS.map((variant) => ({
    name: `url-grammar ${variant.name}`,
    expression: `fn(a[i], ${variant.options}).valid ? 1 : 0`,
    fn: v.validate,
    accepts: new Function('validate', 's', `return validate(s, ${variant.options}).valid;`).bind(null, v.validate),
    failure: new Function('validate', 's', `return validate(s, ${variant.options}).failure;`).bind(null, v.validate),
  }));
  tasks.push(
    { name: `ajv-formats ${v.ajvVersion} uri`, expression: 'fn(a[i]) ? 1 : 0', fn: v.ajvURI, accepts: (s) => v.ajvURI(s) },
    { name: `ajv-formats ${v.ajvVersion} uri-reference`, expression: 'fn.test(a[i]) ? 1 : 0', fn: v.ajvURIReference, accepts: (s) => v.ajvURIReference.test(s) },
    { name: `fast-uri ${v.fastURIVersion} parse`, expression: 'fn(a[i]).error === undefined ? 1 : 0', fn: v.fastURIParse, accepts: (s) => v.fastURIParse(s).error === undefined },
  );
  for (const task of tasks) Object.assign(task, { a: lines, rounds });
  return tasks;
}

/** Runs the validation workload on one corpus; returns its summary row. */
function benchValidation(corpusName, lines, validators, options) {
  console.log(`  validation: RFC 3986/3987 validity of every line (validate's options: an object literal in the call)`);
  if (validators === null) {
    console.log('  skipped: the built package has no validate (run `npm run build`)');
    return null;
  }
  const tasks = validationTasks(validators, lines, options.rounds);
  const [reference, uri, iri, ajvURI, ajvURIReference, fastURI] = [0, 1, 2, 3, 4, 5]; // indexes in tasks

  // Verdicts on every line, before timing (also a first warm-up).
  const verdicts = tasks.map((task) => lines.map((line) => task.accepts(line)));
  const timings = runInterleaved(tasks);
  printTable(
    ['implementation', 'median ns/input', 'min ns/input', 'rounds', 'rejected'],
    tasks.map((task, i) => [task.name, ns(timings[i].median), ns(timings[i].min), task.rounds, verdicts[i].filter((ok) => !ok).length]),
  );
  const t = timings.map((timing) => timing.median);
  for (const i of [reference, uri, iri]) {
    const label = VALIDATE_VARIANTS[i].name;
    console.log(`  ${label} / ajv uri: ${ratioWithTarget(t[i], t[ajvURI], TARGETS.validateVsAjv)}` +
      `    fast-uri parse / ${label}: ${ratioWithTarget(t[fastURI], t[i], TARGETS.fastURIVsValidate)}`);
  }
  console.log(`  validate rfc3986 / ajv uri-reference: ${ratio(t[reference], t[ajvURIReference])} (no target)`);

  const format = (ok) => (ok ? 'valid' : 'invalid');
  const differences = [[uri, ajvURI, 'ajv uri'], [reference, ajvURIReference, 'ajv uri-reference']].map(([ours, theirs, theirName]) => printDifferences({
    what: 'verdicts',
    ours: verdicts[ours],
    theirs: verdicts[theirs],
    ourName: VALIDATE_VARIANTS[ours].name,
    theirName,
    describe: (k) => {
      const failure = tasks[ours].failure(lines[k]);
      return `${show(lines[k])}${failure ? `\n      (${failure.message})` : ''}`;
    },
    format,
  }));
  return {
    corpus: corpusName,
    variants: [reference, uri, iri].map((i) => ({ name: VALIDATE_VARIANTS[i].name, ns: t[i] })),
    ajvURI: t[ajvURI],
    fastURI: t[fastURI],
    differences,
  };
}

module.exports = { benchValidation };
