// URLPatternList: a compiled set of URL patterns (issue 27 "The pattern set"; whatwg/urlpattern#30
// asks for one). It answers which patterns match a URL, with their groups, most specific first,
// exactly as a loop over URLPattern.exec would (https://urlpattern.spec.whatwg.org/#url-pattern-match),
// without trying the patterns one by one: the input is read once; the pathname's fixed segments and
// segment wildcards are a trie (list-shape.ts, list-trie.ts) that gives the candidates; each
// candidate is confirmed component by component (list-confirm.ts); the order is list-order.ts's.

import { toUSVString } from '../core/arguments';
import { urlTypeError } from '../whatwg/url';
import { matchesSpecialScheme, type URLPatternComponents } from './create';
import { componentMatcher, segmentGroups, type ComponentMatcher, type Groups } from './list-confirm';
import { specificityRanks } from './list-order';
import { foldedKey, isASCII, pathKeyOf, type PathKey } from './list-shape';
import { SegmentTrie } from './list-trie';
import { readMatchInput, type MatchInput } from './match';
import { COMPONENT_NAMES, type URLPatternInput, type URLPatternResult } from './types';
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

/** The order in which a candidate's components are checked: the pathname (maybe read off the trie) first, then the likeliest to fail. */
const CHECK_ORDER: readonly number[] = [5, 3, 0, 4, 6, 7, 1, 2];

/** A pattern of the set, compiled for matching. */
interface Entry {
  readonly index: number;
  readonly pattern: URLPattern;
  readonly components: URLPatternComponents;
  /** One check per component, in COMPONENT_NAMES order. */
  readonly matchers: readonly ComponentMatcher[];
  /** The pathname's key (the segment trie's), when its groups can be read off the input's segments. */
  readonly captures: readonly number[] | null;
  rank: number;
}

/** An input read once for all patterns: the component strings, and the pathname's segments. */
interface ReadInput {
  readonly read: MatchInput;
  readonly segments: readonly string[];
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

/** The URL pattern set. */
export class URLPatternList {
  readonly #entries: Entry[] = [];
  /** Case-sensitive pathname keys. */
  readonly #trie = new SegmentTrie();
  /** Case-insensitive pathname keys, their fixed segments lower-cased. */
  readonly #foldedTrie = new SegmentTrie();
  /** Patterns whose pathname has no usable key: candidates for every input. */
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
  match(input: URLPatternInput | URL = {}, baseURL?: string): URLPatternListMatch[] {
    const read = this.#read(input, baseURL, 'match');
    if (read === null) return [];
    const matches: URLPatternListMatch[] = [];
    for (const [entry, keyed] of this.#candidates(read)) {
      const result = this.#confirm(entry, read, keyed);
      if (result !== null) matches.push({ index: entry.index, pattern: entry.pattern, result });
    }
    return matches;
  }

  /** The most specific pattern that matches, or null. */
  first(input: URLPatternInput | URL = {}, baseURL?: string): URLPatternListMatch | null {
    const read = this.#read(input, baseURL, 'first');
    if (read === null) return null;
    for (const [entry, keyed] of this.#candidates(read)) {
      const result = this.#confirm(entry, read, keyed);
      if (result !== null) return { index: entry.index, pattern: entry.pattern, result };
    }
    return null;
  }

  /** Whether any pattern matches. */
  test(input: URLPatternInput | URL = {}, baseURL?: string): boolean {
    return this.first(input, baseURL) !== null;
  }

  /** Compiles one pattern: its checks, and its pathname key in a trie (or in #always). */
  #add(pattern: URLPattern, index: number): void {
    const components = componentsOf(pattern);
    const pathname = components.pathname;
    const key = pathKeyOf(pathname.partList, matchesSpecialScheme(components.protocol));
    const folded = pathname.regularExpression.ignoreCase;
    const stored: PathKey | null = folded ? foldedKey(key) : key;
    if (stored === null || (key.segments.length === 0 && key.open)) {
      this.#always.push(index);
    } else if (folded) {
      this.#foldedTrie.insert(stored, index);
      this.#folded.push(index);
    } else {
      this.#trie.insert(stored, index);
    }
    const matchers = COMPONENT_NAMES.map((name) => componentMatcher(components[name]));
    const captures = stored === null ? null : key.captures;
    this.#entries.push({ index, pattern, components, matchers, captures, rank: 0 });
  }

  /** The input converted (Web IDL, as URLPattern.exec converts it) and read once; null when it is no URL. */
  #read(input: unknown, baseURL: unknown, member: string): ReadInput | null {
    const converted = toURLPatternInput(input, `URLPatternList.${member} argument 1`);
    const base = baseURL === undefined ? undefined : toUSVString(baseURL, `URLPatternList.${member} argument 2`);
    const read = readMatchInput(converted, base);
    return read === null ? null : { read, segments: read.values[5].split('/') };
  }

  /** The candidates for an input, most specific first, each with whether the trie matched its key. */
  #candidates(input: ReadInput): [Entry, boolean][] {
    const keyed: number[] = [];
    this.#trie.collect(input.segments, keyed);
    const unkeyed = this.#always.slice();
    if (this.#folded.length > 0) {
      if (isASCII(input.read.values[5])) this.#foldedTrie.collect(input.segments.map((s) => s.toLowerCase()), keyed);
      else unkeyed.push(...this.#folded);
    }
    const candidates: [Entry, boolean][] = [];
    for (const index of keyed) candidates.push([this.#entries[index], true]);
    for (const index of unkeyed) candidates.push([this.#entries[index], false]);
    return candidates.sort((left, right) => left[0].rank - right[0].rank);
  }

  /** https://urlpattern.spec.whatwg.org/#url-pattern-match steps 13-23 for one candidate: its result, or null. */
  #confirm(entry: Entry, input: ReadInput, keyed: boolean): URLPatternResult | null {
    const { values } = input.read;
    const groups: Groups[] = new Array<Groups>(COMPONENT_NAMES.length);
    for (const index of CHECK_ORDER) {
      const found = index === 5 && keyed && entry.captures !== null
        ? segmentGroups(entry.components.pathname.groupNameList, entry.captures, input.segments)
        : entry.matchers[index](values[index]);
      if (found === null) return null;
      groups[index] = found;
    }
    const result = { inputs: input.read.inputs.slice() } as URLPatternResult;
    COMPONENT_NAMES.forEach((name, index) => {
      result[name] = { input: values[index], groups: groups[index] };
    });
    return result;
  }
}
