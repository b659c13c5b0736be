// https://urlpattern.spec.whatwg.org/#url-pattern-match: the eight component strings of an input
// (a URL string with an optional base, read by the library's own URL parser, or a URLPatternInit
// processed as a URL), each matched by its component's regular expression.

import type { TypedURL } from '../whatwg/as-typed';
import { parseKeptPathname, parseKeptURL } from '../whatwg/as-kept';
import { parseTypedURL, resolveTyped } from '../whatwg/fast-path';
import { serializePath } from '../whatwg/serializer';
import { parseOrNull } from '../whatwg/url';
import type { URLRecord } from '../whatwg/record';
import { urlPatternError } from './errors';
import { setGroup, type Groups } from './groups';
import { isSlashDelimited } from './options';
import { acceptsSegments, segmentShapeGroups, segmentShapeOf, type SegmentShape } from './match-segments';
import { processInit } from './process-init';
import {
  COMPONENT_NAMES, PATHNAME, type Component, type ComponentName, type URLPatternInit, type URLPatternInput,
  type URLPatternResult,
} from './types';

/** An input read for matching: the eight component strings, in COMPONENT_NAMES order, and the result's inputs. */
export interface MatchInput {
  readonly values: readonly string[];
  readonly inputs: URLPatternInput[];
  /**
   * True when no value holds a line terminator, which a lone wildcard's `.*` would not match: a
   * URL's components never do (the parser drops tabs and newlines and percent-encodes controls and
   * non-ASCII code points), nor do an init's once canonicalised.
   */
  readonly plain: boolean;
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-match steps for a URL: its components as strings. */
function urlValues(url: URLRecord): string[] {
  return [
    url.scheme, url.username, url.password, url.host ?? '', url.port === null ? '' : String(url.port),
    serializePath(url), url.query ?? '', url.fragment ?? '',
  ];
}

/** The same strings from the typed fast path's parts (a special URL without credentials: no record made). */
function typedValues(url: TypedURL): string[] {
  return [
    url.scheme, '', '', url.host, url.port === null ? '' : String(url.port), url.pathname, url.query ?? '',
    url.fragment ?? '',
  ];
}

/** The last base string read by the typed fast path, and its parts (a router matches many inputs against one base). */
const lastBase: { text: string; typed: TypedURL | null } = { text: '', typed: null };

/** The kept or typed fast path's reading of `input` against the base string, when it reads both; else null. */
function typedInput(input: string, baseURL: string | undefined): TypedURL | null {
  if (baseURL === undefined) return parseKeptURL(input) ?? parseTypedURL(input);
  if (baseURL !== lastBase.text) {
    lastBase.typed = parseTypedURL(baseURL);
    lastBase.text = baseURL;
  }
  if (lastBase.typed === null) return null;
  return parseKeptURL(input) ?? parseTypedURL(input) ?? resolveTyped(input, lastBase.typed);
}

/** The processed init's components, in COMPONENT_NAMES order ('' where absent). */
function initValues(init: URLPatternInit): string[] | null {
  let applied: URLPatternInit;
  try {
    applied = processInit(init, 'url', '', '', '', '', '', '', '', '');
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
  return [
    applied.protocol ?? '', applied.username ?? '', applied.password ?? '', applied.hostname ?? '', applied.port ?? '',
    applied.pathname ?? '', applied.search ?? '', applied.hash ?? '',
  ];
}

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-match steps 1-12: the component strings of
 * `input`, or null when it is no URL (an input that fails to parse, an init that fails to
 * process). A base URL given beside a URLPatternInit is a TypeError.
 */
export function readValues(input: URLPatternInput, baseURL: string | undefined): readonly string[] | null {
  if (typeof input !== 'string') {
    if (baseURL !== undefined) {
      throw urlPatternError('init-with-base-url', '', 0,
        'a base URL cannot be given beside a URLPatternInit (give it as the init\'s baseURL)');
    }
    return initValues(input);
  }
  if (input === lastInput.text && baseURL === lastInput.base) return lastInput.values;
  const typed = typedInput(input, baseURL);
  const url = typed === null ? parseOrNull(input, baseURL ?? null) : null;
  const values = typed !== null ? typedValues(typed) : url === null ? null : urlValues(url);
  lastInput.text = input;
  lastInput.base = baseURL;
  lastInput.values = values;
  return values;
}

/**
 * The last URL string read (with its base) and its component strings, never changed once made:
 * a request matched against one pattern after another, as a router loops, is parsed once.
 */
const lastInput: { text: string | null; base: string | undefined; values: readonly string[] | null } = {
  text: null, base: undefined, values: null,
};

/** The last URL string whose pathname alone was read (readPathname), with it. */
const lastPathname: { text: string | null; pathname: string } = { text: null, pathname: '' };

/**
 * readValues's pathname of a URL string, or null when it is no URL: read alone (no other
 * component made) when the kept fast path takes the input, as a path-only pattern's test() needs.
 */
export function readPathname(input: string, baseURL: string | undefined): string | null {
  if (baseURL === undefined) {
    if (input === lastPathname.text) return lastPathname.pathname;
    const pathname = parseKeptPathname(input);
    if (pathname !== null) {
      lastPathname.text = input;
      lastPathname.pathname = pathname;
      return pathname;
    }
  }
  const values = readValues(input, baseURL);
  return values === null ? null : values[PATHNAME];
}

/** Whether the values of `input` are plain (MatchInput.plain): a URL's always are. */
export function isPlain(input: URLPatternInput, values: readonly string[]): boolean {
  return typeof input === 'string' || values.every(isPlainValue);
}

/** readValues, with the result's inputs (https://urlpattern.spec.whatwg.org/#url-pattern-match steps 10-11 and 12.1.3). */
export function readMatchInput(input: URLPatternInput, baseURL: string | undefined): MatchInput | null {
  const values = readValues(input, baseURL);
  if (values === null) return null;
  return { values, inputs: resultInputs(input, baseURL), plain: isPlain(input, values) };
}

/** The result's inputs (https://urlpattern.spec.whatwg.org/#url-pattern-match step 12.1.3): the input, then the base URL given beside a string. */
function resultInputs(input: URLPatternInput, baseURL: string | undefined): URLPatternInput[] {
  return typeof input !== 'string' || baseURL === undefined ? [input] : [input, baseURL];
}

/**
 * How a component is matched: its regular expression, or, for the two shapes most patterns are
 * made of, the same answer without it: "*" alone (the full wildcard group "0": `^(.*)$`, which
 * matches any value without a line terminator) and fixed text alone, case-sensitive (`^text$`).
 */
export interface Matcher {
  readonly component: Component;
  /** The wildcard's group name when the component is a lone full wildcard; else null. */
  readonly wildcard: string | null;
  /** The text a value must equal when the component is case-sensitive fixed text alone; else null. */
  readonly exact: string | null;
  /** A pathname matched segment by segment (match-segments.ts); else null. */
  readonly segments: SegmentShape | null;
}

/** What `.` does not match without the `s` flag (ECMAScript LineTerminator). */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** Whether `.*` matches a whole value (most values of an init are empty). */
function isPlainValue(value: string): boolean {
  return value === '' || !LINE_TERMINATOR.test(value);
}

/** A component's matcher (the shapes read from its part list and options, not its pattern string). */
function matcherOf(component: Component, segments: SegmentShape | null = null): Matcher {
  const parts = component.partList;
  const lone = parts.length === 1 ? parts[0] : null;
  const wildcard = lone !== null && lone.type === 'full-wildcard' && lone.modifier === 'none'
    && lone.prefix === '' && lone.suffix === '' ? lone.name : null;
  const fixed = !component.regularExpression.ignoreCase
    && parts.every((part) => part.type === 'fixed-text' && part.modifier === 'none');
  const exact = fixed ? parts.map((part) => part.value).join('') : null;
  return { component, wildcard, exact, segments: exact === null && wildcard === null ? segments : null };
}

/** The eight matchers of each pattern, made on first use. */
const MATCHERS = new WeakMap<object, readonly Matcher[]>();

export function matchersOf(components: Readonly<Record<ComponentName, Component>>): readonly Matcher[] {
  let matchers = MATCHERS.get(components);
  if (matchers === undefined) {
    const delimited = isSlashDelimited(components.pathname);
    matchers = COMPONENT_NAMES.map((name) => (name === 'pathname'
      ? matcherOf(components.pathname, segmentShapeOf(components.pathname, delimited))
      : matcherOf(components[name])));
    MATCHERS.set(components, matchers);
  }
  return matchers;
}

/**
 * A template of the groups `{ 0: value }`, read from JSON so that its elements store holds one
 * value: a literal `{ 0: value }` gets a store of 17, which costs four times as much to create.
 * Never changed; only copied (zeroGroup).
 */
const ZERO_GROUP: Groups = JSON.parse('{"0":""}');

/** The groups `{ 0: value }` (a full wildcard's usual name): a copy of ZERO_GROUP, the copy V8 makes fastest. */
function zeroGroup(value: string): Groups {
  const groups = { ...ZERO_GROUP };
  groups[0] = value;
  return groups;
}

/** A lone wildcard's groups (the usual name "0" first: a computed key is much slower to create). */
function wildcardGroups(name: string, value: string): Groups {
  if (name === '0') return zeroGroup(value);
  const groups: Groups = {};
  setGroup(groups, name, value);
  return groups;
}

/** https://urlpattern.spec.whatwg.org/#create-a-component-match-result for one matcher: the groups, or null when it does not match. */
export function matchGroups(matcher: Matcher, value: string, plain = false): Groups | null {
  if (matcher.exact !== null) return value === matcher.exact ? {} : null;
  if (matcher.wildcard !== null && (plain || isPlainValue(value))) return wildcardGroups(matcher.wildcard, value);
  if (matcher.segments !== null) return segmentShapeGroups(matcher.segments, value);
  const exec = matcher.component.regularExpression.exec(value);
  if (exec === null) return null;
  const groups: Groups = {};
  const names = matcher.component.groupNameList;
  for (let index = 0; index < names.length; index++) setGroup(groups, names[index], exec[index + 1]);
  return groups;
}

/** Whether one matcher accepts a value. */
export function accepts(matcher: Matcher, value: string, plain = false): boolean {
  if (matcher.exact !== null) return value === matcher.exact;
  if (matcher.wildcard !== null && (plain || isPlainValue(value))) return true;
  if (matcher.segments !== null) return acceptsSegments(matcher.segments, value);
  return matcher.component.regularExpression.test(value);
}

/** The order components are matched in: the pathname first, the one most likely to decide, then the rest. */
const MATCH_ORDER: readonly number[] = [5, 3, 0, 4, 6, 7, 1, 2];

/** https://urlpattern.spec.whatwg.org/#url-pattern-match steps 13-23: the result, or null when a component does not match. */
export function matchComponents(matchers: readonly Matcher[], read: MatchInput): URLPatternResult | null {
  const values = read.values;
  const groups: (Record<string, string | undefined> | null)[] = [null, null, null, null, null, null, null, null];
  for (const index of MATCH_ORDER) {
    const found = matchGroups(matchers[index], values[index], read.plain);
    if (found === null) return null;
    groups[index] = found;
  }
  const all = groups as Record<string, string | undefined>[];
  return {
    inputs: read.inputs,
    protocol: { input: values[0], groups: all[0] },
    username: { input: values[1], groups: all[1] },
    password: { input: values[2], groups: all[2] },
    hostname: { input: values[3], groups: all[3] },
    port: { input: values[4], groups: all[4] },
    pathname: { input: values[5], groups: all[5] },
    search: { input: values[6], groups: all[6] },
    hash: { input: values[7], groups: all[7] },
  };
}

/** Whether a matcher is "*" alone whose group is "0" (the wildcard of a component a pattern leaves out). */
function isAnyValue(matcher: Matcher): boolean {
  return matcher.wildcard === '0';
}

/**
 * The pathname's matcher when every other component is "*" alone, group "0" (a route: a pattern
 * of a pathname only, as most are), else null: on plain values only the pathname decides, and
 * each other component's groups are its value as "0".
 */
export function pathOnlyMatcher(matchers: readonly Matcher[]): Matcher | null {
  return matchers.every((matcher, index) => index === PATHNAME || isAnyValue(matcher)) ? matchers[PATHNAME] : null;
}

/** matchComponents for a path-only pattern (pathOnlyMatcher) on plain values: the same result, its seven wildcard groups written out. */
export function matchPathOnly(pathname: Matcher, read: MatchInput): URLPatternResult | null {
  const groups = matchGroups(pathname, read.values[PATHNAME], true);
  return groups === null ? null : pathOnlyResult(read.values, read.inputs, groups);
}

/**
 * readMatchInput then matchPathOnly on a URL string (whose values are plain), without the
 * MatchInput between them; `segments`, the matcher's segment shape as the pattern keeps it, is
 * walked without reading the matcher (one object less from memory).
 */
export function matchPathOnlyURL(
  pathname: Matcher, segments: SegmentShape | null, input: string, baseURL: string | undefined,
): URLPatternResult | null {
  const values = readValues(input, baseURL);
  if (values === null) return null;
  const value = values[PATHNAME];
  const groups = segments !== null ? segmentShapeGroups(segments, value) : matchGroups(pathname, value, true);
  return groups === null ? null : pathOnlyResult(values, resultInputs(input, baseURL), groups);
}

/** The result of a path-only pattern on plain values whose pathname has `groups`: every other component's group "0" its value. */
export function pathOnlyResult(values: readonly string[], inputs: URLPatternInput[], groups: Groups): URLPatternResult {
  return {
    inputs,
    protocol: { input: values[0], groups: zeroGroup(values[0]) },
    username: { input: values[1], groups: zeroGroup(values[1]) },
    password: { input: values[2], groups: zeroGroup(values[2]) },
    hostname: { input: values[3], groups: zeroGroup(values[3]) },
    port: { input: values[4], groups: zeroGroup(values[4]) },
    pathname: { input: values[PATHNAME], groups },
    search: { input: values[6], groups: zeroGroup(values[6]) },
    hash: { input: values[7], groups: zeroGroup(values[7]) },
  };
}

/** Whether every component matches (test(): no result built; a lone wildcard on plain values is not even looked at). */
export function testComponents(matchers: readonly Matcher[], values: readonly string[], plain: boolean): boolean {
  for (const index of MATCH_ORDER) {
    const matcher = matchers[index];
    if (matcher.wildcard !== null && plain) continue;
    if (!accepts(matcher, values[index], plain)) return false;
  }
  return true;
}
