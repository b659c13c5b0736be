// The known bugs of urlpattern-polyfill 10.1.0 against the URL Pattern Standard (March 2026) that
// the urlpattern differential meets: each with the step of the standard that decides it, a
// recogniser for the differential's outcomes, and an example the test asserts on both
// implementations (so that an upstream fix, or a change in url-grammar, shows).
// Recognisers blame one component where they can: the component patterns of a case are tried one
// at a time on each implementation, and an input is read by a pattern of wildcards only ({})
// and compared with the standard's reading of it (test/helpers/urlpattern-reading.ts, whatwg-url).
import { parseConstructorString } from '../../src/urlpattern/constructor-string';
import { tokenize } from '../../src/urlpattern/tokenize';
import { COMPONENT_NAMES } from '../../src/urlpattern/types';
import type { ComponentName, URLPatternInit } from '../../src/urlpattern/types';
import { construct, patternText } from './urlpattern-compare';
import type { Outcome, PatternClass, PatternLike } from './urlpattern-compare';
import type { PatternCase } from './urlpattern-gen';
import { implementationReading, standardReading } from './urlpattern-reading';

/** The two implementations, url-grammar's first. */
export interface Implementations {
  readonly ours: PatternClass;
  readonly theirs: PatternClass;
}

const SPECIAL_SCHEMES = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];

/** Something an implementation does, as text: a getter, test() or exec() on a small pattern, "TypeError" for a throw. */
type Observe = (Impl: PatternClass) => string;

export interface PolyfillBug {
  readonly name: string;
  /** The standard's algorithm and step that decide it. */
  readonly standard: string;
  /** An example: what url-grammar (the standard) and the polyfill do. */
  readonly example: { readonly observe: Observe; readonly ours: string; readonly theirs: string };
}

function attempt(f: () => string): string {
  try {
    return f();
  } catch (error) {
    return error instanceof TypeError ? 'TypeError' : String(error);
  }
}

/** A component getter of a pattern made from an init. */
function getter(init: URLPatternInit, name: ComponentName): Observe {
  return (Impl) => attempt(() => (new Impl(init) as unknown as Record<ComponentName, string>)[name]);
}

export const POLYFILL_BUGS: readonly PolyfillBug[] = [
  {
    name: 'regexp-u-flag',
    standard: 'https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list: flags is "v" (or "vi"), so a ' +
      'regexp group valid only without the v flag ([^/]: v needs [^\\/]) is a TypeError, and one valid only with it ([\\:]) ' +
      'is not; the polyfill compiles with "u"',
    example: { observe: getter({ pathname: '/:id([^/]+)' }, 'pathname'), ours: 'TypeError', theirs: '/:id([^/]+)' },
  },
  {
    name: 'escape-at-end-accepted',
    standard: 'https://urlpattern.spec.whatwg.org/#tokenize: a "\\" that is the last code point is a tokenizing error, which the ' +
      'strict policy of a component\'s pattern string throws; the polyfill reads it as an escape of nothing',
    example: { observe: getter({ pathname: '/a\\' }, 'pathname'), ours: 'TypeError', theirs: '/a' },
  },
  {
    name: 'protocol-not-parsed',
    standard: 'https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol: the value followed by "://dummy.invalid/" goes through ' +
      'the basic URL parser, which fails unless the scheme starts with an ASCII alpha and strips leading spaces (in patterns, and ' +
      'in URLPatternInit inputs: " https" is https); the polyfill only checks [-+.A-Za-z0-9]*',
    example: { observe: getter({ protocol: '{:g0.x}' }, 'protocol'), ours: 'TypeError', theirs: '{:g0.x}' },
  },
  {
    name: 'hostname-failure-ignored',
    standard: 'https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname: "If parseResult is failure, then throw a TypeError" ' +
      '(a host ending in a number is an IPv4 address: https://url.spec.whatwg.org/#concept-ipv4-parser fails on five parts); the ' +
      'polyfill uses the hostname setter, which ignores a failure',
    example: { observe: getter({ hostname: 'example.com.127.0.0.1' }, 'hostname'), ours: 'TypeError', theirs: 'example.com' },
  },
  {
    name: 'hostname-code-points-rejected',
    standard: 'https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname runs the host parser, which percent-decodes ' +
      '("ex%41mple.net" is example.net) and reads a fixed "[...]" after a wildcard as an IPv6 address ' +
      '(https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address looks at the first code point only); the ' +
      'polyfill rejects "%", "[", ":" and "/" up front (in patterns, and in URLPatternInit inputs, where the host parser stops at "/")',
    example: { observe: getter({ hostname: 'ex%41mple.net' }, 'hostname'), ours: 'example.net', theirs: 'TypeError' },
  },
  {
    name: 'port-trailing-text-rejected',
    standard: 'https://urlpattern.spec.whatwg.org/#canonicalize-a-port runs the port state with a state override, which stops at ' +
      'the first non-digit (https://url.spec.whatwg.org/#port-state: "if state override is given, then return"): "1le" is ' +
      'port 1 (in patterns and in URLPatternInit inputs); the polyfill requires digits only',
    example: { observe: getter({ port: '1le' }, 'port'), ours: '1', theirs: 'TypeError' },
  },
  {
    name: 'port-443-of-dummy-url',
    standard: 'https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url is "https://dummy.invalid/", so canonicalize a ' +
      'port without a protocol (the port\'s encoding callback) drops 443, the https default port; and ' +
      'https://urlpattern.spec.whatwg.org/#url-pattern-create drops a special scheme\'s default port (wss: 443). The polyfill ' +
      'keeps 443 (its default-port table spells wss "wws")',
    example: { observe: getter({ protocol: 'wss', port: '443' }, 'port'), ours: '', theirs: '443' },
  },
  {
    name: 'opaque-pathname-parsed-as-url',
    standard: 'https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname runs the opaque path state as a state override ' +
      '(C0 controls and non-ASCII percent-encoded; no dot segments removed, no host read); the polyfill parses "<scheme>:<value>" ' +
      '(or "data:<value>") as a whole URL, which removes dot segments, encodes spaces and reads "//x" as a host',
    example: { observe: getter({ protocol: 'foo', pathname: '/a/../b c' }, 'pathname'), ours: '/a/../b c', theirs: '/b%20c' },
  },
  {
    name: 'base-opaque-path-prefixed',
    standard: 'https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit: a relative pathname is prefixed with the base URL\'s ' +
      'path only if the base URL does not have an opaque path; the polyfill prefixes "text/" of data:text/plain,x',
    example: { observe: getter({ pathname: 'v1', baseURL: 'data:text/plain,x' }, 'pathname'), ours: 'v1', theirs: 'text/v1' },
  },
  {
    name: 'pathname-read-as-relative-url',
    standard: 'https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname runs the path start state as a state override on a ' +
      'dummy URL, so "//users" stays a path; the polyfill resolves the value against https://example.com, where "//users" is a host',
    example: { observe: (Impl) => attempt(() => String(new Impl({ pathname: '/*/users' }).test({ pathname: '//users' }))), ours: 'true', theirs: 'false' },
  },
  {
    name: 'url-string-input-recanonicalised',
    standard: 'https://urlpattern.spec.whatwg.org/#url-pattern-match: a string input\'s components are its URL record\'s (the ' +
      'fragment of ".../##x" is "#x", an opaque host keeps its case); the polyfill parses with the platform\'s URL (Node 20\'s ' +
      'gives "foo://host/.." the path "" where the URL Standard has "/") and then processes the parts again as a URLPatternInit, ' +
      'which strips a leading "#" or "?", lowercases hosts and re-reads the pathname',
    example: { observe: (Impl) => attempt(() => JSON.stringify((new Impl({}).exec('https://example.com/##x') as { hash: unknown }).hash)), ours: '{"input":"#x","groups":{"0":"#x"}}', theirs: '{"input":"x","groups":{"0":"x"}}' },
  },
  {
    name: 'exec-inputs-not-converted',
    standard: 'https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec: the result\'s inputs are IDL values, so a URLPatternInit ' +
      'comes back as a new object with its members in lexicographic order (https://webidl.spec.whatwg.org/#js-dictionary); the ' +
      'polyfill returns the caller\'s object',
    example: {
      observe: (Impl) => attempt(() => {
        const input = { protocol: 'https', pathname: '/a' };
        const inputs = (new Impl({}).exec(input) as { inputs: object[] }).inputs;
        return `${inputs[0] === input ? 'the same object' : 'a new object'} ${Object.keys(inputs[0]).join(',')}`;
      }),
      ours: 'a new object pathname,protocol',
      theirs: 'the same object protocol,pathname',
    },
  },
];

const compiles = (source: string, flags: string): boolean => {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
};

/** Whether a regexp group of the pattern passes `test` (given its source). */
function someRegExpGroup(c: PatternCase, test: (source: string) => boolean): boolean {
  const texts = typeof c.pattern === 'string' ? [c.pattern] : COMPONENT_NAMES.map((n) => (c.pattern as URLPatternInit)[n] ?? '');
  return texts.some((text) => tokenize(text, 'lenient').some((t) => t.type === 'regexp' && test(t.value)));
}

/**
 * Whether the flag decides: a regexp group compiles with one of u and v only, or holds a "[" (with
 * u, a class the group leaves open can be closed by a later part of the regular expression).
 */
function flagDecides(c: PatternCase, ours: 'valid' | 'invalid'): boolean {
  return ours === 'invalid'
    ? someRegExpGroup(c, (source) => source.includes('[') || (compiles(source, 'u') && !compiles(source, 'v')))
    : someRegExpGroup(c, (source) => compiles(source, 'v') && !compiles(source, 'u'));
}

/**
 * The raw component patterns of a case: an init's members, or what the constructor string parser
 * splits a string into; when that throws (it compiles the protocol), the getters of the pattern
 * the other implementation built (`built`, a patternText).
 */
function rawComponents(c: PatternCase, built: string): URLPatternInit {
  if (typeof c.pattern !== 'string') return c.pattern;
  try {
    return parseConstructorString(c.pattern);
  } catch {
    return Object.fromEntries(COMPONENT_NAMES.map((name) => [name, field(built, name)]));
  }
}

/** The components whose pattern alone an implementation refuses. */
function refusedComponents(Impl: PatternClass, raw: URLPatternInit): ComponentName[] {
  return COMPONENT_NAMES.filter((name) => raw[name] !== undefined && patternText(construct(Impl, { pattern: { [name]: raw[name] }, ignoreCase: false, inputs: [] })).startsWith('throws'));
}

/** The fields of two `name:value` texts that differ. */
function differingFields(a: string, b: string): string[] {
  const fields = (t: string): Map<string, string> => new Map([...t.matchAll(/(\w+):("(?:[^"\\]|\\.)*"(?:\{[^}]*\})?|\w+)/g)].map((m) => [m[1], m[2]]));
  const x = fields(a);
  const y = fields(b);
  return [...new Set([...x.keys(), ...y.keys()])].filter((k) => x.get(k) !== y.get(k));
}

function field(text: string, name: string): string {
  const match = new RegExp(`${name}:("(?:[^"\\\\]|\\\\.)*")`).exec(text);
  return match === null ? '' : (JSON.parse(match[1]) as string);
}

/** Whether a protocol pattern matches one of the special schemes (https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme). */
function matchesSpecialScheme(Impl: PatternClass, protocol: string): boolean {
  const p = new Impl({ protocol });
  return SPECIAL_SCHEMES.some((scheme) => p.test({ protocol: scheme }));
}

/** The base URL's path up to its last "/" when it is an opaque path, else null. */
function opaqueBasePrefix(c: PatternCase): string | null {
  const base = c.baseURL ?? (typeof c.pattern === 'string' ? undefined : c.pattern.baseURL);
  if (base === undefined || !URL.canParse(base)) return null;
  const path = new URL(base).pathname;
  return path.startsWith('/') ? null : path.slice(0, path.lastIndexOf('/') + 1);
}

/** The known bug behind a construction outcome (url-grammar and the polyfill construct differently), or null. */
export function constructionBug(o: Outcome, impls: Implementations): string | null {
  const oursThrew = o.ours.startsWith('throws');
  const theirsThrew = o.theirs.startsWith('throws');
  if (oursThrew && !theirsThrew) {
    if (o.oursCode === 'invalid-regexp') return flagDecides(o.case, 'invalid') ? 'regexp-u-flag' : null;
    if (o.oursCode === 'escape-at-end') return 'escape-at-end-accepted';
    const refused = refusedComponents(impls.ours, rawComponents(o.case, o.theirs));
    if (o.oursCode === 'invalid-protocol' && refused.includes('protocol')) return 'protocol-not-parsed';
    if (o.oursCode === 'invalid-hostname' && refused.includes('hostname')) return 'hostname-failure-ignored';
    return null;
  }
  if (theirsThrew && !oursThrew) {
    if (flagDecides(o.case, 'valid')) return 'regexp-u-flag';
    const refused = refusedComponents(impls.theirs, rawComponents(o.case, o.ours));
    if (refused.length === 1 && refused[0] === 'hostname') return 'hostname-code-points-rejected';
    if (refused.length === 1 && refused[0] === 'port') return 'port-trailing-text-rejected';
    return null;
  }
  const differing = differingFields(o.ours, o.theirs);
  if (differing.length === 1 && differing[0] === 'port' && field(o.theirs, 'port').includes('443')) return 'port-443-of-dummy-url';
  if (differing.length === 1 && differing[0] === 'pathname') {
    const prefix = opaqueBasePrefix(o.case);
    // url-grammar's pathname is still relative: the polyfill prefixed it (then maybe removed dot segments).
    if (prefix !== null && !field(o.ours, 'pathname').startsWith('/') && !field(o.ours, 'pathname').startsWith(prefix)) return 'base-opaque-path-prefixed';
    if (!matchesSpecialScheme(impls.ours, field(o.ours, 'protocol'))) return 'opaque-pathname-parsed-as-url';
  }
  return null;
}

/** An outcome's text with the init objects of exec's inputs converted as Web IDL would (members sorted, undefined left out). */
function convertedInputs(text: string): string {
  const at = text.lastIndexOf(' inputs:');
  if (at < 0) return text;
  const inputs = JSON.parse(text.slice(at + 8)) as unknown[];
  const converted = inputs.map((i) => (typeof i === 'object' && i !== null ? Object.fromEntries(Object.entries(i).sort(([a], [b]) => (a < b ? -1 : 1))) : i));
  return `${text.slice(0, at)} inputs:${JSON.stringify(converted)}`;
}

/** Readers of inputs: patterns of wildcards only. */
export interface Readers {
  readonly ours: PatternLike;
  readonly theirs: PatternLike;
}

export function readers(impls: Implementations): Readers {
  return { ours: new impls.ours({}), theirs: new impls.theirs({}) };
}

/**
 * The known bug behind an input outcome (both construct the pattern), or null: the polyfill reads
 * the input otherwise than the standard (and url-grammar) does, or returns the caller's init.
 */
export function inputBug(o: Outcome, read: Readers): string | null {
  if (o.input === null) return null;
  if (convertedInputs(o.ours) === convertedInputs(o.theirs)) return 'exec-inputs-not-converted';
  const { input, baseURL } = o.input;
  const standard = standardReading(input, baseURL);
  const ours = implementationReading((i, b) => read.ours.exec(i, b), input, baseURL);
  const theirs = implementationReading((i, b) => read.theirs.exec(i, b), input, baseURL);
  if (ours !== standard || theirs === standard) return null;
  if (typeof input === 'string') return 'url-string-input-recanonicalised';
  const misread = misreadMembers(input, read);
  if (misread.length === 0) return null;
  const protocol = field(standard, 'protocol');
  const special = SPECIAL_SCHEMES.includes(protocol) || protocol === '';
  const opaqueBase = input.baseURL !== undefined && URL.canParse(input.baseURL) && !new URL(input.baseURL).pathname.startsWith('/');
  const bugs: Partial<Record<ComponentName, string>> = {
    pathname: opaqueBase ? 'base-opaque-path-prefixed' : special ? 'pathname-read-as-relative-url' : 'opaque-pathname-parsed-as-url',
    protocol: 'protocol-not-parsed',
    hostname: 'hostname-code-points-rejected',
    port: field(theirs, 'port') === '443' ? 'port-443-of-dummy-url' : 'port-trailing-text-rejected',
  };
  return bugs[misread[0]] ?? null;
}

/** The members of an init input that the polyfill alone (with the init's protocol and baseURL) reads otherwise than the standard. */
function misreadMembers(init: URLPatternInit, read: Readers): ComponentName[] {
  return COMPONENT_NAMES.filter((name) => {
    if (init[name] === undefined) return false;
    const one: URLPatternInit = { protocol: init.protocol, baseURL: init.baseURL, [name]: init[name] };
    return implementationReading((i) => read.theirs.exec(i), one) !== standardReading(one);
  });
}
