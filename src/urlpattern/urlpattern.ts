// https://urlpattern.spec.whatwg.org/#urlpattern-class: the URLPattern interface, bound as Web IDL
// binds it (overloads, argument conversion, brand checks, enumerable members), on createURLPattern
// (create.ts) and the match algorithm (match.ts).

import { toUSVString } from '../core/arguments';
import { bindInterface, illegalInvocation, requireArguments } from '../core/webidl';
import { compareComponent } from './compare';
import { createURLPattern, type URLPatternComponents } from './create';
import { toComponentName, toGroupValues } from './extension-arguments';
import { generate } from './generate';
import {
  accepts, isPlain, matchComponents, matchersOf, matchPathOnly, matchPathOnlyURL, pathOnlyMatcher, readMatchInput,
  readPathname, readValues, testComponents, type Matcher,
} from './match';
import { acceptsSegments, type SegmentShape } from './match-segments';
import type { ComponentName, URLPatternInput, URLPatternOptions, URLPatternResult } from './types';
import { constructorArguments, toURLPatternInput } from './webidl';

/** Whether a value is a URLPattern object (set in the class's static block). */
let isURLPattern: (value: unknown) => boolean;
/** A URLPattern's components, for the modules of this folder (the pattern set, the extensions). */
let componentsOf: (pattern: URLPattern) => URLPatternComponents;

/** https://webidl.spec.whatwg.org/#dfn-create-operation-function step 2: `this` must be a URLPattern. */
function checkPattern(self: unknown, member: string): void {
  if (!isURLPattern(self)) throw illegalInvocation(member, 'URLPattern', self);
}

/** https://webidl.spec.whatwg.org/#es-interface: an argument of type URLPattern, its components; else a TypeError. */
function patternArgument(value: unknown, position: number): URLPatternComponents {
  if (!isURLPattern(value)) throw new TypeError(`URLPattern.compareComponent argument ${position} is not a URLPattern object`);
  return componentsOf(value as URLPattern);
}

/** A getter's brand check (https://webidl.spec.whatwg.org/#dfn-attribute-getter step 1), then the components. */
function patternOf(self: unknown, member: string): URLPatternComponents {
  checkPattern(self, `URLPattern.${member} getter`);
  return componentsOf(self as URLPattern);
}

/** The Web IDL names of test()'s and exec()'s arguments, in their conversion errors. */
const WHERE = {
  test: ['URLPattern.test argument 1', 'URLPattern.test argument 2'],
  exec: ['URLPattern.exec argument 1', 'URLPattern.exec argument 2'],
} as const;

/** An optional USVString argument (Web IDL): undefined when not given. */
function optionalString(value: unknown, where: string): string | undefined {
  return value === undefined ? undefined : toUSVString(value, where);
}

/** https://urlpattern.spec.whatwg.org/#urlpattern */
export class URLPattern {
  readonly #components: URLPatternComponents;
  /** How each component is matched (match.ts), in COMPONENT_NAMES order. */
  readonly #matchers: readonly Matcher[];
  /** The pathname's matcher when the pattern is a pathname only (match.ts pathOnlyMatcher); else null. */
  readonly #pathOnly: Matcher | null;
  /**
   * That matcher's segment shape, when it has one (most routes), kept here too: a match reads it
   * from the pattern, one object less from memory than through the matcher (exec() 4 to 11% faster).
   */
  readonly #pathSegments: SegmentShape | null;

  static {
    isURLPattern = (value): boolean => typeof value === 'object' && value !== null && #components in value;
    componentsOf = (pattern): URLPatternComponents => pattern.#components;
  }

  /**
   * https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern (both overloads): a pattern
   * string with an optional base URL, or a URLPatternInit; then the options.
   */
  constructor(input: URLPatternInput, baseURL: string, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, options?: URLPatternOptions);
  constructor(...args: unknown[]) {
    const converted = constructorArguments(args);
    this.#components = createURLPattern(converted.input, converted.baseURL, converted.ignoreCase);
    this.#matchers = matchersOf(this.#components);
    this.#pathOnly = pathOnlyMatcher(this.#matchers);
    this.#pathSegments = this.#pathOnly === null ? null : this.#pathOnly.segments;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-test */
  test(input: URLPatternInput = {}, baseURL?: string): boolean {
    checkPattern(this, 'URLPattern.test');
    const converted = toURLPatternInput(input, WHERE.test[0]);
    const base = optionalString(baseURL, WHERE.test[1]);
    if (this.#pathOnly !== null && typeof converted === 'string') {
      // A path-only pattern on a URL (whose values are plain): the pathname alone decides.
      const pathname = readPathname(converted, base);
      if (pathname === null) return false;
      return this.#pathSegments !== null ? acceptsSegments(this.#pathSegments, pathname) : accepts(this.#pathOnly, pathname, true);
    }
    const values = readValues(converted, base);
    return values !== null && testComponents(this.#matchers, values, isPlain(converted, values));
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec */
  exec(input: URLPatternInput = {}, baseURL?: string): URLPatternResult | null {
    checkPattern(this, 'URLPattern.exec');
    const converted = toURLPatternInput(input, WHERE.exec[0]);
    const base = optionalString(baseURL, WHERE.exec[1]);
    if (this.#pathOnly !== null && typeof converted === 'string') return matchPathOnlyURL(this.#pathOnly, this.#pathSegments, converted, base);
    const read = readMatchInput(converted, base);
    if (read === null) return null;
    return read.plain && this.#pathOnly !== null ? matchPathOnly(this.#pathOnly, read) : matchComponents(this.#matchers, read);
  }

  /**
   * An extension, not (yet) in the standard (WPT's tentative urlpattern-compare tests): the order
   * of two patterns' component by specificity, -1 when `left`'s is less specific, 0, or 1.
   */
  static compareComponent(component: ComponentName, left: URLPattern, right: URLPattern): -1 | 0 | 1 {
    requireArguments(arguments.length, 3, 'URLPattern.compareComponent');
    const name = toComponentName(component, 'URLPattern.compareComponent argument 1');
    return compareComponent(name, patternArgument(left, 2), patternArgument(right, 3));
  }

  /**
   * An extension, not (yet) in the standard (the proposal for whatwg/urlpattern#73; its test data is ada's): the
   * component string the pattern gives for these group values; a TypeError when it gives none.
   */
  generate(component: ComponentName, groups: Readonly<Record<string, string>>): string {
    checkPattern(this, 'URLPattern.generate');
    requireArguments(arguments.length, 2, 'URLPattern.generate');
    const name = toComponentName(component, 'URLPattern.generate argument 1');
    return generate(this.#components, name, toGroupValues(groups, 'URLPattern.generate argument 2'));
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-protocol */
  get protocol(): string { return patternOf(this, 'protocol').protocol.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-username */
  get username(): string { return patternOf(this, 'username').username.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-password */
  get password(): string { return patternOf(this, 'password').password.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hostname */
  get hostname(): string { return patternOf(this, 'hostname').hostname.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-port */
  get port(): string { return patternOf(this, 'port').port.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-pathname */
  get pathname(): string { return patternOf(this, 'pathname').pathname.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-search */
  get search(): string { return patternOf(this, 'search').search.patternString; }
  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hash */
  get hash(): string { return patternOf(this, 'hash').hash.patternString; }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hasregexpgroups */
  get hasRegExpGroups(): boolean {
    const components = patternOf(this, 'hasRegExpGroups');
    return Object.values(components).some((component) => component.hasRegExpGroups);
  }
}

export { componentsOf };

// https://urlpattern.spec.whatwg.org/#urlpattern IDL as Web IDL defines it on the prototype:
// the operations and attributes, enumerable, in declaration order.
bindInterface(URLPattern, 'URLPattern', [
  'test', 'exec', 'protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash',
  'hasRegExpGroups', 'generate',
], ['compareComponent']);
