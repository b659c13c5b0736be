// Deterministic URL inputs for differential tests: generated from parts (every scheme kind, hosts of
// every kind, ports, paths, queries, fragments, file URLs, backslashes, tabs and newlines, percent
// signs, lone surrogates) and mutated from the WPT inputs and the corpora. Same seed, same inputs.
import { random } from './random';
import { readDataText } from './test-data';
import { readWPT } from './wpt';

const SCHEMES = ['http', 'https', 'HTTP', 'ws', 'wss', 'ftp', 'file', 'FILE', 'sc', 'foo+bar', 'data', 'javascript', 'mailto', 'blob', 'a', 'urn'];
const AFTER_SCHEME = ['//', '//', '//', '', '/', '\\', '\\\\', '/\\', '\\/', '///', '////', '\\\\\\'];
const USERINFO = ['', '', '', '', 'u@', 'u:p@', '@', 'a@b@', ':@', 'u%zz@', 'u p@', 'é:ü@', '::@', 'a:b:c@'];
const HOSTS = [
  'example.com', 'EXAMPLE.com', 'a_b.c', 'xn--a.com', 'xn--nxasmq6b.com', '☕.example', 'ex%41mple.com', '%00', '%zz', 'a%2eb',
  '1.2.3.4', '0x7f.1', '1.2.3', '256.1.1.1', '1.2.3.4.', '1..2', '09.1', '0x', '4294967296', '1.2.3.4.5', 'a.1', '1.a', '0x1g',
  '[::1]', '[1:2:3:4:5:6:7:8]', '[::1', '[0000::]', '[1::2::3]', '[::ffff:1.2.3.4]', '[::1.2.3]', '[:1]', '[g::]', '[1:2:3:4:5:6:7:8:9]',
  '[::1.2.3.4.5]', '[::1.256.3.4]', '[::01.2.3.4]', '[1:2]', '[::1]x', '[v1.x]', 'a b', 'a<b', '', 'C:', 'c|', 'localhost', 'LOCALHOST',
  '..', 'a.b.', 'ß.de', '\u00AD', 'a\u200Db', '-a.b', 'a-.b', 'ab--c', 'x'.repeat(64) + '.com', 'xn--', 'a^b', 'a\u0000b', 'é.com',
  '\uFF21.com', 'a%C3%A9', '%ef%bc%a1', 'xn--ls8h', 'a..b', '.', '\u0661.1', 'a\uD800b', '[', ']', 'a]b', 'a[b]c', '[:', 'a#b',
  // Non-ASCII hosts that map to an IPv4 address (IPv4-non-ASCII-input): fullwidth digits and dots, ideographic full stop,
  // circled and mathematical digits, ignored code points, percent-encoded fullwidth digits, and failing ones.
  '\uFF11\uFF12\uFF17.0.0.1', '\u2460.\u2461.\u2462.\u2463', '\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11',
  '1.2\u30023.4', '1.2.3.4\u00AD', '1\u00AD.2', '%EF%BC%91.2.3.4', 'a.\uFF11', '\u{1D7CF}.\u{1D7D0}.3.4', '\uFF19\uFF19\uFF19.1', '0x\uFF21\u3002',
];
const PORTS = ['', '', '', ':', ':80', ':0', ':65535', ':65536', ':99999999999', ':8a', ':-1', ': 1', ':443', ':21', ':0080', ':1:2'];
const PATHS = [
  '', '', '/', '/a/b', '/./..', '/%2e/', '/%2E%2e/x', '/a%2', '/a b', '/C|/x', '/c:', '\\a\\b', '/|', '/a^b', '/%zz', '/\u00e9',
  '/\uD800', '/\uFFFE', '/\uD83D\uDE00', '//x', '/a/../../b', '/C:/../x', '/.//./x', '/ ', '/\u007f', '/a\\b', '/%', '/..\\..',
];
const RELATIVE = [
  '', 'a/b', '../x', 'C:/x', 'C|', 'c:\\x', '/C|/x', '//host/p', '\\\\host\\p', '//', '/\\x', '\\/x', '?q', '#f', '.', '..', './a',
  'x:', 'x:/y', '%2e%2e/', ' a ', '\t', '//C|/', '///C:/x', '/..', 'a?b#c', '\\', '\\\\', '/', '//@', '//u@h:1/p', '//[::1]:0',
];
const QUERIES = ['', '', '?', '?a=b', '?a b', '?%zz', "?'", '?\u00e9', '?#', '?\u0000', '?\uD800x', '?%', '?<>"'];
const FRAGMENTS = ['', '', '#', '#x', '#a b', '#%', '#\u0001', '#\uDC00', '#`', '#%4'];
const NOISE = ['\t', '\n', '\r', ' ', '\u0000', '\u001f', '\\', '/', '%', '@', ':', '[', ']', '#', '?', '.', '|', 'é', '\uD800', '\u{1F600}', 'A', '0'];

/** The bases the generated inputs are parsed against (null: none). */
export const BASES: readonly (string | null)[] = [
  null, null, null, 'http://example.com/a/b?q#f', 'https://user:pw@h.org:8080/dir/file', 'file:///C:/dir/f', 'file://host/p/q',
  'file:///', 'sc://h/p', 'sc:opaque', 'about:blank', 'ws://x', 'https://[::1]:8080/', 'data:text/plain,x', 'HTTP://A/B', 'ftp://f/',
  'sc:/p', 'sc://', 'file:///C|/x',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

/** A URL assembled from parts, sometimes scheme-less, sometimes with noise around or inside. */
function generated(next: () => number): string {
  let text: string;
  const shape = next();
  if (shape < 0.7) {
    text = pick(next, SCHEMES) + ':' + pick(next, AFTER_SCHEME) + pick(next, USERINFO) + pick(next, HOSTS) + pick(next, PORTS) + pick(next, PATHS);
  } else if (shape < 0.8) {
    text = pick(next, SCHEMES) + ':' + pick(next, PATHS).replace(/^\//, '') + pick(next, RELATIVE);
  } else {
    text = pick(next, RELATIVE);
  }
  text += pick(next, QUERIES) + pick(next, FRAGMENTS);
  return next() < 0.3 ? mutate(next, text, 1 + Math.floor(next() * 3)) : text;
}

/** `count` random insertions, deletions or replacements of URL-significant code points. */
export function mutate(next: () => number, input: string, count: number): string {
  let text = input;
  for (let i = 0; i < count; i++) {
    const at = Math.floor(next() * (text.length + 1));
    const op = next();
    if (op < 0.5) text = text.slice(0, at) + pick(next, NOISE) + text.slice(at);
    else if (op < 0.75) text = text.slice(0, at) + text.slice(at + 1);
    else text = text.slice(0, at) + pick(next, NOISE) + text.slice(at + 1);
  }
  return text;
}

interface WPTCase {
  input: string;
  base?: string | null;
}

/** Lines of a corpus file (test/helpers/test-data.ts says where; missing data fails in one line). */
function corpus(name: string): string[] {
  return readDataText('corpus', name).split('\n').filter((line) => line !== '');
}

/** One case: an input and the base it is parsed against. */
export interface InputCase {
  readonly input: string;
  readonly base: string | null;
}

/**
 * `count` cases from `seed`: about half generated from parts, a quarter mutated WPT inputs (against
 * their own base or a random one), a quarter mutated corpus URLs; the WPT inputs themselves first.
 */
export function differentialCases(seed: number, count: number): InputCase[] {
  const next = random(seed);
  const wpt = readWPT<WPTCase>('urltestdata.json');
  const lines = [...corpus('kasztp.txt').slice(0, 2000), ...corpus('node_files.txt').slice(0, 500)];
  const cases: InputCase[] = wpt.map((c) => ({ input: c.input, base: c.base ?? null }));
  while (cases.length < count) {
    const kind = next();
    if (kind < 0.5 || lines.length === 0) {
      cases.push({ input: generated(next), base: pick(next, BASES) });
    } else if (kind < 0.75) {
      const c = pick(next, wpt);
      const base = next() < 0.5 ? c.base ?? null : pick(next, BASES);
      cases.push({ input: mutate(next, c.input, 1 + Math.floor(next() * 3)), base });
    } else {
      cases.push({ input: mutate(next, pick(next, lines), Math.floor(next() * 4)), base: pick(next, BASES) });
    }
  }
  return cases;
}

/**
 * `count` random URLs: a start drawn from `starts`, "a.com" six times in ten, then up to eleven
 * pieces drawn from `pieces` (for a fast path's tests: which inputs it takes, and what it gives).
 */
export function randomURLs(seed: number, count: number, starts: readonly string[], pieces: readonly string[]): string[] {
  const next = random(seed);
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    let input = pick(next, starts) + (next() < 0.6 ? 'a.com' : '');
    for (let j = Math.floor(next() * 12); j > 0; j--) input += pick(next, pieces);
    inputs.push(input);
  }
  return inputs;
}
