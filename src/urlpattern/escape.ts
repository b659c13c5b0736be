// Escaping of fixed text for the two languages a part list is written in: regular expressions
// (https://urlpattern.spec.whatwg.org/#escape-a-regexp-string) and pattern strings
// (https://urlpattern.spec.whatwg.org/#escape-a-pattern-string). The standard asserts ASCII input;
// any other code point is kept as it is (these functions never throw).

/** The code points escape a regexp string puts a "\" before. */
const REGEXP_SPECIAL = /[.+*?^${}()[\]|/\\]/g;

/** The code points escape a pattern string puts a "\" before. */
const PATTERN_SPECIAL = /[+*?:{}()\\]/g;

/** https://urlpattern.spec.whatwg.org/#escape-a-regexp-string */
export function escapeRegExpString(input: string): string {
  return input.replace(REGEXP_SPECIAL, '\\$&');
}

/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string */
export function escapePatternString(input: string): string {
  return input.replace(PATTERN_SPECIAL, '\\$&');
}
