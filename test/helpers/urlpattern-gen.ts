// A seeded generator of URL patterns and of inputs for them (the urlpattern differential, the
// pattern-set tests). A component's pattern is a list of pieces (fixed text, named groups with
// regexps and modifiers, regexp groups, wildcards, { } groups), each able to draw a value it
// matches; an input joins one value per component (so most inputs match), and mutations of it
// (most of which do not). Patterns are string patterns with and without a base URL and
// URLPatternInit patterns with and without baseURL; inputs are URL strings with and without a
// base and URLPatternInit objects. Rarely, a pattern is broken on purpose (construction errors).
import { random } from './random';
import type { ComponentName, URLPatternInit, URLPatternInput } from '../../src/urlpattern/types';

export type Rand = () => number;

export interface InputCase {
  readonly input: URLPatternInput;
  readonly baseURL?: string;
}

export interface PatternCase {
  readonly pattern: URLPatternInput;
  readonly baseURL?: string;
  readonly ignoreCase: boolean;
  readonly inputs: readonly InputCase[];
}

/** A piece of a component's pattern: its pattern text and a draw of a value it matches. */
interface Piece {
  readonly pattern: string;
  readonly value: (r: Rand) => string;
}

type Parts = Record<ComponentName, string>;

export function pick<T>(r: Rand, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)];
}

function chance(r: Rand, p: number): boolean {
  return r() < p;
}

// Fixed texts (as a user writes them: canonicalisation is the implementations' job) and group values.
const FIXED: Record<ComponentName, readonly string[]> = {
  protocol: ['https', 'http', 'wss', 'ws', 'ftp', 'file', 'foo', 'data', 'git+ssh', 'HTTPS'],
  username: ['user', 'admin', 'a%40b', 'ü', 'x y'],
  password: ['pass', 's3cret', 'p%20w', 'é'],
  hostname: ['example.com', 'sub.example.com', 'xn--mnchen-3ya.de', 'münchen.de', 'EXAMPLE.org', 'localhost',
    '127.0.0.1', '0x7f.1', '[::1]', '[2001:db8::1]', '[::FFFF:192.168.0.1]', 'ex%41mple.net', 'bücher.example'],
  port: ['', '80', '443', '8080', '0', '65535'],
  pathname: ['api', 'v1', 'users', 'repos', 'index.html', '.', '..', '%2e', 'ä', 'a%2Fb', 'A', '~me', '@x', 'a b', 'é%C3%A9'],
  search: ['q=1', 'a=b&c=d', 'x', '%20', 'ä=1', 'a b', 'k=v/w'],
  hash: ['top', 'a/b', 'ä', '%20', 'x y', 'Sec-2'],
};
const VALUES: Record<ComponentName, readonly string[]> = {
  protocol: ['https', 'http', 'wss', 'foo', 'ftp'],
  username: ['u', 'bob', 'a%20b', 'ü'],
  password: ['p', 'pw1', 'ä'],
  hostname: ['www', 'api', 'a-b', 'x1', 'xn--mnchen-3ya', 'münchen', 'UP'],
  port: ['8080', '81', '443', '3000'],
  pathname: ['foo', 'bar', '123', 'a-b', 'x_y', '%20', 'ä', 'caf%C3%A9', 'A.b', 'UPPER', 'v2', 'x y'],
  search: ['1', 'abc', 'a%20b', 'ä', 'x=y', 'A&b'],
  hash: ['1', 'sec', 'ä', 'a%20b', 'X/y'],
};
// Values a wildcard may take: they cross the component's delimiters.
const WIDE: Record<ComponentName, readonly string[]> = {
  protocol: ['https', 'foo', 'git+ssh'],
  username: ['any', 'a:b'],
  password: ['any', 'x@y'],
  hostname: ['a.b.c', 'example.com', 'x'],
  port: ['1', '8443'],
  pathname: ['/a/b/c', '', '/x', '/ä/%20/', '/..'],
  search: ['a=1&b=2', '', 'q'],
  hash: ['a/b', '', '#x'],
};
// Regular expressions of regexp groups with a value each matches; the last ones are errors.
const REGEXPS: readonly (readonly [string, string])[] = [
  ['\\d+', '42'], ['[a-z]+', 'abc'], ['foo|bar', 'bar'], ['.*', 'x/y'], ['[^/]+', 'seg'], ['v\\d', 'v2'],
  ['\\w+', 'w_1'], ['[A-Z]', 'Q'], ['a(?:b|c)', 'ac'], ['[\\s\\S]+', 'any'],
];
const BAD_REGEXPS: readonly string[] = ['?x', '', 'a(b)', 'ä', '[', 'a\\', '(?<n>x)'];
const NAMES = ['id', 'name', 'x', 'owner', 'repo', 'n1', '_', '$v', 'café', 'ab_c'];

/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string (a generator's own copy, for fixed text). */
export function escapePatternText(text: string): string {
  return text.replace(/[+*?:{}()\\]/g, (c) => `\\${c}`);
}

function fixedPiece(text: string): Piece {
  return { pattern: escapePatternText(text), value: () => text };
}

const MODIFIERS = ['', '', '', '?', '*', '+'] as const;
const ONCE_MODIFIERS = ['', '', '', '?'] as const;
// Regular expressions that match no "/" nor ".": repeated ("*", "+") between such delimiters, the
// standard's regular expression stays unambiguous. A repeated group that can match its own
// separator (or has none: a component without a delimiter) makes it backtrack exponentially on
// a failing input, in every implementation: the generator leaves those out (they are the
// caller's, issue 27), so it repeats only where `repeatable` says a delimiter separates.
const SEPARATED_REGEXPS = REGEXPS.filter(([source]) => !['.*', '[\\s\\S]+', '[^/]+'].includes(source));

/** Where a component's groups may repeat: pathname segments (special pathnames only) and hostname labels. */
export interface Repeatable {
  readonly pathname: boolean;
  readonly hostname: boolean;
}

/** Repeats a value drawer per a modifier: '' once, '?' zero or one, '*' zero to two, '+' one or two. */
function repeat(r: Rand, modifier: string, once: (r: Rand) => string): string[] {
  const min = modifier === '' || modifier === '+' ? 1 : 0;
  const max = modifier === '' || modifier === '?' ? 1 : 2;
  const count = min + Math.floor(r() * (max - min + 1));
  return Array.from({ length: count }, () => once(r));
}

/** A named group, with a regexp or not, with a modifier; `prefix` is the implicit prefix it takes. */
function namedPiece(r: Rand, component: ComponentName, names: Set<string>, prefix: string, repeats: boolean): Piece {
  let name = pick(r, NAMES);
  while (names.has(name) && !chance(r, 0.02)) name = `${name}${names.size}`; // rarely a duplicate name
  names.add(name);
  const modifier = pick(r, repeats && prefix !== '' ? MODIFIERS : ONCE_MODIFIERS);
  const regexp = chance(r, 0.25) ? pick(r, modifier === '*' || modifier === '+' ? SEPARATED_REGEXPS : REGEXPS) : null;
  const once = (q: Rand): string => `${prefix}${regexp === null ? pick(q, VALUES[component]) : regexp[1]}`;
  return {
    pattern: `${prefix}:${name}${regexp === null ? '' : `(${regexp[0]})`}${modifier}`,
    value: (q) => repeat(q, modifier, once).join(''),
  };
}

/** A { prefix :name suffix } group or a { fixed } group, with a modifier. */
function bracePiece(r: Rand, component: ComponentName, names: Set<string>, repeats: boolean): Piece {
  const delimiter = component === 'pathname' ? '/' : '.';
  let modifier: string = pick(r, ONCE_MODIFIERS);
  if (chance(r, 0.3)) {
    modifier = pick(r, MODIFIERS); // a fixed text repeats unambiguously
    const text = pick(r, FIXED[component]);
    return { pattern: `{${escapePatternText(text)}}${modifier}`, value: (q) => repeat(q, modifier, () => text).join('') };
  }
  const prefix = pick(r, ['', '.', '-', component === 'pathname' ? '/' : 'x']);
  const suffix = pick(r, ['', '', '.x', '-']);
  if (repeats && prefix === delimiter && suffix === '') modifier = pick(r, MODIFIERS);
  const name = `g${names.size}`;
  names.add(name);
  const regexp = chance(r, 0.3) ? pick(r, modifier === '*' || modifier === '+' ? SEPARATED_REGEXPS : REGEXPS) : null;
  const once = (q: Rand): string => `${prefix}${regexp === null ? pick(q, VALUES[component]) : regexp[1]}${suffix}`;
  return {
    pattern: `{${escapePatternText(prefix)}:${name}${regexp === null ? '' : `(${regexp[0]})`}${escapePatternText(suffix)}}${modifier}`,
    value: (q) => repeat(q, modifier, once).join(''),
  };
}

/** An unnamed regexp group or a wildcard, with a modifier sometimes. */
function anonymousPiece(r: Rand, component: ComponentName, prefix: string): Piece {
  if (chance(r, 0.5)) {
    const modifier = chance(r, 0.7) ? '' : '?';
    return { pattern: `${prefix}*${modifier}`, value: (q) => `${prefix}${pick(q, WIDE[component])}` };
  }
  const [source, sample] = chance(r, 0.05) ? [pick(r, BAD_REGEXPS), 'x'] : pick(r, REGEXPS);
  return { pattern: `${prefix}(${source})`, value: () => `${prefix}${sample}` };
}

/** A component's pieces: a pathname as segments, a hostname as labels, the others as runs. */
export function componentPieces(r: Rand, component: ComponentName, names: Set<string>, repeatable: Repeatable): Piece[] {
  const repeats = (component === 'pathname' && repeatable.pathname) || (component === 'hostname' && repeatable.hostname);
  const delimiter = component === 'pathname' ? '/' : component === 'hostname' ? '.' : '';
  const count = component === 'pathname' ? 1 + Math.floor(r() * 4) : 1 + Math.floor(r() * 2);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const prefix = component === 'pathname' ? '/' : i > 0 ? delimiter : '';
    const roll = r();
    if (roll < 0.4) pieces.push(fixedPiece(`${prefix}${pick(r, FIXED[component])}`));
    else if (roll < 0.7) pieces.push(namedPiece(r, component, names, prefix, repeats && component === 'pathname'));
    else if (roll < 0.85) pieces.push(bracePiece(r, component, names, repeats));
    else pieces.push(anonymousPiece(r, component, prefix));
  }
  return pieces;
}

/** Breaks a pattern text now and then: an unbalanced brace or parenthesis, a stray backslash or colon. */
function breakPattern(r: Rand, text: string): string {
  const at = Math.floor(r() * (text.length + 1));
  return text.slice(0, at) + pick(r, ['{', '}', '(', ')', '\\', ':', '::', '(?', '{{', '*(', ':1']) + text.slice(at);
}

/** One component: a pattern text and a drawer of values; null when the pattern leaves it out. */
interface Drawn {
  readonly pattern: string;
  readonly value: (r: Rand) => string;
}

function drawComponent(r: Rand, component: ComponentName, names: Set<string>, repeatable: Repeatable): Drawn {
  const roll = r();
  if (roll < 0.15) return { pattern: '*', value: (q) => pick(q, WIDE[component]) };
  if (roll < 0.4) {
    const text = pick(r, FIXED[component]);
    return { pattern: escapePatternText(text), value: () => text };
  }
  const pieces = component === 'port' ? [namedPiece(r, component, names, '', false)] : componentPieces(r, component, names, repeatable);
  return { pattern: pieces.map((p) => p.pattern).join(''), value: (q) => pieces.map((p) => p.value(q)).join('') };
}

// Values for the components a pattern leaves to its defaults or base URL.
const DEFAULT_PARTS: Parts = {
  protocol: 'https', username: '', password: '', hostname: 'example.com', port: '',
  pathname: '/', search: '', hash: '',
};
const BASES = ['https://example.com/', 'https://example.com/a/b?q#h', 'http://user:pw@[::1]:8080/x/', 'foo://host/p',
  'file:///tmp/', 'https://münchen.de/ä/', 'data:text/plain,x'];

/** A URL string from its parts (the value each component pattern drew). */
export function urlFromParts(p: Parts): string {
  const userinfo = p.username || p.password ? `${p.username}${p.password ? `:${p.password}` : ''}@` : '';
  const port = p.port ? `:${p.port}` : '';
  const path = p.pathname.startsWith('/') || p.pathname === '' ? p.pathname : `/${p.pathname}`;
  return `${p.protocol}://${userinfo}${p.hostname}${port}${path}${p.search ? `?${p.search}` : ''}${p.hash ? `#${p.hash}` : ''}`;
}

/** A string pattern for the drawn components: a full URL pattern, or a path (and more) for a base URL. */
function stringPattern(d: Partial<Record<ComponentName, Drawn>>, relative: boolean): string {
  const at = (c: ComponentName, fallback: string): string => d[c]?.pattern ?? fallback;
  const path = at('pathname', '/*');
  const rest = `${path.startsWith('/') || path === '*' ? '' : '/'}${path}${d.search ? `\\?${d.search.pattern}` : ''}${d.hash ? `#${d.hash.pattern}` : ''}`;
  if (relative) return rest;
  const userinfo = d.username || d.password ? `${at('username', '*')}${d.password ? `:${d.password.pattern}` : ''}@` : '';
  return `${at('protocol', 'https')}://${userinfo}${at('hostname', '*')}${d.port ? `:${d.port.pattern}` : ''}${rest}`;
}

/** The inputs of a pattern: values drawn to match, as URL strings, relative strings and init objects, and mutations. */
function inputsFor(r: Rand, drawn: Partial<Record<ComponentName, Drawn>>, count: number): InputCase[] {
  const inputs: InputCase[] = [];
  for (let i = 0; i < count; i++) {
    const parts = { ...DEFAULT_PARTS };
    for (const c of Object.keys(drawn) as ComponentName[]) parts[c] = drawn[c]!.value(r);
    if (i % 3 === 2) mutateParts(r, parts);
    inputs.push(inputShape(r, parts));
  }
  if (chance(r, 0.05)) inputs.push({ input: pick(r, ['', 'not a url', 'https://[::1', 'http://a b/']) });
  if (chance(r, 0.03)) inputs.push({ input: { pathname: '/x' }, baseURL: 'https://example.com/' }); // a TypeError
  return inputs;
}

/** One of the input shapes for a URL's parts. */
function inputShape(r: Rand, parts: Parts): InputCase {
  const roll = r();
  if (roll < 0.5) return { input: urlFromParts(parts) };
  if (roll < 0.65) {
    const base = urlFromParts({ ...parts, pathname: '/', search: '', hash: '' });
    const path = parts.pathname.startsWith('/') ? parts.pathname : `/${parts.pathname}`;
    return { input: `${path}${parts.search ? `?${parts.search}` : ''}${parts.hash ? `#${parts.hash}` : ''}`, baseURL: base };
  }
  const init: URLPatternInit = {};
  for (const c of Object.keys(parts) as ComponentName[]) if (parts[c] !== '' || chance(r, 0.3)) init[c] = parts[c];
  if (chance(r, 0.2)) {
    const { pathname } = init;
    return { input: { pathname: pathname?.replace(/^\//, ''), search: init.search, baseURL: pick(r, BASES) } };
  }
  return { input: init };
}

/** A change that should make a match fail, or tests case folding and canonicalisation. */
function mutateParts(r: Rand, parts: Parts): void {
  const c = pick(r, ['protocol', 'hostname', 'port', 'pathname', 'pathname', 'search', 'hash'] as const);
  const roll = r();
  if (roll < 0.3) parts[c] = parts[c].toUpperCase();
  else if (roll < 0.5) parts[c] = `${parts[c]}${c === 'pathname' ? '/zz' : 'z'}`;
  else if (roll < 0.7 && parts[c].length > 0) {
    const at = Math.floor(r() * parts[c].length);
    parts[c] = parts[c].slice(0, at) + pick(r, ['q', '%', '/', '.', ' ', 'É']) + parts[c].slice(at + 1);
  } else parts[c] = c === 'port' ? '1234' : c === 'protocol' ? 'gopher' : c === 'hostname' ? 'other.test' : '';
}

const COMPONENT_ODDS: Record<ComponentName, number> = {
  protocol: 0.5, username: 0.1, password: 0.1, hostname: 0.5, port: 0.2, pathname: 0.9, search: 0.25, hash: 0.15,
};

/** One pattern and its inputs. */
const SPECIAL = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];

/** Whether a protocol pattern is a special scheme or "*" (so the pathname is compiled with the pathname options); `base` when absent. */
function specialPathname(protocol: Drawn | undefined, base: string | undefined): boolean {
  if (protocol === undefined) return base === undefined || SPECIAL.includes(base.slice(0, base.indexOf(':')));
  return protocol.pattern === '*' || SPECIAL.includes(protocol.pattern.toLowerCase());
}

/** One pattern and its inputs. */
export function patternCase(r: Rand, inputCount: number): PatternCase {
  const names = new Set<string>();
  const kind = pick(r, ['string', 'string', 'relative', 'init', 'init', 'init'] as const);
  const base = kind === 'relative' || (kind === 'init' && chance(r, 0.3)) ? pick(r, BASES) : undefined;
  const drawn: Partial<Record<ComponentName, Drawn>> = {};
  for (const c of Object.keys(COMPONENT_ODDS) as ComponentName[]) {
    const repeatable = { pathname: specialPathname(drawn.protocol, base), hostname: true };
    if (chance(r, COMPONENT_ODDS[c])) drawn[c] = drawComponent(r, c, names, repeatable);
  }
  const ignoreCase = chance(r, 0.15);
  const inputs = inputsFor(r, drawn, inputCount);
  let pattern: URLPatternInput;
  let baseURL: string | undefined;
  if (kind === 'string') pattern = stringPattern(drawn, false);
  else if (kind === 'relative') {
    pattern = stringPattern(drawn, true);
    baseURL = base;
  } else {
    const init: URLPatternInit = {};
    for (const c of Object.keys(drawn) as ComponentName[]) init[c] = drawn[c]!.pattern;
    if (base !== undefined) {
      init.baseURL = base;
      if (init.pathname !== undefined && chance(r, 0.3)) init.pathname = init.pathname.replace(/^\//, '');
    }
    pattern = init;
  }
  if (chance(r, 0.04)) pattern = typeof pattern === 'string' ? breakPattern(r, pattern) : { ...pattern, pathname: breakPattern(r, pattern.pathname ?? '') };
  return { pattern, baseURL, ignoreCase, inputs };
}

/** `count` patterns, `inputsEach` inputs each (a few more on some), from `seed`. */
export function patternCases(seed: number, count: number, inputsEach: number): PatternCase[] {
  const r = random(seed);
  return Array.from({ length: count }, () => patternCase(r, inputsEach));
}

/**
 * Patterns from real URLs: a URL with some path segments replaced by named groups, its first
 * host label by a wildcard or a group, its query by a wildcard; its inputs are the URL itself,
 * another line of the list, and the URL with a segment changed.
 */
export function corpusPatternCases(seed: number, lines: readonly string[], count: number): PatternCase[] {
  const r = random(seed);
  const cases: PatternCase[] = [];
  for (let i = 0; i < count && lines.length > 0; i++) {
    const line = pick(r, lines);
    const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/.exec(line);
    if (match === null) continue;
    const [, protocol, authority, path] = match;
    const hostPort = /^(\[[^\]]*\]|[^:@]*)(?::(\d*))?$/.exec(authority); // no userinfo
    if (hostPort === null) continue;
    const [, host, port] = hostPort;
    const segments = path.split('/').map((s, j) => (j > 0 && s !== '' && chance(r, 0.4) ? `:p${j}` : escapePatternText(s)));
    const hostPattern = (chance(r, 0.3) ? host.replace(/^[^.[\]]+\./, (label) => (chance(r, 0.5) ? '*.' : `:sub${label.length}.`)) : escapePatternText(host))
      + (port === undefined ? '' : `:${port}`);
    const query = match[4] === undefined ? '' : chance(r, 0.5) ? '\\?*' : `\\?${escapePatternText(match[4].slice(1))}`;
    const pattern = `${escapePatternText(protocol)}://${hostPattern}${segments.join('/')}${query}`;
    const changed = line.replace(/\/([^/?#]+)/, (_, s: string) => `/${s}x`);
    cases.push({ pattern, ignoreCase: chance(r, 0.1), inputs: [{ input: line }, { input: pick(r, lines) }, { input: changed }] });
  }
  return cases;
}
