// The messy-URLs workload: one variant of every corpus URL that parses, written the way people
// type URLs (upper-case scheme or host, an explicit default port, dot segments, spaces,
// non-ASCII, backslashes, surrounding spaces, or several of these), timed as new URL(s).href.

'use strict';

const { mulberry32, parsedLines } = require('./random');

const SEED = 0x5eed_0015;

const DEFAULT_PORTS = { http: '80', https: '443', ws: '80', wss: '443', ftp: '21' };
const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);
const NON_ASCII_WORDS = ['café', 'über', '日本', 'résumé', 'müller', '日本語'];
const SPACED_WORDS = ['my file.html', 'new page', 'a b c', 'two  spaces'];

/**
 * Each mutation changes the parts of a URL (see partsOf) and returns true, or returns false
 * when it does not apply to this URL (then the next kind in the cycle is tried).
 */
const MUTATIONS = {
  'upper-case scheme': (p, r) => {
    p.scheme = r.next() < 0.5 ? p.scheme.toUpperCase() : p.scheme[0].toUpperCase() + p.scheme.slice(1);
    return true;
  },
  'upper-case host': (p, r) => {
    if (!isDomain(p)) return false;
    p.host = r.next() < 0.5 ? p.host.toUpperCase() : p.host.replace(/^[a-z]/, (c) => c.toUpperCase());
    return true;
  },
  'default port': (p) => {
    if (!p.authority || p.port !== '' || DEFAULT_PORTS[p.scheme] === undefined) return false;
    p.port = DEFAULT_PORTS[p.scheme];
    return true;
  },
  'dot segments': (p, r) => {
    if (!p.path.startsWith('/')) return false;
    const slashes = [...p.path.matchAll(/\//g)].map((m) => m.index);
    const at = r.pick(slashes);
    const insert = r.pick(['/.', '/x/..', '/..', '/./a/..']);
    p.path = p.path.slice(0, at) + insert + p.path.slice(at);
    return true;
  },
  spaces: (p, r) => {
    if (r.next() < 0.5 && p.path.startsWith('/')) p.path = `${p.path.replace(/\/$/, '')}/${r.pick(SPACED_WORDS)}`;
    else p.query = `${p.query === '' ? '?' : `${p.query}&`}q=${r.pick(SPACED_WORDS)}`;
    return true;
  },
  'non-ASCII': (p, r) => {
    const where = r.int(3);
    if (where === 0 && isDomain(p) && p.scheme !== 'file') p.host = `${r.pick(NON_ASCII_WORDS)}.${p.host}`;
    else if (where === 1 && p.path.startsWith('/')) p.path = `${p.path.replace(/\/$/, '')}/${r.pick(NON_ASCII_WORDS)}`;
    else p.query = `${p.query === '' ? '?' : `${p.query}&`}name=${r.pick(NON_ASCII_WORDS)}`;
    return true;
  },
  backslashes: (p) => {
    if (!p.authority || !SPECIAL.has(p.scheme) || !p.path.includes('/')) return false;
    p.slashes = '\\\\';
    p.path = p.path.replace(/\//g, '\\');
    return true;
  },
  'surrounding spaces': (p, r) => {
    p.lead = ' '.repeat(1 + r.int(2));
    p.trail = r.pick([' ', '  ', ' \t', '\n']);
    return true;
  },
};

const SINGLE_KINDS = Object.keys(MUTATIONS);
const KINDS = [...SINGLE_KINDS, 'mixed'];

/** A domain (not an IP address, not empty): case and non-ASCII apply. */
function isDomain(p) {
  return p.authority && p.host !== '' && !p.host.startsWith('[') && !/^[\d.]+$/.test(p.host);
}

/** The parts of a parsed URL, from which a variant is printed (see print). */
function partsOf(line, url) {
  const scheme = url.protocol.slice(0, -1);
  const authority = line.slice(url.protocol.length).startsWith('//');
  const userinfo = url.username === '' && url.password === '' ? '' : `${url.username}${url.password === '' ? '' : `:${url.password}`}@`;
  return {
    scheme, authority, slashes: '//', userinfo, host: url.hostname, port: url.port,
    path: url.pathname, query: url.search, fragment: url.hash, lead: '', trail: '',
  };
}

function print(p) {
  const authority = p.authority ? `${p.slashes}${p.userinfo}${p.host}${p.port === '' ? '' : `:${p.port}`}` : '';
  return `${p.lead}${p.scheme}:${authority}${p.path}${p.query}${p.fragment}${p.trail}`;
}

/** Applies the kind for index i (cycling over KINDS); one that does not apply falls to the next. */
function mutate(p, i, r) {
  let kind = KINDS[i % KINDS.length];
  if (kind === 'mixed') {
    const chosen = [];
    for (let n = 2 + r.int(2); n > 0; n--) chosen.push(r.pick(SINGLE_KINDS));
    for (const name of new Set(chosen)) MUTATIONS[name](p, r);
    return kind;
  }
  for (let k = 0; !MUTATIONS[kind](p, r); k++) kind = SINGLE_KINDS[(SINGLE_KINDS.indexOf(kind) + 1) % SINGLE_KINDS.length];
  return kind;
}

/** Returns { inputs, skipped, counts }: one messy variant per corpus URL that parses. */
function buildMessyURLs(lines) {
  const r = mulberry32(SEED);
  const inputs = [];
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const { line, url } of parsedLines(lines)) {
    const parts = partsOf(line, url);
    counts[mutate(parts, inputs.length, r)]++;
    inputs.push(print(parts));
  }
  return { inputs, skipped: lines.length - inputs.length, counts };
}

module.exports = { buildMessyURLs };
