// The URL Pattern Standard's data (../shared/specs/urlpattern.bs): tokens (section "Tokens"),
// parts ("Parts"), options ("Options"), components ("The URL pattern struct") and the
// dictionaries of the URLPattern interface. Defined once here; every module of urlpattern/ uses them.

/** https://urlpattern.spec.whatwg.org/#token-type */
export type TokenType =
  | 'open' | 'close' | 'regexp' | 'name' | 'char' | 'escaped-char'
  | 'other-modifier' | 'asterisk' | 'end' | 'invalid-char';

/** https://urlpattern.spec.whatwg.org/#token: a lexical token of a pattern string. */
export interface Token {
  readonly type: TokenType;
  /** UTF-16 offset of the token's first code point in the pattern string. */
  readonly index: number;
  /** The token's value as the standard defines it (a name without ':', a regexp without parentheses). */
  readonly value: string;
}

/** https://urlpattern.spec.whatwg.org/#tokenize-policy */
export type TokenizePolicy = 'strict' | 'lenient';

/** https://urlpattern.spec.whatwg.org/#part-type */
export type PartType = 'fixed-text' | 'regexp' | 'segment-wildcard' | 'full-wildcard';

/** https://urlpattern.spec.whatwg.org/#part-modifier */
export type PartModifier = 'none' | 'optional' | 'zero-or-more' | 'one-or-more';

/** https://urlpattern.spec.whatwg.org/#part: one piece of a parsed pattern string. */
export interface Part {
  readonly type: PartType;
  readonly value: string;
  readonly modifier: PartModifier;
  readonly name: string;
  readonly prefix: string;
  readonly suffix: string;
}

/** https://urlpattern.spec.whatwg.org/#options */
export interface PatternOptions {
  /** One ASCII code point or ''. */
  readonly delimiterCodePoint: string;
  /** One ASCII code point or ''. */
  readonly prefixCodePoint: string;
  readonly ignoreCase: boolean;
}

/**
 * https://urlpattern.spec.whatwg.org/#encoding-callback: canonicalises a fixed part of a pattern;
 * throws a TypeError (urlPatternError) when the value cannot be a part of a URL.
 */
export type EncodingCallback = (value: string) => string;

/** https://urlpattern.spec.whatwg.org/#component (with its part list, which the extensions read). */
export interface Component {
  readonly patternString: string;
  readonly regularExpression: RegExp;
  readonly groupNameList: readonly string[];
  readonly hasRegExpGroups: boolean;
  readonly partList: readonly Part[];
  /** The encoding callback and options it was compiled with (generate encodes with them, matching reads the delimiter). */
  readonly encodingCallback: EncodingCallback;
  readonly options: PatternOptions;
}

/** The eight components, in the standard's order. */
export const COMPONENT_NAMES = [
  'protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash',
] as const;

/** The pathname's index in COMPONENT_NAMES order (its value in a MatchInput). */
export const PATHNAME: number = COMPONENT_NAMES.indexOf('pathname');

export type ComponentName = (typeof COMPONENT_NAMES)[number];

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit */
export interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions */
export interface URLPatternOptions {
  ignoreCase?: boolean;
}

/** https://urlpattern.spec.whatwg.org/#typedefdef-urlpatterninput */
export type URLPatternInput = string | URLPatternInit;

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult */
export interface URLPatternComponentResult {
  input: string;
  groups: Record<string, string | undefined>;
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult */
export interface URLPatternResult {
  inputs: URLPatternInput[];
  protocol: URLPatternComponentResult;
  username: URLPatternComponentResult;
  password: URLPatternComponentResult;
  hostname: URLPatternComponentResult;
  port: URLPatternComponentResult;
  pathname: URLPatternComponentResult;
  search: URLPatternComponentResult;
  hash: URLPatternComponentResult;
}
