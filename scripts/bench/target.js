// The target workload (issue 25): the per-call cost of inspectTarget(s) (the URL Standard's parse,
// the host's classification, the RFC 3986 and Appendix B readings) side by side with what an
// SSRF guard does today: a URL parser (Node's URL, whatwg-url) plus ipaddr.js's
// process(hostname).range() on an IP host (brackets stripped; a domain costs only the parse).
// url-grammar's own URL plus classifyAddress is timed too: the check without the readings.
// Two input sets: the corpus lines (mostly domains), and the same URLs with an IP host written in
// one of many forms (seeded, so the same on every run). Before timing, the verdicts (non-public,
// public, unknown, failure) are compared, and the differences printed.

'use strict';

const { URL: NodeURL } = require('node:url');
const { mulberry32, parsedLines } = require('./random');
const { runInterleaved, everyNth } = require('./timing');
const { printTable, ratio, ns, show, printDifferences } = require('./report');

const SEED = 0x5eed_0025;

/** An IPv4 host as the URL Standard serializes it (a domain may end in a digit, not in a number). */
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** IPv4 addresses drawn from these blocks (first address, size): special-purpose and public. */
const IPV4_BLOCKS = [
  [0x7f000000, 1 << 24], [0x0a000000, 1 << 24], [0xac100000, 1 << 20], [0xc0a80000, 1 << 16],
  [0x64400000, 1 << 22], [0xa9fe0000, 1 << 16], [0x00000000, 1], [0xe0000000, 1 << 28],
  [0xffffffff, 1], [0xc0000200, 256], [0x08080800, 256], [0x5db8d700, 256], [0x68100000, 1 << 20],
];

/** Ways of writing an IPv4 address n (a 32-bit unsigned integer) in a URL's host. */
const IPV4_FORMS = {
  'dotted decimal': (n) => bytes(n).join('.'),
  'octal parts': (n) => bytes(n).map((b) => `0${b.toString(8)}`).join('.'),
  'hex parts': (n) => bytes(n).map((b) => `0x${b.toString(16)}`).join('.'),
  'three parts': (n) => `${n >>> 24}.${(n >>> 16) & 255}.${n & 0xffff}`,
  'two parts': (n) => `${n >>> 24}.${n & 0xffffff}`,
  'one decimal': (n) => String(n),
  'one hex': (n) => `0X${n.toString(16).toUpperCase()}`,
  'one octal': (n) => `0${n.toString(8)}`,
  'trailing dot': (n) => `${bytes(n).join('.')}.`,
  'full-width digits': (n) => bytes(n).join('.').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
  'ideographic dots': (n) => bytes(n).join('\u3002'),
};

/** Ways of writing an IPv6 host carrying or beside an IPv4 address n. */
const IPV6_FORMS = {
  'ipv6 loopback': () => '[::1]',
  'ipv6 full': () => '[0:0:0:0:0:0:0:1]',
  'ipv4-mapped dotted': (n) => `[::ffff:${bytes(n).join('.')}]`,
  'ipv4-mapped hex': (n) => `[::FFFF:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}]`,
  'ipv4-compatible': (n) => `[::${bytes(n).join('.')}]`,
  nat64: (n) => `[64:ff9b::${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}]`,
  '6to4': (n) => `[2002:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1]`,
  'unique local': (n) => `[fd${(n & 0xff).toString(16).padStart(2, '0')}::${(n >>> 16).toString(16)}]`,
  'link-local': (n) => `[FE80::${(n & 0xffff).toString(16)}]`,
  'global unicast': (n) => `[2606:4700:${(n >>> 16).toString(16)}::${(n & 0xffff).toString(16)}]`,
};

const FORMS = [...Object.entries(IPV4_FORMS), ...Object.entries(IPV6_FORMS)];

function bytes(n) {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
}

/** Each corpus URL that Node parses with a special authority, its host replaced by an IP address in a form cycled over FORMS. */
function buildIPHostURLs(lines) {
  const r = mulberry32(SEED);
  const inputs = [];
  const counts = Object.fromEntries(FORMS.map(([name]) => [name, 0]));
  for (const { url } of parsedLines(lines)) {
    if (!['http:', 'https:', 'ws:', 'wss:', 'ftp:'].includes(url.protocol)) continue;
    const [name, form] = FORMS[inputs.length % FORMS.length];
    const [first, size] = r.pick(IPV4_BLOCKS);
    const n = (first + r.int(size)) >>> 0;
    counts[name]++;
    inputs.push(`${url.protocol}//${form(n)}${url.port === '' ? '' : `:${url.port}`}${url.pathname}${url.search}${url.hash}`);
  }
  return { inputs, counts, formOf: (i) => FORMS[i % FORMS.length][0] };
}

/**
 * A URL class plus ipaddr.js as a guard uses them, compiled per class (its own call sites): the
 * hostname, and for an IP host (a bracketed IPv6 address, or dotted-decimal IPv4, as the URL
 * Standard serializes an IPv4 host) ipaddr.process(host).range(). Returns a number for the timed loop.
 */
function urlPlusIpaddr(URLClass, ipaddr) {
  return new Function('URLClass', 'ipaddr', 'IPV4', `
    return function check(s) {
      const host = new URLClass(s).hostname;
      if (host.charCodeAt(0) === 0x5b) return ipaddr.process(host.slice(1, -1)).range().length;
      const last = host.charCodeAt(host.length - 1);
      return last >= 0x30 && last <= 0x39 && IPV4.test(host) ? ipaddr.process(host).range().length : 0;
    };
  `)(URLClass, ipaddr, IPV4);
}

/** url-grammar's URL plus classifyAddress: the same check, without the readings. */
function urlPlusClassify(URLClass, classifyAddress) {
  return (s) => {
    const host = new URLClass(s).hostname;
    if (host.charCodeAt(0) === 0x5b) return classifyAddress(host.slice(1, -1)).nonPublic ? 1 : 0;
    const last = host.charCodeAt(host.length - 1);
    return last >= 0x30 && last <= 0x39 && IPV4.test(host) ? (classifyAddress(host).nonPublic ? 1 : 0) : 0;
  };
}

/** inspectTarget's verdict: 'non-public', 'public', 'unknown' (only DNS can tell) or 'failure'. */
function inspectVerdict(inspectTarget, s) {
  const result = inspectTarget(s);
  if (!result.ok) return 'failure';
  return result.nonPublic === null ? 'unknown' : result.nonPublic ? 'non-public' : 'public';
}

/** A URL class plus ipaddr.js's verdict: ipaddr's 'unicast' range is public, any other non-public. */
function ipaddrVerdict(URLClass, ipaddr, s) {
  let host;
  try {
    host = new URLClass(s).hostname;
  } catch {
    return 'failure';
  }
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (!host.startsWith('[') && !IPV4.test(host)) return 'unknown';
  try {
    return ipaddr.process(bare).range() === 'unicast' ? 'public' : 'non-public';
  } catch {
    return 'ipaddr throws';
  }
}

/** The implementations timed side by side, each with its task's expression and verdict function. */
function targetImplementations(target, pkg, options) {
  const ipaddr = require('ipaddr.js');
  const ipaddrVersion = require('ipaddr.js/package.json').version;
  const WhatwgURL = require('whatwg-url').URL;
  const whatwgVersion = require('whatwg-url/package.json').version;
  return [
    { name: 'url-grammar inspectTarget', fn: target.inspectTarget, expression: 'fn(a[i]).reasons.length', rounds: options.rounds, verdict: (s) => inspectVerdict(target.inspectTarget, s) },
    { name: `node URL + ipaddr.js ${ipaddrVersion}`, fn: urlPlusIpaddr(NodeURL, ipaddr), expression: 'fn(a[i])', rounds: options.rounds, verdict: (s) => ipaddrVerdict(NodeURL, ipaddr, s) },
    { name: `whatwg-url ${whatwgVersion} + ipaddr.js`, fn: urlPlusIpaddr(WhatwgURL, ipaddr), expression: 'fn(a[i])', rounds: options.whatwgRounds, slow: true, verdict: (s) => ipaddrVerdict(WhatwgURL, ipaddr, s) },
    { name: 'url-grammar URL + classifyAddress', fn: urlPlusClassify(pkg.URL, target.classifyAddress), expression: 'fn(a[i])', rounds: options.rounds },
  ];
}

/** The built url-grammar/target, or null when dist/ has none (an older build). */
function loadTarget() {
  try {
    return require('url-grammar/target');
  } catch {
    return null;
  }
}

/** Runs the target workload on one corpus: the lines, then the IP-host variants; returns two summary rows. */
function benchTarget(corpusName, lines, pkg, options) {
  const target = loadTarget();
  if (target === null) {
    console.log('  target: skipped, the built package has no url-grammar/target (run `npm run build`)');
    return [];
  }
  const impls = targetImplementations(target, pkg, options);
  const { inputs, counts, formOf } = buildIPHostURLs(lines);
  const sets = [
    { name: 'corpus lines', inputs: lines, note: 'every line (mostly domains: ipaddr.js runs only on an IP host)' },
    { name: 'IP hosts', inputs, formOf, note: `${inputs.length.toLocaleString('en-US')} corpus URLs with an IP host, forms cycled: ${Object.entries(counts).map(([form, n]) => `${form} ${n}`).join(', ')}` },
  ];
  if (inputs.length === 0) console.log('  target, IP hosts: skipped, no line of this corpus is an http(s), ws(s) or ftp URL');
  return sets.filter((set) => set.inputs.length > 0).map((set) => benchTargetSet(corpusName, set, impls, options));
}

function benchTargetSet(corpusName, set, impls, options) {
  console.log(`  target, ${set.name}: inspectTarget(s) vs URL + ipaddr.js process(host).range()`);
  console.log(`  ${set.note}`);
  const verdicts = impls.filter((impl) => impl.verdict).map((impl) => set.inputs.map(impl.verdict)); // also a warm-up
  const tasks = impls.map((impl) => {
    const stride = impl.slow ? options.whatwgStride : 1;
    return { expression: impl.expression, fn: impl.fn, a: everyNth(set.inputs, stride), rounds: impl.rounds, stride };
  });
  const timings = runInterleaved(tasks);
  printTable(
    ['implementation', 'median ns/input', 'min ns/input', 'rounds', 'timed on'],
    impls.map((impl, i) => [impl.name, ns(timings[i].median), ns(timings[i].min), tasks[i].rounds, tasks[i].stride === 1 ? 'all' : `every ${tasks[i].stride}th (${tasks[i].a.length})`]),
  );
  const [inspect, node, whatwg, classify] = timings.map((t) => t.median);
  console.log(`  inspectTarget / (node URL + ipaddr.js): ${ratio(inspect, node)}    inspectTarget / (whatwg-url + ipaddr.js): ${ratio(inspect, whatwg)}` +
    `    (url-grammar URL + classifyAddress) / (node URL + ipaddr.js): ${ratio(classify, node)}`);
  const tally = (list) => Object.entries(list.reduce((sum, v) => ({ ...sum, [v]: (sum[v] ?? 0) + 1 }), {})).map(([v, n]) => `${v} ${n}`).join(', ');
  console.log(`  verdicts, inspectTarget: ${tally(verdicts[0])}; node URL + ipaddr.js: ${tally(verdicts[1])}`);
  const differences = [1, 2].map((i) => printDifferences({
    what: 'verdicts',
    ours: verdicts[0],
    theirs: verdicts[i],
    ourName: 'inspectTarget',
    theirName: i === 1 ? 'node URL + ipaddr.js' : 'whatwg-url + ipaddr.js',
    describe: (k) => show(set.inputs[k]),
    format: String,
  }));
  if (set.formOf !== undefined) {
    const byForm = {};
    verdicts[0].forEach((verdict, k) => {
      if (verdict !== verdicts[1][k]) byForm[set.formOf(k)] = (byForm[set.formOf(k)] ?? 0) + 1;
    });
    console.log(`  differing verdicts by form (node URL + ipaddr.js): ${Object.entries(byForm).map(([form, n]) => `${form} ${n}`).join(', ') || 'none'}`);
  }
  return { corpus: corpusName, set: set.name, inspect, node, whatwg, classify, differences };
}

/** The closing summary of the target workload. */
function printTargetSummary(rows) {
  if (rows.length === 0) return;
  console.log('\nSummary: target (median ns/input; no target ratio: inspectTarget also reads the string as RFC 3986 and Appendix B)');
  printTable(
    ['input set', 'corpus', 'inspectTarget', 'node URL + ipaddr', 'inspect / node+ipaddr', 'whatwg-url + ipaddr', 'inspect / whatwg+ipaddr', 'ug URL + classify', 'verdicts differing (node, whatwg)'],
    rows.map((r) => [r.set, r.corpus, ns(r.inspect), ns(r.node), ratio(r.inspect, r.node), ns(r.whatwg), ratio(r.inspect, r.whatwg), ns(r.classify), r.differences.join(', ')]),
  );
}

module.exports = { benchTarget, buildIPHostURLs, printTargetSummary };
