// The urlpattern workload (issue 27): 10,000 request URLs against route sets of 100 and 1,000 of
// GitHub's REST API path templates (scripts/bench/github-routes.json: 793 shapes; the 1,000 set
// adds 207 of them again under GitHub Enterprise Server's /api/v3 prefix; the 100 set is drawn
// from the current routes). Requests are routes with their parameters filled (seeded), some with a
// query, and one in ten changed not to match its route (most then match none; at 1,000 routes one
// in ten of those matches another). Three comparisons, each checked equal first:
//   (1) URLPattern test() and exec(), one pattern at a time (each request against the route it was
//       drawn from), url-grammar against urlpattern-polyfill: target >= 5x faster;
//   (2) URLPatternList.match(url) against a loop of urlpattern-polyfill exec() over the patterns,
//       at 100 and 1,000 routes: target >= 100x faster at 1,000;
//   (3) URLPatternList.first on pathname-only routes, given the path ({ pathname }) or the request's
//       URL (a fetch-style request.url), against find-my-way (Fastify's radix-tree router) and a
//       loop over path-to-regexp 8 match functions, most specific route first: target within 2x
//       of find-my-way.
// The polyfill loop tries every pattern on every request, so it is checked and timed on every
// LOOP_STRIDE-th request only (the per-request figure is what is compared).
// url-grammar/urlpattern is loaded from the built package, or from BENCH_URLPATTERN_PACKAGE (a
// path: e.g. an esbuild bundle of src/urlpattern-api.ts, before `npm run build` knows the entry).

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { mulberry32 } = require('./random');
const { runInterleaved, everyNth } = require('./timing');
const { TARGETS, printTable, ratio, targetText, verdict, ns, show, printDifferences } = require('./report');

const SEED = 0x5eed_0027;
const ORIGIN = 'https://api.github.com';
const REQUESTS = 10000;
const LOOP_STRIDE = 10;
const GHES_PREFIX = '/api/v3';
// Parameter values: logins, repository names, numbers, refs, slugs.
const VALUES = ['octocat', 'hello-world', '1347', '42', 'main', 'v1.2.3', 'my_team', 'x-y', 'a1b2c3d', 'Spoon-Knife', 'linux'];

/** The route data: GitHub's path templates, with their source. */
function loadRoutes() {
  return require('./github-routes.json');
}

/** The 100 and 1,000 route sets. */
function routeSets(data, rng) {
  const current = data.routes.slice(0, data.current);
  const hundred = [];
  const taken = new Set();
  while (hundred.length < 100) {
    const i = rng.int(current.length);
    if (!taken.has(i)) hundred.push(current[i]);
    taken.add(i);
  }
  const again = 1000 - data.routes.length;
  const thousand = [...data.routes, ...data.routes.slice(0, again).map((route) => `${GHES_PREFIX}${route}`)];
  return { 100: hundred, 1000: thousand };
}

/** A path of a route, its parameters filled. */
function fill(route, rng) {
  return route.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, () => rng.pick(VALUES));
}

/** A path that does not match its route (nor, most often, any other): a segment added, changed or prefixed. */
function miss(route, rng) {
  const filled = fill(route, rng);
  const roll = rng.int(3);
  if (roll === 0) return `${filled}/nothing-here`;
  if (roll === 1) return `/v2${filled}`;
  const changed = filled.replace(/\/([a-z-]+)/, '/$1-nope');
  return changed === filled ? `/v2${filled}` : changed; // "/" has no segment to change
}

/** REQUESTS requests against a route set: the path, the full URL, and the route each was drawn from. */
function buildRequests(routes, rng) {
  const paths = [];
  const urls = [];
  const drawnFrom = [];
  for (let i = 0; i < REQUESTS; i++) {
    const r = rng.int(routes.length);
    const requestPath = i % 10 === 9 ? miss(routes[r], rng) : fill(routes[r], rng);
    paths.push(requestPath);
    urls.push(`${ORIGIN}${requestPath}${rng.int(5) === 0 ? '?per_page=100&page=2' : ''}`);
    drawnFrom.push(r);
  }
  return { paths, urls, drawnFrom };
}

/** url-grammar/urlpattern, or null (an older build without the entry). */
function loadOurs() {
  const name = process.env.BENCH_URLPATTERN_PACKAGE ? path.resolve(process.env.BENCH_URLPATTERN_PACKAGE) : 'url-grammar/urlpattern';
  try {
    const module = require(name);
    return typeof module.URLPattern === 'function' ? module : null;
  } catch {
    return null;
  }
}

/** A dependency's version (read from its package.json by path: some packages' exports hide it). */
function version(name) {
  const entry = require.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules${path.sep}${name}`) + `node_modules${path.sep}${name}`.length);
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/** An exec() result as text (groups with undefined kept), or null. */
function resultText(result) {
  if (result === null) return null;
  const parts = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'].map((name) => {
    const { input, groups } = result[name];
    return `${name}:${input}{${Object.entries(groups).map(([k, v]) => `${k}=${v === undefined ? '(undefined)' : v}`).join(',')}}`;
  });
  return parts.join(' ');
}

/** (1) test() and exec(), one pattern at a time. */
function benchOneByOne(ours, Polyfill, routes, requests, options) {
  const mine = routes.map((route) => new ours.URLPattern({ pathname: route }));
  const theirs = routes.map((route) => new Polyfill({ pathname: route }));
  const a = requests.urls;
  const b = [requests.drawnFrom.map((r) => mine[r]), requests.drawnFrom.map((r) => theirs[r])];
  const results = b.map((patterns) => a.map((url, i) => resultText(patterns[i].exec(url))));
  const differences = printDifferences({
    what: 'exec() results', ours: results[0], theirs: results[1], ourName: 'url-grammar', theirName: 'urlpattern-polyfill',
    describe: (i) => `${show(a[i])} against ${show(routes[requests.drawnFrom[i]])}`,
  });
  const test = (url, pattern) => (pattern.test(url) ? 1 : 0);
  const exec = (url, pattern) => (pattern.exec(url) === null ? 0 : 1);
  const tasks = [test, exec].flatMap((fn) => b.map((patterns) => ({ expression: 'fn(a[i], b[i])', fn, a, b: patterns, rounds: options.rounds })));
  const [ourTest, theirTest, ourExec, theirExec] = runInterleaved(tasks).map((t) => t.median);
  printTable(['one pattern at a time', 'url-grammar ns/request', 'polyfill ns/request', 'polyfill / url-grammar'], [
    ['test(url)', ns(ourTest), ns(theirTest), ratio(theirTest, ourTest)],
    ['exec(url)', ns(ourExec), ns(theirExec), ratio(theirExec, ourExec)],
  ]);
  const matched = results[0].filter((r) => r !== null).length;
  console.log(`  ${matched.toLocaleString('en-US')} of ${a.length.toLocaleString('en-US')} requests match their route`);
  return { ourTest, theirTest, ourExec, theirExec, differences };
}

/** A pattern-set answer as text: the matching indices, in ascending order, with their results. */
function matchesText(matches) {
  return [...matches].sort((x, y) => x.index - y.index).map((m) => `${m.index} ${resultText(m.result)}`).join(' | ');
}

/** (2) URLPatternList.match against a loop over the polyfill's patterns. */
function benchListAgainstLoop(ours, Polyfill, routes, requests, options) {
  const list = new ours.URLPatternList(routes.map((route) => ({ pathname: route })));
  const theirs = routes.map((route) => new Polyfill({ pathname: route }));
  const loopMatch = (url) => {
    const matches = [];
    for (let i = 0; i < theirs.length; i++) {
      const result = theirs[i].exec(url);
      if (result !== null) matches.push({ index: i, result });
    }
    return matches;
  };
  const checked = everyNth(requests.urls, LOOP_STRIDE);
  const differences = printDifferences({
    what: `matches (every ${LOOP_STRIDE}th request)`, ours: checked.map((url) => matchesText(list.match(url))),
    theirs: checked.map((url) => matchesText(loopMatch(url))), ourName: 'URLPatternList', theirName: 'polyfill loop',
    describe: (i) => show(checked[i]),
  });
  const tasks = [
    { expression: 'fn(a[i]).length', fn: (url) => list.match(url), a: requests.urls, rounds: options.rounds },
    { expression: 'fn(a[i]).length', fn: loopMatch, a: checked, rounds: Math.min(options.rounds, 3) },
  ];
  const [listNs, loopNs] = runInterleaved(tasks).map((t) => t.median);
  return { routes: routes.length, listNs, loopNs, differences };
}

/** (3) URLPatternList.first on pathname-only routes against find-my-way and a path-to-regexp loop. */
function benchListAgainstRouters(ours, routes, requests, options) {
  const findMyWay = require('find-my-way')();
  routes.forEach((route, index) => findMyWay.on('GET', route, () => index, { index }));
  // The loop tries the routes most specific first (compareComponent's order), as URLPatternList
  // answers, so that the first match is the same route.
  const patterns = routes.map((route) => new ours.URLPattern({ pathname: route }));
  const order = routes.map((_, i) => i).sort((a, b) => ours.URLPattern.compareComponent('pathname', patterns[b], patterns[a]) || a - b);
  const { match } = require('path-to-regexp');
  const matchers = order.map((i) => ({ index: i, match: match(routes[i]) }));
  const list = new ours.URLPatternList(patterns);
  const fns = {
    'URLPatternList.first({ pathname })': (p) => list.first({ pathname: p })?.index ?? -1,
    'URLPatternList.first(url)': (url) => list.first(url)?.index ?? -1,
    [`find-my-way ${version('find-my-way')}`]: (p) => findMyWay.find('GET', p)?.store.index ?? -1,
    [`path-to-regexp ${version('path-to-regexp')} loop`]: (p) => {
      for (let i = 0; i < matchers.length; i++) if (matchers[i].match(p) !== false) return matchers[i].index;
      return -1;
    },
  };
  const names = Object.keys(fns);
  const inputs = (name) => (name.endsWith('(url)') ? requests.urls : requests.paths);
  const answers = names.map((name) => inputs(name).map(fns[name]));
  const differences = names.slice(1).map((name, k) => printDifferences({
    what: 'matched route', ours: answers[0], theirs: answers[k + 1], ourName: names[0], theirName: name,
    describe: (i) => show(requests.paths[i]), format: (index) => (index === -1 ? 'none' : show(routes[index])),
  }));
  const tasks = names.map((name) => ({ expression: 'fn(a[i])', fn: fns[name], a: inputs(name), rounds: options.rounds }));
  const medians = runInterleaved(tasks).map((t) => t.median);
  printTable(['pathname-only routes', 'ns/request', `/ ${names[0]}`], names.map((name, k) => [name, ns(medians[k]), ratio(medians[k], medians[0])]));
  return { names, medians, differences: differences.reduce((x, y) => x + y, 0) };
}

/** Runs the urlpattern workload; returns its summary, or null when it cannot run. */
function benchURLPattern(options) {
  const ours = loadOurs();
  if (ours === null) {
    console.log('  urlpattern: skipped, the built package has no url-grammar/urlpattern (run `npm run build`, or set BENCH_URLPATTERN_PACKAGE)');
    return null;
  }
  const { URLPattern: Polyfill } = require('urlpattern-polyfill/urlpattern');
  const data = loadRoutes();
  const rng = mulberry32(SEED);
  const sets = routeSets(data, rng);
  console.log(`  routes: GitHub's REST API path templates (${data.source}, ${data.licence.split(';')[0]}); requests: ${REQUESTS.toLocaleString('en-US')} per set`);
  const requests = { 100: buildRequests(sets[100], rng), 1000: buildRequests(sets[1000], rng) };
  console.log(`\n  (1) URLPattern, one pattern at a time, url-grammar vs urlpattern-polyfill ${version('urlpattern-polyfill')} (1,000 routes)`);
  const one = benchOneByOne(ours, Polyfill, sets[1000], requests[1000], options);
  if (typeof ours.URLPatternList !== 'function') {
    console.log('  (2), (3): skipped, url-grammar/urlpattern has no URLPatternList');
    return { one, loops: [], routers: null };
  }
  console.log('\n  (2) URLPatternList.match(url) vs a loop of urlpattern-polyfill exec(url) over the patterns');
  const loops = [100, 1000].map((n) => benchListAgainstLoop(ours, Polyfill, sets[n], requests[n], options));
  printTable(['routes', 'URLPatternList ns/request', 'polyfill loop ns/request', 'loop / list'],
    loops.map((l) => [l.routes, ns(l.listNs), ns(l.loopNs), ratio(l.loopNs, l.listNs)]));
  console.log('\n  (3) URLPatternList.first vs routers, pathname-only routes (1,000 routes)');
  const routers = benchListAgainstRouters(ours, sets[1000], requests[1000], options);
  return { one, loops, routers };
}

/** The closing summary: the three ratios against issue 27's targets. */
function printURLPatternSummary(row) {
  if (row === null) return;
  console.log('\nSummary: urlpattern (median ns/request)');
  const rows = [[
    '(1) URLPattern.exec vs urlpattern-polyfill', ratio(row.one.theirExec, row.one.ourExec),
    targetText(TARGETS.urlpatternExec), verdict(row.one.theirExec, row.one.ourExec, TARGETS.urlpatternExec), row.one.differences,
  ]];
  const thousand = row.loops.find((l) => l.routes === 1000);
  if (thousand !== undefined) {
    rows.push(['(2) URLPatternList vs polyfill loop, 1,000 routes', ratio(thousand.loopNs, thousand.listNs),
      targetText(TARGETS.urlpatternList), verdict(thousand.loopNs, thousand.listNs, TARGETS.urlpatternList),
      row.loops.reduce((n, l) => n + l.differences, 0)]);
  }
  if (row.routers !== null) {
    const [init, url, fmw] = row.routers.medians;
    for (const [what, list] of [['first({ pathname })', init], ['first(url)', url]]) {
      rows.push([`(3) URLPatternList.${what} vs find-my-way`, ratio(list, fmw),
        targetText(TARGETS.urlpatternRouter), verdict(list, fmw, TARGETS.urlpatternRouter), row.routers.differences]);
    }
  }
  printTable(['comparison', 'ratio', 'target', 'met', 'answers differing'], rows);
}

module.exports = { benchURLPattern, printURLPatternSummary, routeSets, buildRequests };
