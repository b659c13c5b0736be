// URLPatternList: a compiled set of URL patterns (issue 27 "The pattern set"; whatwg/urlpattern#30
// asks for one). It answers which patterns match a URL, with their groups, most specific first,
// exactly as a loop over URLPattern.exec would (https://urlpattern.spec.whatwg.org/#url-pattern-match),
// without trying the patterns one by one: the input is read once; the pathname's fixed segments and
// segment wildcards are a trie (list-shape.ts, list-trie.ts) that gives the candidates (patterns
// it cannot key are found by another fixed component, list-fixed.ts); each
// candidate is confirmed component by component (match.ts's matchers, a pathname's groups read off
// its segments when its key allows); the order is list-order.ts's.

import { toUSVString } from '../core/arguments';
import { urlTypeError } from '../core/errors';
import type { URLPatternComponents } from './create';
import { isSlashDelimited } from './options';
import { FixedComponentIndex } from './list-fixed';
import { specificityRanks } from './list-order';
import type { Groups } from './groups';
import { foldedKey, isASCII, pathKeyOf, segmentGroups, type PathKey } from './list-shape';
import { SegmentTrie } from './list-trie';
import {
  accepts, matchersOf, matchGroups, pathOnlyMatcher, pathOnlyResult, readMatchInput, type Matcher, type MatchInput,
} from './match';
import { COMPONENT_NAMES, PATHNAME, type ComponentName, type URLPatternInput, type URLPatternResult } from './types';
import { componentsOf, URLPattern } from './urlpattern';
import { toURLPatternInput } from './webidl';

/** The options of a pattern set: the base URL and ignoreCase of the patterns it makes from strings and inits. */
export interface URLPatternListOptions {
  /** The base URL of pattern strings (new URLPattern's second argument); an init carries its own. */
  baseURL?: string;
  /** new URLPattern's ignoreCase option, for the patterns the set makes (not those given as URLPattern objects). */
  ignoreCase?: boolean;
}

/** One pattern that matched: its index in the list, the pattern, and what pattern.exec(input, baseURL) returns. */
export interface URLPatternListMatch {
  readonly index: number;
  readonly pattern: URLPattern;
  readonly result: URLPatternResult;
}

/**
 * The order in which a candidate's components are checked (indexes in COMPONENT_NAMES): the
 * pathname (often read off the trie) first, then the likeliest to fail; those with regexp groups,
 * whose cost is the pattern author's, after all the others.
 */
const CHECK_ORDER: readonly ComponentName[] = [
  'pathname', 'hostname', 'protocol', 'port', 'search', 'hash', 'username', 'password',
];

/** A pattern's check order: CHECK_ORDER, the components with regexp groups moved last. */
function checkOrderOf(components: URLPatternComponents): number[] {
  const plain = CHECK_ORDER.filter((name) => !components[name].hasRegExpGroups);
  const custom = CHECK_ORDER.filter((name) => components[name].hasRegExpGroups);
  return [...plain, ...custom].map((name) => COMPONENT_NAMES.indexOf(name));
}

/** A pattern of the set, compiled for matching. */
interface Entry {
  readonly index: number;
  readonly pattern: URLPattern;
  readonly components: URLPatternComponents;
  /** How each component is matched (match.ts), in COMPONENT_NAMES order. */
  readonly matchers: readonly Matcher[];
  /** The components' indexes in the order they are checked. */
  readonly checkOrder: readonly number[];
  /** The segment of each pathname group, when its groups can be read off the input's segments (list-shape.ts). */
  readonly captures: readonly number[] | null;
  /** Whether the pathname's key is in the folded trie (ignoreCase). */
  readonly folded: boolean;
  /** Whether every other component is "*" alone (match.ts pathOnlyMatcher): on plain values the pathname decides. */
  readonly pathOnly: boolean;
  rank: number;
}

/** An input read once for all patterns: the component strings, and the pathname's segments. */
interface ReadInput {
  readonly read: MatchInput;
  /** The pathname split at "/", made when first needed (segmentsOf). */
  segments: readonly string[] | null;
  /** Whether the folded trie can answer (the pathname is ASCII, or no pattern ignores case). */
  readonly foldable: boolean;
}

/** The pattern made from the list's i-th item: a URLPattern as is, else new URLPattern with the list's options. */
function patternOf(item: unknown, options: URLPatternListOptions): URLPattern {
  if (item instanceof URLPattern) return item;
  const input = toURLPatternInput(item, 'URLPatternList argument 1');
  const ignoreCase = { ignoreCase: options.ignoreCase === true };
  if (typeof input === 'string' && options.baseURL !== undefined) return new URLPattern(input, options.baseURL, ignoreCase);
  return new URLPattern(input, ignoreCase);
}

/** The error of the pattern at `index`: the same code, offset and input, the message naming the index. */
function itemError(error: unknown, index: number): unknown {
  if (!(error instanceof TypeError)) return error;
  const { code, offset, input } = error as TypeError & { code?: unknown; offset?: unknown; input?: unknown };
  const message = `pattern ${index}: ${error.message.replace(/^URLPattern: /, '')}`;
  const wrapped = typeof code === 'string' && typeof offset === 'number' && typeof input === 'string'
    ? urlTypeError('URLPatternList', input, code, offset, message)
    : new TypeError(`URLPatternList: ${message}`);
  (wrapped as Error & { cause?: unknown }).cause = error;
  return wrapped;
}

/** The options argument converted: an object (or nothing) with baseURL a string and ignoreCase a boolean. */
function listOptions(value: unknown): URLPatternListOptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object') throw new TypeError('URLPatternList argument 2: the options must be an object');
  const { baseURL, ignoreCase } = value as { baseURL?: unknown; ignoreCase?: unknown };
  return {
    baseURL: baseURL === undefined ? undefined : toUSVString(baseURL, 'URLPatternList argument 2: member baseURL'),
    ignoreCase: Boolean(ignoreCase),
  };
}

/** The Web IDL names of the methods' arguments, in conversion errors. */
const READ_ARGUMENTS = {
  match: ['URLPatternList.match argument 1', 'URLPatternList.match argument 2'],
  first: ['URLPatternList.first argument 1', 'URLPatternList.first argument 2'],
  test: ['URLPatternList.test argument 1', 'URLPatternList.test argument 2'],
} as const;

/** The URL pattern set. */
export class URLPatternList {
  readonly #entries: Entry[] = [];
  /** Case-sensitive pathname keys. */
  readonly #trie = new SegmentTrie();
  /** Case-insensitive pathname keys, their fixed segments lower-cased. */
  readonly #foldedTrie = new SegmentTrie();
  /** Patterns whose pathname has no usable key, by the fixed value of another component. */
  readonly #fixed = new FixedComponentIndex();
  /** Patterns with neither: candidates for every input. */
  readonly #always: number[] = [];
  /** The patterns of the folded trie (candidates, unkeyed, for an input whose pathname is not ASCII). */
  readonly #folded: number[] = [];

  /** Compiles `patterns` (URLPattern objects, or pattern strings and inits made into patterns with `options`). */
  constructor(patterns: Iterable<URLPattern | URLPatternInput>, options?: URLPatternListOptions) {
    const converted = listOptions(options);
    let index = 0;
    for (const item of patterns) {
      let pattern: URLPattern;
      try {
        pattern = patternOf(item, converted);
      } catch (error) {
        throw itemError(error, index);
      }
      this.#add(pattern, index);
      index += 1;
    }
    const ranks = specificityRanks(this.#entries.map((entry) => entry.components));
    for (const entry of this.#entries) entry.rank = ranks[entry.index];
  }

  /** How many patterns the set holds. */
  get size(): number {
    return this.#entries.length;
  }

  /** Every pattern that matches, most specific first (list-order.ts), each with pattern.exec's result. */
  match(input: URLPatternInput = {}, baseURL?: string): URLPatternListMatch[] {
    const read = this.#read(input, baseURL, 'match');
    const matches: URLPatternListMatch[] = [];
    if (read === null) return matches;
    for (const entry of this.#candidates(read)) {
      const result = confirm(entry, read);
      if (result !== null) matches.push({ index: entry.index, pattern: entry.pattern, result });
    }
    return matches;
  }

  /** The most specific pattern that matches, or null. */
  first(input: URLPatternInput = {}, baseURL?: string): URLPatternListMatch | null {
    const read = this.#read(input, baseURL, 'first');
    if (read === null) return null;
    for (const entry of this.#candidates(read)) {
      const result = confirm(entry, read);
      if (result !== null) return { index: entry.index, pattern: entry.pattern, result };
    }
    return null;
  }

  /** Whether any pattern matches (no result is made). */
  test(input: URLPatternInput = {}, baseURL?: string): boolean {
    const read = this.#read(input, baseURL, 'test');
    if (read === null) return false;
    for (const entry of this.#candidates(read)) if (passes(entry, read)) return true;
    return false;
  }

  /** Compiles one pattern: its checks, and its pathname key in a trie (or in #always). */
  #add(pattern: URLPattern, index: number): void {
    const components = componentsOf(pattern);
    const pathname = components.pathname;
    const key = pathKeyOf(pathname.partList, isSlashDelimited(pathname));
    const folded = pathname.regularExpression.ignoreCase;
    const stored: PathKey | null = folded ? foldedKey(key) : key;
    if (stored === null || (key.segments.length === 0 && key.open)) {
      if (!this.#fixed.add(components, index)) this.#always.push(index);
    } else if (folded) {
      this.#foldedTrie.insert(stored, index);
      this.#folded.push(index);
    } else {
      this.#trie.insert(stored, index);
    }
    const matchers = matchersOf(components);
    const captures = stored === null ? null : key.captures;
    const checkOrder = checkOrderOf(components);
    const pathOnly = pathOnlyMatcher(matchers) !== null;
    this.#entries.push({ index, pattern, components, matchers, checkOrder, captures, folded, pathOnly, rank: 0 });
  }

  /** The input converted (Web IDL, as URLPattern.exec converts it) and read once; null when it is no URL. */
  #read(input: unknown, baseURL: unknown, member: keyof typeof READ_ARGUMENTS): ReadInput | null {
    const where = READ_ARGUMENTS[member];
    const converted = toURLPatternInput(input, where[0]);
    const base = baseURL === undefined ? undefined : toUSVString(baseURL, where[1]);
    const read = readMatchInput(converted, base);
    if (read === null) return null;
    return { read, segments: null, foldable: this.#folded.length === 0 || isASCII(read.values[PATHNAME]) };
  }

  /** The candidates for an input, most specific first. */
  #candidates(input: ReadInput): Entry[] {
    const ids: number[] = [];
    const pathname = input.read.values[PATHNAME];
    this.#trie.collect(pathname, ids);
    if (this.#folded.length > 0) {
      if (input.foldable) this.#foldedTrie.collect(pathname.toLowerCase(), ids);
      else for (const id of this.#folded) ids.push(id);
    }
    this.#fixed.collect(input.read.values, ids);
    for (const id of this.#always) ids.push(id);
    const candidates = ids.map((id) => this.#entries[id]);
    return candidates.length > 1 ? candidates.sort(byRank) : candidates;
  }
}

/** The more specific entry first. */
function byRank(left: Entry, right: Entry): number {
  return left.rank - right.rank;
}

/** The input's pathname split at "/" (once). */
function segmentsOf(input: ReadInput): readonly string[] {
  input.segments ??= input.read.values[PATHNAME].split('/');
  return input.segments;
}

/** Whether the pathname's groups are the input's segments (a key with captures, matched by the trie). */
function fromSegments(entry: Entry, input: ReadInput): boolean {
  return entry.captures !== null && (input.foldable || !entry.folded);
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-match steps 13-23 for one candidate: its result, or null. */
function confirm(entry: Entry, input: ReadInput): URLPatternResult | null {
  const { values } = input.read;
  if (entry.pathOnly && input.read.plain) {
    const found = pathnameGroups(entry, input);
    return found === null ? null : pathOnlyResult(values, input.read.inputs.slice(), found);
  }
  const groups: Groups[] = new Array<Groups>(COMPONENT_NAMES.length);
  for (const index of entry.checkOrder) {
    const found = index === PATHNAME ? pathnameGroups(entry, input) : matchGroups(entry.matchers[index], values[index], input.read.plain);
    if (found === null) return null;
    groups[index] = found;
  }
  const result = { inputs: input.read.inputs.slice() } as URLPatternResult;
  for (let index = 0; index < COMPONENT_NAMES.length; index++) {
    result[COMPONENT_NAMES[index]] = { input: values[index], groups: groups[index] };
  }
  return result;
}

/** A candidate's pathname groups, or null when its pathname does not match. */
function pathnameGroups(entry: Entry, input: ReadInput): Groups | null {
  return fromSegments(entry, input)
    ? segmentGroups(entry.components.pathname.groupNameList, entry.captures as readonly number[], segmentsOf(input))
    : matchGroups(entry.matchers[PATHNAME], input.read.values[PATHNAME], input.read.plain);
}

/** Whether a candidate matches (test(): no groups made). */
function passes(entry: Entry, input: ReadInput): boolean {
  const { values } = input.read;
  for (const index of entry.checkOrder) {
    const ok = index === PATHNAME && fromSegments(entry, input)
      ? segmentGroups(entry.components.pathname.groupNameList, entry.captures as readonly number[], segmentsOf(input)) !== null
      : accepts(entry.matchers[index], values[index], input.read.plain);
    if (!ok) return false;
  }
  return true;
}
