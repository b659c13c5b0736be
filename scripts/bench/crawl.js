// The crawl-pipeline workload (issue 26): each relative link a crawler meets (the relative
// workload's references) resolved against its page and reduced to normalize-url's canonical form,
// then counted as distinct. url-grammar's canonicalize(link, { profile: 'normalize-url', base: page })
// side by side with Node's new URL(link, page) followed by normalize-url 10 on its href; before
// timing, the two canonical forms of every link are compared and the differences printed.

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { URL: NodeURL } = require('node:url');
const { runInterleaved } = require('./timing');
const { TARGETS, printTable, ratio, targetText, verdict, ns, show, printDifferences } = require('./report');
const { buildRelativeReferences } = require('./relative');

const PROFILE = 'normalize-url';

/** The built url-grammar/canonical with the normalize-url profile, or null (an older build). */
function loadCanonical() {
  try {
    const canonical = require('url-grammar/canonical');
    return canonical.CANONICAL_PROFILES.includes(PROFILE) ? canonical : null;
  } catch {
    return null;
  }
}

/** normalize-url (ESM-only: Node 20.19+ requires it as a module namespace; its exports hide package.json). */
function loadNormalizeURL() {
  const module = require('normalize-url');
  const manifest = path.join(path.dirname(require.resolve('normalize-url')), 'package.json');
  return { normalizeUrl: module.default ?? module, version: JSON.parse(fs.readFileSync(manifest, 'utf8')).version };
}

/** A pipeline: the canonical form of (link, page), added to its own set of distinct forms; returns the set's size. */
function pipeline(canonicalForm) {
  const seen = new Set();
  const fn = (link, page) => {
    const form = canonicalForm(link, page);
    if (form !== null) seen.add(form);
    return seen.size;
  };
  return { fn, seen };
}

/** The two canonical-form functions: url-grammar's one call, Node's URL then normalize-url. */
function implementations(canonical, normalizeUrl) {
  const { canonicalize } = canonical;
  const ours = (link, page) => canonicalize(link, { profile: PROFILE, base: page });
  const theirs = (link, page) => {
    try {
      return normalizeUrl(new NodeURL(link, page).href);
    } catch {
      return null;
    }
  };
  return [ours, theirs];
}

/** Runs the crawl workload on one corpus; returns its summary row, or null when it cannot run. */
function benchCrawl(corpusName, lines, options) {
  const canonical = loadCanonical();
  if (canonical === null) {
    console.log(`  crawl: skipped, the built package has no url-grammar/canonical '${PROFILE}' profile (run \`npm run build\`)`);
    return null;
  }
  const { normalizeUrl, version } = loadNormalizeURL();
  const { refs, bases } = buildRelativeReferences(lines);
  const theirName = `node URL + normalize-url ${version}`;
  console.log(`  crawl: canonicalize(link, { profile: '${PROFILE}', base: page }) vs normalizeUrl(new URL(link, page).href), distinct forms counted`);
  console.log(`  ${refs.length.toLocaleString('en-US')} links (the relative workload's references against their pages)`);

  const [ours, theirs] = implementations(canonical, normalizeUrl);
  const forms = [ours, theirs].map((form) => refs.map((link, i) => form(link, bases[i]))); // also a warm-up
  const differences = printDifferences({
    what: 'canonical forms', ours: forms[0], theirs: forms[1], ourName: 'url-grammar', theirName,
    describe: (i) => `${show(refs[i])} against ${show(bases[i])}`,
  });
  const pipelines = [pipeline(ours), pipeline(theirs)];
  const tasks = pipelines.map((p) => ({ expression: 'fn(a[i], b[i])', fn: p.fn, a: refs, b: bases, rounds: options.rounds }));
  const [ug, node] = runInterleaved(tasks).map((t) => t.median);
  printTable(
    ['pipeline', 'median ns/link', 'distinct forms'],
    [['url-grammar canonicalize', ns(ug), pipelines[0].seen.size], [theirName, ns(node), pipelines[1].seen.size]],
  );
  console.log(`  ${theirName} / url-grammar: ${ratio(node, ug)} (target ${targetText(TARGETS.crawl)}: ${verdict(node, ug, TARGETS.crawl)})`);
  return { corpus: corpusName, ug, node, theirName, differences, distinct: pipelines.map((p) => p.seen.size) };
}

/** The closing summary of the crawl workload. */
function printCrawlSummary(rows) {
  const ran = rows.filter((row) => row !== null);
  if (ran.length === 0) return;
  console.log('\nSummary: crawl pipeline (median ns/link)');
  printTable(
    ['corpus', 'url-grammar', 'node URL + normalize-url', 'node+normalize-url / url-grammar', 'target', 'met', 'forms differing'],
    ran.map((r) => [r.corpus, ns(r.ug), ns(r.node), ratio(r.node, r.ug), targetText(TARGETS.crawl), verdict(r.node, r.ug, TARGETS.crawl), r.differences]),
  );
}

module.exports = { benchCrawl, printCrawlSummary };
