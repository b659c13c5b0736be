// The URL workloads: new URL(s).href on the corpus lines and on the messy variants, and
// new URL(ref, base).href on the relative references; url-grammar, Node's URL and whatwg-url
// side by side. Before timing, every input's href (or failure) is compared across the three.

'use strict';

const { runInterleaved, everyNth } = require('./timing');
const { TARGETS, printTable, ratio, ratioWithTarget, ns, show, printDifferences } = require('./report');
const { buildRelativeReferences } = require('./relative');
const { buildMessyURLs } = require('./messy');

/**
 * The inputs of a URL workload: { a, b?, title, note, stride } where b holds the bases
 * (relative workload only) and stride applies to whatwg-url's timing.
 */
function urlWorkloadInputs(workload, lines, options) {
  if (workload === 'corpus') {
    return { a: lines, title: 'corpus: new URL(s).href on every line', note: '', stride: 1 };
  }
  if (workload === 'relative') {
    const { refs, bases, skipped, kinds } = buildRelativeReferences(lines);
    return {
      a: refs,
      b: bases,
      title: 'relative: new URL(ref, base).href, base = the page URL (corpus line) as a string',
      note: `${refs.length.toLocaleString('en-US')} references, kinds cycled: ${kinds.join(', ')}` +
        `${skipped > 0 ? `; ${skipped} line${skipped === 1 ? '' : 's'} skipped (not a URL for Node)` : ''}`,
      stride: options.whatwgStride,
    };
  }
  const { inputs, skipped, counts } = buildMessyURLs(lines);
  return {
    a: inputs,
    title: 'messy: new URL(s).href on one typed-by-hand variant of each URL',
    note: `${inputs.length.toLocaleString('en-US')} variants: ` +
      `${Object.entries(counts).filter(([, n]) => n > 0).map(([kind, n]) => `${kind} ${n}`).join(', ')}` +
      `${skipped > 0 ? `; ${skipped} line${skipped === 1 ? '' : 's'} skipped (not a URL for Node)` : ''}`,
    stride: options.whatwgStride,
  };
}

/** Runs one URL workload on one corpus; returns its summary row. */
function benchURLWorkload(workload, corpusName, lines, impls, options) {
  const inputs = urlWorkloadInputs(workload, lines, options);
  console.log(`  ${inputs.title}`);
  if (inputs.note) console.log(`  ${inputs.note}`);

  // Agreement on every input, before timing (also a first warm-up).
  const results = impls.map((impl) => hrefs(impl.URL, inputs.a, inputs.b));

  const tasks = impls.map((impl) => {
    const stride = impl.slow ? inputs.stride : 1;
    return {
      expression: inputs.b === undefined ? 'new fn(a[i]).href.length' : 'new fn(a[i], b[i]).href.length',
      fn: impl.URL,
      a: everyNth(inputs.a, stride),
      b: everyNth(inputs.b, stride),
      rounds: impl.rounds,
      stride,
    };
  });
  const timings = runInterleaved(tasks);
  printTable(
    ['implementation', 'median ns/input', 'min ns/input', 'rounds', 'timed on', 'failures'],
    impls.map((impl, i) => [
      impl.name, ns(timings[i].median), ns(timings[i].min), tasks[i].rounds,
      tasks[i].stride === 1 ? 'all' : `every ${nth(tasks[i].stride)} (${tasks[i].a.length})`,
      results[i].failures,
    ]),
  );
  const [ug, node, whatwg] = timings.map((t) => t.median);
  console.log(`  url-grammar / node: ${ratioWithTarget(ug, node, TARGETS[workload])}    whatwg-url / url-grammar: ${ratio(whatwg, ug)}`);

  const { crashes } = results[0];
  if (crashes.length > 0) {
    console.log(`  url-grammar threw ${crashes.length} exceptions other than TypeError, e.g. ${describe(inputs, crashes[0].index)}: ${crashes[0].error}`);
  }
  const differences = [1, 2].map((i) => printDifferences({
    what: 'hrefs',
    ours: results[0].hrefs,
    theirs: results[i].hrefs,
    ourName: 'url-grammar',
    theirName: impls[i].name.split(' ')[0] === 'node' ? 'node URL' : 'whatwg-url',
    describe: (k) => describe(inputs, k),
  }));
  return { workload, corpus: corpusName, ug, node, whatwg, differences };
}

function describe(inputs, i) {
  return inputs.b === undefined ? show(inputs.a[i]) : `${show(inputs.a[i])} against ${show(inputs.b[i])}`;
}

function nth(n) {
  return n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/** The href of every input (null when the constructor throws), with failure counts. */
function hrefs(URLClass, a, b) {
  const out = new Array(a.length);
  let failures = 0;
  const crashes = [];
  for (let i = 0; i < a.length; i++) {
    try {
      out[i] = (b === undefined ? new URLClass(a[i]) : new URLClass(a[i], b[i])).href;
    } catch (error) {
      out[i] = null;
      failures++;
      if (!(error instanceof TypeError)) crashes.push({ index: i, error: String(error) });
    }
  }
  return { hrefs: out, failures, crashes };
}

module.exports = { benchURLWorkload };
