// One start-up measurement in a fresh process (run by scripts/bench/startup.js):
//
//   node scripts/bench/startup-child.js <implementation> <case>
//
// prints {"cpu": ms, "rss": bytes} for the case alone: the CPU time (user + system, all threads:
// V8's background compilers count) and the resident set size it added. For a "first call" case
// the module is required first, outside the measurement.

'use strict';

/** How each implementation is loaded and called; null where it has no such function. */
const IMPLEMENTATIONS = {
  'url-grammar': {
    specifier: 'url-grammar',
    domainToASCII: (m) => m.domainToASCII('bücher.example'),
    validate: (m) => m.validate('https://example.com/path/to?q=1#frag', { standard: 'rfc3986' }).valid,
    newURL: (m) => new m.URL('https://example.com/path/to?q=1#frag').href,
  },
  'whatwg-url': {
    specifier: 'whatwg-url',
    // No domainToASCII of its own: the host parser, as Node's url.domainToASCII runs it.
    domainToASCII: (m) => m.serializeHost(m.basicURLParse('http://bücher.example/').host),
    validate: null,
    newURL: (m) => new m.URL('https://example.com/path/to?q=1#frag').href,
  },
  'node URL': {
    specifier: 'node:url',
    domainToASCII: (m) => m.domainToASCII('bücher.example'),
    validate: null,
    newURL: (m) => new m.URL('https://example.com/path/to?q=1#frag').href,
  },
};

/** The cases: what is measured, given the implementation. */
const CASES = {
  require: (impl) => () => require(impl.specifier),
  import: (impl) => () => import(impl.specifier),
  domainToASCII: (impl) => firstCall(impl, impl.domainToASCII),
  validate: (impl) => firstCall(impl, impl.validate),
  newURL: (impl) => firstCall(impl, impl.newURL),
};

/** A first call of `call` on the required module, or null when the implementation has none. */
function firstCall(impl, call) {
  if (call === null) return null;
  const module = require(impl.specifier);
  return () => call(module);
}

async function main([name, caseName]) {
  const impl = IMPLEMENTATIONS[name];
  const prepare = CASES[caseName];
  if (impl === undefined || prepare === undefined) {
    process.stderr.write(`startup-child: unknown implementation or case: ${name} ${caseName}\n`);
    return 2;
  }
  const run = prepare(impl);
  if (run === null) {
    process.stdout.write('null\n');
    return 0;
  }
  const rss = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  const added = process.memoryUsage.rss() - rss;
  process.stdout.write(`${JSON.stringify({ cpu: (used.user + used.system) / 1000, rss: added })}\n`);
  return 0;
}

module.exports = { IMPLEMENTATIONS, CASES };

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
